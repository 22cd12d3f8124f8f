import type { Language } from "#src/i18n/languages.ts";
import { paymentWebhookPath, payReturnUrl, payUrl } from "#src/routing/fixed-paths.ts";
import type { Store } from "#server/store/store.ts";
import { createMollieGateway, type MollieSettings } from "./mollie-gateway.ts";
import { onlinePayments } from "./online-payments.ts";
import { refundWorker } from "./refund-worker.ts";

/**
 * Paying online as the server runs it: with Mollie's settings (MOLLIE_API_KEY)
 * and a store that works, the payments (pay page, return page, webhook), the
 * "Pay now" link of mails and the roster, and the refund worker that asks
 * Mollie for the refunds booked on its payments; without, none of them (a
 * refund by transfer needs no provider: the owner makes it and marks it done).
 */
export function setUpOnlinePayments(options: {
  store: Store;
  mollie: MollieSettings | undefined;
  isStoreUsable: boolean;
  origin: () => string;
  /** REFUND_CHECK_SECONDS: how often the refund worker looks besides being woken. */
  refundCheckMs: number;
}) {
  const { store, mollie, origin } = options;
  const gateway = mollie && options.isStoreUsable ? createMollieGateway(mollie) : undefined;
  const refunds = gateway && refundWorker({ store, gateway, everyMs: options.refundCheckMs });
  const payments =
    gateway &&
    onlinePayments({
      store,
      gateway,
      isLive: mollie?.apiKey.startsWith("live_") ?? false,
      returnUrl: (language, token) => payReturnUrl(origin(), language, token),
      webhookUrl: () => `${origin()}${paymentWebhookPath}`,
      onApplied: () => refunds?.wake(),
    });
  const payLink = payments
    ? (language: Language, token: string) => payUrl(origin(), language, token)
    : undefined;
  return {
    payments,
    payLink,
    /** The refund worker (a periodic job), when Mollie is set. */
    refunds,
    /** The start-up line that says whether paying online is on. */
    description: payments
      ? `Paying online through Mollie (${mollie?.apiKey.startsWith("live_") ? "live" : "test"} key${mollie?.apiUrl ? `, API at ${mollie.apiUrl}` : ""}); its webhook: ${origin()}${paymentWebhookPath}; refunds asked every ${Math.round(options.refundCheckMs / 1000)} s`
      : "Paying online off (no MOLLIE_API_KEY): invoices carry no Pay now link, refunds are made by transfer",
  };
}

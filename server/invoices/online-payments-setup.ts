import type { Language } from "#src/i18n/languages.ts";
import { paymentWebhookPath, payReturnUrl, payUrl } from "#src/routing/fixed-paths.ts";
import { createMollieGateway, type MollieSettings } from "#server/payments/mollie-gateway.ts";
import type { Store } from "#server/store/store.ts";
import { onlinePayments, settleRefunds } from "./online-payments.ts";

/**
 * Paying online as the server runs it: with Mollie's settings (MOLLIE_API_KEY)
 * and a store that works, the payments (pay page, return page, webhook) and
 * the "Pay now" link of mails and the roster; without, neither. Refunds are
 * settled either way (a transfer's, or Mollie's when there is a key).
 */
export function setUpOnlinePayments(options: {
  store: Store;
  mollie: MollieSettings | undefined;
  isStoreUsable: boolean;
  origin: () => string;
  audit: (actor: string, action: string, detail: string) => Promise<void>;
}) {
  const { store, mollie, origin, audit } = options;
  const gateway = mollie && options.isStoreUsable ? createMollieGateway(mollie) : undefined;
  const payments =
    gateway &&
    onlinePayments({
      store,
      gateway,
      isLive: mollie?.apiKey.startsWith("live_") ?? false,
      returnUrl: (language, token) => payReturnUrl(origin(), language, token),
      webhookUrl: () => `${origin()}${paymentWebhookPath}`,
      audit,
    });
  const payLink = payments
    ? (language: Language, token: string) => payUrl(origin(), language, token)
    : undefined;
  return {
    payments,
    payLink,
    settleRefunds: () => settleRefunds({ store, gateway, audit }),
    /** The start-up line that says whether paying online is on. */
    description: payments
      ? `Paying online through Mollie (${mollie?.apiKey.startsWith("live_") ? "live" : "test"} key${mollie?.apiUrl ? `, API at ${mollie.apiUrl}` : ""}); its webhook: ${origin()}${paymentWebhookPath}`
      : "Paying online off (no MOLLIE_API_KEY): invoices carry no Pay now link",
  };
}

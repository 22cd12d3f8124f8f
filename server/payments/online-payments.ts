import type { Language } from "#src/i18n/languages.ts";
import type { Cents } from "#src/money/money.ts";
import type { Store } from "#server/store/store.ts";
import { tablesOf } from "#server/store/tables-of.ts";
import type { AppliedState, PayableInvoice } from "./mollie-payment-tables.ts";
import type { PaymentMethods } from "./payment-tables.ts";
import type { PaymentGateway, PaymentState } from "./payment-gateway.ts";

export interface OnlinePaymentOptions {
  store: Pick<Store, "call">;
  gateway: PaymentGateway;
  /** A live key: a test payment never counts as money (decision 0024). */
  isLive: boolean;
  /** Our return page for an invoice's secret, in the buyer's language (src/routing/fixed-paths.ts). */
  returnUrl: (language: Language, token: string) => string;
  /** Our webhook's address, on the site's public origin. */
  webhookUrl: () => string;
  /**
   * After a payment's state was applied: money owed back may have been booked, or a refund of
   * this payment moved on at Mollie; the refund worker looks now (refund-worker.ts).
   */
  onApplied?: () => void;
  now?: () => Date;
}

/** What the "Pay now" button led to. */
export type PayStart =
  | { kind: "unknown" }
  | { kind: "paid" | "credited"; invoice: PayableInvoice }
  | { kind: "checkout"; url: string };

/** What the return page says: asked of the gateway, never read from the redirect. */
export type PayResult =
  | { kind: "unknown" }
  | {
      kind: "paid" | "credited" | "pending" | "failed" | "ended" | "none";
      invoice: PayableInvoice;
      amount: Cents;
    };

/**
 * Paying an invoice online, through the payment gateway and the store's
 * payment tables (mollie-payment-tables.ts, which log every money change in
 * its transaction). Every state is asked of the gateway; the store applies it once.
 */
export function onlinePayments(options: OnlinePaymentOptions) {
  const { gateway } = options;
  const tables = tablesOf<PaymentMethods>(options.store);
  const now = options.now ?? (() => new Date());
  const payable = (token: string): Promise<PayableInvoice | null> =>
    tables.payableInvoice(token).then((invoice) => invoice ?? null);

  async function apply(state: PaymentState, actor: string): Promise<AppliedState> {
    const at = now().toISOString();
    const applied = await tables.applyPaymentState(state, options.isLive, actor, at);
    if (applied.outcome === "recorded" || applied.outcome === "reopened") options.onApplied?.();
    return applied;
  }

  return {
    payable,

    /**
     * The button's answer: the open amount's payment, or the one still open
     * (its checkout again: one open payment per invoice at a time).
     */
    async startPayment(token: string, language: Language): Promise<PayStart> {
      let invoice = await payable(token);
      if (!invoice) return { kind: "unknown" };
      if (invoice.openPayment) {
        // Still open at Mollie? Else (expired, paid meanwhile) its state is applied first.
        const state = await gateway.paymentState(invoice.openPayment.paymentId);
        await apply(state, "Mollie (pay page)");
        if (state.state === "open" && invoice.openPayment.amount === invoice.open) {
          return { kind: "checkout", url: invoice.openPayment.checkoutUrl };
        }
        invoice = (await payable(token)) as PayableInvoice;
      }
      if (invoice.document.credited >= invoice.document.inclVat)
        return { kind: "credited", invoice };
      if (invoice.open <= 0) return { kind: "paid", invoice };
      const created = await gateway.createPayment({
        invoiceNumber: invoice.document.number,
        amountCents: invoice.open,
        redirectUrl: options.returnUrl(language, token),
        webhookUrl: options.webhookUrl(),
        language,
        // Two clicks at once ask with the same key: one payment.
        idempotencyKey: `invoice-${invoice.document.id}-payment-${invoice.paymentCount + 1}`,
      });
      await tables.recordMolliePayment(
        invoice.document.id,
        created.paymentId,
        invoice.open,
        created.checkoutUrl,
        now().toISOString(),
      );
      return { kind: "checkout", url: created.checkoutUrl };
    },

    /** The return page: the newest payment's state, asked of the gateway and applied. */
    async paymentResult(token: string): Promise<PayResult> {
      const before = await payable(token);
      if (!before) return { kind: "unknown" };
      if (!before.latestPaymentId) return { kind: "none", invoice: before, amount: before.open };
      const state = await gateway.paymentState(before.latestPaymentId);
      await apply(state, "Mollie (return page)");
      const invoice = (await payable(token)) as PayableInvoice;
      const amount = state.state === "unknown" ? invoice.open : state.amountCents;
      if (state.state === "paid" && invoice.open === 0) return { kind: "paid", invoice, amount };
      if (invoice.document.credited >= invoice.document.inclVat)
        return { kind: "credited", invoice, amount };
      if (invoice.open === 0) return { kind: "paid", invoice, amount };
      if (state.state === "open") return { kind: "pending", invoice, amount };
      if (state.state === "not-paid") {
        return { kind: state.status === "failed" ? "failed" : "ended", invoice, amount };
      }
      return { kind: "none", invoice, amount };
    },

    /** Mollie's webhook: only an id, so the payment is asked for; applied once. */
    async webhook(paymentId: string): Promise<AppliedState> {
      const state = await gateway.paymentState(paymentId);
      const applied = await apply(state, "Mollie webhook");
      if (applied.outcome !== "unknown") {
        // Mollie calls a payment's webhook when one of its refunds moves on too: asked at once.
        await tables.followRefundsOf(paymentId, now().toISOString());
        options.onApplied?.();
      }
      return applied;
    },
  };
}

export type OnlinePayments = ReturnType<typeof onlinePayments>;

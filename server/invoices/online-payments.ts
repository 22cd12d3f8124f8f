import type { Language } from "#src/i18n/languages.ts";
import { todayInAmsterdam } from "#src/training/course-runs.ts";
import { type Cents, cents } from "#src/money/money.ts";
import { formatMoney } from "#src/money/format-money.ts";
import type { Store } from "#server/store/store.ts";
import { tablesOf } from "#server/store/tables-of.ts";
import type { InvoiceMethods } from "./invoice-tables.ts";
import {
  type PaymentGateway,
  PaymentGatewayError,
  type PaymentState,
} from "#server/payments/payment-gateway.ts";
import type {
  AppliedState,
  PayableInvoice,
  PaymentQuestion,
  RefundLine,
} from "./payment-tables.ts";

export interface OnlinePaymentOptions {
  store: Pick<Store, "call">;
  gateway: PaymentGateway;
  /** A live key: a test payment never counts as money (decision 0024). */
  isLive: boolean;
  /** Our return page for an invoice's secret, in the buyer's language (src/routing/fixed-paths.ts). */
  returnUrl: (language: Language, token: string) => string;
  /** Our webhook's address, on the site's public origin. */
  webhookUrl: () => string;
  /** The back office's log: every money change, who and when. */
  audit: (actor: string, action: string, detail: string) => Promise<void>;
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
 * Paying an invoice online, through the payment gateway (server/payments/),
 * the store's payment tables (payment-tables.ts) and the back office's log.
 * Every state is asked of the gateway; the store applies it once.
 */
export function onlinePayments(options: OnlinePaymentOptions) {
  const { gateway } = options;
  const tables = tablesOf<InvoiceMethods>(options.store);
  const now = options.now ?? (() => new Date());
  const payable = (token: string): Promise<PayableInvoice | null> =>
    tables.payableInvoice(token).then((invoice) => invoice ?? null);

  async function apply(state: PaymentState, actor: string): Promise<AppliedState> {
    const applied = await tables.applyPaymentState(state, options.isLive, now().toISOString());
    if (applied.detail) {
      const action = { recorded: "payment", reopened: "chargeback", listed: "payment listed" }[
        applied.outcome as "recorded" | "reopened" | "listed"
      ];
      await options.audit(actor, action ?? "payment", applied.detail);
    }
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
      return apply(state, "Mollie webhook");
    },

    /** Refunds due after credit notes (settleRefunds), Mollie's through its refund API. */
    settleRefunds: () => settleRefunds({ ...options, now }),
  };
}

/**
 * Refunds due after credit notes: planned in the store (refund-ledger.ts),
 * then those paid through Mollie asked of its refund API when a gateway is
 * set (again next time if refused); transfers wait for the owner.
 */
export async function settleRefunds(
  options: Pick<OnlinePaymentOptions, "store" | "audit"> & {
    gateway?: PaymentGateway;
    now?: () => Date;
  },
): Promise<void> {
  const { gateway } = options;
  const tables = tablesOf<InvoiceMethods>(options.store);
  const at = (options.now ?? (() => new Date()))();
  const planned = await tables.planRefunds(at.toISOString());
  for (const detail of planned.done) await options.audit("refunds", "refund due", detail);
  if (!gateway) return;
  for (const refund of planned.due) {
    if (refund.method !== "mollie" || !refund.paymentId) continue;
    try {
      const made = await gateway.refund({
        paymentId: refund.paymentId,
        amountCents: refund.amount,
        description: `${refund.creditNoteNumber} (${refund.invoiceNumber})`,
        idempotencyKey: `refund-${refund.id}`,
      });
      const isMade = await tables.markRefundMade(
        refund.id,
        made.refundId,
        todayInAmsterdam(at),
        "Mollie refund",
        at.toISOString(),
      );
      if (isMade) {
        await options.audit(
          "Mollie refund",
          "refund",
          `invoice ${refund.invoiceNumber}: ${euro(refund.amount)} refunded through Mollie (${made.refundId}, payment ${refund.paymentId})`,
        );
      }
    } catch (error) {
      if (!(error instanceof PaymentGatewayError)) throw error;
      await tables.markRefundProblem(refund.id, error.message);
    }
  }
}

/** The refunds and listed payments the Invoices page shows, without a gateway. */
export function refundStore(store: Pick<Store, "call">) {
  const tables = tablesOf<InvoiceMethods>(store);
  return {
    refundList: (since: string): Promise<RefundLine[]> => tables.refundList(since),
    paymentQuestions: (): Promise<PaymentQuestion[]> => tables.paymentQuestions(),
    resolvePaymentQuestion: (id: number, by: string, at: Date): Promise<PaymentQuestion | null> =>
      tables.resolvePaymentQuestion(id, by, at.toISOString()).then((question) => question ?? null),
    markRefundTransferred: (id: number, doneOn: string, by: string, at: Date): Promise<boolean> =>
      tables.markRefundTransferred(id, doneOn, by, at.toISOString()),
    planRefunds: (at: Date): Promise<{ done: string[]; due: RefundLine[] }> =>
      tables.planRefunds(at.toISOString()),
  };
}

export type OnlinePayments = ReturnType<typeof onlinePayments>;
export type RefundStore = ReturnType<typeof refundStore>;

/** For the log, in English as the back office. */
function euro(amount: number): string {
  return formatMoney(cents(amount), "en");
}

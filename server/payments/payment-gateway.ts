import type { Language } from "#src/i18n/languages.ts";
import type { Cents } from "#src/money/money.ts";

/**
 * What getting paid online needs from a payment provider, whichever it is (today Mollie:
 * mollie-gateway.ts). Amounts are whole cents in euros; a payment is always asked for its state,
 * never believed from a webhook or a redirect (docs/decisions/0024-payments-gateway-and-statements.md).
 */
export interface PaymentGateway {
  /** A payment of an invoice's open amount; the buyer is sent to its checkout. */
  createPayment(request: PaymentRequest): Promise<CreatedPayment>;
  /** The payment's state as the provider has it now ("unknown" for an id it does not know). */
  paymentState(paymentId: string): Promise<PaymentState>;
  /** Money back on a paid payment, at most what is left of it. */
  refund(request: RefundRequest): Promise<Refund>;
  /** Every refund made on a payment: an attempt whose answer was lost is looked for here first. */
  paymentRefunds(paymentId: string): Promise<Refund[]>;
  /** One refund's state now (queued, pending, processing, refunded, failed, canceled). */
  refundState(paymentId: string, refundId: string): Promise<Refund>;
}

export interface PaymentRequest {
  invoiceNumber: string;
  amountCents: Cents;
  /** Our page the buyer comes back to, in their language; it asks for the state itself. */
  redirectUrl: string;
  /** Our webhook: the provider calls it with the payment's id when something changed. */
  webhookUrl: string;
  language: Language;
  /** The same key twice gives the same payment (a retried request creates no second one). */
  idempotencyKey?: string;
}

export interface CreatedPayment {
  paymentId: string;
  checkoutUrl: string;
}

interface KnownPayment {
  paymentId: string;
  /** The invoice the payment was made for (its metadata, else its description). */
  invoiceNumber: string;
  amountCents: Cents;
  /** Made with a test key: never counts as money received. */
  isTest: boolean;
}

export type PaymentState =
  | { state: "unknown"; paymentId: string }
  /** Not finished: open (not paid yet), pending (being processed), authorized (to be captured). */
  | (KnownPayment & { state: "open"; status: "open" | "pending" | "authorized" })
  | (KnownPayment & { state: "paid"; paidAt: string; paidOn: string; refundedCents: number })
  /** Finished without money: failed, canceled by the buyer, or expired. */
  | (KnownPayment & { state: "not-paid"; status: "failed" | "canceled" | "expired" })
  /** Paid, then taken back by the buyer's bank: the invoice is open again for this amount. */
  | (KnownPayment & {
      state: "charged-back";
      paidAt: string;
      paidOn: string;
      refundedCents: number;
      chargedBackCents: number;
    });

export interface RefundRequest {
  paymentId: string;
  amountCents: Cents;
  /** Shown to the buyer where the method allows, e.g. the credit note's number. */
  description: string;
  /** Our refund's key: sent as the idempotency key, and kept with the refund to find it again. */
  key: string;
}

export interface Refund {
  refundId: string;
  amountCents: Cents;
  status: "queued" | "pending" | "processing" | "refunded" | "failed" | "canceled";
  /** Our key, as we gave it (undefined for a refund made elsewhere, e.g. in the dashboard). */
  key?: string;
}

/** The provider refused or could not be reached; `statusCode` is its HTTP answer, when there was one. */
export class PaymentGatewayError extends Error {
  readonly statusCode: number | undefined;
  readonly field: string | undefined;
  constructor(message: string, statusCode?: number, field?: string) {
    super(message);
    this.statusCode = statusCode;
    this.field = field;
  }
}

import {
  createMollieClient,
  type Locale,
  type MollieClient,
  type Payment,
  type Refund as MollieRefund,
} from "@mollie/api-client";
import { languageSettings } from "#src/i18n/languages.ts";
import { todayInAmsterdam } from "#src/training/course-runs.ts";
import { centsOf, toMollieAmount } from "./mollie-amounts.ts";
import {
  type CreatedPayment,
  type PaymentGateway,
  PaymentGatewayError,
  type PaymentState,
  type Refund,
} from "./payment-gateway.ts";

/** The settings that switch payments on: without MOLLIE_API_KEY there is no "Pay now" at all. */
export interface MollieSettings {
  apiKey: string;
  /** MOLLIE_API_URL: another address for the API (a test's stand-in, a staging proxy); else Mollie's own. */
  apiUrl?: string;
}

export class PaymentSettingsError extends Error {}

/** MOLLIE_API_KEY and MOLLIE_API_URL read and checked; undefined when no key is set. */
export function mollieSettings(
  env: Record<string, string | undefined>,
): MollieSettings | undefined {
  const apiKey = env.MOLLIE_API_KEY?.trim();
  if (!apiKey) return undefined;
  // The value is never repeated in the message: it is a secret.
  if (!/^(live|test)_[A-Za-z0-9]{20,}$/.test(apiKey)) {
    throw new PaymentSettingsError(
      "MOLLIE_API_KEY must be a Mollie API key: live_… or test_… from the Mollie dashboard (Developers, API keys)",
    );
  }
  const apiUrl = env.MOLLIE_API_URL?.trim();
  if (!apiUrl) return { apiKey };
  let url: URL | undefined;
  try {
    url = new URL(apiUrl);
  } catch {
    url = undefined;
  }
  // The official client speaks HTTPS only.
  if (url?.protocol !== "https:") {
    throw new PaymentSettingsError(`MOLLIE_API_URL must be an https:// address, got "${apiUrl}"`);
  }
  return { apiKey, apiUrl };
}

/** A payment's id as Mollie makes them; anything else (a forged id, a path) is never sent on. */
const paymentIdPattern = /^tr_[A-Za-z0-9]{1,64}$/;

/** The payment gateway on Mollie's API, through the official client `@mollie/api-client`. */
export function createMollieGateway(settings: MollieSettings): PaymentGateway {
  const mollie: MollieClient = createMollieClient({
    apiKey: settings.apiKey,
    ...(settings.apiUrl ? { apiEndpoint: settings.apiUrl } : {}),
  });
  return {
    async createPayment(request): Promise<CreatedPayment> {
      const payment = await asked(() =>
        mollie.payments.create({
          amount: toMollieAmount(request.amountCents),
          description: request.invoiceNumber,
          redirectUrl: request.redirectUrl,
          webhookUrl: request.webhookUrl,
          locale: languageSettings[request.language].ogLocale as Locale,
          metadata: { invoiceNumber: request.invoiceNumber },
          ...(request.idempotencyKey ? { idempotencyKey: request.idempotencyKey } : {}),
        }),
      );
      const checkoutUrl = payment.getCheckoutUrl();
      if (!checkoutUrl)
        throw new PaymentGatewayError(`Mollie gave payment ${payment.id} no checkout`);
      return { paymentId: payment.id, checkoutUrl };
    },

    async paymentState(paymentId): Promise<PaymentState> {
      if (!paymentIdPattern.test(paymentId)) return { state: "unknown", paymentId };
      let payment: Payment;
      try {
        payment = await asked(() => mollie.payments.get(paymentId));
      } catch (error) {
        if (error instanceof PaymentGatewayError && error.statusCode === 404) {
          return { state: "unknown", paymentId };
        }
        throw error;
      }
      return stateOf(payment);
    },

    async refund(request): Promise<Refund> {
      if (!paymentIdPattern.test(request.paymentId)) {
        throw new PaymentGatewayError(`not a Mollie payment id: ${request.paymentId}`);
      }
      const refund = await asked(() =>
        mollie.paymentRefunds.create({
          paymentId: request.paymentId,
          amount: toMollieAmount(request.amountCents),
          description: request.description,
          metadata: { refundKey: request.key },
          idempotencyKey: request.key,
        }),
      );
      return refundOf(refund);
    },

    async paymentRefunds(paymentId): Promise<Refund[]> {
      if (!paymentIdPattern.test(paymentId)) {
        throw new PaymentGatewayError(`not a Mollie payment id: ${paymentId}`);
      }
      // Mollie pages its lists; a payment has a handful of refunds at most.
      return asked(async () => {
        const refunds: Refund[] = [];
        for await (const refund of mollie.paymentRefunds.iterate({ paymentId })) {
          refunds.push(refundOf(refund));
        }
        return refunds;
      });
    },

    async refundState(paymentId, refundId): Promise<Refund> {
      if (!paymentIdPattern.test(paymentId) || !refundIdPattern.test(refundId)) {
        throw new PaymentGatewayError(`not a Mollie refund: ${paymentId} ${refundId}`);
      }
      return refundOf(await asked(() => mollie.paymentRefunds.get(refundId, { paymentId })));
    },
  };
}

/** A refund's id as Mollie makes them. */
const refundIdPattern = /^re_[A-Za-z0-9]{1,64}$/;

function refundOf(refund: MollieRefund): Refund {
  const metadata = refund.metadata as { refundKey?: unknown } | null;
  return {
    refundId: refund.id,
    amountCents: centsOf(refund.amount),
    status: refund.status as Refund["status"],
    ...(typeof metadata?.refundKey === "string" && { key: metadata.refundKey }),
  };
}

function stateOf(payment: Payment): PaymentState {
  const metadata = payment.metadata as { invoiceNumber?: unknown } | null;
  const known = {
    paymentId: payment.id,
    invoiceNumber:
      typeof metadata?.invoiceNumber === "string" ? metadata.invoiceNumber : payment.description,
    amountCents: centsOf(payment.amount),
    isTest: payment.mode === "test",
  };
  const status: string = payment.status;
  switch (status) {
    case "open":
    case "pending":
    case "authorized":
      return { ...known, state: "open", status };
    case "failed":
    case "canceled":
    case "expired":
      return { ...known, state: "not-paid", status };
    case "paid": {
      const paidAt = payment.paidAt ?? payment.createdAt;
      const paid = {
        ...known,
        paidAt,
        paidOn: todayInAmsterdam(new Date(paidAt)),
        refundedCents: centsOf(payment.amountRefunded),
      };
      // A chargeback leaves a payment "paid": only its amount charged back tells.
      const chargedBackCents = centsOf(payment.amountChargedBack);
      return chargedBackCents > 0
        ? { ...paid, state: "charged-back", chargedBackCents }
        : { ...paid, state: "paid" };
    }
    default:
      throw new PaymentGatewayError(`Mollie reports payment ${payment.id} as "${status}"`);
  }
}

/** Mollie's errors as ours, with the HTTP status the API answered. */
async function asked<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentGatewayError) throw error;
    const { statusCode, field, message } = error as {
      statusCode?: number;
      field?: string;
      message?: string;
    };
    throw new PaymentGatewayError(message ?? String(error), statusCode, field);
  }
}

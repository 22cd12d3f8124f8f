import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer, type Server } from "node:https";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

/**
 * A local stand-in of Mollie's REST API (v2) for tests: the calls we make, answered as Mollie's
 * API reference documents them, and the checkout page of Mollie's test mode, where a test (or a
 * browser) picks what the payment becomes. Then the stand-in calls the webhook (a POST with only
 * `id=tr_…`, form-encoded) and sends the browser to the redirect URL, as Mollie does.
 *
 * `@mollie/api-client` speaks only HTTPS and trusts only its bundled certificates, so the
 * stand-in serves HTTPS on 127.0.0.1 with a certificate made for this run (openssl, SAN
 * IP:127.0.0.1, in a temporary folder, deleted at once), and only the process that talks to it
 * runs with NODE_TLS_REJECT_UNAUTHORIZED=0 (`skipCertificateCheck`). Never a production setting.
 *
 *   POST /v2/payments, GET /v2/payments/:id (?embed=refunds,chargebacks)
 *   POST, GET /v2/payments/:id/refunds; GET /v2/payments/:id/refunds/:refundId
 *     (a test can have it refuse the next refunds, or make one and lose the answer on the way
 *     back, and forget its idempotency keys as Mollie does after a while)
 *   GET /v2/payments/:id/chargebacks; GET /v2/payments/:id/chargebacks/:chargebackId
 *   GET, POST /checkout/:id (the test-mode page)
 */

export type PaymentStatus =
  | "open"
  | "pending"
  | "authorized"
  | "paid"
  | "failed"
  | "canceled"
  | "expired";
export type CheckoutChoice = "paid" | "failed" | "canceled" | "expired";
export type RefundStatus = "queued" | "pending" | "processing" | "refunded" | "failed" | "canceled";

export interface WebhookCall {
  paymentId: string;
  url: string;
  /** The webhook's answer, or 0 when it could not be reached (`error` says why). */
  status: number;
  error?: string;
}

export interface ApiRequest {
  method: string;
  path: string;
  body: unknown;
  idempotencyKey?: string;
}

export interface MollieStandInOptions {
  /** The one key it accepts (Bearer); a `test_` key makes test-mode payments. */
  apiKey?: string;
  /**
   * When the checkout calls the webhook: before sending the browser back (the default, so a
   * test that follows the redirect finds the webhook done), after it, or only when a test calls
   * `callWebhook` (Mollie gives no promise of order).
   */
  webhooks?: "before-redirect" | "after-redirect" | "manual";
  /**
   * Refuse a webhook URL on this machine (localhost, 127.0.0.1, ::1) with 422, as Mollie does:
   * it cannot reach it. Off by default, since the tests' webhooks are on loopback.
   */
  refusesLoopbackWebhooks?: boolean;
  now?: () => Date;
}

export interface MollieStandIn {
  /** For `MOLLIE_API_URL` and the client's `apiEndpoint`: https://127.0.0.1:port/v2/ */
  apiUrl: string;
  apiKey: string;
  origin: string;
  /** The payment as GET /v2/payments/:id answers it (refunds and chargebacks embedded), or undefined. */
  payment(id: string): Record<string, unknown> | undefined;
  paymentIds(): string[];
  /** What the checkout page's button does: the status, the webhook, and where the browser goes. */
  checkout(
    id: string,
    choice: CheckoutChoice,
  ): Promise<{ redirectUrl: string; webhook?: WebhookCall }>;
  /** Any status, as Mollie would move it (e.g. pending, authorized), without a webhook. */
  setStatus(id: string, status: PaymentStatus): void;
  /** The webhook again, at any time, in any order. */
  callWebhook(id: string): Promise<WebhookCall>;
  /** A webhook call for an id of the test's choosing (unknown, or another's), to any URL. */
  forgeWebhook(url: string, id: string): Promise<WebhookCall>;
  /** A paid payment charged back (all of it unless `amountCents`); the webhook follows. */
  chargeBack(id: string, amountCents?: number): Promise<WebhookCall | undefined>;
  /** A refund moved on by the bank; the webhook follows for processing, refunded and failed. */
  settleRefund(
    paymentId: string,
    refundId: string,
    status: RefundStatus,
  ): Promise<WebhookCall | undefined>;
  /** The next `count` refund requests are refused (`status`, 422 unless told), making nothing. */
  refuseRefunds(count: number, status?: number): void;
  /** The next `count` refunds are made, but the connection drops before the answer goes back. */
  loseRefundAnswers(count: number): void;
  /** Idempotency keys expire (Mollie keeps them for a while): a repeat then makes a new one. */
  forgetIdempotencyKeys(): void;
  /** Every refund made, over all payments. */
  refunds(): { paymentId: string; id: string; amountCents: number; status: RefundStatus }[];
  webhookCalls: WebhookCall[];
  requests: ApiRequest[];
  close(): Promise<void>;
}

interface StoredPayment {
  id: string;
  createdAt: Date;
  amountCents: number;
  currency: string;
  description: string;
  redirectUrl: string;
  cancelUrl?: string;
  webhookUrl?: string;
  metadata: unknown;
  requestedMethod: string | null;
  locale: string | null;
  status: PaymentStatus;
  statusChangedAt?: Date;
  refunds: StoredRefund[];
  chargebacks: { id: string; amountCents: number; createdAt: Date }[];
}

interface StoredRefund {
  id: string;
  amountCents: number;
  description: string;
  metadata: unknown;
  status: RefundStatus;
  createdAt: Date;
}

const methods = ["ideal", "creditcard", "bancontact", "banktransfer", "paypal", "applepay"];
const documentation = {
  href: "https://docs.mollie.com/reference/handling-errors",
  type: "text/html",
};

export async function startMollieStandIn(
  options: MollieStandInOptions = {},
): Promise<MollieStandIn> {
  const apiKey = options.apiKey ?? `test_${randomBytes(15).toString("hex")}`;
  const webhooks = options.webhooks ?? "before-redirect";
  const now = options.now ?? (() => new Date());
  const payments = new Map<string, StoredPayment>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const webhookCalls: WebhookCall[] = [];
  const requests: ApiRequest[] = [];
  const pendingWebhooks = new Set<Promise<unknown>>();
  let refusals: { count: number; status: number } = { count: 0, status: 422 };
  let lostAnswers = 0;
  const { key, cert } = await makeCertificate();
  let origin = "";

  const server: Server = createServer({ key, cert }, (request, response) => {
    handle(request, response).catch((error: unknown) => {
      send(response, 500, { status: 500, title: "Internal Server Error", detail: String(error) });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? "/", origin);
    const parts = url.pathname.split("/").filter(Boolean);
    if (parts[0] === "checkout" && parts[1]) return checkoutPage(request, response, parts[1]);
    if (parts[0] !== "v2") return send(response, 404, problem(404, "Not Found", "No such page"));
    const body = request.method === "GET" ? undefined : await readJson(request);
    const idempotencyKey = header(request, "idempotency-key");
    requests.push({
      method: request.method ?? "",
      path: url.pathname + url.search,
      body,
      idempotencyKey,
    });
    if (header(request, "authorization") !== `Bearer ${apiKey}`) {
      return send(
        response,
        401,
        problem(401, "Unauthorized Request", "Missing authentication, or failed to authenticate"),
      );
    }
    if (body instanceof Error)
      return send(response, 400, problem(400, "Bad Request", body.message));
    const replay = idempotencyKey
      ? idempotent.get(`${request.method} ${url.pathname} ${idempotencyKey}`)
      : undefined;
    if (replay) return send(response, replay.status, replay.body);
    const isRefund = request.method === "POST" && parts[2] !== undefined && parts[3] === "refunds";
    if (isRefund && refusals.count > 0) {
      refusals.count -= 1;
      const status = refusals.status;
      return send(
        response,
        status,
        problem(
          status,
          status === 422 ? "Unprocessable Entity" : "Service Unavailable",
          "The refund could not be made right now",
        ),
      );
    }
    const [status, answer] = route(request.method ?? "GET", parts.slice(1), url, body);
    if (idempotencyKey && request.method === "POST" && status < 300) {
      idempotent.set(`${request.method} ${url.pathname} ${idempotencyKey}`, {
        status,
        body: answer,
      });
    }
    if (isRefund && status < 300 && lostAnswers > 0) {
      // Made, and then the answer never arrives: the client sees a dropped connection.
      lostAnswers -= 1;
      request.socket.destroy();
      return;
    }
    send(response, status, answer);
  }

  function route(method: string, parts: string[], url: URL, body: unknown): [number, unknown] {
    const [collection, id, sub, subId] = parts;
    if (collection !== "payments")
      return [404, problem(404, "Not Found", "The resource does not exist")];
    if (!id)
      return method === "POST"
        ? createPayment(body)
        : [405, problem(405, "Method Not Allowed", "")];
    const payment = payments.get(id);
    if (!payment) return [404, problem(404, "Not Found", `No payment exists with token ${id}.`)];
    const embed = (url.searchParams.get("embed") ?? "").split(",");
    if (!sub && method === "GET") return [200, paymentJson(payment, embed)];
    if (sub === "refunds" && !subId && method === "POST") return createRefund(payment, body);
    if (sub === "refunds" && !subId && method === "GET") {
      return [
        200,
        list(
          "refunds",
          payment.refunds.map((refund) => refundJson(payment, refund)),
          url,
        ),
      ];
    }
    if (sub === "refunds" && subId && method === "GET") {
      const refund = payment.refunds.find((each) => each.id === subId);
      return refund
        ? [200, refundJson(payment, refund)]
        : [404, problem(404, "Not Found", `No refund exists with token ${subId}.`)];
    }
    if (sub === "chargebacks" && method === "GET") {
      const all = payment.chargebacks.map((chargeback) => chargebackJson(payment, chargeback));
      if (!subId) return [200, list("chargebacks", all, url)];
      const one = all.find((chargeback) => chargeback.id === subId);
      return one
        ? [200, one]
        : [404, problem(404, "Not Found", `No chargeback exists with token ${subId}.`)];
    }
    return [404, problem(404, "Not Found", "The resource does not exist")];
  }

  function createPayment(body: unknown): [number, unknown] {
    const input = (body ?? {}) as Record<string, unknown>;
    const amount = moneyIn(input.amount);
    if (typeof amount === "string")
      return [422, problem(422, "Unprocessable Entity", amount, "amount")];
    if (amount.cents < 1) {
      return [
        422,
        problem(422, "Unprocessable Entity", "The amount is lower than the minimum", "amount"),
      ];
    }
    if (typeof input.description !== "string" || input.description.trim() === "") {
      return [
        422,
        problem(422, "Unprocessable Entity", "The description is invalid", "description"),
      ];
    }
    if (input.description.length > 255) {
      return [
        422,
        problem(422, "Unprocessable Entity", "The description is too long", "description"),
      ];
    }
    if (!isWebUrl(input.redirectUrl)) {
      return [
        422,
        problem(422, "Unprocessable Entity", "The redirect URL is invalid", "redirectUrl"),
      ];
    }
    if (
      input.webhookUrl !== undefined &&
      input.webhookUrl !== null &&
      !isWebUrl(input.webhookUrl)
    ) {
      return [
        422,
        problem(422, "Unprocessable Entity", "The webhook URL is invalid", "webhookUrl"),
      ];
    }
    if (options.refusesLoopbackWebhooks && isLoopback(input.webhookUrl)) {
      return [
        422,
        problem(
          422,
          "Unprocessable Entity",
          "The webhook URL is invalid because it is unreachable from Mollie's point of view.",
          "webhookUrl",
        ),
      ];
    }
    const method = input.method ?? null;
    if (method !== null && (typeof method !== "string" || !methods.includes(method))) {
      return [422, problem(422, "Unprocessable Entity", "The payment method is invalid", "method")];
    }
    const payment: StoredPayment = {
      id: `tr_${randomBytes(8).toString("base64url").replace(/[-_]/g, "x")}`,
      createdAt: now(),
      amountCents: amount.cents,
      currency: amount.currency,
      description: input.description,
      redirectUrl: input.redirectUrl as string,
      cancelUrl: isWebUrl(input.cancelUrl) ? input.cancelUrl : undefined,
      webhookUrl: typeof input.webhookUrl === "string" ? input.webhookUrl : undefined,
      metadata: input.metadata ?? null,
      requestedMethod: method,
      locale: typeof input.locale === "string" ? input.locale : null,
      status: "open",
      refunds: [],
      chargebacks: [],
    };
    payments.set(payment.id, payment);
    return [201, paymentJson(payment, [])];
  }

  function createRefund(payment: StoredPayment, body: unknown): [number, unknown] {
    const input = (body ?? {}) as Record<string, unknown>;
    if (payment.status !== "paid") {
      return [422, problem(422, "Unprocessable Entity", "The payment is not refundable")];
    }
    const amount = moneyIn(input.amount);
    if (typeof amount === "string")
      return [422, problem(422, "Unprocessable Entity", amount, "amount")];
    if (amount.currency !== payment.currency) {
      return [
        422,
        problem(
          422,
          "Unprocessable Entity",
          "The currency does not match the payment's",
          "amount.currency",
        ),
      ];
    }
    if (amount.cents < 1 || amount.cents > remainingCents(payment)) {
      return [
        422,
        problem(
          422,
          "Unprocessable Entity",
          `The amount is higher than the refundable amount of ${money(remainingCents(payment), payment.currency).value}`,
          "amount",
        ),
      ];
    }
    const refund: StoredRefund = {
      id: `re_${randomBytes(8).toString("hex")}`,
      amountCents: amount.cents,
      description: typeof input.description === "string" ? input.description : "",
      metadata: input.metadata ?? null,
      status: "pending",
      createdAt: now(),
    };
    payment.refunds.push(refund);
    return [201, refundJson(payment, refund)];
  }

  async function checkoutPage(request: IncomingMessage, response: ServerResponse, id: string) {
    const payment = payments.get(id);
    if (!payment) return sendHtml(response, 404, "<h1>No such payment</h1>");
    if (request.method === "POST") {
      const form = new URLSearchParams(await readText(request));
      const choice = form.get("status");
      if (!isChoice(choice) || payment.status !== "open") {
        return redirect(response, payment.redirectUrl);
      }
      const to =
        choice === "canceled" && payment.cancelUrl ? payment.cancelUrl : payment.redirectUrl;
      const webhook = await settle(payment, choice, () => redirect(response, to));
      if (webhook === "answered") return;
      return redirect(response, to);
    }
    // A finished payment's checkout sends the browser back, as Mollie's does.
    if (payment.status !== "open") return redirect(response, payment.redirectUrl);
    sendHtml(response, 200, checkoutHtml(payment));
  }

  /** The chosen status, then the webhook as the stand-in was told; "answered" when the browser already went. */
  async function settle(
    payment: StoredPayment,
    choice: CheckoutChoice,
    answerBrowser?: () => void,
  ): Promise<WebhookCall | "answered" | undefined> {
    changeStatus(payment, choice);
    // Mollie's webhooks guide: no webhook when the buyer cancels a payment made for one method.
    const isSilent = choice === "canceled" && payment.requestedMethod !== null;
    if (isSilent || !payment.webhookUrl || webhooks === "manual") return undefined;
    if (webhooks === "after-redirect" && answerBrowser) {
      answerBrowser();
      track(callWebhook(payment.id));
      return "answered";
    }
    return callWebhook(payment.id);
  }

  function changeStatus(payment: StoredPayment, status: PaymentStatus) {
    payment.status = status;
    payment.statusChangedAt = now();
  }

  async function callWebhook(id: string): Promise<WebhookCall> {
    const url = payments.get(id)?.webhookUrl;
    if (!url) throw new Error(`payment ${id} has no webhook URL`);
    return deliver(url, id);
  }

  async function deliver(url: string, id: string): Promise<WebhookCall> {
    const call: WebhookCall = { paymentId: id, url, status: 0 };
    try {
      const answer = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "*/*" },
        body: new URLSearchParams({ id }).toString(),
        signal: AbortSignal.timeout(15_000),
      });
      await answer.arrayBuffer();
      call.status = answer.status;
    } catch (error) {
      call.error =
        error instanceof Error
          ? ((error.cause as Error | undefined)?.message ?? error.message)
          : String(error);
    }
    webhookCalls.push(call);
    return call;
  }

  function track(promise: Promise<unknown>) {
    pendingWebhooks.add(promise);
    promise.finally(() => pendingWebhooks.delete(promise));
  }

  function paymentJson(payment: StoredPayment, embed: string[]): Record<string, unknown> {
    const self = `${origin}/v2/payments/${payment.id}`;
    const refunded = payment.refunds
      .filter((refund) => refund.status !== "failed" && refund.status !== "canceled")
      .reduce((sum, refund) => sum + refund.amountCents, 0);
    const chargedBack = payment.chargebacks.reduce((sum, each) => sum + each.amountCents, 0);
    const isPaid = payment.status === "paid";
    const changedAt = stamp(payment.statusChangedAt ?? payment.createdAt);
    const expiresAt = new Date(payment.createdAt.getTime() + 15 * 60_000);
    return {
      resource: "payment",
      id: payment.id,
      mode: apiKey.startsWith("live_") ? "live" : "test",
      createdAt: stamp(payment.createdAt),
      amount: money(payment.amountCents, payment.currency),
      description: payment.description,
      method: isPaid ? (payment.requestedMethod ?? "ideal") : payment.requestedMethod,
      metadata: payment.metadata,
      status: payment.status,
      isCancelable: false,
      ...(payment.status === "open" ? { expiresAt: stamp(expiresAt) } : {}),
      ...(isPaid ? { paidAt: changedAt } : {}),
      ...(payment.status === "authorized" ? { authorizedAt: changedAt } : {}),
      ...(payment.status === "canceled" ? { canceledAt: changedAt } : {}),
      ...(payment.status === "expired" ? { expiredAt: changedAt } : {}),
      ...(payment.status === "failed" ? { failedAt: changedAt } : {}),
      ...(isPaid
        ? {
            amountRefunded: money(refunded, payment.currency),
            amountRemaining: money(remainingCents(payment), payment.currency),
          }
        : {}),
      ...(chargedBack > 0 ? { amountChargedBack: money(chargedBack, payment.currency) } : {}),
      locale: payment.locale,
      profileId: "pfl_standin0001",
      sequenceType: "oneoff",
      redirectUrl: payment.redirectUrl,
      ...(payment.cancelUrl ? { cancelUrl: payment.cancelUrl } : {}),
      ...(payment.webhookUrl ? { webhookUrl: payment.webhookUrl } : {}),
      details: isPaid
        ? {
            consumerName: "T. TEST",
            consumerAccount: "NL72RABO0110438885",
            consumerBic: "RABONL2U",
          }
        : null,
      ...(embed.includes("refunds") || embed.includes("chargebacks")
        ? {
            _embedded: {
              ...(embed.includes("refunds")
                ? { refunds: payment.refunds.map((refund) => refundJson(payment, refund)) }
                : {}),
              ...(embed.includes("chargebacks")
                ? { chargebacks: payment.chargebacks.map((each) => chargebackJson(payment, each)) }
                : {}),
            },
          }
        : {}),
      _links: {
        self: { href: self, type: "application/hal+json" },
        ...(payment.status === "open"
          ? { checkout: { href: `${origin}/checkout/${payment.id}`, type: "text/html" } }
          : {}),
        dashboard: { href: `${origin}/dashboard/${payment.id}`, type: "text/html" },
        ...(payment.refunds.length
          ? { refunds: { href: `${self}/refunds`, type: "application/hal+json" } }
          : {}),
        ...(payment.chargebacks.length
          ? { chargebacks: { href: `${self}/chargebacks`, type: "application/hal+json" } }
          : {}),
        documentation: { href: "https://docs.mollie.com/reference/get-payment", type: "text/html" },
      },
    };
  }

  function refundJson(payment: StoredPayment, refund: StoredRefund) {
    const paymentUrl = `${origin}/v2/payments/${payment.id}`;
    return {
      resource: "refund",
      id: refund.id,
      mode: apiKey.startsWith("live_") ? "live" : "test",
      amount: money(refund.amountCents, payment.currency),
      settlementAmount: money(-refund.amountCents, payment.currency),
      status: refund.status,
      createdAt: stamp(refund.createdAt),
      description: refund.description,
      metadata: refund.metadata,
      paymentId: payment.id,
      _links: {
        self: { href: `${paymentUrl}/refunds/${refund.id}`, type: "application/hal+json" },
        payment: { href: paymentUrl, type: "application/hal+json" },
        documentation: { href: "https://docs.mollie.com/reference/get-refund", type: "text/html" },
      },
    };
  }

  function chargebackJson(
    payment: StoredPayment,
    chargeback: StoredPayment["chargebacks"][number],
  ) {
    const paymentUrl = `${origin}/v2/payments/${payment.id}`;
    return {
      resource: "chargeback",
      id: chargeback.id,
      amount: money(chargeback.amountCents, payment.currency),
      settlementAmount: money(-chargeback.amountCents, payment.currency),
      createdAt: stamp(chargeback.createdAt),
      reason: null,
      reversedAt: null,
      paymentId: payment.id,
      _links: {
        self: { href: `${paymentUrl}/chargebacks/${chargeback.id}`, type: "application/hal+json" },
        payment: { href: paymentUrl, type: "application/hal+json" },
        documentation: {
          href: "https://docs.mollie.com/reference/get-chargeback",
          type: "text/html",
        },
      },
    };
  }

  function list(name: string, items: unknown[], url: URL) {
    return {
      count: items.length,
      _embedded: { [name]: items },
      _links: {
        self: { href: `${origin}${url.pathname}`, type: "application/hal+json" },
        previous: null,
        next: null,
        documentation: {
          href: "https://docs.mollie.com/reference/list-refunds",
          type: "text/html",
        },
      },
    };
  }

  function stored(id: string): StoredPayment {
    const payment = payments.get(id);
    if (!payment) throw new Error(`the stand-in has no payment ${id}`);
    return payment;
  }

  return {
    apiUrl: `${origin}/v2/`,
    apiKey,
    origin,
    payment: (id) => {
      const payment = payments.get(id);
      return payment ? paymentJson(payment, ["refunds", "chargebacks"]) : undefined;
    },
    paymentIds: () => [...payments.keys()],
    async checkout(id, choice) {
      const payment = stored(id);
      if (payment.status !== "open")
        throw new Error(`payment ${id} is ${payment.status}, not open`);
      const webhook = await settle(payment, choice);
      const redirectUrl =
        choice === "canceled" && payment.cancelUrl ? payment.cancelUrl : payment.redirectUrl;
      return { redirectUrl, webhook: webhook === "answered" ? undefined : webhook };
    },
    setStatus: (id, status) => changeStatus(stored(id), status),
    callWebhook,
    forgeWebhook: deliver,
    async chargeBack(id, amountCents) {
      const payment = stored(id);
      if (payment.status !== "paid")
        throw new Error(`payment ${id} is ${payment.status}, not paid`);
      const cents = amountCents ?? remainingCents(payment);
      payment.chargebacks.push({
        id: `chb_${randomBytes(6).toString("hex")}`,
        amountCents: cents,
        createdAt: now(),
      });
      return payment.webhookUrl ? callWebhook(id) : undefined;
    },
    async settleRefund(paymentId, refundId, status) {
      const refund = stored(paymentId).refunds.find((each) => each.id === refundId);
      if (!refund) throw new Error(`payment ${paymentId} has no refund ${refundId}`);
      refund.status = status;
      const isAnnounced = status === "processing" || status === "refunded" || status === "failed";
      return isAnnounced && stored(paymentId).webhookUrl ? callWebhook(paymentId) : undefined;
    },
    refuseRefunds(count, status = 422) {
      refusals = { count, status };
    },
    loseRefundAnswers(count) {
      lostAnswers = count;
    },
    forgetIdempotencyKeys() {
      idempotent.clear();
    },
    refunds: () =>
      [...payments.values()].flatMap((payment) =>
        payment.refunds.map((refund) => ({
          paymentId: payment.id,
          id: refund.id,
          amountCents: refund.amountCents,
          status: refund.status,
        })),
      ),
    webhookCalls,
    requests,
    async close() {
      await Promise.allSettled([...pendingWebhooks]);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * Turns Node's certificate check off in this process (or worker thread: each has its own
 * environment), for the client here to reach the stand-in; returns what puts it back. Tests
 * only: never set in production. A server process a test starts gets
 * NODE_TLS_REJECT_UNAUTHORIZED=0 in its own environment instead.
 */
export function skipCertificateCheck(): () => void {
  const before = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";
  return () => {
    if (before === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    else process.env.NODE_TLS_REJECT_UNAUTHORIZED = before;
  };
}

/** `work` with the certificate check off (skipCertificateCheck), put back afterwards. */
export async function withUnverifiedTls<T>(work: () => Promise<T>): Promise<T> {
  const restore = skipCertificateCheck();
  try {
    return await work();
  } finally {
    restore();
  }
}

/** A key and a self-signed certificate for IP 127.0.0.1, valid for a day, made now. */
async function makeCertificate(): Promise<{ key: Buffer; cert: Buffer }> {
  const folder = await mkdtemp(path.join(tmpdir(), "mollie-stand-in-"));
  try {
    const keyFile = path.join(folder, "key.pem");
    const certFile = path.join(folder, "cert.pem");
    await promisify(execFile)("openssl", [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=Mollie stand-in",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
      "-keyout",
      keyFile,
      "-out",
      certFile,
    ]);
    return { key: await readFile(keyFile), cert: await readFile(certFile) };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

function checkoutHtml(payment: StoredPayment): string {
  const amount = money(payment.amountCents, payment.currency);
  const choices: [CheckoutChoice, string][] = [
    ["paid", "Paid"],
    ["failed", "Failed"],
    ["canceled", "Canceled"],
    ["expired", "Expired"],
  ];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Test mode checkout</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><main>
<h1>Test mode checkout</h1>
<p>${escapeHtml(payment.description)}: ${amount.currency} ${amount.value}</p>
<form method="post" action="/checkout/${payment.id}">
<fieldset><legend>Choose the payment's status</legend>
${choices
  .map(
    ([value, label], index) =>
      `<label><input type="radio" name="status" value="${value}"${index === 0 ? " checked" : ""}> ${label}</label>`,
  )
  .join("\n")}
</fieldset>
<button type="submit">Continue</button>
</form></main></body></html>`;
}

function problem(status: number, title: string, detail: string, field?: string) {
  return { status, title, detail, ...(field ? { field } : {}), _links: { documentation } };
}

/** Mollie's amount: a currency and a value with exactly two decimals for EUR ("123.45"). */
function moneyIn(value: unknown): { cents: number; currency: string } | string {
  const amount = (value ?? {}) as { currency?: unknown; value?: unknown };
  if (typeof amount.currency !== "string" || !/^[A-Z]{3}$/.test(amount.currency)) {
    return "The amount currency is invalid";
  }
  if (typeof amount.value !== "string" || !/^\d{1,10}\.\d{2}$/.test(amount.value)) {
    return "The amount contains an invalid value";
  }
  const [whole = "0", cents = "0"] = amount.value.split(".");
  return { cents: Number(whole) * 100 + Number(cents), currency: amount.currency };
}

function money(cents: number, currency: string) {
  const sign = cents < 0 ? "-" : "";
  const absolute = Math.abs(cents);
  return {
    currency,
    value: `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, "0")}`,
  };
}

function remainingCents(payment: StoredPayment): number {
  const taken = payment.refunds
    .filter((refund) => refund.status !== "failed" && refund.status !== "canceled")
    .reduce((sum, refund) => sum + refund.amountCents, 0);
  const chargedBack = payment.chargebacks.reduce((sum, each) => sum + each.amountCents, 0);
  return Math.max(0, payment.amountCents - taken - chargedBack);
}

function isChoice(value: unknown): value is CheckoutChoice {
  return value === "paid" || value === "failed" || value === "canceled" || value === "expired";
}

function isLoopback(value: unknown): boolean {
  if (typeof value !== "string") return false;
  const host = new URL(value).hostname;
  return host === "localhost" || host === "[::1]" || host.startsWith("127.");
}

function isWebUrl(value: unknown): value is string {
  if (typeof value !== "string") return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

/** Mollie writes times as "2027-03-15T10:20:30+00:00". */
function stamp(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "+00:00");
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

async function readText(request: IncomingMessage): Promise<string> {
  let text = "";
  for await (const chunk of request) {
    text += String(chunk);
    if (text.length > 65_536) throw new Error("request body over 64 KiB");
  }
  return text;
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const text = await readText(request);
  if (text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return new Error("The request body is not valid JSON");
  }
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/hal+json; charset=utf-8" });
  response.end(JSON.stringify(body));
}

function sendHtml(response: ServerResponse, status: number, html: string) {
  response.writeHead(status, { "content-type": "text/html; charset=utf-8" });
  response.end(html);
}

function redirect(response: ServerResponse, location: string) {
  response.writeHead(303, { location });
  response.end();
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

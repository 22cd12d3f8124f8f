import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import {
  createMollieClient,
  type MollieClient,
  MollieApiError,
  PaymentMethod,
} from "@mollie/api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type MollieStandIn,
  skipCertificateCheck,
  startMollieStandIn,
  withUnverifiedTls,
} from "#tests/support/mollie-stand-in.ts";

/** Our side of a webhook: what arrived, answered 200. */
interface Arrival {
  contentType: string | undefined;
  body: string;
}
let receiver: Server;
let webhookUrl: string;
const arrivals: Arrival[] = [];

let standIn: MollieStandIn;
let mollie: MollieClient;
let restoreCertificateCheck: () => void = () => {};

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on("end", () => {
      arrivals.push({ contentType: request.headers["content-type"], body });
      response.end("ok");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/payments/webhook`;
  standIn = await startMollieStandIn();
  mollie = createMollieClient({ apiKey: standIn.apiKey, apiEndpoint: standIn.apiUrl });
  // The client trusts only its bundled certificates: this test's thread, and only it, skips
  // the check for the stand-in's certificate made a moment ago (put back in afterAll).
  restoreCertificateCheck = skipCertificateCheck();
});

afterAll(async () => {
  restoreCertificateCheck();
  await standIn?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

const redirectUrl = "https://www.example.nl/invoices/2027-0001/payment";

function createPayment(value = "1815.00", extra: Record<string, unknown> = {}) {
  return mollie.payments.create({
    amount: { currency: "EUR", value },
    description: "2027-0001",
    redirectUrl,
    webhookUrl,
    metadata: { invoice: "2027-0001" },
    ...extra,
  });
}

/** The checkout page as a browser uses it: load, pick, post, follow nothing. */
async function pickOnCheckoutPage(checkoutUrl: string, status: string) {
  const page = await fetch(checkoutUrl);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? "";
  expect(html).toContain(`value="${status}"`);
  return fetch(new URL(action, checkoutUrl), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ status }),
    redirect: "manual",
  });
}

const arrivedFor = (id: string) => arrivals.filter((arrival) => arrival.body === `id=${id}`);

describe("the Mollie stand-in, through the official client", () => {
  it("creates a payment, takes 'paid' at its checkout, calls the webhook, and get shows it paid", async () => {
    const payment = await createPayment();
    expect(payment).toMatchObject({
      status: "open",
      amount: { currency: "EUR", value: "1815.00" },
      description: "2027-0001",
      metadata: { invoice: "2027-0001" },
      redirectUrl,
      webhookUrl,
    });
    expect(payment.id).toMatch(/^tr_\w+$/);
    const checkoutUrl = payment.getCheckoutUrl() ?? "";
    expect(checkoutUrl.startsWith(`${standIn.origin}/checkout/`)).toBe(true);

    const answer = await pickOnCheckoutPage(checkoutUrl, "paid");
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(redirectUrl);
    // The webhook came before the browser was sent back, with the id only, form-encoded.
    expect(arrivedFor(payment.id)).toEqual([
      { contentType: "application/x-www-form-urlencoded", body: `id=${payment.id}` },
    ]);

    const fetched = await mollie.payments.get(payment.id);
    expect(fetched.status).toBe("paid");
    expect(fetched.paidAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/);
    expect(fetched.amountRemaining).toEqual({ currency: "EUR", value: "1815.00" });
    expect(fetched.getCheckoutUrl()).toBeNull();
    // A finished payment's checkout page sends the browser back.
    const again = await fetch(checkoutUrl, { redirect: "manual" });
    expect(again.headers.get("location")).toBe(redirectUrl);
  });

  it("ends a payment failed, canceled or expired as picked, each with its webhook", async () => {
    for (const status of ["failed", "canceled", "expired"] as const) {
      const payment = await createPayment();
      const answer = await pickOnCheckoutPage(payment.getCheckoutUrl() ?? "", status);
      expect(answer.headers.get("location")).toBe(redirectUrl);
      const fetched = await mollie.payments.get(payment.id);
      expect(fetched.status).toBe(status);
      expect(fetched[`${status}At`]).toBeDefined();
      expect(arrivedFor(payment.id)).toHaveLength(1);
    }
  });

  it("calls no webhook when a buyer cancels a payment made for one method, as Mollie documents", async () => {
    const payment = await createPayment("10.00", { method: PaymentMethod.ideal });
    await standIn.checkout(payment.id, "canceled");
    expect((await mollie.payments.get(payment.id)).status).toBe("canceled");
    expect(arrivedFor(payment.id)).toEqual([]);
  });

  it("shows pending and authorized as Mollie moves a payment there", async () => {
    const payment = await createPayment();
    for (const status of ["pending", "authorized", "open"] as const) {
      standIn.setStatus(payment.id, status);
      expect((await mollie.payments.get(payment.id)).status).toBe(status);
    }
  });

  it("refunds part of a paid payment, lists the refund, and calls the webhook when it is refunded", async () => {
    const payment = await createPayment();
    await standIn.checkout(payment.id, "paid");
    const refund = await mollie.paymentRefunds.create({
      paymentId: payment.id,
      amount: { currency: "EUR", value: "500.00" },
      description: "Credit note 2027-C001",
    });
    expect(refund).toMatchObject({
      status: "pending",
      amount: { currency: "EUR", value: "500.00" },
      paymentId: payment.id,
    });
    expect(refund.id).toMatch(/^re_/);
    const refunds = await mollie.paymentRefunds.page({ paymentId: payment.id });
    expect(refunds.map((each) => each.id)).toEqual([refund.id]);
    const fetched = await mollie.payments.get(payment.id);
    expect(fetched.amountRefunded).toEqual({ currency: "EUR", value: "500.00" });
    expect(fetched.amountRemaining).toEqual({ currency: "EUR", value: "1315.00" });

    await expect(
      mollie.paymentRefunds.create({
        paymentId: payment.id,
        amount: { currency: "EUR", value: "1315.01" },
      }),
    ).rejects.toMatchObject({ statusCode: 422, field: "amount" });

    const before = arrivedFor(payment.id).length;
    const call = await standIn.settleRefund(payment.id, refund.id, "refunded");
    expect(call?.status).toBe(200);
    expect(arrivedFor(payment.id)).toHaveLength(before + 1);
    const settled = await mollie.paymentRefunds.get(refund.id, { paymentId: payment.id });
    expect(settled.status).toBe("refunded");
  });

  it("refuses a refund of a payment that is not paid", async () => {
    const payment = await createPayment();
    await expect(
      mollie.paymentRefunds.create({
        paymentId: payment.id,
        amount: { currency: "EUR", value: "1.00" },
      }),
    ).rejects.toMatchObject({ statusCode: 422 });
  });

  it("reports a chargeback on a paid payment as Mollie does: still 'paid', with the amount charged back", async () => {
    const payment = await createPayment();
    await standIn.checkout(payment.id, "paid");
    const call = await standIn.chargeBack(payment.id);
    expect(call).toMatchObject({ paymentId: payment.id, status: 200 });
    const fetched = await mollie.payments.get(payment.id);
    expect(fetched.status).toBe("paid");
    expect(fetched.amountChargedBack).toEqual({ currency: "EUR", value: "1815.00" });
    expect(fetched.hasChargebacks()).toBe(true);
    const chargebacks = await mollie.paymentChargebacks.page({ paymentId: payment.id });
    expect(chargebacks.map((each) => each.amount.value)).toEqual(["1815.00"]);
    expect(chargebacks[0]?.id).toMatch(/^chb_/);
  });

  it("lets a test call the webhook again, out of order, and forge one for an unknown id", async () => {
    const first = await createPayment();
    const second = await createPayment();
    await standIn.checkout(second.id, "paid");
    await standIn.callWebhook(first.id);
    await standIn.callWebhook(second.id);
    await standIn.callWebhook(second.id);
    expect(arrivedFor(second.id)).toHaveLength(3);
    expect(arrivedFor(first.id)).toHaveLength(1);

    const forged = await standIn.forgeWebhook(webhookUrl, "tr_forged12345");
    expect(forged.status).toBe(200);
    expect(arrivedFor("tr_forged12345")).toHaveLength(1);
    await expect(mollie.payments.get("tr_forged12345")).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(mollie.payments.get("tr_forged12345")).rejects.toBeInstanceOf(MollieApiError);
  });

  it("answers a retried create with the same payment (the client's idempotency key)", async () => {
    const idempotencyKey = `retry-${Date.now()}`;
    const one = await createPayment("20.00", { idempotencyKey });
    const two = await createPayment("20.00", { idempotencyKey });
    expect(two.id).toBe(one.id);
  });

  it("refuses what Mollie refuses: another key, an amount without two decimals, no description", async () => {
    const stranger = createMollieClient({
      apiKey: "test_notthestandinskey0000000000",
      apiEndpoint: standIn.apiUrl,
    });
    await expect(stranger.payments.get("tr_anything")).rejects.toMatchObject({ statusCode: 401 });
    await expect(createPayment("18.5")).rejects.toMatchObject({
      statusCode: 422,
      field: "amount",
    });
    await expect(createPayment("1815.00", { description: "" })).rejects.toMatchObject({
      statusCode: 422,
      field: "description",
    });
  });
});

describe("the stand-in, told to refuse webhooks on this machine", () => {
  it("answers 422 for a loopback webhook URL, as Mollie does for one it cannot reach", async () => {
    const strict = await startMollieStandIn({ refusesLoopbackWebhooks: true });
    try {
      await withUnverifiedTls(async () => {
        const client = createMollieClient({ apiKey: strict.apiKey, apiEndpoint: strict.apiUrl });
        const create = (webhook: string) =>
          client.payments.create({
            amount: { currency: "EUR", value: "5.00" },
            description: "2027-0010",
            redirectUrl,
            webhookUrl: webhook,
          });
        for (const webhook of [webhookUrl, "http://localhost:3000/payments/webhook"]) {
          await expect(create(webhook)).rejects.toMatchObject({
            statusCode: 422,
            field: "webhookUrl",
            message: expect.stringMatching(/unreachable from Mollie's point of view/),
          });
        }
        expect((await create("https://www.example.nl/payments/webhook")).status).toBe("open");
      });
    } finally {
      await strict.close();
    }
  });
});

describe("the stand-in's webhook timing", () => {
  it("sends the browser back first when told, or leaves the webhook to the test", async () => {
    const later = await startMollieStandIn({ webhooks: "after-redirect" });
    const manual = await startMollieStandIn({ webhooks: "manual" });
    try {
      await withUnverifiedTls(async () => {
        for (const stand of [later, manual]) {
          const client = createMollieClient({ apiKey: stand.apiKey, apiEndpoint: stand.apiUrl });
          const payment = await client.payments.create({
            amount: { currency: "EUR", value: "5.00" },
            description: "2027-0009",
            redirectUrl,
            webhookUrl,
          });
          const answer = await pickOnCheckoutPage(payment.getCheckoutUrl() ?? "", "paid");
          expect(answer.headers.get("location")).toBe(redirectUrl);
          if (stand === later) {
            await expect.poll(() => arrivedFor(payment.id).length).toBe(1);
          } else {
            expect(arrivedFor(payment.id)).toHaveLength(0);
            await stand.callWebhook(payment.id);
            expect(arrivedFor(payment.id)).toHaveLength(1);
          }
        }
      });
    } finally {
      await later.close();
      await manual.close();
    }
  });
});

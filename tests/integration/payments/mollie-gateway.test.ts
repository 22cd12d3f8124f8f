import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMollieGateway } from "#server/payments/mollie-gateway.ts";
import type { PaymentGateway, PaymentRequest } from "#server/payments/payment-gateway.ts";
import {
  type MollieStandIn,
  skipCertificateCheck,
  startMollieStandIn,
} from "#tests/support/mollie-stand-in.ts";
import { cents } from "#src/money/money.ts";

let standIn: MollieStandIn;
let gateway: PaymentGateway;
/** The stand-in's clock: a payment paid at 22:30 UTC on 31 March 2027 is paid on 1 April in Amsterdam. */
const clock = new Date("2027-03-31T22:30:00Z");
let restoreCertificateCheck: () => void = () => {};

beforeAll(async () => {
  standIn = await startMollieStandIn({ now: () => clock });
  gateway = createMollieGateway({ apiKey: standIn.apiKey, apiUrl: standIn.apiUrl });
  // Only this test's thread skips the certificate check, for the stand-in's own certificate.
  restoreCertificateCheck = skipCertificateCheck();
});

afterAll(async () => {
  restoreCertificateCheck();
  await standIn?.close();
});

const request: PaymentRequest = {
  invoiceNumber: "2027-0001",
  amountCents: cents(181500),
  redirectUrl: "https://www.example.nl/nl/betaling/2027-0001",
  // Nobody listens here: the gateway never depends on the webhook being answered.
  webhookUrl: "http://127.0.0.1:9/payments/webhook",
  language: "nl",
};

describe("the Mollie gateway, against the stand-in", () => {
  it("asks for the open amount in euros with the invoice number as description, and gives the checkout", async () => {
    const created = await gateway.createPayment(request);
    expect(created.paymentId).toMatch(/^tr_/);
    expect(created.checkoutUrl).toBe(`${standIn.origin}/checkout/${created.paymentId}`);
    expect(standIn.payment(created.paymentId)).toMatchObject({
      amount: { currency: "EUR", value: "1815.00" },
      description: "2027-0001",
      metadata: { invoiceNumber: "2027-0001" },
      redirectUrl: request.redirectUrl,
      webhookUrl: request.webhookUrl,
      locale: "nl_NL",
    });
    expect(await gateway.paymentState(created.paymentId)).toEqual({
      state: "open",
      status: "open",
      paymentId: created.paymentId,
      invoiceNumber: "2027-0001",
      amountCents: cents(181500),
      isTest: true,
    });
  });

  it("sends every amount to the cent", async () => {
    for (const amountCents of [1, 10, 99, 100, 123456789].map(cents)) {
      const { paymentId } = await gateway.createPayment({ ...request, amountCents });
      const state = await gateway.paymentState(paymentId);
      expect(state.state !== "unknown" && state.amountCents).toBe(amountCents);
    }
  });

  it("reports a paid payment with its amount and its day in Amsterdam", async () => {
    const { paymentId } = await gateway.createPayment(request);
    await standIn.checkout(paymentId, "paid");
    expect(await gateway.paymentState(paymentId)).toEqual({
      state: "paid",
      paymentId,
      invoiceNumber: "2027-0001",
      amountCents: cents(181500),
      isTest: true,
      paidAt: "2027-03-31T22:30:00+00:00",
      paidOn: "2027-04-01",
      refundedCents: 0,
    });
  });

  it("reports pending and authorized as not finished, and failed, canceled and expired as not paid", async () => {
    const { paymentId } = await gateway.createPayment(request);
    for (const status of ["pending", "authorized"] as const) {
      standIn.setStatus(paymentId, status);
      expect(await gateway.paymentState(paymentId)).toMatchObject({ state: "open", status });
    }
    for (const status of ["failed", "canceled", "expired"] as const) {
      const other = await gateway.createPayment(request);
      await standIn.checkout(other.paymentId, status);
      expect(await gateway.paymentState(other.paymentId)).toMatchObject({
        state: "not-paid",
        status,
        amountCents: cents(181500),
      });
    }
  });

  it("reports a charged-back payment, which Mollie still calls paid, as charged back with the amount", async () => {
    const { paymentId } = await gateway.createPayment(request);
    await standIn.checkout(paymentId, "paid");
    await standIn.chargeBack(paymentId, 181500);
    expect(await gateway.paymentState(paymentId)).toMatchObject({
      state: "charged-back",
      amountCents: cents(181500),
      chargedBackCents: 181500,
      paidOn: "2027-04-01",
    });
  });

  it("refunds part of a paid payment with our key, finds it again by that key, and refuses more than is left", async () => {
    const { paymentId } = await gateway.createPayment(request);
    await standIn.checkout(paymentId, "paid");
    const refund = await gateway.refund({
      paymentId,
      amountCents: cents(131500),
      description: "Creditnota 2027-C0001",
      key: "refund-test-1",
    });
    expect(refund).toEqual({
      refundId: expect.stringMatching(/^re_/),
      amountCents: cents(131500),
      status: "pending",
      key: "refund-test-1",
    });
    expect(standIn.requests.at(-1)?.idempotencyKey).toBe("refund-test-1");
    // The same key again (a retry): the same refund, not a second one.
    expect(
      await gateway.refund({
        paymentId,
        amountCents: cents(131500),
        description: "Creditnota 2027-C0001",
        key: "refund-test-1",
      }),
    ).toEqual(refund);
    expect(await gateway.paymentRefunds(paymentId)).toEqual([refund]);
    expect(await gateway.refundState(paymentId, refund.refundId)).toEqual(refund);
    expect(await gateway.paymentState(paymentId)).toMatchObject({
      state: "paid",
      refundedCents: 131500,
    });
    await expect(
      gateway.refund({
        paymentId,
        amountCents: cents(50001),
        description: "too much",
        key: "refund-test-2",
      }),
    ).rejects.toMatchObject({ statusCode: 422, field: "amount" });
  });

  it("knows no payment for an unknown id, and never sends a malformed one on", async () => {
    expect(await gateway.paymentState("tr_unknown12345")).toEqual({
      state: "unknown",
      paymentId: "tr_unknown12345",
    });
    const asked = standIn.requests.length;
    for (const forged of ["tr_x/refunds", "tr_a?embed=x", "../v2/payments", "", "re_abc", "tr_"]) {
      expect(await gateway.paymentState(forged)).toEqual({ state: "unknown", paymentId: forged });
    }
    expect(standIn.requests.length).toBe(asked);
    await expect(
      gateway.refund({ paymentId: "tr_x/../x", amountCents: cents(1), description: "", key: "k" }),
    ).rejects.toThrow(/not a Mollie payment id/);
  });

  it("creates one payment for a request sent twice with one key", async () => {
    const first = await gateway.createPayment({
      ...request,
      idempotencyKey: "invoice-2027-0001-1",
    });
    const again = await gateway.createPayment({
      ...request,
      idempotencyKey: "invoice-2027-0001-1",
    });
    expect(again.paymentId).toBe(first.paymentId);
  });

  it("says so when Mollie refuses the key", async () => {
    const stranger = createMollieGateway({
      apiKey: "test_notthestandinskey0000000000",
      apiUrl: standIn.apiUrl,
    });
    await expect(stranger.createPayment(request)).rejects.toMatchObject({ statusCode: 401 });
    await expect(stranger.paymentState("tr_abc")).rejects.toMatchObject({ statusCode: 401 });
  });
});

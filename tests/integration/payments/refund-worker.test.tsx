import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { RefundsSection } from "#server/back-office/invoices/refunds-section.tsx";
import { refundAttempts, refundRetryDelaysMs } from "#server/payments/refund-worker.ts";
import { todayInAmsterdam } from "#src/training/course-runs.ts";
import { type PayHarness, startPayHarness } from "./pay-harness.ts";

/**
 * Refunds through Mollie after the transaction that booked them, by the refund worker, against
 * the stand-in: refused, they are tried again with the same key and, after the last attempt,
 * shown as failed with Mollie's reason until the owner decides; however many triggers run at
 * once, one attempt per refund is out at a time (the store's lease), so a provider that refuses
 * and then accepts makes exactly one refund (the red team's case: six page loads made two); an
 * answer lost on the way back is looked up at Mollie before anything is asked again; and a
 * refund Mollie later reports failed is owed again, its ledger row taken back.
 */
let pay: PayHarness;
beforeEach(async () => {
  pay = await startPayHarness({ standIn: { webhooks: "manual" } });
});
afterEach(async () => {
  await pay?.stop();
});

/** A paid invoice, credited: its refund through Mollie booked, not yet asked for. */
async function creditedPaidInvoice() {
  const invoice = pay.issueInvoice(1);
  const answer = await pay.request("POST", pay.payLink(invoice));
  const paymentId = answer.headers.get("location")?.split("/").at(-1) ?? "";
  await pay.standIn.checkout(paymentId, "paid");
  await pay.standIn.callWebhook(paymentId);
  pay.creditInvoice(invoice);
  return { invoice, paymentId };
}
const refundOf = (invoiceId: number) =>
  pay.tables.refundList("2000-01-01").find((refund) => refund.invoiceId === invoiceId);
const refundPosts = () =>
  pay.standIn.requests.filter(
    (request) => request.method === "POST" && request.path.endsWith("/refunds"),
  );
const page = () =>
  renderToStaticMarkup(
    <RefundsSection
      refunds={pay.tables.refundList("2000-01-01")}
      questions={[]}
      payers={{}}
      today={todayInAmsterdam()}
    />,
  ).replace(/<!-- -->/g, "");

describe("a refund Mollie refuses", () => {
  it("is tried again with its key after a growing wait, then shown failed with Mollie's reason", async () => {
    const { invoice, paymentId } = await creditedPaidInvoice();
    pay.standIn.refuseRefunds(99);
    await pay.runRefunds();
    expect(refundOf(invoice.id)).toMatchObject({ state: "pending", attempts: 1 });
    expect(refundOf(invoice.id)?.problem).toContain("The refund could not be made right now");
    // Not again before its wait is over, however often the worker runs.
    await pay.runRefunds();
    expect(refundPosts()).toHaveLength(1);
    expect(page()).toContain(`Pending through Mollie: €3,627.58 on invoice ${invoice.number}`);
    expect(page()).toContain("Attempt 1 was not taken");
    for (const delay of refundRetryDelaysMs) {
      pay.later(delay + 1000);
      await pay.runRefunds();
    }
    expect(refundPosts()).toHaveLength(refundAttempts);
    expect(new Set(refundPosts().map((request) => request.idempotencyKey)).size).toBe(1);
    expect(refundOf(invoice.id)).toMatchObject({ state: "failed", attempts: refundAttempts });
    const html = page();
    expect(html).toContain(`Failed through Mollie: €3,627.58 on invoice ${invoice.number}`);
    expect(html).toContain("Why: Mollie refused it (422): The refund could not be made right now.");
    expect(html).toMatch(/<button[^>]*>Try again<span class="visually-hidden"> refund on/);
    expect(html).toContain("Refund by transfer instead");
    expect(pay.logged()).toContainEqual([
      "Mollie refund",
      "refund failed",
      expect.stringContaining(`not made after ${refundAttempts} attempts`),
    ]);
    // Failed stays failed: the worker asks nothing more until the owner decides.
    pay.later(24 * 3_600_000);
    await pay.runRefunds();
    expect(refundPosts()).toHaveLength(refundAttempts);
    // The owner tries again; Mollie takes it now: one refund, the money out in the ledger.
    pay.standIn.refuseRefunds(0);
    expect(
      pay.tables.retryRefund(
        refundOf(invoice.id)?.id ?? 0,
        "owner@example.nl",
        new Date().toISOString(),
      ),
    ).toMatchObject({ state: "pending" });
    await pay.runRefunds();
    expect(pay.standIn.refunds().filter((made) => made.paymentId === paymentId)).toHaveLength(1);
    expect(refundOf(invoice.id)).toMatchObject({ state: "sent" });
    expect(pay.document(invoice.id)).toMatchObject({ paid: 0, refundDue: 0 });
  });

  it("can be made by transfer instead, by the owner's decision, logged", async () => {
    const { invoice } = await creditedPaidInvoice();
    const id = refundOf(invoice.id)?.id ?? 0;
    expect(
      pay.tables.switchRefundToTransfer(id, "owner@example.nl", new Date().toISOString()),
    ).toMatchObject({ state: "to-transfer", method: "transfer" });
    await pay.runRefunds();
    expect(refundPosts()).toEqual([]);
    expect(page()).toContain(`To refund by transfer: €3,627.58 on invoice ${invoice.number}`);
    expect(pay.logged()).toContainEqual([
      "owner@example.nl",
      "refund by transfer",
      `invoice ${invoice.number}: refund of €3,627.58 to be made by transfer`,
    ]);
  });
});

describe("one attempt at a time", () => {
  it("makes exactly one refund when Mollie refuses and then accepts, whatever six triggers do at once", async () => {
    const { paymentId } = await creditedPaidInvoice();
    pay.standIn.refuseRefunds(1);
    const six = () => Promise.all(Array.from({ length: 6 }, () => pay.refundWorker().runNow()));
    await six();
    expect(refundPosts()).toHaveLength(1);
    pay.later(refundRetryDelaysMs[0] ?? 0);
    await six();
    await six();
    expect(pay.standIn.refunds().filter((made) => made.paymentId === paymentId)).toHaveLength(1);
    expect(refundPosts()).toHaveLength(2);
    expect(new Set(refundPosts().map((request) => request.idempotencyKey)).size).toBe(1);
    expect(
      pay.tables.ledgerEntries(pay.tables.refundList("2000-01-01")[0]?.invoiceId ?? 0),
    ).toMatchObject([{ kind: "payment" }, { kind: "refund", amount: 362758 }]);
  });

  it("looks a lost answer up at Mollie before asking again: the refund made once, recorded once", async () => {
    const { invoice, paymentId } = await creditedPaidInvoice();
    pay.standIn.loseRefundAnswers(1);
    await pay.runRefunds();
    expect(pay.standIn.refunds()).toHaveLength(1);
    expect(refundOf(invoice.id)).toMatchObject({ state: "pending" });
    expect(refundOf(invoice.id)?.problem).toContain("Mollie did not answer");
    // Past Mollie's memory of the key: only looking it up keeps a second refund from being made.
    pay.standIn.forgetIdempotencyKeys();
    pay.later(refundRetryDelaysMs[0] ?? 0);
    await pay.runRefunds();
    expect(pay.standIn.refunds().filter((made) => made.paymentId === paymentId)).toHaveLength(1);
    expect(refundPosts()).toHaveLength(1);
    expect(
      pay.standIn.requests.some(
        (request) =>
          request.method === "GET" && request.path.startsWith(`/v2/payments/${paymentId}/refunds`),
      ),
    ).toBe(true);
    expect(refundOf(invoice.id)).toMatchObject({
      state: "sent",
      refundId: pay.standIn.refunds()[0]?.id,
    });
    expect(
      pay.tables.ledgerEntries(invoice.id).filter((entry) => entry.kind === "refund"),
    ).toHaveLength(1);
  });
});

describe("a refund Mollie accepted and then reports failed", () => {
  it("is owed again, its ledger row taken back, shown failed until the owner decides", async () => {
    const { invoice, paymentId } = await creditedPaidInvoice();
    await pay.runRefunds();
    const made = pay.standIn.refunds()[0];
    expect(pay.document(invoice.id)).toMatchObject({ paid: 0, refundDue: 0 });
    await pay.standIn.settleRefund(paymentId, made?.id ?? "", "failed");
    await pay.standIn.callWebhook(paymentId);
    await pay.runRefunds();
    expect(refundOf(invoice.id)).toMatchObject({
      state: "failed",
      problem: `Mollie reports refund ${made?.id} failed`,
    });
    expect(
      pay.tables.ledgerEntries(invoice.id).map((entry) => [entry.direction, entry.kind]),
    ).toEqual([
      ["in", "payment"],
      ["out", "refund"],
      ["in", "reversal"],
    ]);
    expect(pay.document(invoice.id)).toMatchObject({ paid: 362758, refundDue: 362758 });
    expect(page()).toContain(`Why: Mollie reports refund ${made?.id} failed.`);
    // Retried by the owner under a new key: Mollie's failed refund is not handed back again.
    pay.tables.retryRefund(
      refundOf(invoice.id)?.id ?? 0,
      "owner@example.nl",
      new Date().toISOString(),
    );
    await pay.runRefunds();
    expect(pay.standIn.refunds().filter((each) => each.paymentId === paymentId)).toHaveLength(2);
    expect(new Set(refundPosts().map((request) => request.idempotencyKey)).size).toBe(2);
    expect(pay.document(invoice.id)).toMatchObject({ paid: 0, refundDue: 0 });
  });
});

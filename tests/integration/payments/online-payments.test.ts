import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInAmsterdam } from "#src/training/course-runs.ts";
import { type PayHarness, startPayHarness } from "./pay-harness.ts";

/**
 * Paying an invoice online, end to end in one process: the "Pay now" page and its button, the
 * real Mollie client against the stand-in, its checkout, the webhook (twice, out of order,
 * forged), the return page, a second payment of an invoice already paid, a chargeback, and
 * refunds after a credit note (booked with it, made by the refund worker). What the buyer and
 * the owner see: the page's words, the invoice's paid amount and status, the ledger's rows (the
 * store's), the back office's log as the store wrote it with each change.
 */
let pay: PayHarness;
beforeAll(async () => {
  pay = await startPayHarness();
});
afterAll(async () => {
  await pay?.stop();
});

let enquiry = 100;
const newInvoice = () => {
  enquiry += 1;
  return pay.issueInvoice(enquiry);
};
const moneyRows = (id: number) => pay.tables.ledgerEntries(id);
const today = todayInAmsterdam();
const markPaid = (id: number) =>
  pay.tables.markInvoicePaid(id, today, "owner@example.nl", new Date().toISOString());

/** The button pressed: the checkout's address the buyer is sent to. */
async function pressPay(link: string): Promise<string> {
  const answer = await pay.request("POST", link);
  expect(answer.status).toBe(303);
  return answer.headers.get("location") ?? "";
}
const paymentIdOf = (checkout: string) => checkout.split("/").at(-1) ?? "";

describe("the Pay now page", () => {
  it("shows what is open and a button, sets no cookie, and a visit creates no payment", async () => {
    const invoice = newInvoice();
    expect(invoice.payToken).toMatch(/^[a-f0-9]{32}$/);
    const before = pay.standIn.paymentIds().length;
    const page = await pay.request("GET", pay.payLink(invoice));
    expect(page.status).toBe(200);
    expect(page.headers.get("set-cookie")).toBeNull();
    const html = await page.text();
    expect(html).toContain(`Factuur ${invoice.number} betalen`);
    expect(html).toMatch(/Te betalen<\/dt><dd>€\s3\.627,58/);
    expect(html).toMatch(/<form method="post"><input type="hidden" name="choice" value="pay"/);
    await pay.request("GET", pay.payLink(invoice));
    expect(pay.standIn.paymentIds().length).toBe(before);
    const english = await (await pay.request("GET", pay.payLink(invoice, "en"))).text();
    expect(english).toContain(`Pay invoice ${invoice.number}`);
    expect(english).toContain("Pay €3,627.58 now");
  });

  it("says a link it does not know is not found, and its button creates nothing", async () => {
    const unknown = `${pay.origin}/nl/betalen/${"0".repeat(32)}`;
    const page = await pay.request("GET", unknown);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain("Link niet gevonden");
    const before = pay.standIn.paymentIds().length;
    expect((await pay.request("POST", unknown)).status).toBe(404);
    expect(pay.standIn.paymentIds().length).toBe(before);
  });

  it("refuses a button press from another site (no Origin, or another one), creating nothing", async () => {
    const invoice = newInvoice();
    const before = pay.standIn.paymentIds().length;
    expect((await pay.request("POST", pay.payLink(invoice), null)).status).toBe(403);
    expect((await pay.request("POST", pay.payLink(invoice), "https://evil.example")).status).toBe(
      403,
    );
    expect(pay.standIn.paymentIds().length).toBe(before);
  });

  it("creates one payment of the open amount with the invoice number, and sends a second press to the same checkout", async () => {
    const invoice = newInvoice();
    const checkout = await pressPay(pay.payLink(invoice));
    const id = paymentIdOf(checkout);
    expect(checkout).toBe(`${pay.standIn.origin}/checkout/${id}`);
    expect(pay.standIn.payment(id)).toMatchObject({
      amount: { currency: "EUR", value: "3627.58" },
      description: invoice.number,
      redirectUrl: pay.returnLink(invoice),
      webhookUrl: pay.webhookUrl,
      locale: "nl_NL",
    });
    expect(await pressPay(pay.payLink(invoice))).toBe(checkout);
  });

  it("makes a new payment when Mollie no longer knows the open one (another key), and then reuses that", async () => {
    const invoice = newInvoice();
    pay.tables.recordMolliePayment(
      invoice.id,
      "tr_gone12345",
      362758,
      "https://checkout.example/tr_gone12345",
      new Date().toISOString(),
    );
    const checkout = await pressPay(pay.payLink(invoice));
    expect(checkout).toMatch(new RegExp(`^${pay.standIn.origin}/checkout/tr_`));
    expect(await pressPay(pay.payLink(invoice))).toBe(checkout);
  });

  it("says a paid invoice is paid and a credited one credited, and creates no payment for either", async () => {
    const paid = newInvoice();
    markPaid(paid.id);
    const credited = newInvoice();
    pay.creditInvoice(credited);
    const before = pay.standIn.paymentIds().length;
    const paidPage = await pay.request("POST", pay.payLink(paid));
    expect(paidPage.status).toBe(200);
    const paidHtml = await paidPage.text();
    expect(paidHtml).toContain(`Factuur ${paid.number} is betaald`);
    expect(paidHtml).not.toContain('name="choice"');
    const creditedHtml = await (await pay.request("GET", pay.payLink(credited))).text();
    expect(creditedHtml).toContain(`Factuur ${credited.number} is gecrediteerd`);
    expect((await pay.request("POST", pay.payLink(credited))).status).toBe(200);
    expect(pay.standIn.paymentIds().length).toBe(before);
  });
});

describe("the webhook and the return page", () => {
  it("records a paid payment once, however often Mollie calls, logged as the webhook", async () => {
    const invoice = newInvoice();
    const id = paymentIdOf(await pressPay(pay.payLink(invoice)));
    const { webhook } = await pay.standIn.checkout(id, "paid");
    expect(webhook?.status).toBe(200);
    expect((await pay.standIn.callWebhook(id)).status).toBe(200);
    await Promise.all([pay.standIn.callWebhook(id), pay.standIn.callWebhook(id)]);
    expect(moneyRows(invoice.id)).toMatchObject([
      {
        direction: "in",
        kind: "payment",
        amount: 362758,
        method: "mollie",
        referenceKind: "mollie-payment",
        reference: id,
        recordedBy: "Mollie webhook",
      },
    ]);
    expect(pay.document(invoice.id).paid).toBe(362758);
    const entries = pay.logged().filter(([, , detail]) => detail.includes(id));
    expect(entries).toEqual([
      [
        "Mollie webhook",
        "payment",
        expect.stringContaining(`invoice ${invoice.number}: €3,627.58 paid through Mollie`),
      ],
    ]);
    const back = await (await pay.request("GET", pay.returnLink(invoice))).text();
    expect(back).toContain(`Dank je wel: factuur ${invoice.number} is betaald`);
    const english = await (await pay.request("GET", pay.returnLink(invoice, "en"))).text();
    expect(english).toContain(`Thank you: invoice ${invoice.number} is paid`);
  });

  it("applies whatever Mollie says now, in any order: pending, failed, then a new payment paid", async () => {
    const invoice = newInvoice();
    const first = paymentIdOf(await pressPay(pay.payLink(invoice)));
    pay.standIn.setStatus(first, "pending");
    await pay.standIn.callWebhook(first);
    expect(await (await pay.request("GET", pay.returnLink(invoice))).text()).toContain(
      "Je betaling wordt verwerkt",
    );
    pay.standIn.setStatus(first, "failed");
    const failed = await (await pay.request("GET", pay.returnLink(invoice))).text();
    expect(failed).toContain("De betaling is niet gelukt");
    expect(failed).toContain("Opnieuw betalen");
    expect(moneyRows(invoice.id)).toEqual([]);
    // The failed payment is no longer open: the button makes a new one.
    const second = paymentIdOf(await pressPay(pay.payLink(invoice)));
    expect(second).not.toBe(first);
    await pay.standIn.checkout(second, "paid");
    // The failed one's notice arrives late, twice: it changes nothing.
    await pay.standIn.callWebhook(first);
    await pay.standIn.callWebhook(first);
    expect(moneyRows(invoice.id)).toMatchObject([{ amount: 362758, reference: second }]);
    expect(await (await pay.request("GET", pay.payLink(invoice))).text()).toContain(
      `Factuur ${invoice.number} is betaald`,
    );
  });

  it("says a cancelled or expired payment was not paid, and lets the buyer try again", async () => {
    const invoice = newInvoice();
    const id = paymentIdOf(await pressPay(pay.payLink(invoice)));
    await pay.standIn.checkout(id, "expired");
    const page = await (await pay.request("GET", pay.returnLink(invoice, "en"))).text();
    expect(page).toContain("The payment was cancelled");
    expect(page).toContain(`action="/pay/${invoice.payToken}"`);
    expect(moneyRows(invoice.id)).toEqual([]);
  });

  it("changes nothing for a forged call: an unknown id, a malformed one, or another shop's payment", async () => {
    const invoice = newInvoice();
    const id = paymentIdOf(await pressPay(pay.payLink(invoice)));
    const logged = pay.logged().length;
    expect((await pay.standIn.forgeWebhook(pay.webhookUrl, "tr_unknown12345")).status).toBe(200);
    expect((await pay.standIn.forgeWebhook(pay.webhookUrl, "tr_x/refunds")).status).toBe(200);
    expect((await pay.standIn.forgeWebhook(pay.webhookUrl, "")).status).toBe(200);
    // The buyer did not pay: Mollie says open, so a call with the real id marks nothing.
    expect((await pay.standIn.forgeWebhook(pay.webhookUrl, id)).status).toBe(200);
    expect(moneyRows(invoice.id)).toEqual([]);
    expect(pay.logged().length).toBe(logged);
  });

  it("records a second real payment as the second it is, and books what it paid beyond for a refund", async () => {
    const invoice = newInvoice();
    const id = paymentIdOf(await pressPay(pay.payLink(invoice)));
    // Meanwhile the owner marked it paid by hand (a transfer came in); then the buyer pays online.
    markPaid(invoice.id);
    await pay.standIn.checkout(id, "paid");
    await pay.standIn.callWebhook(id);
    expect(moneyRows(invoice.id)).toMatchObject([
      { method: "by-hand", amount: 362758 },
      { method: "mollie", amount: 362758, reference: id },
    ]);
    const [refund] = pay.tables
      .refundList("2000-01-01")
      .filter((each) => each.invoiceId === invoice.id);
    expect(refund).toMatchObject({
      amount: 362758,
      method: "mollie",
      paymentId: id,
      state: "pending",
      reason: `payment ${id} beyond what invoice ${invoice.number} asks`,
    });
    expect(pay.document(invoice.id)).toMatchObject({ paid: 725516, refundDue: 362758 });
    expect(pay.tables.paymentQuestions()).toEqual([]);
    expect(pay.logged().filter(([, action]) => action === "refund due")).toEqual([
      [
        "Mollie webhook",
        "refund due",
        expect.stringContaining(
          `invoice ${invoice.number}: €3,627.58 to refund through Mollie (payment ${id})`,
        ),
      ],
    ]);
    await pay.runRefunds();
    expect(pay.standIn.refunds().filter((made) => made.paymentId === id)).toHaveLength(1);
    expect(pay.document(invoice.id)).toMatchObject({ paid: 362758, refundDue: 0 });
  });

  it("opens the invoice again after a chargeback, once", async () => {
    const invoice = newInvoice();
    const id = paymentIdOf(await pressPay(pay.payLink(invoice)));
    await pay.standIn.checkout(id, "paid");
    expect(pay.document(invoice.id).paid).toBe(362758);
    await pay.standIn.chargeBack(id);
    await pay.standIn.callWebhook(id);
    expect(pay.document(invoice.id).paid).toBe(0);
    expect(moneyRows(invoice.id)).toMatchObject([
      { kind: "payment", method: "mollie", amount: 362758 },
      {
        direction: "out",
        kind: "chargeback",
        method: "mollie",
        amount: 362758,
        referenceKind: "mollie-chargeback",
        reference: id,
      },
    ]);
    expect(pay.logged().filter(([, action]) => action === "chargeback")).toEqual([
      ["Mollie webhook", "chargeback", expect.stringContaining(`invoice ${invoice.number}`)],
    ]);
  });
});

describe("calls that ask the provider, per client", () => {
  it("are limited: past the limit a forged webhook or a return page costs no call to Mollie", async () => {
    const limited = await startPayHarness({
      limits: { webhooksPerMinute: 3, returnsPerMinute: 2 },
    });
    try {
      const invoice = limited.issueInvoice(1);
      const asked = () => limited.standIn.requests.length;
      const before = asked();
      const forged = [];
      for (let call = 0; call < 6; call++) {
        forged.push(
          (await limited.standIn.forgeWebhook(limited.webhookUrl, "tr_forged12345")).status,
        );
      }
      expect(forged).toEqual([200, 200, 200, 429, 429, 429]);
      expect(asked() - before).toBe(3);
      const visits = [];
      for (let visit = 0; visit < 4; visit++) {
        const answer = await limited.request("GET", limited.returnLink(invoice));
        visits.push([answer.status, answer.headers.get("retry-after") !== null]);
        await answer.text();
      }
      expect(visits).toEqual([
        [200, false],
        [200, false],
        [429, true],
        [429, true],
      ]);
      // The pay page itself asks Mollie nothing, and is not limited.
      expect((await limited.request("GET", limited.payLink(invoice))).status).toBe(200);
    } finally {
      await limited.stop();
    }
  });
});

describe("on a live key", () => {
  it("never counts a test payment as money", async () => {
    const live = await startPayHarness({ isLive: true });
    try {
      const invoice = live.issueInvoice(1);
      const answer = await live.request("POST", live.payLink(invoice));
      const id = paymentIdOf(answer.headers.get("location") ?? "");
      await live.standIn.checkout(id, "paid");
      expect(live.tables.ledgerEntries(invoice.id)).toEqual([]);
      expect(live.document(invoice.id).paid).toBe(0);
    } finally {
      await live.stop();
    }
  });
});

describe("refunds after a credit note", () => {
  it("books the refund with the credit note and refunds a Mollie payment through Mollie, once, logged", async () => {
    const invoice = newInvoice();
    const id = paymentIdOf(await pressPay(pay.payLink(invoice)));
    await pay.standIn.checkout(id, "paid");
    const note = pay.creditInvoice(invoice);
    // Booked in the credit note's own transaction: owed now, before anyone looks or asks.
    const [owed] = pay.tables
      .refundList("2000-01-01")
      .filter((each) => each.invoiceId === invoice.id);
    expect(owed).toMatchObject({
      amount: 362758,
      method: "mollie",
      state: "pending",
      paymentId: id,
    });
    expect(pay.standIn.refunds().filter((made) => made.paymentId === id)).toEqual([]);
    await pay.runRefunds();
    await pay.runRefunds();
    const refunds = (pay.standIn.payment(id)?._embedded as { refunds: unknown[] } | undefined)
      ?.refunds;
    expect(refunds).toEqual([
      expect.objectContaining({
        amount: { currency: "EUR", value: "3627.58" },
        description: `${note.number} (${invoice.number})`,
        metadata: { refundKey: expect.stringMatching(/^refund-/) },
      }),
    ]);
    expect(moneyRows(invoice.id)).toMatchObject([
      { kind: "payment", method: "mollie" },
      {
        direction: "out",
        kind: "refund",
        method: "mollie",
        amount: 362758,
        referenceKind: "mollie-refund",
      },
    ]);
    expect(pay.document(invoice.id)).toMatchObject({ paid: 0, refundDue: 0 });
    expect(
      pay.logged().filter(([actor, , detail]) => actor === "Mollie refund" && detail.includes(id)),
    ).toEqual([
      [
        "Mollie refund",
        "refund",
        expect.stringContaining(`invoice ${invoice.number}: €3,627.58 refunded through Mollie`),
      ],
    ]);
  });

  it("sets what was paid off against the cancellation charge and books the rest by transfer, listed until marked done", async () => {
    const invoice = newInvoice();
    markPaid(invoice.id);
    const [note, charge] = pay.cancelWithCharge(invoice.enquiryId, 50);
    expect(charge?.kind).toBe("invoice");
    expect(pay.document(charge?.id ?? 0)).toMatchObject({ paid: charge?.inclVat, amountDue: 0 });
    const [line] = pay.tables
      .refundList("2000-01-01")
      .filter((refund) => refund.invoiceId === invoice.id);
    expect(line).toMatchObject({
      method: "transfer",
      state: "to-transfer",
      amount: 362758 - (charge?.inclVat ?? 0),
      creditNoteNumber: note?.number,
      doneOn: null,
    });
    expect(pay.document(invoice.id).refundDue).toBe(362758 - (charge?.inclVat ?? 0));
    const done = pay.tables.markRefundTransferred(
      line?.id ?? 0,
      today,
      "owner@example.nl",
      new Date().toISOString(),
    );
    expect(done).toMatchObject({ state: "done", doneOn: today });
    expect(
      pay.tables.markRefundTransferred(
        line?.id ?? 0,
        today,
        "owner@example.nl",
        new Date().toISOString(),
      ),
    ).toBeNull();
    expect(pay.document(invoice.id)).toMatchObject({ paid: 0, refundDue: 0 });
  });
});

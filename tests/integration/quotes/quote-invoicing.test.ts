import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseInvoiceSnapshot } from "#server/invoices/invoice-snapshot.ts";
import type { VatIdChecker } from "#server/invoices/vat-id-checker.ts";
import { addDays } from "#server/quotes/quote-days.ts";
import type { QuoteDraft } from "#server/quotes/quote-draft.ts";
import { invoiceDueQuotes, type QuoteInvoicing } from "#server/quotes/quote-invoicing.ts";
import { invoicedAndOpen } from "#server/quotes/quote-status.ts";
import { todayInAmsterdam } from "#src/training/course-runs.ts";
import { cents } from "#src/money/money.ts";
import { testSeller } from "#tests/support/invoice-facts.ts";
import { type QuoteHarness, startQuoteHarness } from "#tests/support/quote-harness.ts";
import { testDraft } from "#tests/support/quote-samples.ts";

/**
 * Invoices from accepted quotes through the store's process, as the server
 * issues them (issue 45, point 4): queued in the acceptance's transaction and
 * issued after it (or by the nightly round), never twice; milestones at
 * acceptance, on a date and on delivery ("Invoice now"); days and hours
 * recorded against their budget and invoiced the month after; a credit note;
 * and the reverse charge only on VIES's confirmation.
 */
let harness: QuoteHarness;
beforeAll(async () => {
  harness = await startQuoteHarness();
}, 60_000);
afterAll(async () => {
  await harness?.close();
});

const viesAnswers: string[] = [];
const vies = (outcome: "valid" | "unavailable"): VatIdChecker => ({
  async check(vatId) {
    viesAnswers.push(vatId);
    return outcome === "valid"
      ? { vatId, checkedAt: new Date().toISOString(), outcome, consultationNumber: "WAPI-TEST-1" }
      : { vatId, checkedAt: new Date().toISOString(), outcome, reason: "VIES timed out" };
  },
});
const invoicing = (checker?: VatIdChecker): QuoteInvoicing => ({
  quotes: harness.quotes,
  invoicing: () => ({ seller: testSeller }),
  ...(checker && { vatIds: checker }),
  isMailing: true,
  onIssued: () => {},
});

/** A quote sent and accepted now: its id. */
async function acceptedQuote(overrides: Partial<QuoteDraft> = {}) {
  const id = await harness.create(harness.draft(overrides));
  const sent = await harness.send(id);
  if (sent.outcome !== "sent") throw new Error(`not sent: ${JSON.stringify(sent)}`);
  const token = await harness.tokenOf(sent.versionId);
  const answered = await harness.quotes.answerQuote({
    token,
    answer: { kind: "accept", name: "Jan de Vries", role: "Directeur" },
    at: new Date().toISOString(),
    isMailing: true,
  });
  if (answered.outcome !== "recorded") throw new Error(`not accepted: ${answered.outcome}`);
  return id;
}

const snapshotsOf = async (quoteId: number) =>
  Promise.all(
    (await harness.quotes.quoteDocuments(quoteId)).map(async (document) => ({
      document,
      snapshot: parseInvoiceSnapshot(JSON.parse(await snapshotJson(document.id))),
    })),
  );
async function snapshotJson(id: number): Promise<string> {
  const { DatabaseSync } = await import("node:sqlite");
  const { databasePath } = await import("#server/store/database.ts");
  const db = new DatabaseSync(databasePath(harness.dataDir), { readOnly: true });
  try {
    return String(
      (db.prepare("SELECT snapshot FROM invoices WHERE id = ?").get(id) as { snapshot: string })
        .snapshot,
    );
  } finally {
    db.close();
  }
}

describe("an accepted quote without milestones", () => {
  it("is queued by its acceptance and invoiced once, whole, in the invoices' series", async () => {
    const id = await acceptedQuote();
    const [queued] = await harness.quotes.quoteBillings(id);
    expect(queued).toMatchObject({ part: "all", dueOn: todayInAmsterdam(), invoiceId: null });

    const first = await invoiceDueQuotes(invoicing());
    expect(first.problems).toEqual([]);
    expect(first.issued).toHaveLength(1);
    const [issued] = first.issued;
    expect(issued?.number).toMatch(new RegExp(`^${todayInAmsterdam().slice(0, 4)}-\\d{4}$`));
    expect(issued?.quoteId).toBe(id);
    expect(issued?.enquiryId).toBe(0);
    expect(issued?.mailStatus).toBe("pending");

    // Never twice: the next round (a restart, the nightly job) finds nothing due.
    expect((await invoiceDueQuotes(invoicing())).issued).toEqual([]);
    const [{ snapshot } = { snapshot: undefined }] = await snapshotsOf(id);
    expect(snapshot?.version).toBe(2);
    if (snapshot?.version !== 2) throw new Error("expected version 2");
    const quote = await harness.quotes.quoteById(id);
    expect(snapshot.source).toMatchObject({ kind: "quote", quoteId: id, number: quote?.number });
    expect(snapshot.buyer.reference).toEqual({ kind: "po", value: testDraft().reference });
    expect(snapshot.lines.map((line) => [line.unit, line.quantity])).toEqual(
      testDraft().lines.map((line) => ["DAY", line.quantityHundredths / 100]),
    );
    expect(quote && invoicedAndOpen(quote)).toEqual({
      invoiced: issued?.inclVat,
      open: cents(0),
    });
  }, 60_000);
});

describe("an accepted quote with milestones", () => {
  it("invoices each when it falls due: at acceptance, on its date, on delivery by Invoice now", async () => {
    const due = addDays(todayInAmsterdam(), 20);
    const id = await acceptedQuote({
      milestones: [
        {
          description: "Start",
          share: { kind: "percent", basisPoints: 30_00 },
          due: { kind: "acceptance" },
        },
        {
          description: "Halfway",
          share: { kind: "percent", basisPoints: 30_00 },
          due: { kind: "date", date: due },
        },
        {
          description: "Report",
          share: { kind: "percent", basisPoints: 40_00 },
          due: { kind: "delivery" },
        },
      ],
    });
    const atAcceptance = await invoiceDueQuotes(invoicing());
    expect(atAcceptance.issued).toHaveLength(1);
    const quote = await harness.quotes.quoteById(id);
    const total = quote?.versions[0]?.exclVat ?? 0;
    expect(atAcceptance.issued[0]?.exclVat).toBe(Math.round(total * 0.3));

    // The dated one waits for its day (a moved clock), the delivered one for the owner.
    expect(
      (await invoiceDueQuotes(invoicing(), new Date(`${addDays(due, -1)}T12:00:00Z`))).issued,
    ).toEqual([]);
    expect((await invoiceDueQuotes(invoicing(), new Date(`${due}T12:00:00Z`))).issued).toHaveLength(
      1,
    );
    expect(await harness.quotes.invoiceMilestoneNow(id, 1, todayInAmsterdam())).toBe(false);
    expect(await harness.quotes.invoiceMilestoneNow(id, 2, todayInAmsterdam())).toBe(true);
    const delivered = await invoiceDueQuotes(invoicing());
    expect(delivered.issued.map((document) => document.exclVat)).toEqual([
      total - 2 * Math.round(total * 0.3),
    ]);
    const billings = await harness.quotes.quoteBillings(id);
    expect(billings.every((billing) => billing.invoiceNumber !== null)).toBe(true);
    const after = await harness.quotes.quoteById(id);
    expect(after && invoicedAndOpen(after).open).toBe(0);
  }, 60_000);
});

describe("hours invoiced as worked", () => {
  it("are recorded against the quote's budget, over it only when confirmed, and invoiced the month after", async () => {
    const id = await acceptedQuote({
      milestones: [],
      lines: [
        {
          kind: "consulting",
          description: "Begeleiding, naar behoefte",
          unit: "hour",
          quantityHundredths: 1000,
          unitPriceExclVat: cents(14_500),
          isInvoicedAsWorked: true,
        },
      ],
    });
    // Nothing scheduled: nothing is invoiced at acceptance.
    expect(await harness.quotes.quoteBillings(id)).toEqual([]);
    const today = todayInAmsterdam();
    const record = (hundredths: number, isOverConfirmed = false) =>
      harness.quotes.recordQuoteWork({
        quoteId: id,
        lineIndex: 0,
        workedOn: today,
        hundredths,
        note: "",
        isOverConfirmed,
        at: new Date().toISOString(),
        by: "owner@example.nl",
      });
    expect(await record(750)).toMatchObject({ recorded: expect.any(Number) });
    const over = await record(300);
    expect(over).toMatchObject({ isOver: true });
    expect("problems" in over && over.problems[0]).toContain("2.5 of 10 left");
    expect(await record(300, true)).toMatchObject({ recorded: expect.any(Number) });

    // Not in this month's round; in the next month's.
    expect((await invoiceDueQuotes(invoicing())).issued).toEqual([]);
    const nextMonth = new Date(`${addDays(`${today.slice(0, 7)}-28`, 5)}T12:00:00Z`);
    const worked = await invoiceDueQuotes(invoicing(), nextMonth);
    expect(worked.issued).toHaveLength(1);
    expect(worked.issued[0]?.exclVat).toBe(scaled(14_500, 1050));
    const [{ snapshot } = { snapshot: undefined }] = await snapshotsOf(id);
    if (snapshot?.version !== 2) throw new Error("expected version 2");
    expect(snapshot.lines.map((line) => [line.unit, line.quantity])).toEqual([["HUR", 10.5]]);
    expect((await harness.quotes.quoteWork(id)).every((entry) => entry.invoiceNumber)).toBe(true);
    expect((await invoiceDueQuotes(invoicing(), nextMonth)).issued).toEqual([]);
  }, 60_000);
});

const scaled = (price: number, hundredths: number) => Math.round((price * hundredths) / 100);

describe("a credit note for an invoice from a quote", () => {
  it("credits it whole and brings what is invoiced back down", async () => {
    const id = await acceptedQuote();
    const [invoice] = (await invoiceDueQuotes(invoicing())).issued;
    const credit = await harness.quotes.creditQuoteInvoice({
      quoteId: id,
      invoiceId: invoice?.id ?? 0,
      at: new Date().toISOString(),
      isMailing: true,
      by: "owner@example.nl",
    });
    expect(credit).toMatchObject({
      issued: { kind: "credit-note", refersToNumber: invoice?.number },
    });
    expect("issued" in credit && credit.issued.inclVat).toBe(invoice?.inclVat);
    const quote = await harness.quotes.quoteById(id);
    expect(quote?.invoiced).toBe(0);
    // Credited once: a second press issues nothing.
    expect(
      await harness.quotes.creditQuoteInvoice({
        quoteId: id,
        invoiceId: invoice?.id ?? 0,
        at: new Date().toISOString(),
        isMailing: true,
        by: "owner@example.nl",
      }),
    ).toEqual({ outcome: "done" });
  }, 60_000);
});

describe("a reverse-charged quote", () => {
  const belgian = () => ({
    language: "en" as const,
    buyer: {
      ...testDraft().buyer,
      company: "Antwerp Quality Services NV",
      address: { street: "Meir 1", postalCode: "2000", city: "Antwerpen", country: "BE" },
      vatId: "BE0123456789",
    },
  });

  it("waits while VIES does not confirm, and is invoiced with VIES's answer kept once it does", async () => {
    const id = await acceptedQuote(belgian());
    const waiting = await invoiceDueQuotes(invoicing(vies("unavailable")));
    expect(waiting.issued).toEqual([]);
    expect(waiting.problems.join(" ")).toContain("VIES has not confirmed");
    const [billing] = await harness.quotes.quoteBillings(id);
    expect(billing?.problem).toContain("VIES has not confirmed");

    const confirmed = await invoiceDueQuotes(invoicing(vies("valid")));
    expect(confirmed.issued).toHaveLength(1);
    expect(viesAnswers).toContain("BE0123456789");
    const [{ snapshot } = { snapshot: undefined }] = await snapshotsOf(id);
    expect(snapshot?.vatBreakdown.map((part) => part.category)).toEqual(["AE"]);
    expect(snapshot?.vatIdCheck).toMatchObject({
      vatId: "BE0123456789",
      outcome: "valid",
      consultationNumber: "WAPI-TEST-1",
    });
  }, 60_000);
});

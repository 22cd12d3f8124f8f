import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  readCamtStatement,
  type StatementEntry,
  type StatementTransaction,
} from "#server/payments/camt-statement.ts";
import { defaultInvoiceNumberFormat } from "#server/payments/invoice-numbers.ts";
import {
  type Decision,
  type MatchInput,
  matchStatement,
  type OpenInvoice,
} from "#server/payments/statement-matcher.ts";
import { type Cents, cents } from "#src/money/money.ts";

const folder = path.resolve(import.meta.dirname, "../../support/camt053");
const entriesOf = (name: string) =>
  readCamtStatement(readFileSync(path.join(folder, name))).entries;

const openInvoices: OpenInvoice[] = [
  { number: "2027-0001", openCents: cents(181500), buyerName: "Jansen Advies B.V." },
  { number: "2027-0002", openCents: cents(217800), buyerName: "De Vries ICT" },
  { number: "2027-0003", openCents: cents(60500), buyerName: "P. Bakker" },
  { number: "2027-0004", openCents: cents(121000), buyerName: "Stichting Leerwerk" },
  { number: "2027-0005", openCents: cents(36300), buyerName: "Testlab Eindhoven B.V." },
  { number: "2027-0006", openCents: cents(36300), buyerName: "Q. Smit" },
];

function match(entries: readonly StatementEntry[], options: Partial<MatchInput> = {}) {
  return matchStatement({
    entries,
    openInvoices,
    numberFormat: defaultInvoiceNumberFormat,
    taken: new Set(),
    ...options,
  });
}

/** Each decision in a line the owner would read. */
function outline(decision: Decision): unknown[] {
  switch (decision.kind) {
    case "paid":
      return ["paid", decision.invoiceNumber, decision.amountCents, decision.paidOn];
    case "review":
      return [
        "review",
        decision.reason,
        decision.amountCents,
        decision.invoices.map((invoice) => invoice.number),
      ];
    case "mollie-payout":
      return ["mollie-payout", decision.amountCents];
    case "ignored":
      return ["ignored", decision.reason];
  }
}

let made = 0;
/** An entry as the parser gives it, for cases the bank files do not hold. */
function credit(
  amountCents: Cents,
  text: string,
  overrides: Partial<StatementEntry> = {},
  transaction: Partial<StatementTransaction> = {},
): StatementEntry {
  made++;
  return {
    key: `NL00TEST0000000000/made-${made}`,
    reference: `made-${made}`,
    isReferenceDerived: false,
    account: "NL00TEST0000000000",
    bookingDate: "2027-03-20",
    amountCents,
    currency: "EUR",
    direction: "credit",
    isReversal: false,
    status: "booked",
    isMolliePayout: false,
    transactions: [
      {
        amountCents,
        unstructured: [text],
        structured: [],
        counterparty: { name: "Someone", iban: "NL00BANK0000000001" },
        ...transaction,
      },
    ],
    ...overrides,
  };
}

describe("matching a statement's credits to open invoices", () => {
  it("marks an invoice paid on the booking date only when its number and open amount both fit (ING)", () => {
    const { decisions } = match(entriesOf("ing.xml"));
    expect(decisions.map(outline)).toEqual([
      ["paid", "2027-0001", 181500, "2027-03-15"],
      ["review", "partial", 100000, ["2027-0002"]],
      ["ignored", "debit"],
      ["mollie-payout", 254321],
      // Found in the structured creditor reference, written without its hyphen.
      ["paid", "2027-0004", 121000, "2027-03-15"],
    ]);
  });

  it("changes nothing when the same file, or an overlapping one, comes again", () => {
    const first = match(entriesOf("ing.xml"));
    expect(first.newlyTaken).toHaveLength(5);
    const again = match(entriesOf("ing.xml"), { taken: new Set(first.newlyTaken) });
    expect(again.decisions.map(outline)).toEqual(Array(5).fill(["ignored", "already-taken"]));
    expect(again.newlyTaken).toEqual([]);
    // Rabobank's entries carry no reference of the bank's own: read twice, still taken once.
    const rabobank = match(entriesOf("rabobank.xml"));
    const overlap = match([...entriesOf("rabobank.xml"), ...entriesOf("bunq.xml")], {
      taken: new Set(rabobank.newlyTaken),
    });
    expect(overlap.decisions.slice(0, 4).map(outline)).toEqual(
      Array(4).fill(["ignored", "already-taken"]),
    );
    expect(overlap.decisions.slice(4).map(outline)).toEqual([
      ["paid", "2027-0006", 36300, "2027-04-01"],
      ["ignored", "debit"],
      ["ignored", "not-booked"],
    ]);
  });

  it("leaves a pending entry untaken, so the booked one in a later statement is matched", () => {
    const { newlyTaken, decisions } = match(entriesOf("bunq.xml"));
    expect(decisions.map(outline).at(-1)).toEqual(["ignored", "not-booked"]);
    expect(newlyTaken).toHaveLength(2);
    expect(newlyTaken.some((key) => key.endsWith("bunq-tx-881726399"))).toBe(false);
  });

  it("lists a payment naming no number with the open invoices of its amount, the buyer's first (Rabobank)", () => {
    const { decisions } = match(entriesOf("rabobank.xml"));
    expect(decisions.map(outline)).toEqual([
      ["review", "no-number", 60500, []],
      ["review", "several-invoices", 72600, ["2027-0005", "2027-0006"]],
      ["review", "no-number", 5000, []],
      ["review", "no-number", 5000, []],
    ]);
    const [unnamed, several] = decisions;
    expect(unnamed?.kind === "review" && unnamed.suggestions?.map((s) => s.number)).toEqual([
      "2027-0003",
    ]);
    // One transfer for two invoices: which, and that the sum fits to the cent.
    expect(several).toMatchObject({ sumCents: 72600, isSumExact: true });
    const named = match([
      credit(
        cents(36300),
        "2027-0005 of 2027-0006",
        {},
        {
          counterparty: { name: "Testlab Eindhoven BV" },
        },
      ),
    ]).decisions[0];
    // Two candidates for one amount: both listed, the sum does not fit, no guess.
    expect(named).toMatchObject({ kind: "review", reason: "several-invoices", isSumExact: false });
    const suggested = match([
      credit(cents(36300), "cursus", {}, { counterparty: { name: "Q SMIT" } }),
    ]).decisions[0];
    expect(suggested?.kind === "review" && suggested.suggestions?.map((s) => s.number)).toEqual([
      "2027-0006",
      "2027-0005",
    ]);
  });

  it("reads a number cut over two lines, pays each transfer of a batch, lists an overpayment and links its reversal (ABN AMRO)", () => {
    const entries = entriesOf("abn-amro.xml");
    const { decisions } = match(entries);
    expect(decisions.map(outline)).toEqual([
      ["paid", "2027-0002", 217800, "2027-03-18"],
      ["paid", "2027-0003", 60500, "2027-03-18"],
      ["paid", "2027-0006", 36300, "2027-03-18"],
      ["review", "overpaid", 130000, ["2027-0004"]],
      ["review", "reversal", 130000, []],
    ]);
    expect(decisions[4]).toMatchObject({ reverses: { entryKey: entries[2]?.key } });
  });

  it("links a reversal to a credit of an earlier statement and the invoice it paid", () => {
    const ing = entriesOf("ing.xml");
    const paid = match(ing);
    const reversal = credit(
      cents(181500),
      "Factuur 2027-0001 Jansen Advies",
      {
        direction: "debit",
        isReversal: true,
      },
      { endToEndId: "JA-2027-0311-01" },
    );
    const { decisions } = match([reversal], {
      taken: new Set(paid.newlyTaken),
      earlierCredits: [
        {
          key: ing[0]?.key ?? "",
          endToEndId: "JA-2027-0311-01",
          amountCents: cents(181500),
          invoiceNumber: "2027-0001",
        },
        { key: ing[1]?.key ?? "", amountCents: cents(100000) },
      ],
    });
    expect(decisions[0]).toMatchObject({
      kind: "review",
      reason: "reversal",
      reverses: { entryKey: ing[0]?.key, invoiceNumber: "2027-0001" },
    });
    // A reversal that fits no credit, or several, is listed without a link.
    const unknown = credit(cents(5000), "x", { direction: "debit", isReversal: true });
    expect(match([unknown]).decisions[0]).toMatchObject({
      reason: "reversal",
      reverses: undefined,
    });
  });

  it("pays an invoice once when two transfers name it, and lists the second", () => {
    const first = credit(cents(181500), "2027-0001");
    const second = credit(cents(181500), "factuur 2027-0001");
    const { decisions } = match([first, second]);
    expect(decisions.map(outline)).toEqual([
      ["paid", "2027-0001", 181500, "2027-03-20"],
      ["review", "already-paid", 181500, []],
    ]);
    expect(decisions[1]).toMatchObject({ paidByEntry: first.key, otherNumbers: ["2027-0001"] });
  });

  it("lists a transfer naming an open invoice and another number, even when the amount fits", () => {
    const { decisions } = match([credit(cents(181500), "2027-0001 en 2027-0099")]);
    expect(decisions.map(outline)).toEqual([["review", "several-invoices", 181500, ["2027-0001"]]]);
    expect(decisions[0]).toMatchObject({ otherNumbers: ["2027-0099"], isSumExact: false });
  });

  it("takes an entry once when a file holds it twice", () => {
    const entry = credit(cents(181500), "2027-0001");
    const { decisions, newlyTaken } = match([entry, { ...entry }]);
    expect(decisions.map(outline)).toEqual([
      ["paid", "2027-0001", 181500, "2027-03-20"],
      ["ignored", "already-taken"],
    ]);
    expect(newlyTaken).toEqual([entry.key]);
  });

  it("lists a number that is not an open invoice, and never matches on the amount alone", () => {
    const { decisions } = match([
      credit(cents(181500), "factuur 2027-0099"),
      credit(cents(181500), "Jansen"),
    ]);
    expect(decisions.map(outline)).toEqual([
      ["review", "unknown-number", 181500, []],
      ["review", "no-number", 181500, []],
    ]);
    expect(decisions[0]).toMatchObject({ otherNumbers: ["2027-0099"] });
  });

  it("lists a batch that does not add up, and a payment in another currency", () => {
    const batch = credit(cents(100000), "", {}, {});
    batch.transactions = [
      { amountCents: cents(60500), unstructured: ["2027-0003"], structured: [], counterparty: {} },
      { amountCents: cents(36300), unstructured: ["2027-0006"], structured: [], counterparty: {} },
    ];
    const unknownAmounts = credit(cents(96800), "", {}, {});
    unknownAmounts.transactions = [
      { amountCents: undefined, unstructured: ["2027-0003"], structured: [], counterparty: {} },
      { amountCents: undefined, unstructured: ["2027-0006"], structured: [], counterparty: {} },
    ];
    const dollars = credit(cents(36300), "2027-0006", { currency: "USD" });
    expect(match([batch, unknownAmounts, dollars]).decisions.map(outline)).toEqual([
      ["review", "batch-unclear", 60500, []],
      ["review", "batch-unclear", 36300, []],
      ["review", "batch-unclear", 96800, []],
      ["review", "batch-unclear", 96800, []],
      ["review", "foreign-currency", 36300, []],
    ]);
  });

  it("takes the series' prefix from the numbering format", () => {
    const prefixed = openInvoices.map((invoice) => ({ ...invoice, number: `F${invoice.number}` }));
    const { decisions } = match(entriesOf("bunq.xml"), {
      openInvoices: prefixed,
      numberFormat: { prefix: "F", sequenceDigits: 4 },
    });
    expect(outline(decisions[0] as Decision)).toEqual(["paid", "F2027-0006", 36300, "2027-04-01"]);
  });
});

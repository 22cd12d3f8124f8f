import type { StatementEntry, StatementTransaction } from "./camt-statement.ts";
import { type InvoiceNumberFormat, invoiceNumberReader } from "./invoice-numbers.ts";
import { type Cents, sumOfCents } from "#src/money/money.ts";

/**
 * What a statement's credits mean for the open invoices. One rule marks an invoice paid: the
 * transfer names exactly one invoice number, that invoice is open, and the amount is its open
 * amount to the cent; it is paid on the bank's booking date. Everything else is listed for the
 * owner with what was found, never guessed (docs/decisions/0024-payments-gateway-and-statements.md).
 *
 * Pure: the caller keeps the keys of the entries already taken and stores what this returns.
 */

export interface OpenInvoice {
  number: string;
  openCents: Cents;
  buyerName: string;
}

/** A credit taken from an earlier statement, to link a reversal to it. */
export interface EarlierCredit {
  key: string;
  endToEndId?: string;
  amountCents: Cents;
  counterpartyIban?: string;
  /** The invoice it marked paid, if it did. */
  invoiceNumber?: string;
}

export interface MatchInput {
  entries: readonly StatementEntry[];
  openInvoices: readonly OpenInvoice[];
  numberFormat: InvoiceNumberFormat;
  /** Keys of entries taken before (StatementEntry.key): they change nothing again. */
  taken: ReadonlySet<string>;
  earlierCredits?: readonly EarlierCredit[];
}

export type ReviewReason =
  | "partial" // names one open invoice, pays less than is open
  | "overpaid" // names one open invoice, pays more than is open
  | "no-number" // names no invoice number at all
  | "unknown-number" // names numbers, none of them an open invoice
  | "several-invoices" // names two or more invoices: one transfer for several, or candidates
  | "already-paid" // names an invoice an earlier credit of this statement paid
  | "reversal" // a payment taken back (or one of ours returned)
  | "batch-unclear" // a batch whose transactions do not add up or carry no amounts
  | "foreign-currency";

export interface CreditFacts {
  /** StatementEntry.key of the entry, and the transaction's place in it. */
  entryKey: string;
  transaction: number;
  amountCents: Cents;
  bookingDate: string;
  counterparty: StatementTransaction["counterparty"];
  /** The remittance text as the bank gave it, for the owner to read. */
  text: string;
}

export interface InvoiceMention {
  number: string;
  openCents: Cents;
  buyerName: string;
}

export type Decision =
  | (CreditFacts & { kind: "paid"; invoiceNumber: string; paidOn: string })
  | (CreditFacts & {
      kind: "review";
      reason: ReviewReason;
      /** The open invoices the text names. */
      invoices: InvoiceMention[];
      /** Numbers the text names that are not open (unknown, paid, or paid by `paidByEntry`). */
      otherNumbers: string[];
      /** For several invoices: their open amounts added up, and whether the transfer is exactly that. */
      sumCents?: Cents;
      isSumExact?: boolean;
      paidByEntry?: string;
      /** For a reversal: what it takes back, when one credit fits. */
      reverses?: { entryKey: string; invoiceNumber?: string };
      /** For a credit naming no open invoice: open invoices of this amount, closest buyer name first. */
      suggestions?: InvoiceMention[];
    })
  | (CreditFacts & { kind: "mollie-payout" })
  | { kind: "ignored"; entryKey: string; reason: "debit" | "already-taken" | "not-booked" };

export interface StatementMatch {
  decisions: Decision[];
  /** Keys of the entries this statement took now (booked and new): store them with the decisions. */
  newlyTaken: string[];
}

export function matchStatement(input: MatchInput): StatementMatch {
  const reader = invoiceNumberReader(input.numberFormat);
  const byKey = new Map<string, OpenInvoice>();
  const byAmount = new Map<number, OpenInvoice[]>();
  for (const invoice of input.openInvoices) {
    if (invoice.openCents <= 0) continue;
    byKey.set(reader.keyOf(invoice.number), invoice);
    const sameAmount = byAmount.get(invoice.openCents) ?? [];
    sameAmount.push(invoice);
    byAmount.set(invoice.openCents, sameAmount);
  }
  const paidNow = new Map<string, string>(); // invoice key → the entry that paid it here
  const credits: EarlierCredit[] = [...(input.earlierCredits ?? [])];
  const taken = new Set(input.taken);
  const decisions: Decision[] = [];
  const newlyTaken: string[] = [];

  for (const entry of input.entries) {
    if (taken.has(entry.key)) {
      decisions.push({ kind: "ignored", entryKey: entry.key, reason: "already-taken" });
      continue;
    }
    if (entry.status !== "booked") {
      // Not taken: the same entry, booked, comes again in a later statement.
      decisions.push({ kind: "ignored", entryKey: entry.key, reason: "not-booked" });
      continue;
    }
    taken.add(entry.key);
    newlyTaken.push(entry.key);
    if (entry.isReversal) {
      decisions.push(reversal(entry, credits));
      continue;
    }
    if (entry.direction === "debit") {
      decisions.push({ kind: "ignored", entryKey: entry.key, reason: "debit" });
      continue;
    }
    if (entry.isMolliePayout) {
      decisions.push({ kind: "mollie-payout", ...facts(entry, 0, entry.amountCents) });
      continue;
    }
    const problem = batchProblem(entry);
    entry.transactions.forEach((transaction, index) => {
      const amountCents = transaction.amountCents ?? entry.amountCents;
      const base = facts(entry, index, amountCents);
      if (problem) {
        decisions.push(review(base, problem));
        return;
      }
      const decision = decide(base, transaction, reader.mentionedIn(textsOf(transaction)));
      decisions.push(decision);
      if (decision.kind === "paid") paidNow.set(reader.keyOf(decision.invoiceNumber), entry.key);
      credits.push({
        key: entry.key,
        endToEndId: transaction.endToEndId,
        amountCents,
        counterpartyIban: transaction.counterparty.iban,
        invoiceNumber: decision.kind === "paid" ? decision.invoiceNumber : undefined,
      });
    });
  }
  return { decisions, newlyTaken };

  function decide(
    base: CreditFacts,
    transaction: StatementTransaction,
    mentioned: { key: string; written: string }[],
  ): Decision {
    const open = mentioned.flatMap(({ key }) => {
      const invoice = byKey.get(key);
      return invoice && !paidNow.has(key) ? [invoice] : [];
    });
    const others = mentioned.filter(({ key }) => !byKey.has(key) || paidNow.has(key));
    const otherNumbers = others.map(({ written }) => written);
    const paidBy = others.map(({ key }) => paidNow.get(key)).find(Boolean);
    if (mentioned.length === 0 || open.length === 0) {
      return review(
        base,
        paidBy ? "already-paid" : mentioned.length ? "unknown-number" : "no-number",
        {
          otherNumbers,
          paidByEntry: paidBy,
          suggestions: suggestionsFor(base.amountCents, transaction.counterparty.name),
        },
      );
    }
    if (mentioned.length > 1) {
      const sumCents = sumOfCents(open.map((invoice) => invoice.openCents));
      return review(base, "several-invoices", {
        invoices: open.map(mention),
        otherNumbers,
        sumCents,
        isSumExact: otherNumbers.length === 0 && sumCents === base.amountCents,
      });
    }
    const [invoice] = open;
    if (!invoice) return review(base, "no-number");
    if (base.amountCents === invoice.openCents) {
      return { kind: "paid", ...base, invoiceNumber: invoice.number, paidOn: base.bookingDate };
    }
    return review(base, base.amountCents < invoice.openCents ? "partial" : "overpaid", {
      invoices: [mention(invoice)],
    });
  }

  function suggestionsFor(amountCents: number, name: string | undefined): InvoiceMention[] {
    const words = nameWords(name);
    return (byAmount.get(amountCents) ?? [])
      .filter((invoice) => !paidNow.has(reader.keyOf(invoice.number)))
      .map((invoice) => ({ invoice, shared: sharedWords(words, nameWords(invoice.buyerName)) }))
      .sort((a, b) => b.shared - a.shared)
      .slice(0, 3)
      .map(({ invoice }) => mention(invoice));
  }
}

function reversal(entry: StatementEntry, credits: readonly EarlierCredit[]): Decision {
  const transaction = entry.transactions[0];
  const base = facts(entry, 0, entry.amountCents);
  // A reversed debit (one of our payments returned) has no credit of ours to link to.
  if (entry.direction === "credit" || !transaction) return review(base, "reversal");
  const candidates = credits.filter((credit) =>
    transaction.endToEndId
      ? credit.endToEndId === transaction.endToEndId
      : credit.amountCents === entry.amountCents &&
        credit.counterpartyIban !== undefined &&
        credit.counterpartyIban === transaction.counterparty.iban,
  );
  const [original] = candidates;
  return review(base, "reversal", {
    reverses:
      candidates.length === 1 && original
        ? { entryKey: original.key, invoiceNumber: original.invoiceNumber }
        : undefined,
  });
}

/** A batch whose details carry no amounts, or amounts that do not add up to the entry. */
function batchProblem(entry: StatementEntry): ReviewReason | undefined {
  if (entry.currency !== "EUR") return "foreign-currency";
  if (entry.transactions.length < 2) return undefined;
  const amounts = entry.transactions.map((transaction) => transaction.amountCents);
  if (amounts.some((amount) => amount === undefined)) return "batch-unclear";
  const sum = amounts.reduce((total: number, amount) => total + (amount ?? 0), 0);
  return sum === entry.amountCents ? undefined : "batch-unclear";
}

function facts(entry: StatementEntry, index: number, amountCents: Cents): CreditFacts {
  const transaction = entry.transactions[index];
  return {
    entryKey: entry.key,
    transaction: index,
    amountCents,
    bookingDate: entry.bookingDate,
    counterparty: transaction?.counterparty ?? {},
    text: transaction
      ? [transaction.unstructured.join(" "), ...transaction.structured, transaction.additionalInfo]
          .filter(Boolean)
          .join(" | ")
      : "",
  };
}

function review(
  base: CreditFacts,
  reason: ReviewReason,
  details: Partial<Extract<Decision, { kind: "review" }>> = {},
): Decision {
  return { kind: "review", ...base, invoices: [], otherNumbers: [], ...details, reason };
}

/**
 * The texts a number is looked for in. Banks cut a long description into lines, sometimes
 * through a number: the lines are read joined with a space and without.
 */
function textsOf(transaction: StatementTransaction): string[] {
  const lines = transaction.unstructured;
  return [
    lines.join(" "),
    ...transaction.structured,
    lines.length > 1 ? lines.join("") : "",
    transaction.additionalInfo ?? "",
  ];
}

function mention(invoice: OpenInvoice): InvoiceMention {
  return { number: invoice.number, openCents: invoice.openCents, buyerName: invoice.buyerName };
}

const legalForms = new Set(["bv", "nv", "vof", "cv", "holding", "de", "het", "en", "van", "the"]);

function nameWords(name: string | undefined): Set<string> {
  const words = (name ?? "")
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[.\u2019']/g, "")
    .split(/[^\p{L}\p{N}]+/u);
  return new Set(words.filter((word) => word.length > 1 && !legalForms.has(word)));
}

function sharedWords(a: Set<string>, b: Set<string>): number {
  let count = 0;
  for (const word of a) if (b.has(word)) count++;
  return count;
}

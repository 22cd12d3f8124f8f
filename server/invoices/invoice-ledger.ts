import type { DatabaseSync } from "node:sqlite";
import { todayInAmsterdam } from "#src/training/course-runs.ts";
import { type InvoiceBuild, buildCreditNote } from "./build-invoice.ts";
import { buildChargeInvoice } from "./charge-invoice.ts";
import { buildMovedInvoice, type MovedRun } from "./moved-invoice.ts";
import { invoiceNumber, parseInvoiceNumber } from "./invoice-number.ts";
import {
  type InvoiceSnapshot,
  type InvoiceSnapshotV1,
  parseInvoiceSnapshot,
} from "./invoice-snapshot.ts";
import { type PrepaidFact, withPrepaid } from "./prepaid.ts";
import type { Cents } from "#src/money/money.ts";

/**
 * The invoices and credit notes in the store (migration 0005-invoices), run
 * in the store's process inside the caller's transaction: the Runs tables
 * issue an enrolment's invoice in the very transaction that confirms it, and
 * its credit notes in the one that cancels it.
 *
 * Numbers: the next of the year is read and written within the caller's
 * `BEGIN IMMEDIATE` transaction, which holds the store's one write lock, so
 * two confirmations never share or skip a number; a document that cannot be
 * built (its `problems`) is never inserted, so it burns none either. The
 * document's mail is an outbox mark on its own row, committed with it: a mail
 * that fails is retried and never takes the invoice back.
 */
export interface IssueMeta {
  /** The enrolment it is for; 0 for a document from a quote (`quoteId`). */
  enquiryId: number;
  /** The accepted quote it comes from (issue 45), when not from an enrolment. */
  quoteId?: number;
  /** "confirmed", a cancellation's cause, "charge", "participants". */
  reason: string;
  at: string;
  isMailing: boolean;
  /** Letters before the year, from the company file (`invoicing.numberPrefix`). */
  prefix?: string;
  /** A credit note's invoice (its row id). */
  refersTo?: number;
}

/** A document as stored, without its rendered files. */
export interface StoredDocument {
  id: number;
  number: string;
  kind: InvoiceSnapshot["kind"];
  /** 0 for a document from a quote. */
  enquiryId: number;
  /** The quote it comes from, or null (an enrolment's). */
  quoteId: number | null;
  refersTo: number | null;
  reason: string;
  issuedAt: string;
  issueDate: string;
  dueDate: string | null;
  buyerName: string;
  courseTitle: string;
  exclVat: Cents;
  vat: Cents;
  inclVat: Cents;
  isRendered: boolean;
  mailStatus: "pending" | "sent" | "off";
  /** For an invoice: what its credit notes credit, in cents. */
  credited: Cents;
  /** A credit note's invoice, by number. */
  refersToNumber: string | null;
  buyerVatId: string | null;
  /** The UBL's VAT category (S, AE, E, O) of its first VAT part, and its rate. */
  vatCategory: "S" | "AE" | "E" | "O";
  vatRate: number;
  /** The buyer's language, as the document was issued in. */
  language: "en" | "nl";
  /** What the invoice asks to be paid: its total less what was set off from an earlier one. */
  amountDue: Cents;
}

export type Issued = { issued: StoredDocument } | { problems: string[] };

export const documentFields = `i.id, i.number, i.kind, i.enquiry_id AS enquiryId, i.quote_id AS quoteId,
  i.refers_to AS refersTo, i.reason,
  i.issued_at AS issuedAt, i.issue_date AS issueDate, i.due_date AS dueDate, i.buyer_name AS buyerName,
  i.course_title AS courseTitle, i.excl_vat AS exclVat, i.vat, i.incl_vat AS inclVat,
  (i.pdf IS NOT NULL) AS isRendered, i.mail_status AS mailStatus,
  (SELECT coalesce(sum(c.incl_vat), 0) FROM invoices c WHERE c.refers_to = i.id) AS credited,
  json_extract(i.snapshot, '$.refersTo.number') AS refersToNumber,
  json_extract(i.snapshot, '$.buyer.vatId') AS buyerVatId,
  json_extract(i.snapshot, '$.vatBreakdown[0].category') AS vatCategory,
  json_extract(i.snapshot, '$.vatBreakdown[0].rate') AS vatRate,
  json_extract(i.snapshot, '$.language') AS language,
  CASE i.kind WHEN 'invoice' THEN i.incl_vat - coalesce((SELECT sum(json_extract(p.value, '$.amount'))
    FROM json_each(i.snapshot, '$.prepaid') p), 0) ELSE 0 END AS amountDue`;

export function openInvoiceLedger(db: DatabaseSync) {
  const nextSequence = db.prepare(
    "SELECT coalesce(max(sequence), 0) + 1 AS next FROM invoices WHERE year = ?",
  );
  const insert = db.prepare(
    `INSERT INTO invoices (number, year, sequence, kind, enquiry_id, quote_id, refers_to, reason, issued_at,
       issue_date, due_date, buyer_name, course_title, excl_vat, vat, incl_vat, snapshot, mail_status, mail_next_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  );
  const byId = db.prepare(`SELECT ${documentFields} FROM invoices i WHERE i.id = ?`);
  // An enrolment's documents: never a quote's, whose enquiry_id is 0.
  const ofEnquiry = db.prepare(
    `SELECT ${documentFields} FROM invoices i WHERE i.enquiry_id = ? AND i.quote_id IS NULL
     ORDER BY i.year, i.sequence`,
  );
  const ofQuote = db.prepare(
    `SELECT ${documentFields} FROM invoices i WHERE i.quote_id = ? ORDER BY i.year, i.sequence`,
  );
  const snapshotOf = db.prepare("SELECT snapshot FROM invoices WHERE id = ?");

  const documentById = (id: number): StoredDocument | undefined => {
    const row = byId.get(id);
    return row ? asDocument(row) : undefined;
  };

  /** Numbers and stores one document; inside the caller's transaction. */
  function issue(
    build: (number: string, issueDate: string) => InvoiceBuild,
    meta: IssueMeta,
  ): Issued {
    if (!db.isTransaction) throw new Error("An invoice is issued inside the store's transaction");
    const issueDate = todayInAmsterdam(new Date(meta.at));
    const year = Number(issueDate.slice(0, 4));
    const sequence = Number((nextSequence.get(year) as { next: number }).next);
    const number = invoiceNumber(year, sequence, meta.prefix ?? "");
    const built = build(number, issueDate);
    if ("problems" in built) return built;
    const { snapshot } = built;
    const row = insert.get(
      number,
      year,
      sequence,
      snapshot.kind,
      meta.enquiryId,
      meta.quoteId ?? null,
      meta.refersTo ?? null,
      meta.reason,
      meta.at,
      issueDate,
      snapshot.dueDate ?? null,
      snapshot.buyer.name,
      snapshot.lines[0]?.description ?? "",
      snapshot.totals.exclVat,
      snapshot.totals.vat,
      snapshot.totals.inclVat,
      JSON.stringify(snapshot),
      meta.isMailing ? "pending" : "off",
      meta.isMailing ? meta.at : null,
    ) as { id: number };
    return { issued: documentById(Number(row.id)) as StoredDocument };
  }

  function snapshot(id: number): InvoiceSnapshot | undefined {
    const row = snapshotOf.get(id) as { snapshot: string } | undefined;
    return row ? parseInvoiceSnapshot(JSON.parse(row.snapshot)) : undefined;
  }

  /** Every document of an enrolment, in number order. */
  function documentsOf(enquiryId: number): StoredDocument[] {
    return ofEnquiry.all(enquiryId).map(asDocument);
  }

  /** Every document from a quote, in number order. */
  function documentsOfQuote(quoteId: number): StoredDocument[] {
    return ofQuote.all(quoteId).map(asDocument);
  }

  /**
   * Credits what is left of each of an enrolment's invoices (a cancellation):
   * per invoice, the participants its credit notes have not credited yet, at
   * the invoice's own amounts. Returns the credit notes issued.
   */
  function creditAll(meta: Omit<IssueMeta, "refersTo" | "prefix">): StoredDocument[] {
    const credited: StoredDocument[] = [];
    for (const document of documentsOf(meta.enquiryId)) {
      if (document.kind !== "invoice" || document.credited >= document.inclVat) continue;
      const invoice = snapshot(document.id) as InvoiceSnapshot;
      const left = quantityLeft(document, invoice);
      if (left < 1) continue;
      const [only] = invoice.lines;
      const whole = invoice.lines.length > 1 || left === only?.quantity;
      const result = issue(
        (number, issueDate) =>
          buildCreditNote(invoice, { number, issueDate, ...(!whole && { quantity: left }) }),
        { ...meta, refersTo: document.id, prefix: prefixOf(document.number) },
      );
      if ("issued" in result) credited.push(result.issued);
    }
    return credited;
  }

  /** The participants of `document` its credit notes have not credited yet. */
  function quantityLeft(document: StoredDocument, invoice: InvoiceSnapshot): number {
    const total = invoice.lines.reduce((sum, line) => sum + line.quantity, 0);
    const siblings =
      document.quoteId === null
        ? documentsOf(document.enquiryId)
        : documentsOfQuote(document.quoteId);
    const creditNotes = siblings.filter((other) => other.refersTo === document.id);
    const done = creditNotes.reduce(
      (sum, note) =>
        sum + (snapshot(note.id)?.lines.reduce((count, line) => count + line.quantity, 0) ?? 0),
      0,
    );
    return total - done;
  }

  /**
   * `dropped` participants fewer on an enrolment: a credit note for them on
   * its one open course invoice (the newest with participants left).
   */
  function creditParticipants(
    dropped: number,
    meta: Omit<IssueMeta, "refersTo" | "prefix">,
  ): Issued | undefined {
    const open = documentsOf(meta.enquiryId)
      .filter((document) => document.kind === "invoice" && document.reason === "confirmed")
      .reverse()
      .find((document) => quantityLeft(document, snapshot(document.id) as InvoiceSnapshot) > 0);
    if (!open) return undefined;
    const invoice = snapshot(open.id) as InvoiceSnapshot;
    return issue(
      (number, issueDate) => buildCreditNote(invoice, { number, issueDate, quantity: dropped }),
      { ...meta, refersTo: open.id, prefix: prefixOf(open.number) },
    );
  }

  /**
   * The terms' charge after the buyer's cancellation (which reached us on `cancelledOn`), on
   * the enrolment's course invoice, taking what `prepaid` offers of the money paid before.
   */
  function charge(
    percent: number,
    meta: Omit<IssueMeta, "refersTo" | "prefix">,
    follow: {
      cancelledOn?: string;
      prepaid?: readonly PrepaidFact[];
      inclVat?: Cents;
      part?: { given: number; of: number };
    } = {},
  ): Issued | undefined {
    const course = documentsOf(meta.enquiryId)
      .filter((document) => document.kind === "invoice" && document.reason === "confirmed")
      .at(-1);
    const invoice = course && snapshot(course.id);
    // A course invoice is version 1; an invoice from a quote is charged by the owner, not the terms.
    if (!course || invoice?.version !== 1) return undefined;
    return issue(
      (number, issueDate) =>
        prepaidOn(
          buildChargeInvoice(invoice, {
            number,
            issueDate,
            percent,
            ...(follow.cancelledOn && { cancelledOn: follow.cancelledOn }),
            ...(follow.inclVat !== undefined && { inclVat: follow.inclVat }),
            ...(follow.part && { part: follow.part }),
          }),
          follow.prepaid,
        ),
      { ...meta, prefix: prefixOf(course.number) },
    );
  }

  /**
   * The buyer kept the run we moved them to: what was invoiced is credited,
   * and the course invoice issued again with the new run's dates, taking
   * what `prepaid` (asked once the credit notes are in) offers of the money
   * paid before. Nothing when nothing was invoiced. `run` in the invoice's
   * language is chosen by the caller.
   */
  function moveTo(
    run: (invoice: InvoiceSnapshotV1) => MovedRun | undefined,
    meta: Omit<IssueMeta, "refersTo" | "prefix">,
    prepaid: (credited: StoredDocument[]) => readonly PrepaidFact[] = () => [],
  ): StoredDocument[] {
    const course = documentsOf(meta.enquiryId)
      .filter((document) => document.kind === "invoice" && document.reason === "confirmed")
      .at(-1);
    const invoice = course && snapshot(course.id);
    if (!course || invoice?.version !== 1) return [];
    const to = run(invoice);
    if (!to) return [];
    const credited = creditAll(meta);
    const offered = prepaid(credited);
    const result = issue(
      (number, issueDate) =>
        prepaidOn(buildMovedInvoice(invoice, { number, issueDate, run: to }), offered),
      { ...meta, reason: "confirmed", prefix: prefixOf(course.number) },
    );
    return "issued" in result ? [...credited, result.issued] : credited;
  }

  return {
    issue,
    snapshot,
    documentById,
    documentsOf,
    documentsOfQuote,
    creditAll,
    creditParticipants,
    charge,
    moveTo,
  };
}

export type InvoiceLedger = ReturnType<typeof openInvoiceLedger>;

/**
 * What the buyer owes on an enrolment, in cents: its invoices minus its
 * credit notes (both stored positive), before payments.
 */
export function balanceOf(documents: Pick<StoredDocument, "kind" | "inclVat">[]): number {
  return documents.reduce(
    (sum, document) => sum + (document.kind === "invoice" ? document.inclVat : -document.inclVat),
    0,
  );
}

/** A built follow-on invoice with what it takes of the money paid before. */
function prepaidOn(built: InvoiceBuild, facts: readonly PrepaidFact[] | undefined): InvoiceBuild {
  return "snapshot" in built && facts?.length
    ? { snapshot: withPrepaid(built.snapshot, facts) }
    : built;
}

function prefixOf(number: string): string {
  return parseInvoiceNumber(number)?.prefix ?? "";
}

export function asDocument(row: unknown): StoredDocument {
  const copy: Record<string, unknown> = { ...(row as Record<string, unknown>) };
  for (const [key, value] of Object.entries(copy)) {
    if (typeof value === "bigint") copy[key] = Number(value);
  }
  copy.isRendered = Boolean(copy.isRendered);
  return copy as unknown as StoredDocument;
}

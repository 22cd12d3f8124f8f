import type { DatabaseSync } from "node:sqlite";
import { todayInAmsterdam } from "#src/training/course-runs.ts";
import { buildCreditNote } from "#server/invoices/build-invoice.ts";
import {
  type InvoiceLedger,
  openInvoiceLedger,
  type StoredDocument,
} from "#server/invoices/invoice-ledger.ts";
import { parseInvoiceNumber } from "#server/invoices/invoice-number.ts";
import type { Seller, VatIdCheck } from "#server/invoices/invoice-snapshot.ts";
import { settleExcess } from "#server/payments/settlement.ts";
import type { StoreConnection } from "#server/store/database.ts";
import { buildQuoteInvoice, type QuoteInvoicePart } from "./quote-invoice.ts";
import { parseQuoteSnapshot, type QuoteSnapshot } from "./quote-snapshot.ts";
import { workedByMonth, type WorkEntry, workProblems } from "./quote-work.ts";

type Row = Record<string, unknown>;

/** A part of an accepted quote waiting to be invoiced (migration 0015, `quote_billing`). */
export interface QuoteBilling {
  id: number;
  quoteId: number;
  part: "all" | "milestone";
  position: number;
  dueKind: "acceptance" | "date" | "delivery";
  /** YYYY-MM-DD; null: on delivery, until the owner's "Invoice now". */
  dueOn: string | null;
  invoiceId: number | null;
  invoiceNumber: string | null;
  problem: string | null;
}

/** What issuing needs from the server: our details and numbering today, VIES's answer, mail. */
export interface QuoteIssuing {
  at: string;
  seller: Seller;
  prefix?: string;
  isMailing: boolean;
  /** VIES's answer on the buyer's VAT ID today, by VAT ID (asked by the server, never here). */
  vatIdChecks?: Record<string, VatIdCheck>;
}

/** One invoice the server is to issue: the quote, its accepted version and what of it. */
export interface DueQuoteInvoice {
  quoteId: number;
  /** The accepted version's snapshot, as JSON. */
  snapshot: string;
  /** A billing row, or a month of work. */
  billingId?: number;
  month?: string;
}

export type QuoteIssueOutcome =
  | { issued: StoredDocument }
  | { problems: string[] }
  | { outcome: "done" | "gone" };

/**
 * Invoicing accepted quotes, in the store's process (issue 45, point 4):
 * - the acceptance's own transaction queues what the quote is to invoice
 *   (`queueAtAcceptance`): the whole at acceptance without milestones, else
 *   each milestone, due at acceptance, on its date, or on delivery;
 * - `dueQuoteInvoices` lists what is due today and not yet issued, and the
 *   months of work recorded before this one; the server asks VIES where the
 *   reverse charge needs it and issues each (`issueQuoteInvoice`) in a
 *   transaction of its own: numbered in the invoices' one gapless series,
 *   mailed by their outbox, and marked against its billing row or work so it
 *   is never issued twice. A problem (VIES did not confirm, the company file
 *   lacks) is kept on the row and tried again the next night;
 * - the owner's "Invoice now" for a milestone due on delivery, the days and
 *   hours recorded against lines invoiced as worked, and a credit note for
 *   one of the quote's invoices, its money settled as an enrolment's is.
 */
export function openQuoteBilling(connection: StoreConnection) {
  const { database: db, transaction } = connection;
  const ledger = openInvoiceLedger(db);
  const insertBilling = db.prepare(
    `INSERT OR IGNORE INTO quote_billing (quote_id, version_id, part, position, due_kind, due_on, queued_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const billingFields = `b.id, b.quote_id AS quoteId, b.part, b.position, b.due_kind AS dueKind,
    b.due_on AS dueOn, b.invoice_id AS invoiceId, i.number AS invoiceNumber, b.problem`;
  const billingsOf = db.prepare(
    `SELECT ${billingFields} FROM quote_billing b LEFT JOIN invoices i ON i.id = b.invoice_id
     WHERE b.quote_id = ? ORDER BY b.part, b.position`,
  );
  const billingById = db.prepare(
    `SELECT ${billingFields}, v.snapshot FROM quote_billing b LEFT JOIN invoices i ON i.id = b.invoice_id
     JOIN quote_versions v ON v.id = b.version_id WHERE b.id = ?`,
  );
  const due = db.prepare(
    `SELECT b.id, b.quote_id AS quoteId, v.snapshot FROM quote_billing b
     JOIN quote_versions v ON v.id = b.version_id
     WHERE b.invoice_id IS NULL AND b.due_on IS NOT NULL AND b.due_on <= ? ORDER BY b.id`,
  );
  const acceptedSnapshot = db.prepare(
    `SELECT v.snapshot FROM quote_answers a JOIN quote_versions v ON v.id = a.version_id
     WHERE a.quote_id = ? AND a.answer = 'accepted'`,
  );
  const markIssued = db.prepare(
    "UPDATE quote_billing SET invoice_id = ?, problem = NULL WHERE id = ? AND invoice_id IS NULL",
  );
  const markProblem = db.prepare("UPDATE quote_billing SET problem = ? WHERE id = ?");
  const dueNow = db.prepare(
    `UPDATE quote_billing SET due_on = ? WHERE quote_id = ? AND part = 'milestone' AND position = ?
       AND due_kind = 'delivery' AND invoice_id IS NULL`,
  );
  const workOf = db.prepare(
    `SELECT w.id, w.line_index AS lineIndex, w.worked_on AS workedOn, w.quantity_hundredths AS hundredths,
       w.note, w.is_over_confirmed AS isOverConfirmed, w.recorded_at AS recordedAt, w.recorded_by AS recordedBy,
       w.invoice_id AS invoiceId, i.number AS invoiceNumber
     FROM quote_work w LEFT JOIN invoices i ON i.id = w.invoice_id WHERE w.quote_id = ? ORDER BY w.worked_on, w.id`,
  );
  const workDue = db.prepare(
    `SELECT DISTINCT w.quote_id AS quoteId, substr(w.worked_on, 1, 7) AS month, v.snapshot
     FROM quote_work w JOIN quote_answers a ON a.quote_id = w.quote_id AND a.answer = 'accepted'
     JOIN quote_versions v ON v.id = a.version_id
     WHERE w.invoice_id IS NULL AND w.worked_on < ? ORDER BY w.quote_id, month`,
  );
  const insertWork = db.prepare(
    `INSERT INTO quote_work (quote_id, line_index, worked_on, quantity_hundredths, note, is_over_confirmed,
       recorded_at, recorded_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const markWork = db.prepare(
    `UPDATE quote_work SET invoice_id = ? WHERE quote_id = ? AND invoice_id IS NULL
       AND substr(worked_on, 1, 7) = ?`,
  );

  const accepted = (quoteId: number): QuoteSnapshot | undefined => {
    const row = acceptedSnapshot.get(quoteId) as Row | undefined;
    return row ? parseQuoteSnapshot(JSON.parse(String(row.snapshot))) : undefined;
  };
  const work = (quoteId: number): WorkEntry[] =>
    (workOf.all(quoteId) as Row[]).map((row) => ({
      id: Number(row.id),
      lineIndex: Number(row.lineIndex),
      workedOn: String(row.workedOn),
      hundredths: Number(row.hundredths),
      note: (row.note as string | null) ?? null,
      isOverConfirmed: Number(row.isOverConfirmed) === 1,
      recordedAt: String(row.recordedAt),
      recordedBy: String(row.recordedBy),
      invoiceId: row.invoiceId === null ? null : Number(row.invoiceId),
      invoiceNumber: (row.invoiceNumber as string | null) ?? null,
    }));

  function issue(
    quoteId: number,
    snapshot: QuoteSnapshot,
    part: QuoteInvoicePart,
    input: QuoteIssuing,
  ) {
    const vatIdCheck = snapshot.buyer.vatId ? input.vatIdChecks?.[snapshot.buyer.vatId] : undefined;
    return ledger.issue(
      (number, issueDate) =>
        buildQuoteInvoice({
          number,
          issueDate,
          quoteId,
          quote: snapshot,
          part,
          seller: input.seller,
          ...(vatIdCheck && { vatIdCheck }),
        }),
      {
        enquiryId: 0,
        quoteId,
        reason: part.kind === "worked" ? "worked" : part.kind,
        at: input.at,
        isMailing: input.isMailing,
        ...(input.prefix && { prefix: input.prefix }),
      },
    );
  }

  return {
    /**
     * In the acceptance's transaction (quote-answers.ts): what the accepted
     * version is to invoice, each part with the day it falls due.
     */
    queueAtAcceptance(versionId: number, quoteId: number, snapshotJson: string, at: string) {
      const snapshot = parseQuoteSnapshot(JSON.parse(snapshotJson));
      const today = todayInAmsterdam(new Date(at));
      const hasScheduled = snapshot.lines.some((line) => !line.isInvoicedAsWorked);
      if (snapshot.milestones.length === 0) {
        if (hasScheduled) insertBilling.run(quoteId, versionId, "all", 0, "acceptance", today, at);
        return;
      }
      snapshot.milestones.forEach((milestone, position) => {
        const dueOn =
          milestone.due.kind === "acceptance"
            ? today
            : milestone.due.kind === "date"
              ? milestone.due.date
              : null;
        insertBilling.run(quoteId, versionId, "milestone", position, milestone.due.kind, dueOn, at);
      });
    },

    methods: {
      /** Everything due by `today` and not yet invoiced: billing rows, and months of work before this one. */
      dueQuoteInvoices(today: string): DueQuoteInvoice[] {
        const billed = (due.all(today) as Row[]).map((row) => ({
          quoteId: Number(row.quoteId),
          snapshot: String(row.snapshot),
          billingId: Number(row.id),
        }));
        const worked = (workDue.all(`${today.slice(0, 7)}-01`) as Row[]).map((row) => ({
          quoteId: Number(row.quoteId),
          snapshot: String(row.snapshot),
          month: String(row.month),
        }));
        return [...billed, ...worked];
      },

      /** One due invoice issued, in its own transaction: never twice, a problem kept on its row. */
      issueQuoteInvoice(due: Omit<DueQuoteInvoice, "snapshot">, input: QuoteIssuing) {
        return transaction((): QuoteIssueOutcome => {
          const snapshot = accepted(due.quoteId);
          if (!snapshot) return { outcome: "gone" };
          if (due.billingId !== undefined) {
            const row = billingById.get(due.billingId) as Row | undefined;
            if (!row || Number(row.quoteId) !== due.quoteId) return { outcome: "gone" };
            if (row.invoiceId !== null) return { outcome: "done" };
            const part: QuoteInvoicePart =
              row.part === "all"
                ? { kind: "all" }
                : { kind: "milestone", index: Number(row.position) };
            const result = issue(due.quoteId, snapshot, part, input);
            if ("problems" in result) markProblem.run(result.problems.join(" "), due.billingId);
            else markIssued.run(result.issued.id, due.billingId);
            return result;
          }
          const month = due.month ?? "";
          const entries = work(due.quoteId).filter(
            (entry) => entry.invoiceId === null && entry.workedOn.startsWith(month),
          );
          if (entries.length === 0) return { outcome: "done" };
          const result = issue(
            due.quoteId,
            snapshot,
            { kind: "worked", month, worked: workedByMonth(entries) },
            input,
          );
          if ("issued" in result) markWork.run(result.issued.id, due.quoteId, month);
          return result;
        });
      },

      /** What an accepted quote invoices and when, with the invoice each part became. */
      quoteBillings(quoteId: number): QuoteBilling[] {
        return (billingsOf.all(quoteId) as Row[]).map((row) => ({
          id: Number(row.id),
          quoteId: Number(row.quoteId),
          part: row.part as QuoteBilling["part"],
          position: Number(row.position),
          dueKind: row.dueKind as QuoteBilling["dueKind"],
          dueOn: (row.dueOn as string | null) ?? null,
          invoiceId: row.invoiceId === null ? null : Number(row.invoiceId),
          invoiceNumber: (row.invoiceNumber as string | null) ?? null,
          problem: (row.problem as string | null) ?? null,
        }));
      },

      /** Every invoice and credit note from the quote, in number order. */
      quoteDocuments(quoteId: number): StoredDocument[] {
        return ledger.documentsOfQuote(quoteId);
      },

      /** The owner's "Invoice now" for a milestone due on delivery: due today. Whether it was waiting. */
      invoiceMilestoneNow(quoteId: number, position: number, today: string): boolean {
        return transaction(() => dueNow.run(today, quoteId, position).changes === 1);
      },

      quoteWork(quoteId: number): WorkEntry[] {
        return work(quoteId);
      },

      /**
       * Days or hours worked on a line invoiced as worked, recorded by the
       * owner: refused (with why) for a quote not accepted, a line not
       * invoiced as worked, or more than the quote's quantity left without the
       * owner's confirmation.
       */
      recordQuoteWork(input: {
        quoteId: number;
        lineIndex: number;
        workedOn: string;
        hundredths: number;
        note: string;
        isOverConfirmed: boolean;
        at: string;
        by: string;
      }): { recorded: number } | { problems: string[]; isOver?: boolean } {
        return transaction(() => {
          const snapshot = accepted(input.quoteId);
          if (!snapshot) return { problems: ["Work is recorded only against an accepted quote."] };
          const today = todayInAmsterdam(new Date(input.at));
          const refused = workProblems(snapshot, work(input.quoteId), input, today);
          if (refused) return refused;
          const id = insertWork.run(
            input.quoteId,
            input.lineIndex,
            input.workedOn,
            input.hundredths,
            input.note.trim() || null,
            input.isOverConfirmed ? 1 : 0,
            input.at,
            input.by,
          ).lastInsertRowid;
          return { recorded: Number(id) };
        });
      },

      /**
       * A credit note for one invoice from the quote (all of it), and what was
       * paid on it set off against the quote's other open invoices or owed
       * back, in one transaction, as an enrolment's cancellation settles.
       */
      creditQuoteInvoice(input: {
        quoteId: number;
        invoiceId: number;
        at: string;
        isMailing: boolean;
        by: string;
      }): QuoteIssueOutcome {
        return transaction((): QuoteIssueOutcome => {
          return creditOne(ledger, db, input);
        });
      },
    },
  };
}

function creditOne(
  ledger: InvoiceLedger,
  db: DatabaseSync,
  input: { quoteId: number; invoiceId: number; at: string; isMailing: boolean; by: string },
): QuoteIssueOutcome {
  const document = ledger.documentById(input.invoiceId);
  if (!document || document.quoteId !== input.quoteId || document.kind !== "invoice") {
    return { outcome: "gone" };
  }
  if (document.credited >= document.inclVat) return { outcome: "done" };
  const invoice = ledger.snapshot(document.id);
  if (!invoice) return { outcome: "gone" };
  const prefix = parseInvoiceNumber(document.number)?.prefix ?? "";
  const result = ledger.issue(
    (number, issueDate) => buildCreditNote(invoice, { number, issueDate }),
    {
      enquiryId: 0,
      quoteId: input.quoteId,
      reason: "credited",
      at: input.at,
      isMailing: input.isMailing,
      refersTo: document.id,
      ...(prefix && { prefix }),
    },
  );
  if ("issued" in result) {
    settleExcess(db, document.id, {
      at: input.at,
      by: input.by,
      receivedOn: todayInAmsterdam(new Date(input.at)),
      creditNote: result.issued,
      reason: `after credit note ${result.issued.number}`,
    });
  }
  return result;
}

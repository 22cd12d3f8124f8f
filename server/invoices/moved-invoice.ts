import { dueDate } from "./due-date.ts";
import type { InvoiceBuild } from "./build-invoice.ts";
import type { InvoiceSnapshotV1 } from "./invoice-snapshot.ts";

/** The run an enrolment was moved to, as the move's mail named it. */
export interface MovedRun {
  label: string;
  start: string;
  end: string;
}

/**
 * The new invoice after the buyer kept the run we moved them to: the old
 * invoice's lines, buyer, amounts and VAT (the fee as enrolled, never
 * re-reckoned), with the new run's dates as the date of supply and its label
 * on each line, a new number and date, and its own due date. It follows the
 * credit note that cancels the old invoice: never an edit of it.
 */
export function buildMovedInvoice(
  invoice: InvoiceSnapshotV1,
  facts: { number: string; issueDate: string; run: MovedRun },
): InvoiceBuild {
  if (invoice.kind !== "invoice") return { problems: ["Only an invoice can be moved."] };
  if (facts.run.end < facts.run.start) return { problems: ["The run ends before it starts."] };
  const { refersTo: _none, ...kept } = invoice;
  return {
    snapshot: {
      ...kept,
      number: facts.number,
      issueDate: facts.issueDate,
      supply: { start: facts.run.start, end: facts.run.end },
      lines: invoice.lines.map((line) => ({ ...line, runLabel: facts.run.label })),
      dueDate: dueDate(facts.issueDate, facts.run.start),
      paymentReference: facts.number,
    },
  };
}

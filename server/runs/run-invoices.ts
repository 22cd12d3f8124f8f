import type { DatabaseSync } from "node:sqlite";
import type { Language } from "#src/i18n/languages.ts";
import type { EnrolmentCatalogue } from "#src/training/enrolment-catalogue.server.ts";
import { buyerChargePercent, type CancellationCause } from "#src/training/cancellation-terms.ts";
import { buildInvoice, type InvoiceFacts } from "#server/invoices/build-invoice.ts";
import type { StoredDocument } from "#server/invoices/invoice-ledger.ts";
import type { EnrolmentRecord } from "#server/mail/enrolment-mails.ts";
import type { RunMailFacts } from "#server/mail/run-mails.ts";
import type { InvoicingContext, NoInvoiceReason, RosterRow } from "./roster-types.ts";
import { readEnrolmentPrice } from "#server/mail/enrolment-price.ts";
import { openSettlingLedger } from "./settling-ledger.ts";
import type { CourseDays } from "#src/training/course-days-given.ts";

export type { InvoicingContext, NoInvoiceReason } from "./roster-types.ts";

/**
 * The invoice an enrolment's confirmation issues, as facts for
 * buildInvoice, or why it gets none: a request without obligation (no date
 * yet, in-company) or a course with its price on request.
 */
export function enrolmentInvoiceFacts(
  row: RosterRow,
  facts: Pick<RunMailFacts, "course" | "run">,
  context: InvoicingContext,
): { facts: (number: string, issueDate: string) => InvoiceFacts } | { none: NoInvoiceReason } {
  const record = parseRecord(row.details);
  // A private run's enrolment: its accepted quote is invoiced, never the enrolment.
  if (record.privateOf) return { none: "private-run" };
  const start = facts.run.start ?? record.run?.start;
  if (record.isRequest || !start) return { none: "request" };
  const fee = readEnrolmentPrice(record).feeCents;
  if (fee === undefined || !(fee > 0)) return { none: "no-fee" };
  const lang: Language = row.language;
  const isBusiness = record.buyer === "business";
  const address = record.buyerAddress;
  const names = participantNames(row.participantList);
  return {
    facts: (number, issueDate) => ({
      number,
      issueDate,
      language: lang,
      enrolmentId: row.id,
      enrolmentReference: enrolmentReference(row.id),
      seller: context.seller,
      vat: context.vat,
      buyer: {
        kind: isBusiness ? "business" : "private",
        name: isBusiness ? (record.company ?? "") : row.name,
        ...(isBusiness && { contactName: row.name }),
        address: address
          ? {
              street: address.street,
              postalCode: address.postalCode,
              city: address.city,
              countryCode: address.country,
            }
          : {},
        ...(isBusiness && record.vatId && { vatId: record.vatId }),
        email: (isBusiness && record.invoiceEmail) || row.email,
        ...(record.po?.trim() && { poNumber: record.po }),
      },
      course: { title: facts.course[lang] || record.course?.title || row.courseKey },
      run: {
        label: facts.run.label[lang] || record.run?.label || row.runKey,
        start,
        end: facts.run.end ?? record.run?.end ?? start,
        mode: facts.run.mode ?? record.run?.mode ?? "classroom",
      },
      feePerParticipant: fee,
      participants: row.participants,
      ...(names.length > 0 && { participantNames: names }),
      // The reverse charge only on VIES's confirmation, asked by the server (place-of-supply.ts).
      vatIdCheck: context.vatIdCheck ?? "not-asked",
    }),
  };
}

/** Our invoicing details from the live release's catalogue; undefined while it issues none. */
export function invoicingContextOf(
  catalogue: Pick<EnrolmentCatalogue, "invoicing" | "vat"> | undefined,
): InvoicingContext | undefined {
  const invoicing = catalogue?.invoicing;
  if (!catalogue || !invoicing || !("seller" in invoicing)) return undefined;
  return {
    seller: invoicing.seller,
    vat: catalogue.vat,
    ...(invoicing.numberPrefix && { numberPrefix: invoicing.numberPrefix }),
  };
}

/** The reference an enrolment is printed with when the buyer gave no PO number. */
export function enrolmentReference(id: number): string {
  return `E-${id}`;
}

/**
 * What confirming `row` would do about its invoice, for the roster before the
 * button is pressed: issue one, issue none (and why), or be refused (the
 * problems, the same words the confirmation would give).
 */
export function invoicePreview(
  row: RosterRow,
  facts: Pick<RunMailFacts, "course" | "run">,
  context: InvoicingContext,
  today: string,
): { none: NoInvoiceReason } | { problems: string[] } | { isReady: true } {
  const decided = enrolmentInvoiceFacts(row, facts, context);
  if ("none" in decided) return decided;
  const built = buildInvoice(decided.facts(`${today.slice(0, 4)}-0001`, today));
  return "problems" in built ? built : { isReady: true };
}

export type InvoiceOutcome =
  | { issued: StoredDocument[]; none?: NoInvoiceReason }
  | { problems: string[] };

/**
 * The documents a change to an enrolment's place issues, inside its
 * transaction (run-tables.ts): on confirmation its invoice (or the problems
 * that refuse the confirmation); on cancelling a confirmed enrolment, by the
 * cause recorded, credit notes for what was invoiced and, for the buyer's own
 * cancellation with the terms' charge, a new invoice for the charge:
 * - a withdrawal after the start with the express request (`partGiven`, withdrawal-tables.ts):
 *   credited, and an invoice for the part given pro rata that takes what was paid (set off);
 * - withdrawal, run-cancelled (the buyer chose the refund) and a free
 *   cancellation by the buyer: everything invoiced is credited;
 * - the buyer's with 50 %: credited, and an invoice for the 50 % that takes
 *   what was paid (set off) before the rest is refunded;
 * - the buyer's with 100 %: the invoice stands, nothing credited;
 * - a consumer's at a charge (50 or 100 %, after the withdrawal period): credited, the terms'
 *   charge held of what was paid and the rest refunded; the charge is invoiced after the start
 *   at the amount the owner confirms (confirmCharge in settling-ledger.ts; review 3, M7).
 * What was paid is settled in the same transaction (settling-ledger.ts).
 */
export function openRunInvoices(db: DatabaseSync) {
  const ledger = openSettlingLedger(db);
  return {
    ledger,
    onConfirm(
      row: RosterRow,
      facts: Pick<RunMailFacts, "course" | "run">,
      change: { at: string; isMailing: boolean; invoicing?: InvoicingContext },
    ): InvoiceOutcome {
      if (!change.invoicing) return { issued: [] };
      // Confirmed once already (by another way in): its invoice stands, none is added.
      const existing = ledger
        .documentsOf(row.id)
        .filter((document) => document.kind === "invoice" && document.reason === "confirmed");
      if (
        existing.length > 0 &&
        existing.some((document) => document.credited < document.inclVat)
      ) {
        return { issued: [] };
      }
      const decided = enrolmentInvoiceFacts(row, facts, change.invoicing);
      if ("none" in decided) return { issued: [], none: decided.none };
      const result = ledger.issue(
        (number, issueDate) => buildInvoice(decided.facts(number, issueDate)),
        {
          enquiryId: row.id,
          reason: "confirmed",
          at: change.at,
          isMailing: change.isMailing,
          ...(change.invoicing.numberPrefix && { prefix: change.invoicing.numberPrefix }),
        },
      );
      return "issued" in result ? { issued: [result.issued] } : result;
    },

    onCancel(
      row: RosterRow,
      cause: CancellationCause,
      runStart: string | undefined,
      change: { at: string; isMailing: boolean; receivedOn: string; partGiven?: CourseDays },
    ): { issued: StoredDocument[]; ceilingPercent?: number } {
      if (row.place !== "confirmed") return { issued: [] };
      const meta = {
        enquiryId: row.id,
        reason: cause,
        at: change.at,
        isMailing: change.isMailing,
        receivedOn: change.receivedOn,
      };
      // A withdrawal after the start at the consumer's express request: the part given is owed.
      if (cause === "withdrawal" && change.partGiven) {
        return { issued: ledger.creditAndCharge({ part: change.partGiven }, meta) };
      }
      // The terms' scale counts from the day the cancellation reached us (review 3, M5).
      const percent =
        cause === "buyer" && runStart ? buyerChargePercent(runStart, change.receivedOn) : 0;
      if (percent > 0 && parseRecord(row.details).buyer === "private") {
        // A consumer owes at most the terms' charge: invoiced after the start (review 3, M7).
        return { issued: ledger.creditHolding(percent, meta), ceilingPercent: percent };
      }
      if (percent === 100) return { issued: [] };
      return {
        issued: percent === 0 ? ledger.creditAll(meta) : ledger.creditAndCharge({ percent }, meta),
      };
    },
  };
}

function parseRecord(details: string | null): Partial<EnrolmentRecord> {
  try {
    return JSON.parse(details ?? "{}") as Partial<EnrolmentRecord>;
  } catch {
    return {};
  }
}

function participantNames(list: string | undefined): string[] {
  if (!list) return [];
  try {
    return (JSON.parse(list) as { name: string | null }[])
      .map((participant) => participant.name?.trim() ?? "")
      .filter(Boolean);
  } catch {
    return [];
  }
}

import { csvText } from "#server/http/csv.ts";
import type { EnrolmentRecord } from "#server/mail/enrolment-mails.ts";
import { type Cents, decimalEuros, timesCount } from "#src/money/money.ts";
import { readEnrolmentPrice } from "#server/mail/enrolment-price.ts";
import type { RosterRow } from "#server/runs/roster-types.ts";

/** The invoicing columns of a run's roster, one row per enrolment. */
export const rosterColumns = [
  "id",
  "receivedAt",
  "status",
  "participants",
  "name",
  "email",
  "phone",
  "buyer",
  "company",
  "po",
  "invoice",
  "address",
  "course",
  "run",
  "feeShown",
  "feeExclVat",
  "feeInclVat",
  "totalExclVat",
  "totalInclVat",
  "expressRequest",
  "termsVersion",
  "language",
  // Added with participants by name and the structured address (issues 32, 34), after the
  // earlier columns so a sheet reading them by position keeps working.
  "street",
  "postalCode",
  "city",
  "country",
  "vatId",
  "invoiceEmail",
  "participantNames",
  "participantEmails",
  // Attendance is not a column: the held-out browser suite reads this header exactly, and an
  // invoice does not depend on who came.
  "request",
] as const;

export interface RosterParticipant {
  name: string;
  email: string;
  position: number;
  /** "present", "partly", "absent", or "" while unmarked. */
  attendance: string;
}

/** An enrolment's participants as the store keeps them (unnamed: an empty name). */
export function rosterParticipants(row: RosterRow): RosterParticipant[] {
  const list = JSON.parse(row.participantList ?? "[]") as {
    name: string | null;
    email: string | null;
    position?: number;
    attendance?: string | null;
  }[];
  return list.map((participant, index) => ({
    name: participant.name ?? "",
    email: participant.email ?? "",
    position: participant.position ?? index + 1,
    attendance: participant.attendance ?? "",
  }));
}

/**
 * A run's roster as CSV for invoicing, with the same escaping as the other
 * exports (server/http/csv.ts: RFC 4180, formula-safe): who pays, where the invoice
 * goes, and the amounts per participant and in total, as the enrolment
 * recorded them.
 */
export function rosterToCsv(rows: RosterRow[], run: { course: string; label: string }): string {
  const records = rows.map((row) => {
    const record = JSON.parse(row.details ?? "{}") as Partial<EnrolmentRecord>;
    const price = readEnrolmentPrice(record);
    const participants = rosterParticipants(row);
    // Euros with two decimals ("1813.79"): a number the bookkeeper's spreadsheet sums.
    const amount = (cents: Cents | undefined) => (cents === undefined ? "" : decimalEuros(cents));
    const total = (cents: Cents | undefined) =>
      cents === undefined ? "" : decimalEuros(timesCount(cents, row.participants));
    return {
      id: String(row.id),
      receivedAt: row.receivedAt,
      status: row.place ?? "to confirm",
      participants: String(row.participants),
      name: row.name,
      email: row.email,
      phone: row.phone,
      buyer: record.buyer ?? "",
      company: record.company ?? "",
      po: record.po ?? "",
      invoice: record.invoice ?? "",
      address: record.address ?? "",
      course: run.course,
      run: run.label,
      feeShown: price.shown ?? "",
      feeExclVat: amount(price.exclVatCents),
      feeInclVat: amount(price.inclVatCents),
      totalExclVat: total(price.exclVatCents),
      totalInclVat: total(price.inclVatCents),
      expressRequest: record.consents?.expressRequest ? "yes" : "",
      termsVersion: record.consents?.terms?.version ?? "",
      language: row.language,
      street: record.buyerAddress?.street ?? "",
      postalCode: record.buyerAddress?.postalCode ?? "",
      city: record.buyerAddress?.city ?? "",
      country: record.buyerAddress?.country ?? "",
      vatId: record.vatId ?? "",
      invoiceEmail: record.invoiceEmail ?? "",
      // One cell each, in the same order: "Ada Lovelace; (to be named)" and "ada@…; ".
      participantNames: participants.map((each) => each.name || "(to be named)").join("; "),
      participantEmails: participants.map((each) => each.email).join("; "),
      request: record.isRequest ? "yes" : "",
    } satisfies Record<(typeof rosterColumns)[number], string>;
  });
  return csvText(rosterColumns, records);
}

/** The attendance list's columns, one row per participant. */
export const participantColumns = [
  "enrolment",
  "status",
  "position",
  "name",
  "email",
  "booker",
  "bookerEmail",
  "company",
  "attendance",
  "course",
  "run",
] as const;

/**
 * A run's participants as CSV, one row each (the attendance list, a sign-in
 * sheet), in roster order; cancelled enrolments left out. A participant
 * without an e-mail of their own has their mails go to the booker's.
 */
export function participantsToCsv(
  rows: RosterRow[],
  run: { course: string; label: string },
): string {
  const records = rows
    .filter((row) => row.place !== "cancelled")
    .flatMap((row) => {
      const record = JSON.parse(row.details ?? "{}") as Partial<EnrolmentRecord>;
      return rosterParticipants(row).map(
        (participant) =>
          ({
            enrolment: String(row.id),
            status: row.place ?? "to confirm",
            position: String(participant.position),
            name: participant.name || "(to be named)",
            email: participant.email,
            booker: row.name,
            bookerEmail: row.email,
            company: record.company ?? "",
            attendance: participant.attendance,
            course: run.course,
            run: run.label,
          }) satisfies Record<(typeof participantColumns)[number], string>,
      );
    });
  return csvText(participantColumns, records);
}

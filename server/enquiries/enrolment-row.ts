import type { EnrolmentRecord } from "#server/mail/enrolment-mails.ts";
import { readEnrolmentPrice } from "#server/mail/enrolment-price.ts";
import type { Enquiry } from "./enquiry-tables.ts";

/** "Ada Lovelace <ada@example.nl>; (to be named)": the participants as posted, in order. */
export function participantsText(list: { name?: string | null; email?: string | null }[]): string {
  return list
    .map(
      (participant) =>
        `${participant.name || "(to be named)"}${participant.email ? ` <${participant.email}>` : ""}`,
    )
    .join("; ");
}

/** An enrolment as the owner reads it: one flat row, the terms' text left out (only its version). */
export function enrolmentRow(enquiry: Enquiry): Record<(typeof enrolmentColumns)[number], string> {
  const record = JSON.parse(enquiry.details ?? "{}") as Partial<EnrolmentRecord>;
  return {
    id: String(enquiry.id),
    receivedAt: enquiry.receivedAt,
    language: enquiry.language,
    course: record.course?.title ?? "",
    run: record.run?.label ?? "",
    runStart: record.run?.start ?? "",
    participants: String(record.participants ?? ""),
    buyer: record.buyer ?? "",
    name: enquiry.name,
    email: enquiry.email,
    phone: enquiry.phone,
    company: record.company ?? "",
    invoice: record.invoice ?? "",
    po: record.po ?? "",
    address: record.address ?? "",
    street: record.buyerAddress?.street ?? "",
    postalCode: record.buyerAddress?.postalCode ?? "",
    city: record.buyerAddress?.city ?? "",
    country: record.buyerAddress?.country ?? "",
    invoiceEmail: record.invoiceEmail ?? "",
    vatId: record.vatId ?? "",
    participantNames: participantsText(record.participantList ?? []),
    request: record.isRequest ? "yes" : "",
    fee: readEnrolmentPrice(record).shown ?? "",
    termsVersion: record.consents?.terms?.version ?? "",
    expressRequest: record.consents?.expressRequest ? "yes" : "",
    remarks: enquiry.message,
    mailStatus: enquiry.mailStatus,
  };
}

export const enrolmentColumns = [
  "id",
  "receivedAt",
  "language",
  "course",
  "run",
  "runStart",
  "participants",
  "buyer",
  "name",
  "email",
  "phone",
  "company",
  "invoice",
  "po",
  "address",
  "fee",
  "termsVersion",
  "expressRequest",
  "remarks",
  "mailStatus",
  // Added with participants by name and the structured address (issues 32, 34): after the
  // earlier columns, so a sheet that reads them by position keeps working.
  "street",
  "postalCode",
  "city",
  "country",
  "invoiceEmail",
  "vatId",
  "participantNames",
  "request",
] as const;

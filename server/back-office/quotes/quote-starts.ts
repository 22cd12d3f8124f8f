import { buyerAddress } from "#src/forms/buyer-address.ts";
import type { Enquiry } from "#server/enquiries/enquiry-tables.ts";
import type { EnrolmentRecord } from "#server/mail/enrolment-mails.ts";
import { emptyValues, type QuoteFormValues } from "#server/quotes/quote-form.ts";

/**
 * A new quote's form as it starts: empty, or from an enquiry, whose buyer and
 * message come along. A contact-form enquiry gives the person (name, e-mail,
 * phone, language) and the message; an enrolment request (no date yet,
 * in-company) also its company, address, VAT ID, invoice e-mail, PO number
 * and course, named on a first line still to be priced.
 */
export function enquiryValues(
  enquiry: Enquiry | undefined,
  today: string,
): { values: QuoteFormValues; notes: string[] } {
  const values = emptyValues(today);
  if (!enquiry) return { values, notes: [] };
  const record: Partial<EnrolmentRecord> =
    enquiry.kind === "enrolment" ? JSON.parse(enquiry.details ?? "{}") : {};
  const address = record.buyerAddress ?? buyerAddress({});
  const notes = [
    `From the ${enquiry.kind === "enrolment" ? "request" : "enquiry"} of ${enquiry.name}: check what came along and fill in the rest. Their message is under “Their request”, which the quote does not print.`,
    ...(record.buyer === "private"
      ? [
          "They asked as a private person: quotes are for businesses only (accepting one online would be a distance contract with a consumer's own rights). Make one only if they buy for their business.",
        ]
      : []),
  ];
  return {
    notes,
    values: {
      ...values,
      language: enquiry.language,
      company: record.company ?? "",
      contactName: enquiry.name,
      contactEmail: enquiry.email,
      phone: enquiry.phone,
      ...(record.buyerAddress && {
        street: address.street,
        postalCode: address.postalCode,
        city: address.city,
        country: address.country,
      }),
      invoiceEmail: record.invoiceEmail ?? "",
      vatId: record.vatId ?? "",
      reference: record.po ?? "",
      requestNote: enquiry.message,
      lines: record.course?.title
        ? [
            {
              kind: "training",
              description: `${record.course.title}${record.run?.label ? `, ${record.run.label}` : ""}`,
              quantity: "",
              unit: "day",
              price: "",
              isInvoicedAsWorked: false,
            },
          ]
        : [],
    },
  };
}

/**
 * The period the Quotes page shows, by the day each quote was first sent:
 * `from` and `to` from its address, else the twelve months up to today (the
 * first of the month eleven months back), so the share accepted is seen over
 * a year, month by month.
 */
export function quotePeriodIn(url: URL, today: string): { from: string; to: string } {
  const [year, month] = today.split("-").map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 12, 1)).toISOString().slice(0, 10);
  const day = (name: string, fallback: string) => {
    const value = url.searchParams.get(name) ?? "";
    const date = new Date(`${value}T12:00:00Z`);
    return /^\d{4}-\d{2}-\d{2}$/.test(value) &&
      !Number.isNaN(date.getTime()) &&
      date.toISOString().slice(0, 10) === value
      ? value
      : fallback;
  };
  return { from: day("from", first), to: day("to", today) };
}

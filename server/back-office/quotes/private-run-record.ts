import type { Language } from "#src/i18n/languages.ts";
import type {
  EnrolmentCatalogue,
  EnrolmentCourse,
} from "#src/training/enrolment-catalogue.server.ts";
import { unnamedParticipants } from "#src/forms/participant-list.ts";
import type { EnrolmentRecord } from "#server/mail/enrolment-mails.ts";
import type { QuoteSnapshot } from "#server/quotes/quote-snapshot.ts";

/**
 * The enrolment a private run is made with: the accepted quote's buyer as a business (its
 * organisation, address, invoice e-mail, VAT ID and reference), its contact as the booker,
 * that many participants still to be named, and the course terms of the live release as the
 * quote named them, accepted with the quote. No price: the quote is invoiced, never this
 * enrolment (`privateOf`). The run's key and label are the store's to add (private-run-tables.ts).
 */
export function privateRunRecord(facts: {
  snapshot: QuoteSnapshot;
  acceptedAt: string;
  course: EnrolmentCourse;
  terms: EnrolmentCatalogue["terms"];
  language: Language;
  participants: number;
}): EnrolmentRecord {
  const { snapshot, course, language } = facts;
  const { buyer } = snapshot;
  const courseTerms = snapshot.terms.find((terms) => terms.page === "courseTerms");
  return {
    course: { key: course.key, title: course.title[language], page: course.path[language] },
    run: { key: "", label: "" },
    buyer: "business",
    company: buyer.company,
    ...(snapshot.reference && { po: snapshot.reference }),
    buyerAddress: {
      street: buyer.address.street,
      postalCode: buyer.address.postalCode,
      city: buyer.address.city,
      country: buyer.address.countryCode,
    },
    ...(buyer.invoiceEmail && { invoiceEmail: buyer.invoiceEmail }),
    ...(buyer.vatId && { vatId: buyer.vatId }),
    participants: facts.participants,
    participantList: unnamedParticipants(facts.participants),
    price: {},
    consents: {
      terms: { version: courseTerms?.version ?? facts.terms.version, at: facts.acceptedAt },
    },
    terms: {
      version: courseTerms?.version ?? facts.terms.version,
      text: facts.terms.text[language],
    },
    privateOf: snapshot.number,
  };
}

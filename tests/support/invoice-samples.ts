import type { InvoiceSnapshot } from "#server/invoices/invoice-snapshot.ts";
import {
  germanBuyer,
  issuedCreditNote,
  issuedInvoice,
  namesInManyScripts,
  privateBuyer,
} from "./invoice-facts.ts";
import { centsFromEuros } from "#src/money/money.ts";

/**
 * One document of each kind the invoices can be: standard-rated to a business
 * and to a private person, reverse charge, exempt, credit notes, both
 * languages, a long name and address with twelve participants, and a business
 * without a VAT ID. Shared by the tests, the bench and scripts/invoice-samples.ts.
 */
export function sampleSnapshots(): Record<string, InvoiceSnapshot> {
  const business = issuedInvoice();
  const reverse = issuedInvoice({
    number: "2027-0003",
    language: "en",
    buyer: {
      ...germanBuyer,
      name: "Müller & Söhne Softwareentwicklung und Qualitätssicherung für Eingebettete Systeme GmbH & Co. KG",
      address: {
        street:
          "Hauptstraße 221, Gebäude C, 3. Obergeschoss, Abteilung Einkauf und Rechnungsprüfung",
        postalCode: "70173",
        city: "Stuttgart-Bad Cannstatt",
        countryCode: "DE",
      },
    },
    run: {
      label: "10–12 May 2027, online",
      start: "2027-05-10",
      end: "2027-05-12",
      mode: "online",
    },
    participants: 12,
    participantNames: namesInManyScripts,
  });
  return {
    "standard-business-nl": business,
    "standard-private-en": issuedInvoice({
      number: "2027-0002",
      language: "en",
      buyer: privateBuyer,
      feePerParticipant: centsFromEuros(999.99),
      participants: 3,
      participantNames: [privateBuyer.name],
    }),
    "reverse-charge-en": reverse,
    "exempt-nl": issuedInvoice({ number: "2027-0004", vat: { basis: "exempt", rate: 0 } }),
    // No VAT ID: no electronic address Peppol knows, so plain EN 16931 (invoice-ubl.ts).
    "no-vat-id-en": issuedInvoice({
      number: "2027-0007",
      language: "en",
      buyer: {
        kind: "business",
        name: "Stichting Opleidingen Zuid",
        address: { street: "Markt 1", postalCode: "5611 EB", city: "Eindhoven", countryCode: "NL" },
        email: "administratie@opleidingen.example",
      },
    }),
    "credit-note-nl": issuedCreditNote(business, { number: "2027-0005" }),
    "credit-note-en": issuedCreditNote(reverse, { number: "2027-0006", quantity: 2 }),
  };
}

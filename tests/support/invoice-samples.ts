import type { InvoiceFacts } from "#server/invoices/build-invoice.ts";
import type { InvoiceSnapshot } from "#server/invoices/invoice-snapshot.ts";
import {
  germanBuyer,
  invoiceFacts,
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

/** The buyers of `ublVariants`: each with the run it buys, which decides where it is supplied. */
const variantBuyers: Record<
  string,
  { buyer: InvoiceFacts["buyer"]; mode: InvoiceFacts["run"]["mode"]; names?: string[] }
> = {
  // Dutch, with a PO number and a contact: Dutch VAT, or the exemption.
  "nl-po": { buyer: invoiceFacts().buyer, mode: "classroom" },
  // Abroad in a classroom run here: still Dutch VAT, its VAT ID under Belgium's scheme.
  "be-classroom": {
    buyer: {
      kind: "business",
      name: "Qualiteam BV",
      address: {
        street: "Rue Royale 12",
        postalCode: "1000",
        city: "Bruxelles",
        countryCode: "BE",
      },
      vatId: "BE0123456789",
      email: "factures@qualiteam.example",
    },
    mode: "classroom",
  },
  // An online run for EU businesses abroad: the reverse charge, whatever our VAT setting.
  "de-online-po": { buyer: { ...germanBuyer, poNumber: "4500012345" }, mode: "online" },
  "fr-online": {
    buyer: {
      kind: "business",
      name: "Société Générale d'Ingénierie Logicielle",
      contactName: "Zoë Lefèvre",
      address: {
        street: "12 rue de l'Été",
        postalCode: "69002",
        city: "Lyon",
        countryCode: "FR",
      },
      vatId: "FR40123456789",
      email: "comptabilite@sgil.example",
    },
    mode: "in-company",
    names: namesInManyScripts,
  },
  // Sweden has no VAT scheme in Peppol's list: EM, plain EN 16931 (invoice-ubl.ts).
  "se-online": {
    buyer: {
      kind: "business",
      name: "Ångström Testkonsult AB",
      address: {
        street: "Drottninggatan 5",
        postalCode: "111 51",
        city: "Stockholm",
        countryCode: "SE",
      },
      vatId: "SE123456789001",
      email: "faktura@angstrom.example",
    },
    mode: "online",
  },
  "nl-no-vat-id": {
    buyer: {
      kind: "business",
      name: "Stichting Opleidingen Zuid",
      address: { street: "Markt 1", postalCode: "5611 EB", city: "Eindhoven", countryCode: "NL" },
      email: "administratie@opleidingen.example",
    },
    mode: "classroom",
  },
  // XML's own characters in every text the buyer typed.
  "nl-xml-characters": {
    buyer: {
      kind: "business",
      name: `Jansen & Zn. <Opleidingen> "Het Lab" 'Noord'`,
      contactName: `Anne-Marie O'Brien & "Co"`,
      address: {
        street: "Laan 1 <achter>",
        postalCode: "5611 AB",
        city: "'s-Hertogenbosch",
        countryCode: "NL",
      },
      vatId: "NL987654321B01",
      email: "facturen+ubl@jansen.example",
      poNumber: `PO<7>&"x"`,
    },
    mode: "classroom",
    names: [`Kees "K" <de> Vries & Zn.`, "Ĳsbrand van 't Hoff"],
  },
};

const variantVat: Record<string, InvoiceFacts["vat"]> = {
  standard: { basis: "exclusive", rate: 21 },
  inclusive: { basis: "inclusive", rate: 21 },
  exempt: { basis: "exempt", rate: 0 },
};

/**
 * The business documents crossed, for the UBL: every buyer above under each
 * VAT setting (Dutch VAT on fees excl. or incl. VAT, the exemption; abroad
 * online, the reverse charge), both languages, one participant or twelve,
 * and each invoice's credit note (whole, or one participant of several).
 * Shared by tests/unit/invoices/invoice-ubl-variants.test.ts and
 * scripts/invoice-samples.ts, whose files the published rules check.
 */
export function ublVariants(): Record<string, InvoiceSnapshot> {
  const variants: Record<string, InvoiceSnapshot> = {};
  let counter = 100;
  for (const [buyerName, { buyer, mode, names }] of Object.entries(variantBuyers)) {
    for (const [vatName, vat] of Object.entries(variantVat)) {
      counter += 1;
      const isSmall = counter % 2 === 0;
      const participantNames = names ?? (isSmall ? ["Jan de Vries"] : namesInManyScripts);
      const invoice = issuedInvoice({
        number: `2027-0${counter}`,
        language: counter % 2 === 0 ? "nl" : "en",
        vat,
        buyer,
        course: {
          title:
            buyerName === "nl-xml-characters" ? "Testen & <Automatiseren>" : "ISTQB Foundation",
        },
        run: { label: "1–3 maart 2027", start: "2027-03-01", end: "2027-03-03", mode },
        feePerParticipant: centsFromEuros(vat.basis === "inclusive" ? 999.99 : 1499),
        participants: participantNames.length,
        participantNames,
      });
      variants[`${buyerName}-${vatName}`] = invoice;
      const [line] = invoice.lines;
      const isPartial = (line?.quantity ?? 0) > 1;
      variants[`${buyerName}-${vatName}-credit-note`] = issuedCreditNote(invoice, {
        number: `2027-0${counter + 50}`,
        ...(isPartial && { quantity: 1 }),
      });
    }
  }
  return variants;
}

import type { SendMailOptions } from "nodemailer";
import type { CompanyIdentity } from "#src/content/company-identity.ts";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { fill } from "#src/i18n/fill.ts";
import type { Language } from "#src/i18n/languages.ts";
import { formatDate } from "#src/training/course-format.ts";
import { todayInAmsterdam } from "#src/training/course-runs.ts";
import { headerText } from "./header-text.ts";
import type { Cents } from "#src/money/money.ts";
import { formatMoney } from "#src/money/format-money.ts";
import type { MailAddresses } from "./outbox.ts";
import { signOff } from "./sign-off.ts";

/**
 * What a credit note did to the money, as the ledger booked it in the transaction that issued
 * it (server/payments/ reckons it): what was set off against which invoice, and what is
 * refunded by when; neither when the credited invoice had not been paid beyond what it still asks.
 */
export interface CreditNoteMoney {
  setOff: { invoiceNumber: string; amount: Cents }[];
  refund?: { amount: Cents; dueOn: string };
}

/** What the mail of one invoice or credit note says: from its snapshot and, for a credit note, its money. */
export interface InvoiceMailFacts {
  kind: "invoice" | "credit-note";
  number: string;
  language: Language;
  /** The buyer's address for invoices (a business's invoice e-mail). */
  email: string;
  course: string;
  inclVat: Cents;
  /** The document's VAT: the total reads "incl. VAT" only when it has some (review M1). */
  vat: "standard" | "reverse-charge" | "exempt" | "outside-scope";
  /** A follow-on invoice: paid on the earlier invoice(s) and set off, and what is left to pay. */
  prepaid?: { invoiceNumbers: string[]; amount: Cents; due: Cents };
  dueDate?: string;
  refersTo?: string;
  /** A credit note: what it did to the money; without it, the general refund line. */
  credit?: CreditNoteMoney;
  seller: { legalName: string; iban: string };
  /** An invoice's "Pay now" page, when paying online is on (MOLLIE_API_KEY). */
  payUrl?: string;
  /** The invoice charges Dutch VAT because VIES did not confirm the buyer's VAT ID (its snapshot's `vatIdCheck`). */
  vatIdNotConfirmed?: VatIdNotConfirmed;
  /** The PDF, and for a business buyer the UBL, as stored once. */
  pdf: Uint8Array;
  ubl?: Uint8Array | null;
}

/**
 * The mail that carries a document to the buyer, in the buyer's language,
 * with its PDF and, for a business buyer, its UBL e-invoice attached. It
 * follows the confirmation (or the cancellation) mail, sent by an outbox of
 * its own (server/invoices/invoice-mailer.ts): it is retried like every mail,
 * and a mail that fails never takes the document back.
 */
export function invoiceMail(
  config: MailAddresses,
  facts: InvoiceMailFacts,
  identity: CompanyIdentity,
): SendMailOptions {
  const lang = facts.language;
  const words = dictionaries[lang].invoice.mail;
  const common = dictionaries[lang].mail.common;
  const total = formatMoney(facts.inclVat, lang);
  const values = {
    number: facts.number,
    course: facts.course,
    total,
    vat: words.vat[facts.vat],
    dueDate: facts.dueDate ? formatDate(facts.dueDate, lang) : "",
    refersTo: facts.refersTo ?? "",
    iban: facts.seller.iban,
    name: facts.seller.legalName,
  };
  // A follow-on invoice set off in full asks for nothing: no payment lines, no pay link.
  const isSettled =
    facts.kind === "invoice" && facts.prepaid !== undefined && facts.prepaid.due <= 0;
  return {
    from: config.from,
    to: headerText(facts.email),
    replyTo: config.to,
    subject: headerText(fill(words.subject[facts.kind], values), 120),
    text: [
      common.greeting,
      "",
      fill(words.opening[isSettled ? "settled" : facts.kind], values),
      ...(facts.kind === "invoice" && facts.vatIdNotConfirmed
        ? ["", vatIdNotConfirmedLine(facts.vatIdNotConfirmed, lang)]
        : []),
      "",
      ...(facts.kind === "invoice" ? paymentLines(facts, values) : creditLines(facts, values)),
      ...(facts.kind === "invoice" && facts.payUrl && !isSettled
        ? ["", fill(words.payNow, { link: facts.payUrl })]
        : []),
      ...(facts.ubl ? ["", words.eInvoice] : []),
      "",
      common.closing,
      "",
      signOff(identity, lang),
    ].join("\n"),
    attachments: [
      {
        filename: `${facts.number}.pdf`,
        content: Buffer.from(facts.pdf),
        contentType: "application/pdf",
      },
      ...(facts.ubl
        ? [
            {
              filename: `${facts.number}.xml`,
              content: Buffer.from(facts.ubl),
              contentType: "application/xml",
            },
          ]
        : []),
    ],
  };
}

/** An invoice's: what was set off from an earlier one, then how to pay the rest (if any). */
function paymentLines(facts: InvoiceMailFacts, values: Record<string, string>): string[] {
  const words = dictionaries[facts.language].invoice.mail;
  const { prepaid } = facts;
  if (!prepaid) return [fill(words.payment, values)];
  const previous = prepaid.invoiceNumbers.join(", ");
  if (prepaid.due <= 0) return [fill(words.settled, { previous })];
  return [
    fill(words.prepaid, {
      previous,
      paid: formatMoney(prepaid.amount, facts.language),
      open: formatMoney(prepaid.due, facts.language),
    }),
    "",
    fill(words.payment, values),
  ];
}

/** A credit note's: what it did to the money, as booked with it (set off, refunded by when). */
function creditLines(facts: InvoiceMailFacts, values: Record<string, string>): string[] {
  const lang = facts.language;
  const words = dictionaries[lang].invoice.mail;
  const { credit } = facts;
  if (!credit) return [words.refund];
  const money = (amount: Cents) => formatMoney(amount, lang);
  return [
    // Nothing paid beyond what is still owed: the credit note only lowers what is open.
    ...(credit.setOff.length === 0 && !credit.refund ? [fill(words.credit.open, values)] : []),
    ...credit.setOff.map((part) =>
      fill(words.credit.setOff, {
        ...values,
        amount: money(part.amount),
        other: part.invoiceNumber,
      }),
    ),
    ...(credit.refund
      ? [
          fill(words.credit.refund, {
            amount: money(credit.refund.amount),
            date: formatDate(credit.refund.dueOn, lang),
          }),
        ]
      : []),
  ];
}

/** What VIES said, when it did not confirm a buyer's VAT ID and the invoice charges Dutch VAT. */
export interface VatIdNotConfirmed {
  vatId: string;
  outcome: "invalid" | "unavailable";
  /** When VIES was asked (ISO time). */
  checkedAt: string;
}

/** The buyer's line, on the invoice and in its mail: why the VAT is not reverse charged. */
export function vatIdNotConfirmedLine(check: VatIdNotConfirmed, lang: Language): string {
  return fill(dictionaries[lang].invoice.treatment.vatIdNotConfirmed[check.outcome], {
    vatId: check.vatId,
    date: formatDate(todayInAmsterdam(new Date(check.checkedAt)), lang),
  });
}

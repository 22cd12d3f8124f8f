import type { SendMailOptions } from "nodemailer";
import type { CompanyIdentity } from "#src/content/company-identity.ts";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { fill } from "#src/i18n/fill.ts";
import { type Language, languageSettings } from "#src/i18n/languages.ts";
import { formatMoney } from "#src/money/format-money.ts";
import { formatDate } from "#src/training/course-format.ts";
import { quoteUrl } from "#src/routing/fixed-paths.ts";
import { indentedLines, oneLine } from "#server/mail/body-lines.ts";
import { headerText } from "#server/mail/header-text.ts";
import type { MailAddresses } from "#server/mail/outbox.ts";
import { signOff } from "#server/mail/sign-off.ts";
import type { TermsCopy } from "./build-quote.ts";
import { quoteFileName } from "./quote-format.ts";
import { parseQuoteSnapshot, type QuoteSnapshot } from "./quote-snapshot.ts";
import type { QuoteMailJob, StoredAnswer } from "./quote-types.ts";

/** What the mails need besides the claimed job: who we are, our site, the back office's address. */
export interface QuoteMailContext {
  config: MailAddresses;
  identity: (lang: Language) => CompanyIdentity;
  origin: string;
  /** The quote's page in the back office (for the owner's mail). */
  backOfficeUrl: (quoteId: number) => string;
}

const rule = "—".repeat(40);

/** "Tuesday 1 December 2026, 14:30": the moment of an answer, Amsterdam's time, in the mail's language. */
export function answerMoment(iso: string, lang: Language): string {
  return new Intl.DateTimeFormat(languageSettings[lang].intlLocale, {
    timeZone: "Europe/Amsterdam",
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  }).format(new Date(iso));
}

/** The acceptance's record, as the buyer's mail and the owner's list it. */
export function acceptanceLines(
  snapshot: QuoteSnapshot,
  answer: StoredAnswer,
  lang: Language,
): string[] {
  const words = dictionaries[lang].quote.mail;
  return [
    words.acceptance,
    fill(words.acceptedBy, { name: oneLine(answer.name ?? ""), role: oneLine(answer.role ?? "") }),
    fill(words.acceptedAt, { at: answerMoment(answer.answeredAt, lang) }),
    fill(words.acceptedVersion, { number: snapshot.number, version: snapshot.version }),
    fill(words.acceptedSha, { sha256: answer.pdfSha256 ?? "" }),
  ];
}

/**
 * The mails of a quote (issue 45), each written from its claimed job: to the
 * buyer's contact, in the quote's language, the quote with its PDF, the link
 * to its page and the terms' texts (as the course terms go with a
 * confirmation); a reminder before it expires; the accepted quote, the PDF as
 * sent with what was recorded. To the owner, in English like every mail to
 * the owner: the answer, at once, with a decline's reason.
 */
export function quoteMails(job: QuoteMailJob, context: QuoteMailContext): SendMailOptions[] {
  const snapshot = parseQuoteSnapshot(JSON.parse(job.snapshot));
  const lang = snapshot.language;
  const words = dictionaries[lang].quote.mail;
  const money = (amount: Parameters<typeof formatMoney>[0]) => formatMoney(amount, lang);
  const { buyer } = snapshot;
  const date = formatDate(snapshot.validUntil, lang);
  const facts = {
    number: snapshot.number,
    version: snapshot.version,
    company: buyer.company,
    total: money(snapshot.totals.inclVat),
    exclVat: money(snapshot.totals.exclVat),
    date,
  };
  const link = job.token ? quoteUrl(context.origin, lang, job.token) : "";
  const toBuyer = (subject: string, lines: string[], withPdf: boolean): SendMailOptions => ({
    from: context.config.from,
    to: headerText(buyer.contactEmail),
    replyTo: context.config.to,
    subject: headerText(subject, 150),
    text: [
      fill(words.greeting, { name: buyer.contactName }),
      "",
      ...lines,
      "",
      signOff(context.identity(lang), lang),
    ].join("\n"),
    ...(withPdf &&
      job.pdf && {
        attachments: [
          {
            filename: quoteFileName(snapshot),
            content: Buffer.from(job.pdf),
            contentType: "application/pdf",
          },
        ],
      }),
  });

  switch (job.kind) {
    case "quote": {
      const terms = JSON.parse(job.terms) as TermsCopy[];
      const subject = snapshot.version > 1 ? words.subject.revised : words.subject.quote;
      const mail = toBuyer(
        fill(subject, facts),
        [
          fill(words.quote, facts),
          ...(snapshot.version > 1 ? [fill(words.revised, facts)] : []),
          "",
          fill(words.link, { link }),
          fill(words.acceptHow, facts),
          "",
          words.terms,
          ...terms.map((entry) => `- ${entry.title} (${entry.version}): ${entry.url}`),
        ],
        true,
      );
      // The terms' texts after the sign-off, as the run mails carry the course terms.
      const enclosures = terms.flatMap((entry) => [
        "",
        rule,
        `${entry.title} (${entry.version})`,
        "",
        entry.text,
      ]);
      return [{ ...mail, text: [mail.text, ...enclosures].join("\n") }];
    }
    case "reminder":
      return [
        toBuyer(
          fill(words.subject.reminder, facts),
          [fill(words.reminder, { ...facts, link })],
          false,
        ),
      ];
    case "accepted":
      return [
        toBuyer(
          fill(words.subject.accepted, facts),
          [
            fill(words.accepted, facts),
            "",
            ...(job.answer ? acceptanceLines(snapshot, job.answer, lang) : []),
          ],
          true,
        ),
      ];
    case "answer":
      return [ownerMail(snapshot, job, context)];
  }
}

/** The owner's mail about an answer, in English, sent at once. */
function ownerMail(
  snapshot: QuoteSnapshot,
  job: QuoteMailJob,
  context: QuoteMailContext,
): SendMailOptions {
  const answer = job.answer;
  const isAccepted = answer?.answer === "accepted";
  const { buyer } = snapshot;
  const what = `quote ${snapshot.number} (version ${snapshot.version}, ${formatMoney(snapshot.totals.inclVat, "en")} incl. VAT)`;
  return {
    from: context.config.from,
    to: context.config.to,
    replyTo: headerText(buyer.contactEmail),
    subject: headerText(
      `Quote ${snapshot.number} ${isAccepted ? "accepted" : "declined"}: ${buyer.company}`,
      150,
    ),
    text: [
      `${oneLine(buyer.company)} ${isAccepted ? "accepted" : "declined"} ${what}.`,
      "",
      ...(answer && isAccepted
        ? acceptanceLines(snapshot, answer, "en")
        : [
            `Declined on: ${answer ? answerMoment(answer.answeredAt, "en") : ""}`,
            // A buyer's words of several lines stay under their label: none reads as a line of ours.
            `Reason:      ${answer?.reason ? indentedLines(answer.reason, 13) : "(none given)"}`,
          ]),
      "",
      `Contact: ${oneLine(buyer.contactName)} <${oneLine(buyer.contactEmail)}>`,
      `The quote in the back office: ${context.backOfficeUrl(job.quoteId)}`,
      "Reply to this e-mail to answer the buyer.",
    ].join("\n"),
  };
}

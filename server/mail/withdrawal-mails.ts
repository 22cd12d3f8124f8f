import type { SendMailOptions } from "nodemailer";
import type { CompanyIdentity } from "#src/content/company-identity.ts";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { fill } from "#src/i18n/fill.ts";
import { type Language, languageSettings } from "#src/i18n/languages.ts";
import { formatDate } from "#src/training/course-format.ts";
import { formatMoney } from "#src/money/format-money.ts";
import type { Cents } from "#src/money/money.ts";
import { headerText } from "./header-text.ts";
import type { MailAddresses } from "./outbox.ts";
import { signOff } from "./sign-off.ts";

/**
 * What the acknowledgement of a statement of withdrawal says (written by
 * server/runs/withdrawal-tables.ts in the transaction that records it):
 * - withdrawn: a confirmed enrolment withdrawn within the period, all paid refunded by `refundBy`;
 * - free: not confirmed yet, so no agreement: nothing owed;
 * - started: withdrawn after the start with the express request: the part
 *   given is owed pro rata (6:230s lid 4 BW), invoiced with what was paid set
 *   off, the rest refunded by `refundBy` (`settlement`);
 * - unrequested: withdrawn after the start without the express request on
 *   record: nothing is owed for the part given (6:230s lid 5 BW), all refunded;
 * - statement: from the public page, as given; `link` when the number and the
 *   enrolment's own address matched (the raw token only until the mail is sent).
 */
export interface WithdrawalAckFacts {
  kind: "withdrawn" | "free" | "started" | "unrequested" | "statement";
  /** ISO instant the statement reached us: shown in Amsterdam time. */
  receivedAt: string;
  name: string;
  email: string;
  /** The enrolment's number as "E-<n>" (or, for a statement, as typed). */
  number: string;
  course?: string;
  run?: string;
  /** "YYYY-MM-DD": the refund's latest day. */
  refundBy?: string;
  /** What was paid on the enrolment's invoices, in cents. */
  paidCents?: Cents;
  /** "started": the part given and what it costs, in cents incl. VAT, and what is refunded. */
  settlement?: WithdrawalSettlement;
  link?: { url: string; until: string };
}

/** A withdrawal after the start, settled: course days given of all, owed, refunded (cents). */
export interface WithdrawalSettlement {
  given: number;
  of: number;
  owedCents: Cents;
  refundCents: Cents;
}

/**
 * What a withdrawal means for the money, for the acknowledgement and the page
 * that answers the confirmation: one text per kind, with the figures.
 */
export function withdrawalMoneyText(
  facts: Pick<WithdrawalAckFacts, "kind" | "refundBy" | "paidCents" | "settlement">,
  lang: Language,
): string {
  const words = dictionaries[lang].withdrawal.mail;
  const money = (amount: Cents | undefined) => formatMoney(amount ?? (0 as Cents), lang);
  const values = {
    refundBy: facts.refundBy ? formatDate(facts.refundBy, lang) : "",
    paid: money(facts.paidCents),
  };
  if (facts.kind === "statement") return "";
  const settlement = facts.settlement;
  if (facts.kind !== "started") return fill(words[facts.kind], values);
  // Queued before a withdrawal after the start was settled here: the owner settles it by hand.
  if (!settlement) return fill(words.startedByHand, values);
  const figures = {
    ...values,
    given: String(settlement.given),
    days: String(settlement.of),
    owed: money(settlement.owedCents),
    refund: money(settlement.refundCents),
  };
  return [
    fill(words.started, figures),
    fill(settlement.refundCents > 0 ? words.startedRefund : words.startedNoRefund, figures),
  ].join(" ");
}

/** A claimed acknowledgement, with the address and language it goes in. */
export interface WithdrawalAckJob {
  id: number;
  attempts: number;
  leaseUntil: string;
  email: string;
  language: Language;
  /** WithdrawalAckFacts as JSON. */
  facts: string;
}

/** "28 November 2026" and "14:30", the moment in the Netherlands' time, in the mail's language. */
export function receivedMoment(iso: string, lang: Language): { date: string; time: string } {
  const at = new Date(iso);
  const locale = languageSettings[lang].intlLocale;
  const date = new Intl.DateTimeFormat(locale, {
    timeZone: "Europe/Amsterdam",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(at);
  const time = new Intl.DateTimeFormat(locale, {
    timeZone: "Europe/Amsterdam",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(at);
  return { date, time };
}

/** The acknowledgement on a durable medium, at once, with the statement's content and its moment. */
export function withdrawalAckMail(
  config: Pick<MailAddresses, "from">,
  identity: CompanyIdentity,
  job: WithdrawalAckJob,
): SendMailOptions {
  const lang = job.language;
  const words = dictionaries[lang].withdrawal.mail;
  const facts = JSON.parse(job.facts) as WithdrawalAckFacts;
  const moment = receivedMoment(facts.receivedAt, lang);
  const values = {
    ...moment,
    course: facts.course ?? "",
    run: facts.run ?? "",
    number: facts.number,
  };
  const body: string[] = [fill(words.greeting, { name: facts.name }), ""];
  if (facts.kind === "statement") {
    body.push(fill(words.statement.received, values), "");
    body.push(
      `${words.statement.name}: ${facts.name}`,
      `${words.statement.email}: ${facts.email}`,
      `${words.statement.number}: ${facts.number}`,
      "",
    );
    body.push(
      facts.link
        ? fill(words.statement.link, {
            url: facts.link.url,
            until: formatDate(facts.link.until.slice(0, 10), lang),
          })
        : words.statement.byHand,
    );
  } else {
    body.push(fill(words.received, values), fill(words.contract, values), "");
    body.push(withdrawalMoneyText(facts, lang));
  }
  return {
    from: config.from,
    to: job.email,
    subject: headerText(fill(words.subject, { number: facts.number }), 160),
    text: [...body, "", signOff(identity, lang)].join("\n"),
  };
}

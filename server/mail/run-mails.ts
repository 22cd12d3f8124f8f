import type { SendMailOptions } from "nodemailer";
import type { CompanyIdentity } from "#src/content/company-identity.ts";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { fill } from "#src/i18n/fill.ts";
import type { Language } from "#src/i18n/languages.ts";
import { runCancelledChoiceDays } from "#src/training/cancellation-terms.ts";
import { formatDate, formatDateRange } from "#src/training/course-format.ts";
import { todayInAmsterdam } from "#src/training/course-runs.ts";
import { addDays, withdrawalPeriodEnd } from "#src/training/dutch-working-days.ts";
import { timesCount } from "#src/money/money.ts";
import { formatMoney } from "#src/money/format-money.ts";
import { type CancellationFacts, cancellationMoney } from "./cancellation-lines.ts";
import { type EnrolmentRecord, hasExpressRequest } from "./enrolment-mails.ts";
import { headerText } from "./header-text.ts";
import { readEnrolmentPrice } from "./enrolment-price.ts";
import { offerBodies } from "./offer-mails.ts";
import type { MailAddresses } from "./outbox.ts";
import { signOff } from "./sign-off.ts";
import { withdrawFunctionName } from "./withdraw-function-line.ts";
import { courseAndRun, decisionLines, joiningVoid, where } from "./run-mail-lines.ts";

/**
 * What a mail about a run tells a participant, each sent from the back
 * office's Runs page or the daily joining-details job (server/runs/):
 * - confirmed: the confirmation that makes the enrollment definitive;
 * - placed: a place came free and is theirs (off the waiting list);
 * - cancelled: their enrollment is cancelled, with what that means for the
 *   money by its cause (a withdrawal, the buyer's own, ours, unconfirmed…);
 * - guaranteed: the run goes ahead;
 * - run-cancelled: the run is cancelled, with the choice the terms give and
 *   the refund when they do not choose (to its waiting list: nothing owed);
 * - moved: the run moved to other dates, with their place on it;
 * - joining: the joining details, a few days before the start;
 * - offered: a freed place is held for them, to accept or decline by a link before a deadline;
 * - offer-expired: the offer ran out unanswered, and the enrollment lapsed at no cost;
 * - move-choice: a confirmed buyer's run moved: the new run or a full refund, by a link;
 * - move-refund: they chose the refund (or did not answer in time).
 */
export const runMailKinds = [
  "confirmed",
  "placed",
  "cancelled",
  "guaranteed",
  "run-cancelled",
  "moved",
  "joining",
  "offered",
  "offer-expired",
  "move-choice",
  "move-refund",
] as const;
export type RunMailKind = (typeof runMailKinds)[number];

/** A run as its mails name it: the live catalogue's, when the action was taken. */
export interface MailRun {
  key: string;
  /** "1–3 March 2027, classroom, Veldhoven", in each language. */
  label: Record<Language, string>;
  /** Absent for a run without a date ("no date yet", "in-company"). */
  start?: string;
  end?: string;
  mode?: "classroom" | "online" | "in-company";
  location?: string;
  /** The course file's hours, e.g. "09:00–17:00". */
  times?: string;
  /**
   * Below its minimum, not yet guaranteed: the minimum and the day we decide by (the live
   * catalogue's). The store drops it from a mail once the run is guaranteed.
   */
  decision?: { minimum: number; by: string };
}

/**
 * What an action hands the mails of everyone it concerns, in every language
 * (each participant reads their own), stored with each mail until it is sent.
 */
export interface RunMailFacts {
  /** The course's title in each language. */
  course: Record<Language, string>;
  /** The run the mail is about (for "moved": where it was). */
  run: MailRun;
  /** "moved": the run the participants are on now. */
  to?: MailRun;
  /** "run-cancelled": the course's other runs still offered. */
  otherRuns?: Record<Language, string>[];
  /** "joining": what to bring, if the course file says. */
  bring?: Record<Language, string[]>;
  /** "cancelled": why, and on which day (added by the store with the cause it recorded). */
  cancellation?: CancellationFacts;
  /**
   * "offered", "move-choice": until when (ISO time) and the link that answers
   * (the store drops the link once the mail is sent; absent with e-mail off).
   */
  answer?: { until: string; url?: string };
}

/** A run mail the outbox has claimed, with the enrolment it goes to. */
export interface RunMailJob {
  id: number;
  attempts: number;
  leaseUntil: string;
  kind: RunMailKind;
  /** RunMailFacts as JSON. */
  facts: string;
  /** The enrolment's place once the action was done ("waiting" after a move to a fuller run). */
  place: string | null;
  /** The joining details had gone out before the action (a move or cancellation voids them). */
  joiningWasSent: boolean;
  enquiryId: number;
  email: string;
  /** The enrolment's language: the mail's. */
  language: Language;
  /** The enrolment record (enrolment-mails.ts) as JSON. */
  details: string | null;
  participants: number | null;
  /**
   * The e-mail addresses of its participants who gave one other than the booker's, as a JSON
   * array: the joining details go to them too (run-mailer.ts).
   */
  participantEmails?: string | null;
}

/**
 * One mail about a run, in the participant's language, from our fixed
 * address with the owner as Reply-To. Like the receipt it holds only our
 * words and the course's facts, never what a visitor typed (not even the
 * name), and it ends with our sign-off. `now`: when it is sent, from which a
 * confirmation counts the withdrawal period.
 */
export function runMail(
  config: MailAddresses,
  job: RunMailJob,
  identity: CompanyIdentity,
  now = new Date(),
): SendMailOptions {
  const lang = job.language;
  const words = dictionaries[lang].mail;
  const facts = JSON.parse(job.facts) as RunMailFacts;
  const record = JSON.parse(job.details ?? "{}") as Partial<EnrolmentRecord>;
  const course = facts.course[lang] || record.course?.title || "";
  const body = bodies[job.kind]({ job, facts, record, lang, now, identity });
  return {
    from: config.from,
    to: headerText(job.email),
    replyTo: config.to,
    subject: fill(words.runs[subjectKey(job.kind, facts)].subject, {
      course: headerText(course, 80),
    }),
    text: [
      words.common.greeting,
      "",
      ...body.lines,
      "",
      words.common.closing,
      "",
      signOff(identity, lang),
      ...(body.enclosures ?? []),
    ].join("\n"),
  };
}

const subjectKeys = {
  confirmed: "confirmed",
  placed: "placed",
  cancelled: "cancelled",
  guaranteed: "guaranteed",
  "run-cancelled": "runCancelled",
  moved: "moved",
  joining: "joining",
  offered: "offered",
  "offer-expired": "offerExpired",
  "move-choice": "moved",
  "move-refund": "moveRefund",
} as const satisfies Record<RunMailKind, string>;

/** Confirm on a run without dates takes a request up: no agreement, so not "confirmed". */
function subjectKey(kind: RunMailKind, facts: RunMailFacts) {
  return kind === "confirmed" && !facts.run.start ? "requestTakenUp" : subjectKeys[kind];
}

interface BodyInput {
  job: RunMailJob;
  facts: RunMailFacts;
  record: Partial<EnrolmentRecord>;
  lang: Language;
  now: Date;
  /** Who we are: a private buyer's confirmation names the withdrawal function's address from it. */
  identity?: CompanyIdentity;
}

interface Body {
  lines: string[];
  /** After the sign-off: the terms and the withdrawal form a confirmation carries. */
  enclosures?: string[];
}

const bodies: Record<RunMailKind, (input: BodyInput) => Body> = {
  confirmed: confirmation,
  placed: ({ facts, lang }) => ({
    lines: [runs(lang).placed.opening, "", ...courseAndRun(facts, lang), where(facts.run, lang)],
  }),
  cancelled: ({ job, facts, record, lang }) => {
    const w = runs(lang).cancelled;
    const money = facts.cancellation
      ? cancellationMoney(
          facts.cancellation,
          record,
          job.participants ?? record.participants ?? 1,
          facts.run.start,
          lang,
        )
      : [];
    return {
      lines: [
        w.opening,
        "",
        ...courseAndRun(facts, lang),
        ...joiningVoid(job, lang),
        ...money.flatMap((line) => ["", line]),
        "",
        w.question,
      ],
    };
  },
  guaranteed: ({ facts, lang }) => ({
    lines: [
      runs(lang).guaranteed.opening,
      "",
      ...courseAndRun(facts, lang),
      where(facts.run, lang),
    ],
  }),
  "run-cancelled": ({ job, facts, lang, now }) => {
    const w = runs(lang).runCancelled;
    const others = (facts.otherRuns ?? []).map((label) => `- ${label[lang]}`);
    // Without an answer the money is theirs: a full refund after the days to choose.
    const choiceEnds = formatDate(addDays(todayInAmsterdam(now), runCancelledChoiceDays), lang);
    return {
      lines: [
        w.opening,
        "",
        ...courseAndRun(facts, lang),
        ...joiningVoid(job, lang),
        "",
        ...(job.place === "waiting"
          ? [w.waiting]
          : [w.choice, "", fill(w.fallback, { date: choiceEnds })]),
        "",
        ...(others.length > 0 ? [w.otherRuns, ...others] : [w.noOtherRuns]),
      ],
    };
  },
  moved: ({ job, facts, lang }) => {
    const w = runs(lang).moved;
    const common = dictionaries[lang].mail.common;
    const to = facts.to ?? facts.run;
    return {
      lines: [
        w.opening,
        "",
        `${common.course}: ${facts.course[lang]}`,
        `${w.from}: ${facts.run.label[lang]}`,
        `${w.to}: ${to.label[lang]}`,
        where(to, lang),
        "",
        job.place === "waiting" ? w.placeWaiting : w.placeKept,
        ...joiningVoid(job, lang),
        // Not confirmed, so no contract to leave: withdrawn at no cost (a confirmed one gets move-choice).
        ...(job.place === "confirmed" ? [] : ["", w.choice]),
      ],
    };
  },
  ...offerBodies<MailRun, RunMailJob>({ courseAndRun, where, joiningVoid }),
  joining: ({ facts, lang }) => {
    const w = runs(lang).joining;
    const { run } = facts;
    const bring = facts.bring?.[lang] ?? [];
    return {
      lines: [
        w.opening,
        "",
        `${dictionaries[lang].mail.common.course}: ${facts.course[lang]}`,
        `${w.dates}: ${run.start ? formatDateRange(run.start, run.end ?? run.start, lang) : run.label[lang]}`,
        run.times ? `${w.times}: ${run.times}` : w.timesLater,
        where(run, lang),
        "",
        ...(bring.length > 0 ? [w.bring, ...bring.map((item) => `- ${item}`)] : [w.bringLater]),
      ],
    };
  },
};

function runs(lang: Language) {
  return dictionaries[lang].mail.runs;
}

/**
 * The confirmation that concludes the agreement (course terms: "Enrollment,
 * places and confirmation"): course, dates, venue, the fee excl. and incl.
 * VAT, our enrollment number, the terms' version with the terms themselves,
 * and for a private buyer the withdrawal period counted from this mail (its
 * last day rolled to a working day: dutch-working-days.ts), the express
 * request (made on the form; asked for here, with the acknowledgement of
 * 6:230p sub d, for a run that starts within the period when the form did not
 * make it), and the model withdrawal form. On a run without dates it is no
 * agreement: requestTakenUp.
 */
function confirmation({ job, facts, record, lang, now, identity }: BodyInput): Body {
  const w = runs(lang).confirmed;
  const common = dictionaries[lang].mail.common;
  const { start } = facts.run;
  if (!start) return requestTakenUp({ job, facts, record, lang, now });
  const isPrivate = record.buyer === "private";
  const participants = job.participants ?? record.participants ?? 1;
  const price = readEnrolmentPrice(record);
  const total =
    participants > 1 && price.exclVatCents !== undefined && price.inclVatCents !== undefined
      ? [
          fill(common.total, {
            count: participants,
            excl: formatMoney(timesCount(price.exclVatCents, participants), lang),
            incl: formatMoney(timesCount(price.inclVatCents, participants), lang),
          }),
        ]
      : [];
  const rule = "—".repeat(40);
  const lastDay = withdrawalPeriodEnd(todayInAmsterdam(now));
  const express = hasExpressRequest(record)
    ? ["", w.expressGiven]
    : start <= lastDay
      ? ["", fill(w.expressNeeded, { start: formatDate(start, lang) })]
      : [];
  return {
    lines: [
      w.opening,
      "",
      ...courseAndRun(facts, lang),
      where(facts.run, lang),
      `${common.participants}: ${participants}`,
      `${common.fee}: ${price.shown ?? common.onRequest}`,
      ...total,
      fill(common.enrolmentNumber, { number: job.enquiryId }),
      ...decisionLines(facts.run, lang),
      ...(isPrivate
        ? [
            "",
            fill(w.withdrawal, {
              date: formatDate(lastDay, lang),
              withdrawUrl: withdrawFunctionName(identity ?? {}, lang),
            }),
            ...express,
          ]
        : []),
    ],
    enclosures: record.terms
      ? [
          "",
          rule,
          fill(common.terms, { version: record.terms.version }),
          "",
          record.terms.text,
          ...(isPrivate && record.terms.withdrawalForm
            ? ["", rule, record.terms.withdrawalForm]
            : []),
        ]
      : [],
  };
}

/**
 * Confirm on a request without obligation (no date yet, in-company): we have
 * taken it up; nothing was ordered, so no withdrawal period, terms or invoice
 * (the agreement comes with a run with dates or an accepted quote).
 */
function requestTakenUp({ job, facts, record, lang }: BodyInput): Body {
  const common = dictionaries[lang].mail.common;
  return {
    lines: [
      runs(lang).requestTakenUp.opening,
      "",
      ...courseAndRun(facts, lang),
      where(facts.run, lang),
      `${common.participants}: ${job.participants ?? record.participants ?? 1}`,
      fill(common.enrolmentNumber, { number: job.enquiryId }),
    ],
  };
}

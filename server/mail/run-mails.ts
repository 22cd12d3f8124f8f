import type { SendMailOptions } from "nodemailer";
import type { CompanyIdentity } from "#src/content/company-identity.ts";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { fill } from "#src/i18n/fill.ts";
import { runCancelledChoiceDays } from "#src/training/cancellation-terms.ts";
import { formatDate, formatDateRange } from "#src/training/course-format.ts";
import { todayInAmsterdam } from "#src/training/course-runs.ts";
import { addDays } from "#src/training/dutch-working-days.ts";
import { cancellationMoney } from "./cancellation-lines.ts";
import type { EnrolmentRecord } from "./enrolment-mails.ts";
import { headerText } from "./header-text.ts";
import { offerBodies } from "./offer-mails.ts";
import type { MailAddresses } from "./outbox.ts";
import { signOff } from "./sign-off.ts";
import { courseAndRun, joiningVoid, runs, where } from "./run-mail-lines.ts";
import type {
  Body,
  BodyInput,
  MailRun,
  RunMailFacts,
  RunMailJob,
  RunMailKind,
} from "./run-mail-types.ts";

export {
  type MailRun,
  type RunMailFacts,
  type RunMailJob,
  type RunMailKind,
  runMailKinds,
} from "./run-mail-types.ts";
import { confirmation } from "./run-confirmation-mail.ts";
import { privateRunChange } from "./private-run-change-mail.ts";

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
    to: headerText(facts.formerAddress?.address ?? job.email),
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
  "address-changed": "addressChanged",
  "private-run-changed": "privateRunChanged",
} as const satisfies Record<RunMailKind, string>;

/** Confirm on a run without dates takes a request up: no agreement, so not "confirmed". */
function subjectKey(kind: RunMailKind, facts: RunMailFacts) {
  return kind === "confirmed" && !facts.run.start ? "requestTakenUp" : subjectKeys[kind];
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
        // A private run was agreed in its quote: no other run to choose, nothing paid for it here.
        ...(facts.run.privateQuote
          ? [fill(w.privateRun, { number: facts.run.privateQuote })]
          : job.place === "waiting"
            ? [w.waiting]
            : [w.choice, "", fill(w.fallback, { date: choiceEnds })]),
        ...(facts.run.privateQuote
          ? []
          : ["", ...(others.length > 0 ? [w.otherRuns, ...others] : [w.noOtherRuns])]),
      ],
    };
  },
  moved: ({ job, facts, lang }) => {
    const w = runs(lang).moved;
    const common = dictionaries[lang].mail.common;
    const to = facts.to ?? facts.run;
    return {
      lines: [
        facts.isByBuyer ? w.openingByBuyer : w.opening,
        "",
        `${common.course}: ${facts.course[lang]}`,
        `${w.from}: ${facts.run.label[lang]}`,
        `${w.to}: ${to.label[lang]}`,
        where(to, lang),
        "",
        job.place === "waiting" ? w.placeWaiting : w.placeKept,
        ...(facts.isByBuyer ? ["", w.invoiceFollows] : []),
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
  "private-run-changed": privateRunChange,
  "address-changed": ({ facts, lang }) => {
    const w = runs(lang).addressChanged;
    return {
      lines: [
        fill(w.opening, { position: facts.formerAddress?.position ?? "" }),
        "",
        ...courseAndRun(facts, lang),
        "",
        w.question,
      ],
    };
  },
};

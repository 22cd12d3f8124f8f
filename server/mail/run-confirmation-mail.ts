import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { fill } from "#src/i18n/fill.ts";
import { formatDate } from "#src/training/course-format.ts";
import { todayInAmsterdam } from "#src/training/course-runs.ts";
import { withdrawalPeriodEnd } from "#src/training/dutch-working-days.ts";
import { timesCount } from "#src/money/money.ts";
import { formatMoney } from "#src/money/format-money.ts";
import { hasExpressRequest } from "./enrolment-mails.ts";
import { readEnrolmentPrice } from "./enrolment-price.ts";
import { courseAndRun, decisionLines, runs, where } from "./run-mail-lines.ts";
import type { Body, BodyInput } from "./run-mail-types.ts";
import { withdrawFunctionName } from "./withdraw-function-line.ts";

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
export function confirmation({ job, facts, record, lang, now, identity }: BodyInput): Body {
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

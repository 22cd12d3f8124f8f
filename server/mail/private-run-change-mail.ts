import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { fill } from "#src/i18n/fill.ts";
import type { Language } from "#src/i18n/languages.ts";
import { runs, where } from "./run-mail-lines.ts";
import type { Body, BodyInput, MailRun } from "./run-mail-types.ts";

/**
 * A private run's days, times or place changed (issue 45 point 4): what was planned and what
 * holds now, that the joining details follow (again, if they had gone out: the store cleared
 * their mark, so the nightly job sends them for the new facts), and whom to ask. Like a moved
 * run's mail, without money, refunds or another run: the run was agreed in its quote, which is
 * invoiced, never its enrolment.
 */
export function privateRunChange({ job, facts, lang }: BodyInput): Body {
  const w = runs(lang).privateRunChanged;
  const now = facts.to ?? facts.run;
  return {
    lines: [
      fill(w.opening, { number: facts.run.privateQuote ?? now.privateQuote ?? "" }),
      "",
      `${dictionaries[lang].mail.common.course}: ${facts.course[lang]}`,
      `${w.before}: ${runWithTimes(facts.run, lang)}`,
      `${w.now}: ${runWithTimes(now, lang, Boolean(facts.run.times))}`,
      where(now, lang),
      "",
      job.joiningWasSent ? w.joiningAgain : w.joiningFollows,
      "",
      w.contact,
    ],
  };
}

/** "12–13 May 2027, in-company, Eindhoven, 9:00–17:00"; hours that were known and are no longer: "to follow". */
function runWithTimes(run: MailRun, lang: Language, hadTimes = false): string {
  const times = run.times ?? (hadTimes ? runs(lang).privateRunChanged.timesLater : undefined);
  return [run.label[lang], times].filter(Boolean).join(", ");
}

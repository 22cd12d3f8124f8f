import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { fill } from "#src/i18n/fill.ts";
import { type Language, languageSettings } from "#src/i18n/languages.ts";

/** What these mails read of a run mail's facts (run-mails.ts's RunMailFacts, which imports this file). */
interface OfferFacts<Run extends { label: Record<Language, string> }> {
  course: Record<Language, string>;
  run: Run;
  to?: Run;
  answer?: { until: string; url?: string };
}

/** What the run mails share with these, passed in. */
interface Lines<Run extends { label: Record<Language, string> }, Job> {
  courseAndRun: (facts: OfferFacts<Run>, lang: Language) => string[];
  where: (run: Run, lang: Language) => string;
  joiningVoid: (job: Job, lang: Language) => string[];
}

function runs(lang: Language) {
  return dictionaries[lang].mail.runs;
}

/**
 * The mails of offers and moves (server/runs/run-offers.ts): an offer of a
 * freed place and its lapse, a confirmed buyer's choice after a move and its
 * refund. Each link opens a page that says what a button will do: a plain
 * visit (a mail scanner's) changes nothing.
 */
export function offerBodies<Run extends { label: Record<Language, string> }, Job>({
  courseAndRun,
  where,
  joiningVoid,
}: Lines<Run, Job>) {
  type Input = { job: Job; facts: OfferFacts<Run>; lang: Language };
  return {
    offered: ({ facts, lang }: Input) => {
      const w = runs(lang).offered;
      return {
        lines: [
          w.opening,
          "",
          ...courseAndRun(facts, lang),
          where(facts.run, lang),
          "",
          fill(w.deadline, { until: formatMoment(facts.answer?.until, lang) }),
          ...answerLink(facts, lang),
          "",
          w.noContract,
        ],
      };
    },
    "offer-expired": ({ facts, lang }: Input) => ({
      lines: [runs(lang).offerExpired.opening, "", ...courseAndRun(facts, lang)],
    }),
    "move-choice": ({ job, facts, lang }: Input) => {
      const w = runs(lang).moved;
      const choice = runs(lang).moveChoice;
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
          ...joiningVoid(job, lang),
          "",
          choice.choice,
          fill(choice.deadline, { until: formatMoment(facts.answer?.until, lang) }),
          ...answerLink(facts, lang, "moveChoice"),
        ],
      };
    },
    "move-refund": ({ facts, lang }: Input) => {
      const to = facts.to ?? facts.run;
      const common = dictionaries[lang].mail.common;
      return {
        lines: [
          runs(lang).moveRefund.opening,
          "",
          `${common.course}: ${facts.course[lang]}`,
          `${common.run}: ${to.label[lang]}`,
        ],
      };
    },
  };
}

/** The link that answers an offer or a move's choice; none with e-mail off (nobody gets it). */
function answerLink(
  facts: { answer?: { url?: string } },
  lang: Language,
  kind: "offered" | "moveChoice" = "offered",
): string[] {
  const url = facts.answer?.url;
  return url ? ["", fill(runs(lang)[kind].link, { url })] : [];
}

/** "Tuesday 1 December 2026, 14:30" in the Netherlands' time, in the mail's language. */
function formatMoment(iso: string | undefined, lang: Language): string {
  if (!iso) return "";
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

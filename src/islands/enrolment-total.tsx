import type { EnrolmentWords } from "#src/i18n/dictionary.ts";
import { fill } from "#src/i18n/fill.ts";
import { type Language, languageSettings } from "#src/i18n/languages.ts";
import { plural } from "#src/i18n/plural.ts";
import { timesParticipants } from "#src/training/vat-amounts.ts";

export interface EnrolmentTotalProps {
  words: EnrolmentWords;
  language: Language;
  /** The chosen course's fee per participant, incl. and excl. VAT; none before a choice or on request. */
  price?: { inclVat: number; exclVat: number };
  /** "{incl} incl. 21% VAT ({excl} excl. VAT)", as the build wrote it for the company's VAT basis. */
  amounts: string;
  /** What the participants field holds now: a whole number within the course's limit, or not. */
  participants: number | undefined;
}

/**
 * What the order comes to, right above the button (BW 6:230v lid 2): the
 * total incl. VAT for the participants chosen, in the page's language and
 * number format. Before a course and a valid number are chosen, and without
 * JavaScript, it says how the total is made.
 */
export function EnrolmentTotal({
  words,
  language,
  price,
  amounts,
  participants,
}: EnrolmentTotalProps) {
  const euro = (amount: number) =>
    new Intl.NumberFormat(languageSettings[language].intlLocale, {
      style: "currency",
      currency: "EUR",
      maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
      minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    }).format(amount);
  const total =
    price && participants !== undefined
      ? plural(language, participants, words.total).replace("{amounts}", () =>
          fill(amounts, {
            incl: euro(timesParticipants(price.inclVat, participants)),
            excl: euro(timesParticipants(price.exclVat, participants)),
          }),
        )
      : undefined;
  return (
    <p
      data-enrolment-total=""
      aria-live="polite"
      className={
        total ? "mt-8 text-lg font-semibold text-slate-900" : "mt-8 text-base text-slate-700"
      }
    >
      {total ?? words.totalRule}
    </p>
  );
}

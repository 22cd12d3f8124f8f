import type { EnrolmentWords } from "#src/i18n/dictionary.ts";
import { fill } from "#src/i18n/fill.ts";
import type { PluralForms } from "#src/i18n/plural-form.ts";
import { type Cents, formatMoneyInLocale, timesCount } from "#src/money/money.ts";

export interface EnrolmentTotalProps {
  words: EnrolmentWords;
  /** The page language's Intl locale ("nl-NL"): amounts and plurals as the language writes them. */
  locale: string;
  /** The chosen course's fee per participant, incl. and excl. VAT; none before a choice or on request. */
  price?: { inclVatCents: Cents; exclVatCents: Cents };
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
  locale,
  price,
  amounts,
  participants,
}: EnrolmentTotalProps) {
  // Always with cents: "€ 4.497,00 (…)" beside "€ 5.441,37", never whole euros next to cents (review 2.4).
  const euro = (amount: Cents) => formatMoneyInLocale(amount, locale);
  const total =
    price && participants !== undefined
      ? // Intl's plural rules directly, not pluralForm (src/i18n/plural-form.ts): shared with the
        // finder, it would move to a chunk both islands load, 34 bytes more on the contact page.
        fill(
          (words.total as PluralForms)[new Intl.PluralRules(locale).select(participants)] ??
            words.total.other,
          {
            count: participants,
            amounts: fill(amounts, {
              incl: euro(timesCount(price.inclVatCents, participants)),
              excl: euro(timesCount(price.exclVatCents, participants)),
            }),
          },
        )
      : undefined;
  return (
    <p
      data-enrolment-total=""
      aria-live="polite"
      className="mt-8 text-lg font-semibold text-slate-900"
    >
      {total ?? words.totalRule}
    </p>
  );
}

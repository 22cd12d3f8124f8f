import type { Language } from "#src/i18n/languages.ts";
import { formatDate } from "#src/training/course-format.ts";
import {
  receivedMoment,
  type WithdrawalAckFacts,
  withdrawalMoneyText,
} from "#server/mail/withdrawal-mails.ts";

/**
 * How the buyer's enrolment page and the withdrawal pages write days and
 * moments, as the acknowledgement mail does: "28 November 2026", and the
 * date and time (Amsterdam) a statement reached us.
 */
export function enrolmentDay(date: string, lang: Language): string {
  return formatDate(date.slice(0, 10), lang);
}

export function enrolmentMoment(iso: string, lang: Language): { date: string; time: string } {
  return receivedMoment(iso, lang);
}

/** What a withdrawal did with the money, as its acknowledgement says it. */
export function withdrawalMoney(facts: WithdrawalAckFacts, lang: Language): string {
  return withdrawalMoneyText(facts, lang);
}

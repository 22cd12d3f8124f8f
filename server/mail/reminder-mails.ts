import type { SendMailOptions } from "nodemailer";
import type { CompanyIdentity } from "#src/content/company-identity.ts";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { fill } from "#src/i18n/fill.ts";
import type { Language } from "#src/i18n/languages.ts";
import { formatDate } from "#src/training/course-format.ts";
import { headerText } from "./header-text.ts";
import type { Cents } from "#src/money/money.ts";
import { formatMoney } from "#src/money/format-money.ts";
import type { MailAddresses } from "./outbox.ts";
import { signOff } from "./sign-off.ts";

/** What a reminder says: from the invoice's snapshot and the reminder's row, nothing else. */
export interface ReminderMailFacts {
  kind: "reminder" | "notice" | "second";
  buyerKind: "business" | "private";
  number: string;
  language: Language;
  email: string;
  course: string;
  /** Still open when the reminder is written (claimed to be sent), in cents. */
  openAmount: Cents;
  dueDate: string;
  /** The day it asks payment by. */
  deadline: string;
  /** For the second reminder: the first's deadline. */
  previousDeadline?: string;
  /** The statutory scale's collection costs on the open amount (server/payments/collection-costs.ts). */
  collectionCosts: Cents;
  seller: { legalName: string; iban: string };
  /** The invoice's "Pay now" page, when paying online is on (MOLLIE_API_KEY). */
  payUrl?: string;
}

/**
 * A payment reminder in the buyer's language: a business buyer's reminder, a private buyer's
 * 14-day notice (the amount, the deadline, the collection costs that would follow and the
 * statutory scale) or the second reminder. Sent once, by the reminders' outbox.
 */
export function reminderMail(
  config: MailAddresses,
  facts: ReminderMailFacts,
  identity: CompanyIdentity,
): SendMailOptions {
  const lang = facts.language;
  const words = dictionaries[lang].reminder;
  const common = dictionaries[lang].mail.common;
  const values = {
    number: facts.number,
    course: facts.course,
    amount: formatMoney(facts.openAmount, lang),
    costs: formatMoney(facts.collectionCosts, lang),
    dueDate: formatDate(facts.dueDate, lang),
    deadline: formatDate(facts.deadline, lang),
    previousDeadline: facts.previousDeadline ? formatDate(facts.previousDeadline, lang) : "",
    iban: facts.seller.iban,
    name: facts.seller.legalName,
  };
  const costs =
    facts.kind === "notice"
      ? words.costs.notice
      : facts.kind === "second"
        ? words.costs[facts.buyerKind === "private" ? "secondPrivate" : "secondBusiness"]
        : undefined;
  return {
    from: config.from,
    to: headerText(facts.email),
    replyTo: config.to,
    subject: headerText(fill(words.subject[facts.kind], values), 120),
    text: [
      common.greeting,
      "",
      fill(facts.kind === "second" ? words.secondOpening : words.opening, values),
      "",
      fill(words.pay[facts.kind], values),
      ...(facts.payUrl ? ["", fill(words.payNow, { link: facts.payUrl })] : []),
      ...(costs ? ["", fill(costs, values)] : []),
      "",
      words.crossed,
      "",
      common.closing,
      "",
      signOff(identity, lang),
    ].join("\n"),
  };
}

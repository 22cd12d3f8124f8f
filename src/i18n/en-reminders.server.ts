/**
 * The payment reminders' words, in English (server/mail/reminder-mails.ts): a business buyer's
 * reminder, a private buyer's 14-day notice (art. 6:96 lid 6 BW: the amount, the deadline and the
 * collection costs that would follow) and the second reminder. nl-reminders.server.ts has exactly
 * these keys.
 */
export const enReminders = {
  subject: {
    reminder: "Payment reminder: invoice {number}",
    notice: "Payment reminder: invoice {number}, 14 days to pay",
    second: "Second reminder: invoice {number}",
  },
  /** The first reminder's and the notice's opening. */
  opening:
    "Invoice {number} for {course} was due on {dueDate}. We have not received your payment yet: {amount} is still open.",
  /** The second reminder's opening: step 1's deadline has passed. */
  secondOpening:
    "We reminded you of invoice {number} for {course} and asked for payment by {previousDeadline}. That day has passed, and {amount} is still open.",
  pay: {
    reminder:
      "Please transfer {amount} by {deadline} to {iban} in the name of {name}, quoting {number}.",
    notice:
      "You can pay {amount} without any extra costs until and including {deadline}: 14 days from the day after you receive this reminder. Please transfer it to {iban} in the name of {name}, quoting {number}.",
    second:
      "Please transfer {amount} by {deadline} at the latest to {iban} in the name of {name}, quoting {number}.",
  },
  /** Only when paying online is on (MOLLIE_API_KEY). */
  payNow: "You can also pay online: {link}",
  /** The statutory scale, stated in the notice (Besluit vergoeding voor buitengerechtelijke incassokosten). */
  costs: {
    notice:
      "If you have not paid by {deadline}, you will owe us collection costs of {costs}, and from the next day the statutory interest (article 6:119 of the Dutch Civil Code). {costs} is the most the statutory scale allows for {amount}: 15% of the first €2,500 (at least €40), 10% of the next €2,500, 5% of the next €5,000, 1% of the next €190,000 and 0.5% of the rest, at most €6,775.",
    secondPrivate:
      "As our earlier reminder said, you now owe us collection costs of {costs}, and the statutory interest (article 6:119 of the Dutch Civil Code).",
    secondBusiness:
      "As our course terms say, the statutory commercial interest (article 6:119a of the Dutch Civil Code) is due on this amount from the due date.",
  },
  crossed: "Paid already? Then our messages crossed and you can ignore this one.",
};

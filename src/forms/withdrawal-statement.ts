import { enrolmentIdOf } from "#src/training/withdrawal-window.ts";
import { type ContactMessageKey, validateEmail, validateName } from "./contact-schema.ts";

/** The public withdrawal form's fields, as posted (server/site-routes/withdrawal-route.tsx). */
export interface WithdrawalStatementFields {
  name: string;
  email: string;
  /** The enrolment's number as typed ("E-123"). */
  number: string;
}

/**
 * What is wrong with a statement from the public withdrawal form: the name
 * and e-mail address as the contact form checks them, and a number of the one
 * shape our documents print ("E-<n>"; "123" is taken too). Empty: fine.
 */
export function withdrawalStatementProblems(
  fields: WithdrawalStatementFields,
): (ContactMessageKey | "number")[] {
  const problems: (ContactMessageKey | "number")[] = [];
  const name = validateName(fields.name);
  if (name) problems.push(name);
  const email = validateEmail(fields.email);
  if (email) problems.push(email);
  if (enrolmentIdOf(fields.number) === undefined) problems.push("number");
  return problems;
}

import { randomBytes } from "node:crypto";

/**
 * An error nobody planned for (git failing, a disk full, a bug): written to
 * the server's log in full, stack and cause included, under a short random
 * reference, which is all the answer shows. Its message may hold a command's
 * output or a path on the server: the log is the place for those, not a page
 * or a JSON answer a browser keeps. The owner quotes the reference; the
 * operator finds the line.
 */
export function logUnexpectedError(
  log: Pick<Console, "error">,
  error: unknown,
  during: string,
): string {
  const reference = randomBytes(5).toString("hex");
  log.error(`Back office error ${reference} (${during}):`, error);
  return reference;
}

/** What an answer says instead of the error: the same words everywhere, with the reference. */
export function unexpectedErrorText(reference: string): string {
  return `Something went wrong on the server. If it happens again, give the site's operator this reference: ${reference}.`;
}

/**
 * NIST SP 800-63B's floor for a password a person chooses. Netlify Identity
 * sets none of its own that we know of; a longer one is always welcome.
 */
export const minimumPasswordLength = 8;

export type NewPasswordProblem = "too-short" | "mismatch";

/**
 * What is wrong with a new password and its confirmation, before anything is
 * sent: the length first (counted in characters as a person sees them, so
 * "wachtwoörd" is 10), then whether the two are the same.
 */
export function checkNewPassword(
  password: string,
  confirmation: string,
): NewPasswordProblem | undefined {
  if ([...password].length < minimumPasswordLength) return "too-short";
  if (password !== confirmation) return "mismatch";
  return undefined;
}

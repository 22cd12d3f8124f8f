/**
 * How long stored enquiries are kept: one default and one reading of
 * ENQUIRY_RETENTION_DAYS for the server that deletes them and for the pages
 * that promise the number (read at build time), so the two cannot disagree.
 */
export const DEFAULT_RETENTION_DAYS = 180;

export function retentionDaysFromEnv(env: Record<string, string | undefined>): number {
  const raw = env.ENQUIRY_RETENTION_DAYS?.trim();
  if (!raw) return DEFAULT_RETENTION_DAYS;
  const days = Number(raw);
  // The server refuses such a value at start-up; a page must not promise it either.
  if (!Number.isInteger(days) || days < 1) {
    throw new Error(`ENQUIRY_RETENTION_DAYS must be a whole number >= 1, got "${raw}"`);
  }
  return days;
}

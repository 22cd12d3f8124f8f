import type { DatabaseSync } from "node:sqlite";
import { todayInAmsterdam } from "#src/training/course-runs.ts";
import { openLinkTokens } from "#server/store/link-tokens.ts";

/**
 * The link in an enrolment's receipt where the booker names the
 * participants (server/runs/participant-links.ts): a token made when the
 * receipt is about to go out, valid until the run starts. Only for an
 * enrolment on a dated run still to come; a request without a date gets
 * none. The raw token travels in the claimed mail only; the store keeps its
 * hash. A retried mail makes a new one (each as good as the other).
 */
export function openReceiptLinks(db: DatabaseSync) {
  const tokens = openLinkTokens(db);
  return {
    participantsToken(
      job: { id: number; kind?: string; details?: string | null; place?: string | null },
      now: string,
    ): string | undefined {
      if (job.kind !== "enrolment" || !job.details || job.place === "cancelled") return undefined;
      const record = JSON.parse(job.details) as { isRequest?: boolean; run?: { start?: unknown } };
      const start = record.run?.start;
      if (record.isRequest || typeof start !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(start)) {
        return undefined;
      }
      const expiresAt = startOfDayInAmsterdam(start);
      if (expiresAt <= now) return undefined;
      return tokens.issue("participants", job.id, now, expiresAt).token;
    },
  };
}

/** Midnight at the start of `day` in Amsterdam, as an ISO instant (winter +01:00, summer +02:00). */
export function startOfDayInAmsterdam(day: string): string {
  for (const offset of ["+01:00", "+02:00"]) {
    const at = new Date(`${day}T00:00:00${offset}`);
    const before = new Date(at.getTime() - 1);
    if (todayInAmsterdam(at) === day && todayInAmsterdam(before) !== day) return at.toISOString();
  }
  return new Date(`${day}T00:00:00Z`).toISOString();
}

import { todayInAmsterdam } from "#src/training/course-runs.ts";
import { askVies, type VatIdAnswer, type ViesSettings } from "./vies-client.ts";

/** What the back office asks before an invoice under the reverse charge (vies-client.ts). */
export interface VatIdChecker {
  check(vatId: string, requester: string | undefined): Promise<VatIdAnswer>;
}

/** How long "could not be reached" is kept before VIES is asked again. */
const unavailableForMs = 60_000;
/** More VAT IDs than a day's rosters show: the oldest answers go first. */
const mostKept = 500;

/**
 * VIES's answers in the server's memory: a valid or invalid answer is kept
 * for the rest of the day (Europe/Amsterdam), "could not be reached" for a
 * minute, and one question at a time per VAT ID. So opening a roster again,
 * or confirming right after it, asks VIES once a day per buyer, the
 * consultation number an invoice keeps is of its day of issue, and a roster of
 * many buyers while VIES is down waits for one time-out, not one each.
 *
 * In memory, not in the store: an answer is worth a day and the store's
 * process never talks to VIES; a restart (or a second server) merely asks
 * again. The evidence that lasts is the answer kept in each invoice's
 * snapshot. Looking at a roster asks VIES and writes nothing of ours.
 */
export function createVatIdChecker(settings: ViesSettings): VatIdChecker {
  const now = settings.now ?? (() => new Date());
  const kept = new Map<string, { day: string; until?: number; answer: Promise<VatIdAnswer> }>();
  return {
    check(vatId, requester) {
      const key = `${vatId} ${requester ?? ""}`;
      const moment = now();
      const day = todayInAmsterdam(moment);
      const found = kept.get(key);
      if (found && found.day === day && (found.until ?? Infinity) > moment.getTime()) {
        return found.answer;
      }
      const answer = askVies(vatId, requester, { ...settings, now });
      const entry: { day: string; until?: number; answer: Promise<VatIdAnswer> } = { day, answer };
      kept.delete(key);
      kept.set(key, entry);
      void answer.then((settled) => {
        if (settled.outcome === "unavailable") entry.until = now().getTime() + unavailableForMs;
      });
      for (const [other, { day: otherDay }] of kept) {
        if (kept.size <= mostKept && otherDay === day) break;
        kept.delete(other);
      }
      return answer;
    },
  };
}

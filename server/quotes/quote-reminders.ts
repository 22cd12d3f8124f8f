import { todayInAmsterdam } from "#src/training/course-runs.ts";
import { type Clock, type DailyJob, systemClock } from "#server/schedule/daily-jobs.ts";
import { addDays } from "./quote-days.ts";
import type { QuoteStore } from "./quote-store.ts";

export interface QuoteRemindersOptions {
  quotes: Pick<QuoteStore, "queueQuoteReminders" | "renderQuotes">;
  /** QUOTE_REMINDER_DAYS: how many days before its last valid day a quote's buyer is reminded; 0 is off. */
  days: number;
  clock?: Clock;
  /** Writes the back office's log: how many were queued (never to whom). */
  record: (detail: string) => Promise<void> | void;
  /** After reminders were queued: the quotes' outbox sends them now. */
  onQueued?: () => void;
}

/**
 * The quotes' nightly job: any sent version whose PDF a stop left unrendered
 * is rendered (its mail waits for it), and, with reminders on, each quote sent
 * and still unanswered whose validity ends within `days` (its last day
 * included, Amsterdam) gets one reminder to its contact, once per version. A
 * daily job (server/schedule/daily-jobs.ts), registered in server/start-server.ts.
 */
export function quoteRemindersJob(options: QuoteRemindersOptions): DailyJob {
  const clock = options.clock ?? systemClock;
  return {
    name: "quotes",
    run: async () => {
      await options.quotes.renderQuotes();
      if (options.days <= 0) return;
      const now = clock.now();
      const today = todayInAmsterdam(now);
      const queued = await options.quotes.queueQuoteReminders({
        today,
        lastDay: addDays(today, options.days),
        at: now.toISOString(),
      });
      if (queued > 0) {
        await options.record(`${queued} quote reminder(s) queued`);
        options.onQueued?.();
      }
    },
  };
}

import type { EnrolmentCatalogue } from "#src/training/enrolment-catalogue.server.ts";
import type { Clock, DailyJob } from "#server/schedule/daily-jobs.ts";
import { systemClock } from "#server/schedule/daily-jobs.ts";
import { runFacts } from "./run-mail-facts.ts";
import type { OfferContext, OfferRun } from "./run-offers.ts";
import type { RunStore } from "./run-store.ts";

/**
 * The live catalogue's dated runs as offers need them: capacity lives in the
 * build, so every change that may free a place hands these to the store.
 */
export function offerRunsOf(catalogue: EnrolmentCatalogue | undefined): OfferRun[] {
  return (catalogue?.courses ?? []).flatMap((course) =>
    course.runs.map((run) => ({
      courseKey: course.key,
      runKey: run.key,
      capacity: run.capacity,
      start: run.start,
      facts: runFacts(catalogue, course.key, run.key),
      ...(run.isPrivate && { isPrivate: true }),
    })),
  );
}

export interface OfferSettings {
  /** The site's origin, for the links in the mails (SITE_URL, else the local address). */
  origin: () => string;
  /** OFFER_HOURS: how long an offer runs at most. */
  offerHours: number;
}

/** The offer context of a change, from the live catalogue. */
export function offerContext(
  catalogue: EnrolmentCatalogue | undefined,
  settings: OfferSettings,
): OfferContext {
  return {
    runs: offerRunsOf(catalogue),
    origin: settings.origin(),
    offerHours: settings.offerHours,
  };
}

export interface OffersJobOptions extends OfferSettings {
  runs: Pick<RunStore, "recomputeOffers">;
  catalogue: () => EnrolmentCatalogue | undefined;
  /** How often (OFFER_CHECK_SECONDS, 60 unless set). */
  everyMs: number;
  clock?: Clock;
  /** After mails were queued: the run mails' outbox sends them now. */
  onQueued?: () => void;
  log?: Pick<Console, "info">;
}

/**
 * Offers kept moving without anyone acting: every minute (and at start-up)
 * expired offers lapse and their places go to the next, and a capacity a
 * release switch raised (a rebuild, a rollback, the nightly build) is offered
 * to the waiting lists. A periodic job of the one scheduler
 * (server/schedule/daily-jobs.ts); also run at once after a release switch.
 */
export function offersJob(options: OffersJobOptions): DailyJob & { runNow: () => Promise<void> } {
  const clock = options.clock ?? systemClock;
  const runNow = async () => {
    const { expired, offered } = await options.runs.recomputeOffers({
      at: clock.now().toISOString(),
      offers: offerContext(options.catalogue(), options),
    });
    if (expired + offered === 0) return;
    options.log?.info(`Offers: ${expired} expired, ${offered} made`);
    options.onQueued?.();
  };
  return { name: "offers", run: runNow, everyMs: options.everyMs, runNow };
}

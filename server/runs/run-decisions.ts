import { todayInAmsterdam } from "#src/training/course-runs.ts";
import type { EnrolmentCatalogue } from "#src/training/enrolment-catalogue.server.ts";
import { decisionAlertMail, type DecisionAlertJob } from "#server/mail/decision-mails.ts";
import { type MailSend, type MailSettings, startOutbox } from "#server/mail/outbox.ts";
import { type Clock, type DailyJob, systemClock } from "#server/schedule/daily-jobs.ts";
import { runFacts } from "./run-mail-facts.ts";
import type { DecisionOutcome } from "./run-minimum.ts";
import type { RunStore } from "./run-store.ts";

export interface RunDecisionsOptions {
  runs: Pick<RunStore, "decideRun" | "decisionAlerts" | "isMailing">;
  /** The live release's enrolment catalogue: each run's minimum and decision date. */
  catalogue: () => EnrolmentCatalogue | undefined;
  /** A run's roster in the back office, for the owner's alert. */
  rosterUrl: (courseKey: string, runKey: string) => string;
  clock?: Clock;
  /** Writes the back office's log: each run guaranteed or flagged, with its numbers. */
  record: (detail: string) => Promise<void> | void;
  /** After participants' mails were queued (a run guaranteed): the run mails' outbox sends them. */
  onRunMail?: () => void;
  /** E-mail on (SMTP_URL, NOTIFY_TO): the owner's alerts go out through an outbox of their own. */
  mail?: { config: MailSettings; send: MailSend };
  log?: Pick<Console, "info" | "error">;
}

/**
 * Runs with a minimum of participants, every night (and at start-up): each
 * run of the live catalogue that has one is asked about in the store
 * (run-minimum.ts's decideRun). Its confirmed participants at or above the
 * minimum (a minimum lowered in the course file, say) guarantee it; from its
 * decision date, a run still below and undecided is flagged on the Runs page
 * and the owner is mailed once with its numbers. Nothing is ever cancelled:
 * that stays the owner's action, through the Runs page.
 */
export function startRunDecisions(options: RunDecisionsOptions): {
  job: DailyJob;
  mailer?: { wake: () => void; stop: () => Promise<void> };
} {
  const clock = options.clock ?? systemClock;
  const mail = options.mail;
  const mailer =
    mail &&
    startOutbox<DecisionAlertJob>({
      store: options.runs.decisionAlerts,
      send: mail.send,
      mailsFor: (job) => [decisionAlertMail(mail.config, job)],
      names: { job: (job) => `decision alert ${job.id}`, pending: "decision alert(s)" },
      ...(options.log && { log: options.log }),
    });
  return {
    job: {
      name: "run decisions",
      run: async () => {
        const outcomes = await decideRuns({ ...options, now: clock.now() });
        if (outcomes.some(({ outcome }) => outcome.outcome === "flagged")) mailer?.wake();
        return outcomes;
      },
    },
    ...(mailer && { mailer }),
  };
}

/** One round on `now`'s day: what each run with a minimum came to. */
export async function decideRuns(
  options: Omit<RunDecisionsOptions, "clock" | "mail"> & { now: Date },
): Promise<{ run: string; outcome: DecisionOutcome }[]> {
  const catalogue = options.catalogue();
  const today = todayInAmsterdam(options.now);
  const outcomes: { run: string; outcome: DecisionOutcome }[] = [];
  for (const course of catalogue?.courses ?? []) {
    for (const run of course.runs) {
      if (run.minimum === undefined || run.guaranteed) continue;
      const outcome = await options.runs.decideRun({
        courseKey: course.key,
        runKey: run.key,
        at: options.now.toISOString(),
        today,
        facts: runFacts(catalogue, course.key, run.key),
        alert: {
          course: course.title.en,
          run: run.label.en,
          capacity: run.capacity,
          rosterUrl: options.rosterUrl(course.key, run.key),
        },
      });
      const name = `${course.key} ${run.key}`;
      outcomes.push({ run: name, outcome });
      if (outcome.outcome === "guaranteed") {
        await options.record(
          `${name}: guaranteed, its minimum reached (${outcome.confirmed} confirmed, minimum ${outcome.minimum}); ${outcome.mailed} told`,
        );
        if (outcome.mailed > 0) options.onRunMail?.();
      } else if (outcome.outcome === "flagged") {
        const { facts } = outcome;
        await options.record(
          `${name}: below its minimum on its decision date ${facts.decisionDate} (${facts.confirmed} confirmed, minimum ${facts.minimum}): flagged on the Runs page, ${options.runs.isMailing ? "the owner e-mailed" : "not e-mailed (e-mail off)"}`,
        );
      }
    }
  }
  return outcomes;
}

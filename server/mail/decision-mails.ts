import type { SendMailOptions } from "nodemailer";
import { formatDate } from "#src/training/course-format.ts";
import { headerText } from "./header-text.ts";
import type { MailAddresses } from "./outbox.ts";

/**
 * What the owner's alert about a run below its minimum on its decision day
 * says (server/runs/run-minimum.ts writes it once, when the nightly job flags
 * the run): the run and its numbers on that day, and where to decide.
 */
export interface DecisionAlertFacts {
  /** The course's and the run's names in English, as the back office shows them. */
  course: string;
  run: string;
  decisionDate: string;
  minimum: number;
  /** Participants, not enrolments. */
  confirmed: number;
  placed: number;
  offered: number;
  waiting: number;
  /** Places in all; null: no limit. */
  capacity: number | null;
  /** The run's roster in the back office, where it is guaranteed, moved or cancelled. */
  rosterUrl: string;
}

/** A flagged run's alert the outbox has claimed. */
export interface DecisionAlertJob {
  id: number;
  attempts: number;
  leaseUntil: string;
  /** DecisionAlertFacts as JSON. */
  facts: string;
}

/**
 * The owner's alert (to NOTIFY_TO, in English as the back office): the run
 * is still below its minimum on its decision date. Nothing was cancelled: the
 * mail says what the owner can do, and that the participants are told by
 * whichever they choose.
 */
export function decisionAlertMail(config: MailAddresses, job: DecisionAlertJob): SendMailOptions {
  const facts = JSON.parse(job.facts) as DecisionAlertFacts;
  return {
    from: config.from,
    to: config.to,
    subject: headerText(
      `Decide on a run: ${facts.course}, ${facts.run} (${facts.confirmed} of minimum ${facts.minimum} confirmed)`,
      160,
    ),
    text: [
      `A run has reached its decision date (${formatDate(facts.decisionDate)}) below its minimum of participants.`,
      "",
      `Course:                ${facts.course}`,
      `Run:                   ${facts.run}`,
      `Minimum:               ${facts.minimum} participants`,
      `Confirmed:             ${facts.confirmed}`,
      `Awaiting confirmation: ${facts.placed}`,
      ...(facts.offered > 0 ? [`Place offered:         ${facts.offered}`] : []),
      `Waiting list:          ${facts.waiting}`,
      `Places in all:         ${facts.capacity ?? "no limit"}`,
      "",
      "Nothing happens by itself: the run stays on the site and takes enrollments. Decide on its roster:",
      "- it goes ahead anyway: Mark guaranteed… (everyone with a place is told);",
      "- it does not: Cancel this run… or Move to another run… (everyone is told and offered another run or a full refund, as the course terms say).",
      "The course terms promise participants at least 2 weeks' notice before the start.",
      "If enough participants are confirmed before you decide, the run becomes guaranteed by itself.",
      "",
      `Its roster: ${facts.rosterUrl}`,
    ].join("\n"),
  };
}

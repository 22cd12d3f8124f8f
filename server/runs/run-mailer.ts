import type { SendMailOptions } from "nodemailer";
import { headerText } from "#server/mail/header-text.ts";
import {
  type MailAddresses,
  type MailSettings,
  type OutboxOptions,
  startOutbox,
} from "#server/mail/outbox.ts";
import { type RunMailJob, runMail } from "#server/mail/run-mails.ts";
import { identityFromContent, type IdentityIn } from "#server/mail/sign-off.ts";

export interface RunMailerOptions extends Omit<OutboxOptions<RunMailJob>, "mailsFor" | "names"> {
  config: MailSettings;
  /** Who we are, for each mail's sign-off: the live release's. */
  identity?: IdentityIn;
}

/**
 * The run mails (server/mail/run-mails.ts), sent by an outbox of their own
 * over the run_mails queue (run-mail-queue.ts): the same loop, claims,
 * leases and retries as the enquiries' mails, beside them, so a slow
 * mail server holding up one does not hold up the other.
 */
export function startRunMailer(options: RunMailerOptions) {
  const { config, identity = identityFromContent, ...outbox } = options;
  return startOutbox({
    ...outbox,
    mailsFor: (job) => runMailsFor(config, job, identity),
    names: {
      job: (job) => `run mail ${job.id} (${job.kind}, enrolment ${job.enquiryId})`,
      pending: "run e-mail(s)",
    },
  });
}

export type RunMailer = ReturnType<typeof startRunMailer>;

/** The mails one queued run mail becomes: the booker's, and the participants' copies of some. */
export function runMailsFor(
  config: MailAddresses,
  job: RunMailJob,
  identity: IdentityIn,
): SendMailOptions[] {
  const mail = runMail(config, job, identity(job.language));
  return copiedKinds.has(job.kind) ? [mail, ...participantCopies(mail, job)] : [mail];
}

/**
 * The joining details are for whoever comes: each participant with an
 * e-mail address of their own gets the same mail; the booker keeps theirs
 * (issue 34). So does a private run's change of days, times or place, which
 * those joining details follow (issue 45). Contract mails (confirmation,
 * moves, cancellations) stay with the booker alone.
 */
const copiedKinds: ReadonlySet<RunMailJob["kind"]> = new Set(["joining", "private-run-changed"]);

function participantCopies(mail: SendMailOptions, job: RunMailJob): SendMailOptions[] {
  const emails = JSON.parse(job.participantEmails ?? "[]") as string[];
  return [...new Set(emails)].map((email) => ({ ...mail, to: headerText(email) }));
}

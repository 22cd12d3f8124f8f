import type { SendMailOptions } from "nodemailer";
import { participantLinkPaths } from "#src/routing/fixed-paths.ts";
import { enquiryMail } from "#server/mail/enquiry-mails.ts";
import { type EnrolmentRecord, enrolmentMails } from "#server/mail/enrolment-mails.ts";
import {
  type MailAddresses,
  type MailSettings,
  type OutboxOptions,
  startOutbox,
} from "#server/mail/outbox.ts";
import { identityFromContent, type IdentityIn } from "#server/mail/sign-off.ts";
import type { MailJob } from "./enquiry-tables.ts";

export interface EnquiryNotifierOptions extends Omit<OutboxOptions<MailJob>, "mailsFor"> {
  /** The mail settings (server/config.ts): the mails' sender and the owner's address. */
  config: MailSettings;
  /** Who we are, for the receipt's sign-off: the live release's; content/ as it is without one. */
  identity?: IdentityIn;
  /** The site's public origin, for the receipt's link to name the participants; without it, no link. */
  origin?: () => string;
}

/**
 * The owner's e-mail about each enquiry and enrolment (and an enrolment's
 * receipt to the participant), sent by the outbox (server/mail/outbox.ts)
 * from the marks the enquiries are committed with.
 */
export function startEnquiryNotifier(options: EnquiryNotifierOptions) {
  const { config, identity = identityFromContent, origin, ...outbox } = options;
  return startOutbox({ ...outbox, mailsFor: (job) => mailsFor(config, job, identity, origin) });
}

export type EnquiryNotifier = ReturnType<typeof startEnquiryNotifier>;

/** The mails an outbox entry stands for: an enquiry's one, or an enrolment's two. */
function mailsFor(
  config: MailAddresses,
  job: MailJob,
  identity: IdentityIn,
  origin?: () => string,
): SendMailOptions[] {
  const enquiry = { ...job, receivedAt: new Date(job.receivedAt) };
  if (job.kind === "enrolment" && job.details) {
    const record = JSON.parse(job.details) as EnrolmentRecord;
    // The receipt says whether the run kept a place or put the enrolment on its waiting list.
    // An offer made before the receipt went out: the receipt still tells of the waiting list it joined.
    const place = job.place === "offered" ? "waiting" : job.place;
    const participantsUrl =
      origin && job.participantsToken
        ? `${origin()}${participantLinkPaths[job.language]}/${job.participantsToken}`
        : undefined;
    return enrolmentMails(
      config,
      enquiry,
      { ...record, place, ...(participantsUrl && { participantsUrl }) },
      identity(job.language),
    );
  }
  return [enquiryMail(config, enquiry)];
}

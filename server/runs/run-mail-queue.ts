import type { DatabaseSync } from "node:sqlite";
import type { RunMailFacts, RunMailJob, RunMailKind } from "#server/mail/run-mails.ts";
import { openMailQueue } from "#server/store/mail-queue.ts";

/** One mail to queue, inside the transaction of its change. */
export interface QueuedMail {
  enquiryId: number;
  kind: RunMailKind;
  facts: RunMailFacts;
  /** The enrolment's place after the change. */
  place: string | null;
  joiningWasSent: boolean;
  at: string;
  /** E-mail is on: "pending" (the outbox sends it); off: stored as "off", never sent. */
  isMailing: boolean;
}

/**
 * The run mails waiting to go out: one row per mail, written in the same
 * transaction as the change it tells of (a confirmation, a cancelled run,
 * the joining details), so a change is never stored without its mail, and
 * sent by the outbox (server/mail/outbox.ts) through the store's one mail
 * queue (server/store/mail-queue.ts): claimed with a lease, the lease renewed
 * while sending, retried with backoff. A mail goes when its enrolment goes (erasure,
 * retention): the trigger deletes it with the row (both made by the store's
 * migrations, server/store/migrations/).
 */
export function openRunMailQueue(db: DatabaseSync, transaction: <T>(work: () => T) => T) {
  const insert = db.prepare(
    "INSERT INTO run_mails (enquiry_id, kind, facts, place, joining_was_sent, created_at, mail_status, mail_next_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
  );
  const jobFields = `m.id, m.mail_attempts AS attempts, m.mail_next_at AS leaseUntil, m.kind, m.facts, m.place,
    m.joining_was_sent AS joiningWasSent, m.enquiry_id AS enquiryId, e.email, e.language, e.details, e.participants,
    (SELECT json_group_array(p.email) FROM participants p WHERE p.enquiry_id = e.id AND p.email IS NOT NULL
      AND lower(p.email) <> lower(e.email)) AS participantEmails`;
  const jobOf = db.prepare(
    `SELECT ${jobFields} FROM run_mails m JOIN enquiries e ON e.id = m.enquiry_id WHERE m.id = ?`,
  );
  const mails = openMailQueue<RunMailJob>(
    { database: db, transaction },
    {
      table: "run_mails",
      // Each mail with its enrolment's address, language and participants.
      job: (claimed) => {
        const job = jobOf.get(claimed.id) as unknown as RunMailJob;
        return { ...job, joiningWasSent: Boolean(job.joiningWasSent) };
      },
      // A link's raw token lives only until its mail is sent: the store keeps its hash. A
      // replaced participant address, told of the change, is not kept after that either.
      whenSent: "facts = json_remove(facts, '$.answer.url', '$.formerAddress.address')",
    },
  );

  return {
    /** Called inside the change's transaction. */
    queue(mail: QueuedMail) {
      insert.run(
        mail.enquiryId,
        mail.kind,
        JSON.stringify(mail.facts),
        mail.place,
        mail.joiningWasSent ? 1 : 0,
        mail.at,
        mail.isMailing ? "pending" : "off",
        mail.isMailing ? mail.at : null,
      );
    },

    /** The outbox's methods (OutboxStore), under names of their own in the store. */
    methods: {
      /** Leases up to `limit` due run mails until `leaseUntil`. */
      claimDueRunMails: mails.claim,
      renewRunMailLease: mails.renew,
      markRunMailSent: mails.sent,
      markRunMailFailed: mails.failed,
      pendingRunMailCount: mails.pendingCount,
    },
  };
}

import type { StoreConnection } from "./database.ts";

/** What every claimed mail carries back to the outbox (server/mail/outbox.ts's OutboxJob). */
export interface ClaimedMail {
  id: number;
  /** Failed attempts before this one. */
  attempts: number;
  /** ISO 8601: the claim's lease; renewing it needs this value. */
  leaseUntil: string;
}

export interface MailQueueOptions<Job extends ClaimedMail> {
  /**
   * The table whose rows carry the marks, in the columns every queue has:
   * `mail_status` ('pending' until sent, 'sent'; 'off' is never sent),
   * `mail_next_at` (due, then leased until), `mail_attempts`, `mailed_at`.
   */
  table: string;
  /** The row's key, the job's id: `id`, or `rowid` for a table without one. */
  key?: "id" | "rowid";
  /** One more condition a due row meets, in SQL over the table's row (reminders: not paused). */
  isDue?: string;
  /** More columns the claim returns, in SQL over the claimed row (`RETURNING`). */
  returning?: string;
  /** Each claimed row as its job, in the claim's transaction (a join, a link token). */
  job?: (claimed: ClaimedMail & Record<string, unknown>, now: string) => Job;
  /** More columns set once a mail is sent, in SQL (a link's raw token dropped). */
  whenSent?: string;
}

/**
 * One queue of mails in the store's process, the table side of an outbox
 * (server/mail/outbox.ts): the mark is written in the transaction of what the
 * mail tells of (by its owner), then claimed due mails are leased with
 * `mail_next_at`, the lease renewed while sending if still ours, a sent mail
 * marked, a failed one retried at the time the outbox gives. Every queue
 * (enquiries, run mails, invoices, reminders, certificates) is one of these;
 * its owner names the methods (`claimDueRunMails`, ...) in its table module.
 * Times are ISO 8601 strings in UTC, passed in by the caller.
 */
export function openMailQueue<Job extends ClaimedMail>(
  connection: Pick<StoreConnection, "database" | "transaction">,
  options: MailQueueOptions<Job>,
) {
  const { database: db, transaction } = connection;
  const { table, key = "id" } = options;
  const job = options.job ?? ((claimed) => ({ ...claimed }) as unknown as Job);
  const claim = db.prepare(
    `UPDATE ${table} SET mail_next_at = ? WHERE ${key} IN (
       SELECT ${key} FROM ${table} WHERE mail_status = 'pending' AND mail_next_at <= ?${options.isDue ? ` AND ${options.isDue}` : ""}
       ORDER BY mail_next_at, ${key} LIMIT ?)
     RETURNING ${key} AS id, mail_attempts AS attempts, mail_next_at AS leaseUntil${options.returning ? `, ${options.returning}` : ""}`,
  );
  const renew = db.prepare(
    `UPDATE ${table} SET mail_next_at = ? WHERE ${key} = ? AND mail_status = 'pending' AND mail_next_at = ?`,
  );
  const sent = db.prepare(
    `UPDATE ${table} SET mail_status = 'sent', mailed_at = ?${options.whenSent ? `, ${options.whenSent}` : ""} WHERE ${key} = ?`,
  );
  const failed = db.prepare(
    `UPDATE ${table} SET mail_attempts = mail_attempts + 1, mail_next_at = ? WHERE ${key} = ? AND mail_status = 'pending'`,
  );
  const pending = db.prepare(
    `SELECT count(*) AS count FROM ${table} WHERE mail_status = 'pending'`,
  );

  return {
    /**
     * Claims up to `limit` mails that are due, leasing each until `leaseUntil`
     * so a second sender (or this one after a crash) takes it only then.
     */
    claim(now: string, leaseUntil: string, limit: number): Job[] {
      return transaction(() =>
        (
          claim.all(leaseUntil, now, limit) as unknown as (ClaimedMail & Record<string, unknown>)[]
        ).map((claimed) => job(claimed, now)),
      );
    },
    /**
     * Extends a claimed mail's lease while it is being sent, if the claim is
     * still ours (its lease is the one we hold: no other sender took it since).
     */
    renew(id: number, heldUntil: string, leaseUntil: string): boolean {
      return transaction(() => renew.run(leaseUntil, id, heldUntil).changes === 1);
    },
    sent(id: number, at: string): void {
      transaction(() => sent.run(at, id));
    },
    failed(id: number, nextAttemptAt: string): void {
      transaction(() => failed.run(nextAttemptAt, id));
    },
    pendingCount(): number {
      return Number((pending.get() as { count: number }).count);
    },
  };
}

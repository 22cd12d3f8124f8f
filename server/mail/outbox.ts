import { createTransport, type SendMailOptions } from "nodemailer";

/**
 * Where mail goes and comes from (SMTP_URL, NOTIFY_TO, NOTIFY_FROM), read by
 * server/config.ts and handed in: the outbox and the mails read no settings.
 */
export interface MailSettings {
  smtpUrl: string;
  /** Who is told: the owner. */
  to: string;
  /** Our own fixed sender address. */
  from: string;
}

export type MailAddresses = Pick<MailSettings, "to" | "from">;

/** What the outbox needs of a claimed mail; its owner's rows carry what the mail is written from. */
export interface OutboxJob {
  id: number;
  /** Attempts before this one. */
  attempts: number;
  /** ISO 8601: the claim's lease; renewing it needs this value. */
  leaseUntil: string;
}

/** The outbox's marks in the store, kept by their owner (server/enquiries/enquiry-tables.ts). */
export interface OutboxStore<Job extends OutboxJob> {
  /** Leases up to `limit` due mails for `leaseMs`. */
  claimDueMails(now: Date, leaseMs: number, limit?: number): Promise<Job[]>;
  /** Extends a claim held until `heldUntil`; resolves false when another sender has taken it. */
  renewMailLease(id: number, heldUntil: string, leaseUntil: Date): Promise<boolean>;
  markMailSent(id: number, at?: Date): Promise<void>;
  markMailFailed(id: number, nextAttemptAt: Date): Promise<void>;
  pendingMailCount(): Promise<number>;
}

/** Waits before retry 1, 2, 3, ...: the first within a minute, then backing off to hourly. */
export const defaultRetryDelaysMs = [20_000, 60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000];

export function retryDelay(attempt: number, delaysMs = defaultRetryDelaysMs): number {
  return delaysMs[Math.min(Math.max(attempt, 1), delaysMs.length) - 1] ?? 60 * 60_000;
}

/** How a mail is handed to the mail server; `signal` abandons the attempt (closing its connection). */
export type MailSend = (
  mail: SendMailOptions,
  options?: { signal?: AbortSignal },
) => Promise<unknown>;

export interface OutboxOptions<Job extends OutboxJob> {
  store: OutboxStore<Job>;
  /** The mails a job stands for, sent in one attempt (its owner knows what they say). */
  mailsFor: (job: Job) => SendMailOptions[];
  send: MailSend;
  log?: Pick<Console, "info" | "error">;
  retryDelaysMs?: number[];
  /** How often the outbox is looked at besides the wake-up after each enquiry. */
  pollMs?: number;
  /** How long a claim lasts unless renewed; it is renewed while its mail is being sent. */
  leaseMs?: number;
  /** The most one attempt may take, however slowly the mail server answers. */
  attemptTimeoutMs?: number;
  /** An attempt still running after this long is logged (once). */
  slowAttemptMs?: number;
  /** How the log names a job ("enquiry 12", the default) and its pending mails ("enquiry e-mail(s)"). */
  names?: { job: (job: Job) => string; pending: string };
}

/**
 * The outbox's sender. Every enquiry is committed with its "to be e-mailed"
 * mark (server/enquiries/enquiry-store.ts), so the mail does not depend on the visitor's
 * connection or on this process living: this loop sends what is due, marks
 * each mail sent once the mail server has taken it, and on failure logs and
 * retries with backoff. Pending mails survive restarts and `kill -9`; a crash
 * between the mail server's "250 OK" and the mark is the one case that sends
 * a mail twice, never none.
 *
 * It claims one mail at a time and renews the claim while that mail is being
 * sent, so a second server on the same DATA_DIR never takes a mail this one
 * is still sending (a slow mail server may take minutes). Each attempt has a
 * deadline: a server that answers, but never finishes, costs one attempt
 * (logged, retried later), not the whole outbox.
 */
export function startOutbox<Job extends OutboxJob>(options: OutboxOptions<Job>) {
  const log = options.log ?? console;
  const pollMs = options.pollMs ?? 10_000;
  const leaseMs = options.leaseMs ?? 60_000;
  const attemptTimeoutMs = options.attemptTimeoutMs ?? smtpTimeouts.attemptMs;
  const slowAttemptMs = options.slowAttemptMs ?? 60_000;
  const names = options.names ?? {
    job: (job: Job) => `enquiry ${job.id}`,
    pending: "enquiry e-mail(s)",
  };
  let isStopped = false;
  let isRunning = false;
  let isWanted = false;
  let running: Promise<void> = Promise.resolve();
  // The outbox's last read failure, said once until it changes or clears.
  let outboxProblem: string | undefined;

  /** One attempt at one claimed mail, its claim renewed meanwhile; rejects on failure or deadline. */
  async function attempt(job: Job) {
    const controller = new AbortController();
    let heldUntil = job.leaseUntil;
    const renew = setInterval(async () => {
      const next = new Date(Date.now() + leaseMs);
      const isOurs = await options.store.renewMailLease(job.id, heldUntil, next).catch(() => true);
      if (isOurs) heldUntil = next.toISOString();
      else
        log.error(`E-mail for ${names.job(job)}: another sender took it over (its claim ran out)`);
    }, leaseMs / 3);
    const slow = setTimeout(() => {
      log.info(
        `E-mail for ${names.job(job)}: the mail server has not finished after ${seconds(slowAttemptMs)}; waiting up to ${seconds(attemptTimeoutMs)}`,
      );
    }, slowAttemptMs);
    let deadline: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        (async () => {
          // An enrolment's two mails go in one attempt: a retry sends both again (at least once, never none).
          for (const mail of options.mailsFor(job)) {
            await options.send(mail, { signal: controller.signal });
          }
        })(),
        new Promise((_, reject) => {
          deadline = setTimeout(() => {
            const error = new Error(
              `the mail server did not finish within ${seconds(attemptTimeoutMs)}`,
            );
            // Ours first: the abort makes the send reject too, with a vaguer reason.
            reject(error);
            controller.abort(error);
          }, attemptTimeoutMs);
        }),
      ]);
    } finally {
      clearInterval(renew);
      clearTimeout(slow);
      clearTimeout(deadline);
    }
  }

  async function sendDue() {
    for (;;) {
      if (isStopped) return;
      // One at a time: a mail waiting in our own queue would outlive its claim.
      const [job] = await options.store.claimDueMails(new Date(), leaseMs, 1);
      outboxProblem = undefined;
      if (!job) return;
      try {
        await attempt(job);
      } catch (error) {
        const attemptNumber = job.attempts + 1;
        const delay = retryDelay(attemptNumber, options.retryDelaysMs);
        await options.store.markMailFailed(job.id, new Date(Date.now() + delay));
        log.error(
          `E-mail for ${names.job(job)} failed (attempt ${attemptNumber}; it is stored, retrying in ${Math.round(delay / 1000)} s):`,
          error instanceof Error ? error.message : error,
        );
        continue;
      }
      await options.store.markMailSent(job.id);
      log.info(`E-mail for ${names.job(job)} sent`);
    }
  }

  function wake() {
    if (isStopped) return;
    if (isRunning) {
      isWanted = true;
      return;
    }
    isRunning = true;
    running = (async () => {
      do {
        isWanted = false;
        try {
          await sendDue();
        } catch (error) {
          // The store is locked or gone: the next poll tries again.
          const problem = error instanceof Error ? error.message : String(error);
          if (problem !== outboxProblem) log.error("Could not read the e-mail outbox:", problem);
          outboxProblem = problem;
        }
      } while (isWanted && !isStopped);
      isRunning = false;
    })();
  }

  const timer = setInterval(wake, pollMs);
  timer.unref();
  wake();

  return {
    /** Called after each stored enquiry: its mail goes out now, not at the next poll. */
    wake,
    /**
     * Stops sending: a mail in flight gets up to `timeoutMs`; what is still
     * pending is logged and sent at the next start.
     */
    async stop(timeoutMs = 5_000) {
      isStopped = true;
      clearInterval(timer);
      let deadline: NodeJS.Timeout | undefined;
      await Promise.race([
        running,
        new Promise((resolve) => {
          deadline = setTimeout(resolve, timeoutMs);
        }),
      ]);
      clearTimeout(deadline);
      const left = await options.store.pendingMailCount().catch(() => undefined);
      if (left) log.error(`${left} ${names.pending} not sent yet: they go out at the next start`);
    },
  };
}

function seconds(ms: number): string {
  return ms >= 60_000 && ms % 60_000 === 0
    ? `${ms / 60_000} min`
    : `${Math.round(ms / 100) / 10} s`;
}

export type Outbox = ReturnType<typeof startOutbox>;

/**
 * How long we wait for a mail server. RFC 5321 4.5.3.2 gives each reply its
 * own timeout, the longest of them 10 minutes for the answer to the end of
 * DATA (4.5.3.2.6): the server may be checking the message, and giving up
 * sooner makes it deliver the message anyway while we retry, so the owner
 * gets it twice. So we allow 10 minutes of silence; and, since a server that
 * answers a little at a time never falls silent, each attempt as a whole ends
 * after 15 minutes (the notifier's deadline). Connecting and the greeting
 * get 10 s: a server that is down should fail fast, and is retried.
 */
export const smtpTimeouts = {
  connectMs: 10_000,
  replyMs: 10 * 60_000,
  attemptMs: 15 * 60_000,
};

/** Sends through SMTP_URL's server; an aborted `signal` ends the attempt and its connection. */
export function smtpSender(config: MailSettings, timeouts = smtpTimeouts) {
  const transport = createTransport({
    url: config.smtpUrl,
    connectionTimeout: timeouts.connectMs,
    greetingTimeout: timeouts.connectMs,
    socketTimeout: timeouts.replyMs,
  });
  const send: MailSend = (mail, options = {}) =>
    // nodemailer 10 takes an AbortSignal with the message (its types predate it).
    transport.sendMail({ ...mail, signal: options.signal } as SendMailOptions);
  return { send, close: () => transport.close() };
}

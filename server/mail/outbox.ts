import { createTransport, type SendMailOptions } from "nodemailer";
import type { Language } from "#src/i18n/languages.ts";
import type { ContactValues } from "#src/forms/contact-schema.ts";
import type { NotifyConfig } from "#server/config.ts";
import type { MailJob } from "#server/enquiries/enquiry-tables.ts";
import { enrolmentMails } from "./enrolment-mails.ts";
import type { EnrolmentRecord } from "#server/enquiries/enrolment-record.ts";
import type { EnquiryStore } from "#server/enquiries/enquiry-store.ts";

export interface NotifiedEnquiry extends ContactValues {
  id: number;
  receivedAt: Date;
  language: Language;
}

/** The owner reads English: each form language's name for the mail. */
const languageNamesInEnglish: Record<Language, string> = { en: "English", nl: "Dutch" };

/** "Language: Dutch (nl) — answer in Dutch": the line that tells the owner how to answer. */
export function languageLine(language: Language): string {
  const name = languageNamesInEnglish[language];
  return `Language: ${name} (${language}) — answer in ${name}`;
}

/**
 * Header text from visitor input: control characters (CR and LF above all)
 * become spaces, so no input can end a header line and start another.
 */
export function headerText(text: string, maxLength = 200): string {
  return text
    .replace(/[\p{Cc}\u2028\u2029]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, maxLength);
}

/**
 * The e-mail about one enquiry. It comes from our own fixed address (the
 * visitor's address in From would fail SPF/DMARC and invite spoofing); the
 * visitor is only the Reply-To, so answering the mail answers them.
 */
export function enquiryMail(config: NotifyConfig, enquiry: NotifiedEnquiry): SendMailOptions {
  return {
    from: config.from,
    to: config.to,
    replyTo: headerText(enquiry.email),
    subject: `Website enquiry from ${headerText(enquiry.name, 80)}`,
    text: [
      `A new enquiry arrived through the contact form (number ${enquiry.id}, ${enquiry.receivedAt.toISOString()}).`,
      "",
      `Name:  ${enquiry.name}`,
      `Email: ${enquiry.email}`,
      `Phone: ${enquiry.phone}`,
      languageLine(enquiry.language),
      "",
      "Message:",
      enquiry.message,
      "",
      "Reply to this e-mail to answer the visitor. All enquiries: npm run enquiries",
    ].join("\n"),
  };
}

/** The mails an outbox entry stands for: an enquiry's one, or an enrolment's two. */
function mailsFor(config: NotifyConfig, enquiry: NotifiedEnquiry, job: MailJob): SendMailOptions[] {
  if (job.kind === "enrolment" && job.details) {
    return enrolmentMails(config, enquiry, JSON.parse(job.details) as EnrolmentRecord);
  }
  return [enquiryMail(config, enquiry)];
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

export interface EnquiryNotifierOptions {
  store: Pick<
    EnquiryStore,
    "claimDueMails" | "renewMailLease" | "markMailSent" | "markMailFailed" | "pendingMailCount"
  >;
  send: MailSend;
  config: NotifyConfig;
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
}

/**
 * The outbox's sender. Every enquiry is committed with its "to be e-mailed"
 * mark (enquiry-store.ts), so the mail does not depend on the visitor's
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
export function startEnquiryNotifier(options: EnquiryNotifierOptions) {
  const log = options.log ?? console;
  const pollMs = options.pollMs ?? 10_000;
  const leaseMs = options.leaseMs ?? 60_000;
  const attemptTimeoutMs = options.attemptTimeoutMs ?? smtpTimeouts.attemptMs;
  const slowAttemptMs = options.slowAttemptMs ?? 60_000;
  let isStopped = false;
  let isRunning = false;
  let isWanted = false;
  let running: Promise<void> = Promise.resolve();
  // The outbox's last read failure, said once until it changes or clears.
  let outboxProblem: string | undefined;

  /** One attempt at one claimed mail, its claim renewed meanwhile; rejects on failure or deadline. */
  async function attempt(job: MailJob) {
    const enquiry = { ...job, receivedAt: new Date(job.receivedAt) };
    const controller = new AbortController();
    let heldUntil = job.leaseUntil;
    const renew = setInterval(async () => {
      const next = new Date(Date.now() + leaseMs);
      const isOurs = await options.store.renewMailLease(job.id, heldUntil, next).catch(() => true);
      if (isOurs) heldUntil = next.toISOString();
      else
        log.error(`E-mail for enquiry ${job.id}: another sender took it over (its claim ran out)`);
    }, leaseMs / 3);
    const slow = setTimeout(() => {
      log.info(
        `E-mail for enquiry ${job.id}: the mail server has not finished after ${seconds(slowAttemptMs)}; waiting up to ${seconds(attemptTimeoutMs)}`,
      );
    }, slowAttemptMs);
    let deadline: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        (async () => {
          // An enrolment's two mails go in one attempt: a retry sends both again (at least once, never none).
          for (const mail of mailsFor(options.config, enquiry, job)) {
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
          `E-mail for enquiry ${job.id} failed (attempt ${attemptNumber}; it is stored, retrying in ${Math.round(delay / 1000)} s):`,
          error instanceof Error ? error.message : error,
        );
        continue;
      }
      await options.store.markMailSent(job.id);
      log.info(`E-mail for enquiry ${job.id} sent`);
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
      if (left) log.error(`${left} enquiry e-mail(s) not sent yet: they go out at the next start`);
    },
  };
}

function seconds(ms: number): string {
  return ms >= 60_000 && ms % 60_000 === 0
    ? `${ms / 60_000} min`
    : `${Math.round(ms / 100) / 10} s`;
}

export type EnquiryNotifier = ReturnType<typeof startEnquiryNotifier>;

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
export function smtpSender(config: NotifyConfig, timeouts = smtpTimeouts) {
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

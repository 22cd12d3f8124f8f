import { createTransport, type SendMailOptions } from "nodemailer";
import type { Language } from "../src/i18n/languages.ts";
import type { ContactValues } from "../src/modules/contact-schema.ts";
import type { NotifyConfig } from "./config.ts";
import type { EnquiryStore } from "./enquiry-store.ts";

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

/** Waits before retry 1, 2, 3, ...: the first within a minute, then backing off to hourly. */
export const defaultRetryDelaysMs = [20_000, 60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000];

export function retryDelay(attempt: number, delaysMs = defaultRetryDelaysMs): number {
  return delaysMs[Math.min(Math.max(attempt, 1), delaysMs.length) - 1] ?? 60 * 60_000;
}

export interface EnquiryNotifierOptions {
  store: Pick<
    EnquiryStore,
    "claimDueMails" | "markMailSent" | "markMailFailed" | "pendingMailCount"
  >;
  send: (mail: SendMailOptions) => Promise<unknown>;
  config: NotifyConfig;
  log?: Pick<Console, "info" | "error">;
  retryDelaysMs?: number[];
  /** How often the outbox is looked at besides the wake-up after each enquiry. */
  pollMs?: number;
  /** How long a claimed mail is left to its sender before another may take it. */
  leaseMs?: number;
}

/**
 * The outbox's sender. Every enquiry is committed with its "to be e-mailed"
 * mark (enquiry-store.ts), so the mail does not depend on the visitor's
 * connection or on this process living: this loop sends what is due, marks
 * each mail sent once the mail server has taken it, and on failure logs and
 * retries with backoff. Pending mails survive restarts and `kill -9`; a crash
 * between the mail server's "250 OK" and the mark is the one case that sends
 * a mail twice, never none.
 */
export function startEnquiryNotifier(options: EnquiryNotifierOptions) {
  const log = options.log ?? console;
  const pollMs = options.pollMs ?? 10_000;
  const leaseMs = options.leaseMs ?? 60_000;
  let isStopped = false;
  let isRunning = false;
  let isWanted = false;
  let running: Promise<void> = Promise.resolve();

  async function sendDue() {
    for (;;) {
      const jobs = await options.store.claimDueMails(new Date(), leaseMs);
      for (const job of jobs) {
        if (isStopped) return;
        const enquiry = { ...job, receivedAt: new Date(job.receivedAt) };
        try {
          await options.send(enquiryMail(options.config, enquiry));
        } catch (error) {
          const attempt = job.attempts + 1;
          const delay = retryDelay(attempt, options.retryDelaysMs);
          await options.store.markMailFailed(job.id, new Date(Date.now() + delay));
          log.error(
            `E-mail for enquiry ${job.id} failed (attempt ${attempt}; it is stored, retrying in ${Math.round(delay / 1000)} s):`,
            error instanceof Error ? error.message : error,
          );
          continue;
        }
        await options.store.markMailSent(job.id);
        log.info(`E-mail for enquiry ${job.id} sent`);
      }
      if (jobs.length === 0) return;
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
          log.error(
            "Could not read the e-mail outbox:",
            error instanceof Error ? error.message : error,
          );
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

export type EnquiryNotifier = ReturnType<typeof startEnquiryNotifier>;

/** Sends through SMTP_URL's server, with timeouts so a dead server cannot hang a mail forever. */
export function smtpSender(config: NotifyConfig) {
  const transport = createTransport({
    url: config.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    send: (mail: SendMailOptions) => transport.sendMail(mail),
    close: () => transport.close(),
  };
}

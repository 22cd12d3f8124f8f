import { createTransport, type SendMailOptions } from "nodemailer";
import type { ContactValues } from "../app/modules/contact-schema.ts";
import type { NotifyConfig } from "./config.ts";

export interface NotifiedEnquiry extends ContactValues {
  id: number;
  receivedAt: Date;
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
      "",
      "Message:",
      enquiry.message,
      "",
      "Reply to this e-mail to answer the visitor. All enquiries: npm run enquiries",
    ].join("\n"),
  };
}

/**
 * Sends the e-mails, fire-and-forget: the enquiry is already stored and
 * answered when `notify` is called, so a slow or failing mail server costs
 * the visitor nothing; a failure is logged (with the enquiry's number, not
 * its content) and the enquiry stays in the store for `npm run enquiries`.
 */
export function createEnquiryNotifier(config: NotifyConfig, log: Pick<Console, "error"> = console) {
  const transport = createTransport({
    url: config.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const pending = new Set<Promise<void>>();

  return {
    notify(enquiry: NotifiedEnquiry) {
      const sending: Promise<void> = transport
        .sendMail(enquiryMail(config, enquiry))
        .then(
          () => undefined,
          (error: unknown) => {
            log.error(
              `E-mail notification for enquiry ${enquiry.id} failed (it is stored):`,
              error instanceof Error ? error.message : error,
            );
          },
        )
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    /** Waits (up to `timeoutMs`) for mails still being sent, then closes the transport. */
    async drain(timeoutMs = 5_000) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([...pending]),
        new Promise((resolve) => {
          timer = setTimeout(resolve, timeoutMs);
        }),
      ]);
      clearTimeout(timer);
      transport.close();
    },
  };
}

export type EnquiryNotifier = ReturnType<typeof createEnquiryNotifier>;

import { type MailSettings, type OutboxOptions, startOutbox } from "#server/mail/outbox.ts";
import { type QuoteMailContext, quoteMails } from "./quote-mails.ts";
import type { QuoteMailJob } from "./quote-types.ts";

export interface QuoteMailerOptions
  extends Omit<OutboxOptions<QuoteMailJob>, "mailsFor" | "names">,
    Omit<QuoteMailContext, "config" | "origin"> {
  config: MailSettings;
  /** The site's public origin, asked at each mail (the port is known only once listening). */
  origin: () => string;
}

/**
 * The quotes' mails, an outbox of their own over `quote_mails` (the same
 * loop, claims and retries as the other mails). A quote's mail waits until
 * its PDF is stored; it then carries the PDF as sent, never rendered again,
 * and a link made when the mail was claimed.
 */
export function startQuoteMailer(options: QuoteMailerOptions) {
  const { config, identity, origin, backOfficeUrl, ...outbox } = options;
  return startOutbox({
    ...outbox,
    mailsFor: (job) => quoteMails(job, { config, identity, origin: origin(), backOfficeUrl }),
    names: {
      job: (job) => `quote mail ${job.id} (${job.kind}, quote ${job.quoteId})`,
      pending: "quote e-mail(s)",
    },
  });
}

export type QuoteMailer = ReturnType<typeof startQuoteMailer>;

import { Readable } from "node:stream";
import type { CompanyIdentity } from "#src/content/company-identity.ts";
import type { Language } from "#src/i18n/languages.ts";
import { certificateUrl, evaluationPaths } from "#src/routing/fixed-paths.ts";
import { evaluationDays } from "./certificate-tables.ts";
import { certificateMail } from "#server/mail/certificate-mails.ts";
import { type MailSettings, type OutboxOptions, startOutbox } from "#server/mail/outbox.ts";
import type { CertificateMailJob } from "./certificate-types.ts";

export interface CertificateMailerOptions
  extends Omit<OutboxOptions<CertificateMailJob>, "mailsFor" | "names"> {
  config: MailSettings;
  identity: (lang: Language) => CompanyIdentity;
  /** The site's public origin: the address printed on the certificate and in the mail. */
  origin: () => string;
}

/**
 * The certificates' mails, an outbox of their own over the certificates
 * table (the same loop, claims and retries as the other mails). The PDF is
 * rendered while the mail is sent, from the stored snapshot: nothing but the
 * facts is kept, and a resend makes the same certificate again. A render
 * that fails fails the attempt, which is retried like a mail server's refusal.
 */
export function startCertificateMailer(options: CertificateMailerOptions) {
  const { config, identity, origin, ...outbox } = options;
  return startOutbox({
    ...outbox,
    mailsFor: (job) => {
      const company = identity(job.language);
      const url = certificateUrl(origin(), job.language, job.code);
      const evaluation = job.evaluationToken
        ? {
            url: `${origin()}${evaluationPaths[job.language]}/${job.evaluationToken}`,
            days: evaluationDays,
          }
        : undefined;
      const { filename, ...mail } = certificateMail(config, job, company, url, evaluation);
      const pdf = Readable.from(
        (async function* () {
          // The PDF renderer is loaded at the first certificate, not at every start.
          const { renderCertificatePdf } = await import("./render-certificate-pdf.ts");
          yield Buffer.from(await renderCertificatePdf(job, company, url));
        })(),
      );
      return [
        { ...mail, attachments: [{ filename, content: pdf, contentType: "application/pdf" }] },
      ];
    },
    names: {
      job: (job) => `certificate mail ${job.id} (enrolment ${job.enquiryId})`,
      pending: "certificate e-mail(s)",
    },
  });
}

export type CertificateMailer = ReturnType<typeof startCertificateMailer>;

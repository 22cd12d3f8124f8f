import type { EnrolmentCatalogue } from "#src/training/enrolment-catalogue.server.ts";
import { type MailSettings, smtpSender, startOutbox } from "#server/mail/outbox.ts";
import type { IdentityIn } from "#server/mail/sign-off.ts";
import { type WithdrawalAckJob, withdrawalAckMail } from "#server/mail/withdrawal-mails.ts";
import { offerContext } from "./offer-runs.ts";
import { runFacts } from "./run-mail-facts.ts";
import type { RunStore } from "./run-store.ts";

/**
 * The buyer's enrolment page and the EU withdrawal function as the server
 * runs them: the routes' options (the live catalogue's run for the
 * cancellation's mail and the freed place's offer) and the acknowledgements'
 * outbox (with e-mail on). `onWithdrawn`: the run mails, documents and
 * refunds a withdrawal queued go out now.
 */
export function setUpWithdrawals(options: {
  runs: RunStore;
  liveCatalogue: () => EnrolmentCatalogue | undefined;
  siteOrigin: () => string;
  identity: IdentityIn;
  config: { offerHours: number; notify?: MailSettings };
}) {
  const { runs, config } = options;
  const smtp = config.notify && smtpSender(config.notify);
  const notify = config.notify;
  const mailer =
    smtp && notify
      ? startOutbox<WithdrawalAckJob>({
          store: runs.withdrawalAcks,
          send: smtp.send,
          mailsFor: (job) => [withdrawalAckMail(notify, options.identity(job.language), job)],
          names: {
            job: (job) => `withdrawal acknowledgement ${job.id}`,
            pending: "acknowledgement(s)",
          },
        })
      : undefined;
  const catalogue = options.liveCatalogue;
  const origin = options.siteOrigin;
  const route = {
    runs,
    origin,
    changeContext: (courseKey: string, runKey: string) => ({
      facts: runFacts(catalogue(), courseKey, runKey),
      offers: offerContext(catalogue(), { origin, offerHours: config.offerHours }),
    }),
    // The acknowledgement at once; the run mails, documents and refunds on their outboxes' next round.
    onWithdrawn: () => mailer?.wake(),
  };
  return {
    /** The site server's options: the enrolment's page and the public withdrawal page. */
    routes: {
      participantLinks: route,
      withdrawals: {
        ...route,
        // Stopped with the site server: no new acknowledgement is claimed, the connection closed.
        onStop: () => {
          void mailer?.stop().finally(() => smtp?.close());
        },
      },
    },
  };
}

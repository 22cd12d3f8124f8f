import type { CertificateStore } from "#server/after-course/certificate-store.ts";
import type { VatIdChecker } from "#server/invoices/vat-id-checker.ts";
import type { InvoiceAccount } from "#server/payments/ledger.ts";
import type { OfferSettings } from "#server/runs/offer-runs.ts";
import type { RunStore } from "#server/runs/run-store.ts";
import type { PrivateRun } from "#src/training/private-runs.ts";

/** The store's Runs methods the handlers call: not the outbox nor the nightly decisions' own. */
export type RunTablesStore = Omit<RunStore, "outbox" | "decisionAlerts" | "decideRun">;

export interface RunHandlerOptions {
  runs: RunTablesStore;
  /** Certificates of participation: shown per participant on the roster, resent or revoked there. */
  certificates?: Omit<CertificateStore, "outbox">;
  onCertificateMail?: () => void;
  /** Records what someone did in the back office's log (never whom it was about). */
  audit: (actor: string, action: string, detail: string) => Promise<void>;
  now: () => Date;
  /** After an action queued mails: the run mails' outbox sends them now. */
  onMailQueued?: () => void;
  /** Offers on: a place a change frees is offered to the waiting list in the same commit. */
  offers?: OfferSettings;
  /** After a change issued invoices or credit notes: rendered and mailed outside the store. */
  onInvoicesIssued?: (ids: number[]) => void;
  /** An invoice's "Pay now" page, when paying online is on (MOLLIE_API_KEY); else no link. */
  payUrl?: (document: InvoiceAccount) => string | undefined;
  /** An enrolment's invoices and credit notes, for the roster. */
  invoicesOf?: (enrolmentIds: number[]) => Promise<InvoiceAccount[]>;
  /** VIES, asked here before an invoice is reverse charged; without it none is. */
  vatIds?: VatIdChecker;
  /** After an express request was recorded: the joining details due go out (joining-details.ts). */
  onExpressRequest?: () => void;
  /** The store's private runs, merged into the live catalogue these pages read (private-run-book.ts). */
  privateRuns?: () => readonly PrivateRun[];
}

import type { Language } from "#src/i18n/languages.ts";
import type { Store } from "#server/store/store.ts";
import { tablesOf } from "#server/store/tables-of.ts";
import { type MailSettings, type OutboxOptions, startOutbox } from "#server/mail/outbox.ts";
import { invoiceMail } from "#server/mail/invoice-mails.ts";
import { identityFromContent, type IdentityIn } from "#server/mail/sign-off.ts";
import type { StoredDocument } from "./invoice-ledger.ts";
import { hasEInvoice, parseInvoiceSnapshot } from "./invoice-snapshot.ts";
import { vatIdNotConfirmedOf } from "./place-of-supply.ts";
import type {
  InvoiceFiles,
  InvoiceMailJob,
  InvoiceMethods,
  InvoicePayment,
} from "./invoice-tables.ts";

/** The invoices' table module, as the store's process imports it (server/store/store.ts). */
export const invoiceTables = new URL("./invoice-tables.ts", import.meta.url).href;

/** The invoices as the server sees them (invoice-tables.ts, each call in the store's process). */
export function invoiceStore(store: Pick<Store, "call">) {
  const tables = tablesOf<InvoiceMethods>(store);
  return {
    invoiceList(from: string, to: string): Promise<StoredDocument[]> {
      return tables.invoiceList(from, to);
    },
    invoiceDocument(id: number): Promise<StoredDocument | undefined> {
      return tables.invoiceDocument(id);
    },
    invoicesOfEnrolments(ids: number[]): Promise<StoredDocument[]> {
      return tables.invoicesOfEnrolments(ids);
    },
    invoiceFiles(id: number): Promise<InvoiceFiles | undefined> {
      return tables.invoiceFiles(id);
    },
    invoicePayments(id: number): Promise<InvoicePayment[]> {
      return tables.invoicePayments(id);
    },
    markInvoicePaid(id: number, paidOn: string, by: string, at: Date): Promise<boolean> {
      return tables.markInvoicePaid(id, paidOn, by, at.toISOString());
    },
    /**
     * Renders each document's PDF (and, for a business buyer, its UBL with the
     * PDF inside) here, outside the store's process, and stores them once; a
     * document already rendered is left as it is. Resolves with how many it stored.
     */
    async renderDocuments(ids?: number[]): Promise<number> {
      const pending = ids ?? (await tables.unrenderedInvoices());
      if (pending.length === 0) return 0;
      // Loaded when first needed: the renderers and their fonts would slow every server's start.
      const [{ renderInvoicePdf }, { renderInvoiceUbl }] = await Promise.all([
        import("./render-invoice-pdf.ts"),
        import("./invoice-ubl.ts"),
      ]);
      let stored = 0;
      for (const id of pending) {
        const files = await tables.invoiceFiles(id);
        if (!files || files.pdf) continue;
        const snapshot = parseInvoiceSnapshot(
          JSON.parse((await tables.invoiceSnapshot(id)) ?? "null"),
        );
        const pdf = await renderInvoicePdf(snapshot);
        const ubl = hasEInvoice(snapshot)
          ? new TextEncoder().encode(await renderInvoiceUbl(snapshot, pdf))
          : null;
        const isStored = await tables.storeInvoiceFiles(id, pdf, ubl, new Date().toISOString());
        if (isStored) stored += 1;
      }
      return stored;
    },
  };
}

export type InvoiceStore = ReturnType<typeof invoiceStore>;

/** A claimed invoice mail with its files, rendered first if they were not yet. */
interface InvoiceMailWithFiles extends InvoiceMailJob {
  files: InvoiceFiles;
  payToken: string | null;
}

/**
 * The invoice mails: an outbox of their own over the invoices' mail marks
 * (server/mail/outbox.ts: claims, leases, retries with backoff), beside the
 * enquiries' and the run mails'. A claimed document is rendered first if the
 * server stopped before it was, so its mail always carries its files.
 */
export function startInvoiceMailer(
  options: Omit<OutboxOptions<InvoiceMailWithFiles>, "mailsFor" | "names" | "store"> & {
    store: Pick<Store, "call">;
    config: MailSettings;
    identity?: IdentityIn;
    /** An invoice's "Pay now" page from its secret, when paying online is on; else no link. */
    payUrl?: (language: Language, token: string) => string;
  },
) {
  const { store, config, identity = identityFromContent, payUrl, ...outbox } = options;
  const tables = tablesOf<InvoiceMethods>(store);
  const invoices = invoiceStore(store);
  return startOutbox<InvoiceMailWithFiles>({
    ...outbox,
    store: {
      async claimDueMails(now, leaseMs, limit = 1) {
        const leaseUntil = new Date(now.getTime() + leaseMs).toISOString();
        const jobs = await tables.claimDueInvoiceMails(now.toISOString(), leaseUntil, limit);
        return Promise.all(
          jobs.map(async (job) => {
            await invoices.renderDocuments([job.id]);
            const document = await invoices.invoiceDocument(job.id);
            return {
              ...job,
              files: (await invoices.invoiceFiles(job.id)) as InvoiceFiles,
              payToken: document?.payToken ?? null,
            };
          }),
        );
      },
      renewMailLease(id, heldUntil, leaseUntil) {
        return tables.renewInvoiceMailLease(id, heldUntil, leaseUntil.toISOString());
      },
      markMailSent(id, at = new Date()) {
        return tables.markInvoiceMailSent(id, at.toISOString());
      },
      markMailFailed(id, nextAttemptAt) {
        return tables.markInvoiceMailFailed(id, nextAttemptAt.toISOString());
      },
      pendingMailCount() {
        return tables.pendingInvoiceMailCount();
      },
    },
    mailsFor: (job) => {
      const snapshot = parseInvoiceSnapshot(JSON.parse(job.snapshot));
      if (!job.files.pdf) throw new Error(`invoice ${snapshot.number} has no PDF yet`);
      return [
        invoiceMail(
          config,
          {
            kind: snapshot.kind,
            number: snapshot.number,
            language: snapshot.language,
            email: snapshot.buyer.email,
            course: snapshot.lines[0]?.description ?? "",
            inclVat: snapshot.totals.inclVat,
            ...(snapshot.dueDate && { dueDate: snapshot.dueDate }),
            ...(snapshot.refersTo && { refersTo: snapshot.refersTo.number }),
            ...(vatIdNotConfirmedOf(snapshot) && {
              vatIdNotConfirmed: vatIdNotConfirmedOf(snapshot),
            }),
            seller: snapshot.seller,
            ...(payUrl && job.payToken && { payUrl: payUrl(snapshot.language, job.payToken) }),
            pdf: job.files.pdf,
            ubl: job.files.ubl,
          },
          identity(snapshot.language),
        ),
      ];
    },
    names: {
      job: (job) => `invoice document ${job.id}`,
      pending: "invoice e-mail(s)",
    },
  });
}

export type InvoiceMailer = ReturnType<typeof startInvoiceMailer>;

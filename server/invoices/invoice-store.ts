import type { Language } from "#src/i18n/languages.ts";
import type { Store } from "#server/store/store.ts";
import { tablesOf } from "#server/store/tables-of.ts";
import { type MailSettings, type OutboxOptions, startOutbox } from "#server/mail/outbox.ts";
import { type CreditNoteMoney, invoiceMail } from "#server/mail/invoice-mails.ts";
import { identityFromContent, type IdentityIn } from "#server/mail/sign-off.ts";
import { mailVatOf } from "./invoice-amounts.ts";
import type { StoredDocument } from "./invoice-ledger.ts";
import { hasEInvoice, parseInvoiceSnapshot } from "./invoice-snapshot.ts";
import type { InvoiceFiles, InvoiceMailJob, InvoiceMethods } from "./invoice-tables.ts";
import { vatIdNotConfirmedOf } from "./place-of-supply.ts";
import { amountDue, prepaidAmount } from "./prepaid.ts";

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
    /**
     * Renders each document's PDF (and, for a business buyer, its UBL with the
     * PDF inside) here, outside the store's process, and stores them once; a
     * document already rendered is left as it is, never rendered again (it keeps
     * the words of its day). Resolves with how many it stored.
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
    /**
     * A document's files for a page or a download: as stored; one not stored
     * yet (issued a moment ago, its renderer still at work) is rendered here
     * and handed out without storing it, so a GET writes nothing. Undefined
     * for a document that does not exist.
     */
    async filesToServe(id: number): Promise<InvoiceFiles | undefined> {
      const files = await tables.invoiceFiles(id);
      if (!files || files.pdf) return files;
      const [{ renderInvoicePdf }, { renderInvoiceUbl }] = await Promise.all([
        import("./render-invoice-pdf.ts"),
        import("./invoice-ubl.ts"),
      ]);
      const snapshot = parseInvoiceSnapshot(
        JSON.parse((await tables.invoiceSnapshot(id)) ?? "null"),
      );
      const pdf = await renderInvoicePdf(snapshot);
      const ubl = hasEInvoice(snapshot)
        ? new TextEncoder().encode(await renderInvoiceUbl(snapshot, pdf))
        : null;
      return { ...files, pdf, ubl };
    },
  };
}

export type InvoiceStore = ReturnType<typeof invoiceStore>;

/** A claimed invoice mail with its files, rendered first if they were not yet. */
interface InvoiceMailWithFiles extends InvoiceMailJob {
  files: InvoiceFiles;
  payUrl: string | undefined;
  credit: CreditNoteMoney | undefined;
}

/**
 * What the payments (server/payments/, which may read the documents, never
 * the other way round) tell an invoice mail: its "Pay now" page, when paying
 * online is on, and what a credit note did to the money.
 */
export interface InvoiceMailMoney {
  payUrl?: (documentId: number, language: Language) => Promise<string | undefined>;
  creditNoteMoney?: (creditNoteId: number) => Promise<CreditNoteMoney | undefined>;
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
    /** Its "Pay now" link and a credit note's money, from the payments; without, neither. */
    money?: InvoiceMailMoney;
  },
) {
  const { store, config, identity = identityFromContent, money = {}, ...outbox } = options;
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
            const isCredit = document?.kind === "credit-note";
            return {
              ...job,
              files: (await invoices.invoiceFiles(job.id)) as InvoiceFiles,
              payUrl:
                document && !isCredit ? await money.payUrl?.(job.id, document.language) : undefined,
              credit: isCredit ? await money.creditNoteMoney?.(job.id) : undefined,
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
            vat: mailVatOf(snapshot),
            ...(snapshot.prepaid && {
              prepaid: {
                invoiceNumbers: snapshot.prepaid.map((part) => part.invoiceNumber),
                amount: prepaidAmount(snapshot),
                due: amountDue(snapshot),
              },
            }),
            ...(snapshot.dueDate && { dueDate: snapshot.dueDate }),
            ...(snapshot.refersTo && { refersTo: snapshot.refersTo.number }),
            ...(job.credit && { credit: job.credit }),
            ...(vatIdNotConfirmedOf(snapshot) && {
              vatIdNotConfirmed: vatIdNotConfirmedOf(snapshot),
            }),
            seller: snapshot.seller,
            ...(job.payUrl && { payUrl: job.payUrl }),
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

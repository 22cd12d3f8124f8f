import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildInvoice } from "#server/invoices/build-invoice.ts";
import type { StoredDocument } from "#server/invoices/invoice-ledger.ts";
import { openInvoiceTables } from "#server/invoices/invoice-tables.ts";
import type { InvoiceAccount } from "#server/payments/ledger.ts";
import { createMollieGateway } from "#server/payments/mollie-gateway.ts";
import { onlinePayments } from "#server/payments/online-payments.ts";
import { openPaymentTables } from "#server/payments/payment-tables.ts";
import { refundWorker } from "#server/payments/refund-worker.ts";
import { openSettlingLedger } from "#server/runs/settling-ledger.ts";
import { createPayAnswers } from "#server/site-routes/pay-route.tsx";
import type { SiteRequest } from "#server/site-routes/site-request.ts";
import { databasePath, openDatabase } from "#server/store/database.ts";
import { paymentWebhookPath, payReturnUrl, payUrl } from "#src/routing/fixed-paths.ts";
import type { Language } from "#src/i18n/languages.ts";
import { invoiceFacts } from "#tests/support/invoice-facts.ts";
import {
  type MollieStandIn,
  type MollieStandInOptions,
  skipCertificateCheck,
  startMollieStandIn,
} from "#tests/support/mollie-stand-in.ts";

/**
 * Paying invoices online in the test's own process: the documents' and the payments' real
 * tables on a SQLite file (called directly, as the store's process would), credit notes and
 * charges issued as the Runs tables issue them (the money settled in their transaction), the
 * real Mollie client against the stand-in (this thread alone skips the certificate check), the
 * refund worker, and the pay pages and webhook on a plain HTTP server, as the site server's
 * route table hands them requests.
 */
export interface PayHarness {
  standIn: MollieStandIn;
  origin: string;
  tables: ReturnType<typeof openInvoiceTables> & ReturnType<typeof openPaymentTables>;
  /** The back office's log, as the store wrote it: [actor, action, detail]. */
  logged(): [string, string, string][];
  issueInvoice(enquiryId: number, options?: { language?: Language }): InvoiceAccount;
  /** The buyer's cancellation without a charge: credited, what was paid settled. */
  creditInvoice(invoice: StoredDocument): StoredDocument;
  /** The buyer's cancellation with the terms' charge: credited, charged, what was paid settled. */
  cancelWithCharge(enquiryId: number, percent: number): StoredDocument[];
  document(id: number): InvoiceAccount;
  payLink(document: StoredDocument, language?: Language): string;
  returnLink(document: StoredDocument, language?: Language): string;
  webhookUrl: string;
  /** GET a page of ours; POST it from our own origin unless told. */
  request(method: "GET" | "POST", url: string, origin?: string | null): Promise<Response>;
  /** One round of the refund worker, as its timer or a wake-up runs it. */
  runRefunds(): Promise<void>;
  /** A refund worker of its own (another process's, or another trigger's) on the same store. */
  refundWorker(): ReturnType<typeof refundWorker>;
  /** Moves the worker's clock (retries wait). */
  later(ms: number): void;
  stop(): Promise<void>;
}

export async function startPayHarness(
  options: {
    isLive?: boolean;
    standIn?: MollieStandInOptions;
    /** The pay route's limits per client and minute (its defaults unless told). */
    limits?: { webhooksPerMinute?: number; returnsPerMinute?: number };
  } = {},
): Promise<PayHarness> {
  const restore = skipCertificateCheck();
  const standIn = await startMollieStandIn(options.standIn);
  const dataDir = await mkdtemp(path.join(tmpdir(), "pay-harness-"));
  const connection = openDatabase(databasePath(dataDir));
  const tables = { ...openInvoiceTables(connection), ...openPaymentTables(connection) };
  const ledger = openSettlingLedger(connection.database);
  const store = {
    call: async <T>(method: string, ...args: unknown[]) =>
      (tables as unknown as Record<string, (...a: unknown[]) => T>)[method]?.(...args) as T,
  };
  const gateway = createMollieGateway({ apiKey: standIn.apiKey, apiUrl: standIn.apiUrl });
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  const newWorker = () =>
    refundWorker({ store, gateway, everyMs: 60_000, now, log: { error() {} } });
  const refunds = newWorker();
  let origin = "";
  const payments = onlinePayments({
    store,
    gateway,
    isLive: options.isLive ?? false,
    returnUrl: (language, token) => payReturnUrl(origin, language, token),
    webhookUrl: () => `${origin}${paymentWebhookPath}`,
  });
  const pay = createPayAnswers({ payments, origin: () => origin, log: console, ...options.limits });
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", origin);
    const site = { request, response, pathname: url.pathname, search: url.search } as SiteRequest;
    const handle =
      request.method === "POST" && url.pathname === paymentWebhookPath
        ? pay.webhook
        : pay.isPayPath(site)
          ? request.method === "POST"
            ? pay.answer
            : pay.show
          : undefined;
    if (!handle) {
      response.writeHead(404).end();
      return;
    }
    void handle(site);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const issue = (enquiryId: number, language: Language) =>
    connection.transaction(() => {
      const result = ledger.issue(
        (number, issueDate) =>
          buildInvoice(invoiceFacts({ number, issueDate, enrolmentId: enquiryId, language })),
        { enquiryId, reason: "confirmed", at: new Date().toISOString(), isMailing: false },
      );
      if (!("issued" in result)) throw new Error(result.problems.join(" "));
      return result.issued;
    });
  const document = (id: number) => tables.invoiceAccount(id) as InvoiceAccount;
  const meta = (enquiryId: number, reason: string) => ({
    enquiryId,
    reason,
    at: now().toISOString(),
    isMailing: false,
  });

  return {
    standIn,
    origin,
    tables,
    logged: () =>
      connection.database
        .prepare("SELECT actor, action, detail FROM audit_log ORDER BY id")
        .all()
        .map((row) => [String(row.actor), String(row.action), String(row.detail)]),
    issueInvoice: (enquiryId, issueOptions) =>
      document(issue(enquiryId, issueOptions?.language ?? "nl").id),
    creditInvoice(invoice) {
      return connection.transaction(() => {
        const [note] = ledger.creditAll(meta(invoice.enquiryId, "buyer"));
        if (!note) throw new Error("nothing credited");
        return note;
      });
    },
    cancelWithCharge(enquiryId, percent) {
      return connection.transaction(() =>
        ledger.creditAndCharge({ percent }, meta(enquiryId, "buyer")),
      );
    },
    document,
    payLink: (invoice, language = "nl") =>
      payUrl(origin, language, tables.payToken(invoice.id) ?? "none"),
    returnLink: (invoice, language = "nl") =>
      payReturnUrl(origin, language, tables.payToken(invoice.id) ?? "none"),
    webhookUrl: `${origin}${paymentWebhookPath}`,
    request(method, url, postOrigin) {
      const headers: Record<string, string> = {};
      if (method === "POST") {
        headers["Content-Type"] = "application/x-www-form-urlencoded";
        const from = postOrigin === undefined ? origin : postOrigin;
        if (from !== null) headers.Origin = from;
      }
      return fetch(url, {
        method,
        headers,
        body: method === "POST" ? "choice=pay" : undefined,
        redirect: "manual",
      });
    },
    runRefunds: () => refunds.runNow(),
    refundWorker: newWorker,
    later(ms) {
      offset += ms;
    },
    async stop() {
      await standIn.close();
      await new Promise((resolve) => server.close(resolve));
      connection.close();
      await rm(dataDir, { recursive: true, force: true });
      restore();
    },
  };
}

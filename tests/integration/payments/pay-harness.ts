import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildCreditNote, buildInvoice } from "#server/invoices/build-invoice.ts";
import { openInvoiceLedger, type StoredDocument } from "#server/invoices/invoice-ledger.ts";
import { openInvoiceTables } from "#server/invoices/invoice-tables.ts";
import { onlinePayments, settleRefunds } from "#server/invoices/online-payments.ts";
import { createMollieGateway } from "#server/payments/mollie-gateway.ts";
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
 * Paying invoices online in the test's own process: the invoices' real tables on a SQLite file
 * (called directly, as the store's process would), the real Mollie client against the stand-in
 * (this thread alone skips the certificate check), and the pay pages and webhook on a plain
 * HTTP server, as the site server's route table hands them requests.
 */
export interface PayHarness {
  standIn: MollieStandIn;
  origin: string;
  tables: ReturnType<typeof openInvoiceTables>;
  /** The back office's log: [actor, action, detail]. */
  logged: [string, string, string][];
  issueInvoice(enquiryId: number, options?: { language?: Language }): StoredDocument;
  creditInvoice(invoice: StoredDocument): StoredDocument;
  /** The terms' charge after the buyer's cancellation, on the enrolment's invoice. */
  chargeInvoice(enquiryId: number, percent: number): StoredDocument;
  document(id: number): StoredDocument;
  payLink(document: StoredDocument, language?: Language): string;
  returnLink(document: StoredDocument, language?: Language): string;
  webhookUrl: string;
  /** GET a page of ours; POST it from our own origin unless told. */
  request(method: "GET" | "POST", url: string, origin?: string | null): Promise<Response>;
  settleRefunds(): Promise<void>;
  stop(): Promise<void>;
}

export async function startPayHarness(
  options: { isLive?: boolean; standIn?: MollieStandInOptions } = {},
): Promise<PayHarness> {
  const restore = skipCertificateCheck();
  const standIn = await startMollieStandIn(options.standIn);
  const dataDir = await mkdtemp(path.join(tmpdir(), "pay-harness-"));
  const connection = openDatabase(databasePath(dataDir));
  const tables = openInvoiceTables(connection);
  const ledger = openInvoiceLedger(connection.database);
  const store = {
    call: async <T>(method: string, ...args: unknown[]) =>
      (tables as unknown as Record<string, (...a: unknown[]) => T>)[method]?.(...args) as T,
  };
  const gateway = createMollieGateway({ apiKey: standIn.apiKey, apiUrl: standIn.apiUrl });
  const logged: [string, string, string][] = [];
  const audit = async (actor: string, action: string, detail: string) => {
    logged.push([actor, action, detail]);
  };
  let origin = "";
  const payments = onlinePayments({
    store,
    gateway,
    isLive: options.isLive ?? false,
    returnUrl: (language, token) => payReturnUrl(origin, language, token),
    webhookUrl: () => `${origin}${paymentWebhookPath}`,
    audit,
  });
  const pay = createPayAnswers({ payments, origin: () => origin, log: console });
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
  const document = (id: number) => tables.invoiceDocument(id) as StoredDocument;

  return {
    standIn,
    origin,
    tables,
    logged,
    issueInvoice: (enquiryId, issueOptions) => issue(enquiryId, issueOptions?.language ?? "nl"),
    creditInvoice(invoice) {
      return connection.transaction(() => {
        const snapshot = ledger.snapshot(invoice.id);
        if (!snapshot) throw new Error("no snapshot");
        const note = ledger.issue(
          (number, issueDate) => buildCreditNote(snapshot, { number, issueDate }),
          {
            enquiryId: invoice.enquiryId,
            reason: "buyer",
            at: new Date().toISOString(),
            isMailing: false,
            refersTo: invoice.id,
          },
        );
        if (!("issued" in note)) throw new Error(note.problems.join(" "));
        return note.issued;
      });
    },
    chargeInvoice(enquiryId, percent) {
      return connection.transaction(() => {
        const charged = ledger.charge(percent, {
          enquiryId,
          reason: "charge",
          at: new Date().toISOString(),
          isMailing: false,
        });
        if (!charged || !("issued" in charged)) throw new Error("no charge invoice");
        return charged.issued;
      });
    },
    document,
    payLink: (invoice, language = "nl") => payUrl(origin, language, invoice.payToken ?? "none"),
    returnLink: (invoice, language = "nl") =>
      payReturnUrl(origin, language, invoice.payToken ?? "none"),
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
    settleRefunds: () => settleRefunds({ store, gateway, audit }),
    async stop() {
      await standIn.close();
      await new Promise((resolve) => server.close(resolve));
      connection.close();
      await rm(dataDir, { recursive: true, force: true });
      restore();
    },
  };
}

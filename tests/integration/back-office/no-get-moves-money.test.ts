import { createHash } from "node:crypto";
import { rm } from "node:fs/promises";
import type { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { camtStatementFile } from "#tests/support/camt-statement-file.ts";
import { testSeller } from "#tests/support/invoice-facts.ts";
import {
  businessEnrolment,
  dayFromNow,
  invoicingBuildFolder,
  invoicingRun,
} from "#tests/support/invoicing-roster.ts";
import { type BackOfficeServer, startBackOfficeServer } from "#tests/support/back-office-server.ts";
import {
  type MollieStandIn,
  skipCertificateCheck,
  startMollieStandIn,
} from "#tests/support/mollie-stand-in.ts";
import { backOfficeRoutes } from "#server/back-office/route-table.ts";
import { openEnquiryTables } from "#server/enquiries/enquiry-tables.ts";
import { openInvoiceTables } from "#server/invoices/invoice-tables.ts";
import { readCamtStatement } from "#server/payments/camt-statement.ts";
import { createMollieGateway } from "#server/payments/mollie-gateway.ts";
import { openPaymentTables } from "#server/payments/payment-tables.ts";
import { refundWorker } from "#server/payments/refund-worker.ts";
import type { ServedBuild } from "#server/releases/served-builds.ts";
import { openRunTables } from "#server/runs/run-tables.ts";
import { todayInAmsterdam } from "#src/training/course-runs.ts";

/**
 * No GET of the back office moves money or asks the provider: every GET route of the route table
 * (server/back-office/route-table.ts, iterated, every pattern filled with this store's ids), asked
 * by a signed-in owner over a store with money of every kind (invoices paid by hand, through
 * Mollie and by transfer, credit notes with their refunds owed, one failed and one not yet asked
 * for, the statement's credits, an overdue invoice's reminder, a listed payment), with the refund
 * worker wired to the provider's stand-in as the server wires it, leaves the money tables and the
 * stand-in's requests as they were. Six Invoices pages at once (the red team's trigger) too.
 */
const run = invoicingRun;
const facts = { course: { en: "Docker", nl: "Docker" }, run };
const invoicing = { seller: testSeller, vat: { basis: "exclusive" as const, rate: 21 } };
const moneyTables = [
  "invoices",
  "ledger_entries",
  "refunds",
  "statement_entries",
  "statement_items",
  "invoice_reminders",
  "reminder_pauses",
  "mollie_payments",
  "payment_questions",
  "invoice_pay_tokens",
];

let folder: string;
let server: BackOfficeServer;
let standIn: MollieStandIn;
let cookie: string;
let db: DatabaseSync;
let tables: ReturnType<typeof openRunTables> &
  ReturnType<typeof openInvoiceTables> &
  ReturnType<typeof openPaymentTables>;
let worker: ReturnType<typeof refundWorker> | undefined;
let restoreTls: () => void;
const ids: Record<string, number> = {};

beforeAll(async () => {
  restoreTls = skipCertificateCheck();
  standIn = await startMollieStandIn({ webhooks: "manual" });
  folder = await invoicingBuildFolder("walk-");
  server = await startBackOfficeServer({
    build: { folder } as ServedBuild,
    more: {
      // As the server wires it: a change that booked a refund wakes the worker.
      onRefundsChanged: () => worker?.wake(),
      payUrl: (language, token) => `https://www.example.nl/${language}/betalen/${token}`,
    },
    moreTables: (connection) => {
      db = connection.database;
      const enquiries = openEnquiryTables(connection);
      for (const name of ["Hand", "Mollie", "Refused", "Later", "Transfer", "Late"]) {
        const [placed] = enquiries.addBatch([
          {
            values: { name, email: `${name.toLowerCase()}@example.nl`, phone: "", message: "" },
            language: "en",
            receivedAt: new Date(Date.now() - 50 * 86_400_000).toISOString(),
            isToBeMailed: false,
            enrolment: businessEnrolment(name, { hasAddress: true }),
            run: {
              courseKey: "devops/docker",
              runKey: run.key,
              participants: 1,
              isScheduled: true,
              capacity: 10,
            },
          },
        ]);
        ids[name] = placed?.id as number;
      }
      tables = {
        ...enquiries,
        ...openRunTables(connection),
        ...openInvoiceTables(connection),
        ...openPaymentTables(connection),
      } as typeof tables;
      return tables;
    },
  });
  ({ cookie } = await server.newAccount("owner@example.nl"));
  const gateway = createMollieGateway({ apiKey: standIn.apiKey, apiUrl: standIn.apiUrl });
  worker = refundWorker({
    store: server.store,
    gateway,
    everyMs: 60_000,
    retryDelaysMs: [],
    log: { error() {} },
  });
  const confirm = (name: string, daysAgo: number) =>
    tables.changePlace({
      id: ids[name] ?? 0,
      version: 0,
      action: "confirm",
      at: new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
      isMailing: false,
      capacity: null,
      facts,
      invoicing,
    });
  for (const name of ["Hand", "Mollie", "Refused", "Later", "Transfer"]) confirm(name, 3);
  confirm("Late", 40);
  const invoiceOf = (name: string) => tables.invoicesOfEnrolments([ids[name] ?? 0])[0];
  const cancel = (name: string) =>
    tables.changePlace({
      id: ids[name] ?? 0,
      version: 1,
      action: "cancel",
      cause: "buyer",
      at: new Date().toISOString(),
      isMailing: false,
      capacity: null,
      facts,
    });
  // Paid by hand; paid through Mollie (three), one a second time after a listed question.
  tables.markInvoicePaid(
    invoiceOf("Hand")?.id ?? 0,
    dayFromNow(-2),
    "owner@example.nl",
    new Date().toISOString(),
  );
  for (const name of ["Mollie", "Refused", "Later"]) {
    const invoice = invoiceOf(name);
    const created = await gateway.createPayment({
      invoiceNumber: invoice?.number ?? "",
      amountCents: invoice?.inclVat ?? (0 as never),
      redirectUrl: "https://www.example.nl/back",
      webhookUrl: "https://www.example.nl/hook",
      language: "en",
    });
    tables.recordMolliePayment(
      invoice?.id ?? 0,
      created.paymentId,
      invoice?.inclVat ?? 0,
      created.checkoutUrl,
      new Date().toISOString(),
    );
    await standIn.checkout(created.paymentId, "paid");
    tables.applyPaymentState(
      await gateway.paymentState(created.paymentId),
      false,
      "Mollie webhook",
      new Date().toISOString(),
    );
  }
  // Two cancelled (a refund through Mollie each): Mollie refuses the first and takes the second.
  cancel("Mollie");
  cancel("Refused");
  standIn.refuseRefunds(1);
  await worker.runNow();
  // One more cancelled after the worker ran: its refund owed and due, not yet asked for.
  cancel("Later");
  // A transfer on the statement, a partial one, an unknown one.
  const transfer = invoiceOf("Transfer");
  const file = camtStatementFile([
    {
      reference: "W-1",
      cents: transfer?.inclVat ?? 0,
      text: `${transfer?.number}`,
      payer: "Transfer B.V.",
      iban: "NL91ABNA0417164300",
      bookingDate: todayInAmsterdam(),
    },
    {
      reference: "W-2",
      cents: 10_000,
      text: `${invoiceOf("Late")?.number} deel`,
      payer: "Late B.V.",
      iban: "NL02RABO0123456789",
      bookingDate: todayInAmsterdam(),
    },
    {
      reference: "W-3",
      cents: 5_000,
      text: "cursus",
      payer: "J. Jansen",
      iban: "NL18BUNQ2025123456",
      bookingDate: todayInAmsterdam(),
    },
  ]);
  tables.importStatement(
    readCamtStatement(file).entries,
    "owner@example.nl",
    new Date().toISOString(),
  );
  // An overdue invoice's reminder, queued.
  tables.queueReminders(dayFromNow(0), new Date().toISOString());
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await standIn?.close();
  await rm(folder, { recursive: true, force: true });
  restoreTls?.();
});

/** Every money table as it is: rows, by a digest of their values. */
function moneyState(): Record<string, string> {
  return Object.fromEntries(
    moneyTables.map((table) => {
      const rows = db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all();
      const text = JSON.stringify(rows, (_, value) =>
        value instanceof Uint8Array ? createHash("sha256").update(value).digest("hex") : value,
      );
      return [table, text];
    }),
  );
}

const rosterAddress = () => `/admin/runs/devops/docker/${run.key}`;

/** Every GET address of the route table, its patterns filled with this store's ids. */
function getAddresses(): string[] {
  const handlers = new Proxy({}, { get: () => new Proxy({}, { get: () => () => undefined }) });
  const routes = backOfficeRoutes(handlers as Parameters<typeof backOfficeRoutes>[0]);
  const [family, course] = "devops/docker".split("/");
  const invoiceId = String(tables.invoicesOfEnrolments([ids.Mollie ?? 0])[0]?.id ?? 1);
  const values = (path: string): Record<string, string[]> => ({
    id: [path.includes("/invoices/") ? invoiceId : String(ids.Hand)],
    format: ["pdf", "xml"],
    family: [family ?? ""],
    course: [course ?? ""],
    run: [run.key],
    position: ["1"],
    action: ["revoke"],
    name: ["back-office.css"],
    token: ["unknown-token"],
  });
  return routes
    .filter((route) => route.method === "GET")
    .flatMap((route) => {
      if (typeof route.path === "string") return [route.path];
      const source = route.path.source.replace(/^\^/, "").replace(/\$$/, "");
      // The editor's catch-all (every other address under /admin): one of its files.
      if (source === "") return ["/admin/decap-cms.js"];
      return fill(source, values(source));
    });
}

/** A pattern's source with each named group replaced by each of its values. */
function fill(source: string, values: Record<string, string[]>): string[] {
  const start = source.indexOf("(?<");
  if (start < 0) return [source.replace(/\\(.)/g, "$1")];
  const name = /^\(\?<(\w+)>/.exec(source.slice(start))?.[1] ?? "";
  let depth = 0;
  let end = start;
  for (; end < source.length; end++) {
    if (source[end] === "\\") end++;
    else if (source[end] === "(") depth++;
    else if (source[end] === ")" && --depth === 0) break;
  }
  return (values[name] ?? ["1"]).flatMap((value) =>
    fill(`${source.slice(0, start)}${value}${source.slice(end + 1)}`, values),
  );
}

describe("looking in the back office", () => {
  it("has every kind of money to look at", () => {
    const refunds = tables
      .refundList("2000-01-01")
      .map((refund) => refund.state)
      .toSorted();
    expect(refunds).toEqual(["failed", "pending", "sent"]);
    expect(tables.statementItems(1).openCount).toBe(2);
    expect(tables.pendingReminderMailCount()).toBe(1);
    expect(standIn.refunds()).toHaveLength(1);
  });

  it("moves no money and asks the provider nothing, on any GET route", async () => {
    const before = moneyState();
    const asked = standIn.requests.length;
    const addresses = getAddresses();
    expect(addresses.length).toBeGreaterThan(25);
    expect(addresses).toContain("/admin/invoices");
    const statuses: Record<string, number> = {};
    for (const address of addresses) {
      const answer = await server.request("GET", address, { cookie });
      statuses[address] = answer.status;
      await answer.arrayBuffer();
    }
    // The red team's trigger: six Invoices pages at once.
    await Promise.all(
      Array.from({ length: 6 }, () => server.request("GET", "/admin/invoices", { cookie })),
    );
    // Whatever a GET might have woken has had its time.
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The money pages answer (the editor's and an empty invitation's answers are not money's).
    for (const address of addresses.filter((each) => each.startsWith("/admin/invoices"))) {
      expect(statuses[address], address).toBe(200);
    }
    expect(statuses[rosterAddress()]).toBe(200);
    expect(moneyState()).toEqual(before);
    expect(standIn.requests.slice(asked)).toEqual([]);
  }, 120_000);
});

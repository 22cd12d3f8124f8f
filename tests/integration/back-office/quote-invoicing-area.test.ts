import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backOfficePaths } from "#server/back-office/paths.ts";
import {
  newQuotePath,
  quoteActionPath,
  quotePath,
} from "#server/back-office/quotes/quote-paths.ts";
import { addDays } from "#server/quotes/quote-days.ts";
import type { VatIdChecker } from "#server/invoices/vat-id-checker.ts";
import { invoiceDueQuotes } from "#server/quotes/quote-invoicing.ts";
import { type QuoteStore, quoteStore } from "#server/quotes/quote-store.ts";
import { openQuoteTables } from "#server/quotes/quote-tables.ts";
import type { ServedBuild } from "#server/releases/served-builds.ts";
import { todayInAmsterdam } from "#src/training/course-runs.ts";
import { type BackOfficeServer, startBackOfficeServer } from "#tests/support/back-office-server.ts";
import { formContentType } from "#tests/support/enquiry-poster.ts";
import { testSeller } from "#tests/support/invoice-facts.ts";
import { testQuoteTerms } from "#tests/support/quote-samples.ts";
import { testCatalogue, writeTestBuild } from "#tests/support/run-catalogue.ts";

/**
 * An accepted quote's invoicing in the back office over HTTP (issue 45,
 * point 4), with the real quote tables: its parts and when each falls due,
 * "Invoice now" for a milestone due on delivery, hours recorded against the
 * quote (over it only when confirmed, what was typed kept), a credit note, the
 * Quotes page's invoiced and open, and every POST from another origin refused.
 */
const today = todayInAmsterdam();
/** VIES as the test sets it: what it answers, and who asked about what. */
let viesOutcome: "valid" | "invalid" = "invalid";
const viesAsked: string[] = [];
const vatIds: VatIdChecker = {
  async check(vatId, requester) {
    viesAsked.push(`${vatId} by ${requester}`);
    const checkedAt = new Date().toISOString();
    return viesOutcome === "valid"
      ? { vatId, checkedAt, outcome: "valid", consultationNumber: "WAPI-42" }
      : { vatId, checkedAt, outcome: "invalid" };
  },
};
let work: string;
let server: BackOfficeServer;
let cookie: string;
let quotes: QuoteStore;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "quote-invoicing-"));
  await writeTestBuild(work, {
    ...testCatalogue([]),
    invoicing: { seller: testSeller },
    quoteTerms: testQuoteTerms,
  });
  server = await startBackOfficeServer({
    build: { folder: work } as ServedBuild,
    enquiries: {
      find: async () => [],
      get: async () => undefined,
      markHandled: async () => true,
      delete: async () => true,
    },
    moreTables: (connection) => openQuoteTables(connection),
    quotes: (store) => {
      quotes = quoteStore(store);
      return {
        quotes,
        isMailing: true,
        vatIds,
        sellerVatId: () => testSeller.vatId,
        invoiceNow: () =>
          invoiceDueQuotes({
            quotes,
            invoicing: () => ({ seller: testSeller }),
            isMailing: true,
            onIssued: () => {},
          }),
      };
    },
  });
  ({ cookie } = await server.newAccount("owner@example.nl"));
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await rm(work, { recursive: true, force: true });
});

const get = (pathname: string) => server.request("GET", pathname, { cookie });
const post = (pathname: string, fields: Record<string, string>, origin?: string | null) =>
  server.request("POST", pathname, {
    cookie,
    type: formContentType,
    body: new URLSearchParams(fields).toString(),
    ...(origin !== undefined && { origin }),
  });
const idOf = (answer: Response) =>
  Number(/\/admin\/quotes\/(\d+)/.exec(answer.headers.get("location") ?? "")?.[1]);

/** Consulting days at € 1,250 in two milestones (half at acceptance, half on delivery), and hours as worked. */
const form = {
  language: "en",
  company: "Brainport Testbedrijf B.V.",
  contactName: "Jan de Vries",
  contactEmail: "jan@testbedrijf.example",
  invoiceEmail: "invoices@testbedrijf.example",
  street: "Kempenlaan 10",
  postalCode: "5611 AB",
  city: "Eindhoven",
  country: "NL",
  vatId: "NL987654321B01",
  reference: "PO-4711",
  validUntil: addDays(today, 30),
  "line-0-kind": "consulting",
  "line-0-description": "Assessment of the test approach",
  "line-0-quantity": "3",
  "line-0-unit": "day",
  "line-0-price": "1250",
  "line-1-kind": "consulting",
  "line-1-description": "Coaching as needed",
  "line-1-quantity": "10",
  "line-1-unit": "hour",
  "line-1-price": "145",
  "line-1-asWorked": "yes",
  "milestone-0-description": "Start",
  "milestone-0-shareKind": "percent",
  "milestone-0-share": "50",
  "milestone-0-due": "acceptance",
  "milestone-1-description": "Report",
  "milestone-1-shareKind": "percent",
  "milestone-1-share": "50",
  "milestone-1-due": "delivery",
};

async function acceptedQuote(): Promise<number> {
  const id = idOf(await post(newQuotePath(), form));
  await post(quotePath(id, "send"), { revision: String((await quotes.quoteById(id))?.revision) });
  const jobs = await quotes.outbox.claimDueMails(new Date(), 60_000, 100);
  const token = jobs.find((job) => job.quoteId === id && job.kind === "quote")?.token ?? "";
  const answered = await quotes.answerQuote({
    token,
    answer: { kind: "accept", name: "Piet Jansen", role: "Buyer" },
    at: new Date().toISOString(),
    isMailing: true,
  });
  expect(answered.outcome).toBe("recorded");
  return id;
}

describe("an accepted quote's invoicing in the back office", () => {
  it("invoices a milestone on delivery by Invoice now, records hours against the quote, credits an invoice", async () => {
    const id = await acceptedQuote();
    // The part due at acceptance, as the server issues it once the acceptance commits.
    await invoiceDueQuotes({
      quotes,
      invoicing: () => ({ seller: testSeller }),
      isMailing: true,
      onIssued: () => {},
    });
    let page = await (await get(quotePath(id))).text();
    expect(page).toContain("Milestone 1: Start");
    expect(page).toContain("Invoices go to invoices@testbedrijf.example");
    expect(page).toMatch(/data-billing="milestone-1".*?on delivery.*?Invoice now/s);
    const [first] = await quotes.quoteDocuments(id);
    expect(page).toContain(`data-invoice="${first?.number}"`);

    // Another origin changes nothing; ours invoices the delivered milestone at once.
    const foreign = await post(
      quoteActionPath(id, "invoice-now"),
      { position: "1" },
      "https://evil.example",
    );
    expect(foreign.status).toBe(403);
    expect(await quotes.quoteDocuments(id)).toHaveLength(1);
    const now = await post(quoteActionPath(id, "invoice-now"), { position: "1" });
    expect(now.headers.get("location")).toContain("notice=invoiced");
    const documents = await quotes.quoteDocuments(id);
    expect(documents).toHaveLength(2);
    page = await (await get(`${quotePath(id)}?notice=invoiced`)).text();
    expect(page).toContain("Invoiced: the invoice is made");
    expect(page).toMatch(new RegExp(`data-billing="milestone-1".*?${documents[1]?.number}`, "s"));
    // Pressed again: nothing waits any more, nothing is issued twice.
    expect(
      (await post(quoteActionPath(id, "invoice-now"), { position: "1" })).headers.get("location"),
    ).toContain("problem=not-waiting");

    // Hours: 12 of the 10 quoted are refused without the confirmation, with what was typed kept.
    const hours = { line: "1", day: today, quantity: "12", note: "Workshop" };
    const over = await post(quoteActionPath(id, "work"), hours);
    expect(over.status).toBe(400);
    const refused = await over.text();
    expect(refused).toContain("This goes over the quote: 10 of 10 left");
    expect(refused).toContain('value="12"');
    expect(refused).toContain('value="Workshop"');
    expect(await quotes.quoteWork(id)).toEqual([]);
    const recorded = await post(quoteActionPath(id, "work"), { ...hours, over: "yes" });
    expect(recorded.headers.get("location")).toContain("notice=work");
    page = await (await get(quotePath(id))).text();
    expect(page).toMatch(/data-budget="1".*?data-left="true">2 over the quote/s);

    // A credit note needs the tick; with it, the invoice is credited whole.
    const unticked = await post(quoteActionPath(id, "credit"), { invoice: String(first?.id) });
    expect(unticked.status).toBe(400);
    const credited = await post(quoteActionPath(id, "credit"), {
      invoice: String(first?.id),
      confirm: "yes",
    });
    expect(credited.headers.get("location")).toContain("notice=credited");
    const after = await quotes.quoteDocuments(id);
    expect(after.map((document) => document.kind)).toEqual(["invoice", "invoice", "credit-note"]);
    expect(after[2]?.refersToNumber).toBe(first?.number);

    // The Quotes page counts what is invoiced: the second milestone, the first credited.
    const quote = await quotes.quoteById(id);
    const list = await (await get(backOfficePaths.quotes)).text();
    const row = new RegExp(`data-quote="${quote?.number}".*?</tr>`, "s").exec(list)?.[0] ?? "";
    const euros = (cents: number) =>
      `€${(cents / 100).toLocaleString("en-GB", { minimumFractionDigits: 2 })}`;
    expect(row).toContain(`<td data-invoiced="true">${euros(documents[1]?.inclVat ?? 0)}</td>`);
  });
});

describe("a quote to a business elsewhere in the EU (reverse charge)", () => {
  it("says VIES's answer on its page and is sent only once VIES confirms the VAT ID", async () => {
    const belgian = {
      ...form,
      company: "Antwerp Quality Services NV",
      street: "Meir 1",
      postalCode: "2000",
      city: "Antwerpen",
      country: "BE",
      vatId: "BE0123456789",
    };
    const id = idOf(await post(newQuotePath(), belgian));
    viesOutcome = "invalid";
    const page = await (await get(quotePath(id))).text();
    expect(page).toContain('data-vies="invalid"');
    expect(viesAsked).toContain(`BE0123456789 by ${testSeller.vatId}`);
    const revision = String((await quotes.quoteById(id))?.revision);
    const refused = await post(quotePath(id, "send"), { revision });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(
      "VAT ID BE0123456789 is not valid: the reverse charge needs a valid one",
    );
    expect((await quotes.quoteById(id))?.number).toBeNull();

    viesOutcome = "valid";
    const sent = await post(quotePath(id, "send"), { revision });
    expect(sent.headers.get("location")).toContain("notice=sent");
    const after = await (await get(quotePath(id))).text();
    expect(after).toContain('data-vies="valid"');
    expect(after).toContain("consultation number WAPI-42");
  });
});

import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backOfficePaths } from "#server/back-office/paths.ts";
import { newQuotePath, quotePath } from "#server/back-office/quotes/quote-paths.ts";
import type { Enquiry } from "#server/enquiries/enquiry-tables.ts";
import { addDays } from "#server/quotes/quote-days.ts";
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
 * The back office's Quotes area over HTTP (issue 45), with the real quote
 * tables: a quote from an enquiry, every field checked with what was typed
 * kept, sending (numbered, its PDF stored), a change sent as version 2, an
 * accepted quote locked and copied, the list with its shares and the CSV.
 */
const today = todayInAmsterdam();
const request: Enquiry = {
  id: 5,
  kind: "enrolment",
  receivedAt: "2026-11-20T10:00:00.000Z",
  language: "nl",
  name: "Jan de Vries",
  email: "jan@testbedrijf.example",
  phone: "+31 40 123 4567",
  message: "Kunnen jullie de ISTQB-training bij ons op locatie geven?",
  mailStatus: "sent",
  details: JSON.stringify({
    buyer: "business",
    company: "Brainport Testbedrijf B.V.",
    buyerAddress: {
      street: "Kempenlaan 10",
      postalCode: "5611 AB",
      city: "Eindhoven",
      country: "NL",
    },
    vatId: "NL987654321B01",
    invoiceEmail: "facturen@testbedrijf.example",
    po: "PO-118",
    course: { key: "testing/istqb-foundation", title: "ISTQB Foundation", page: "/x" },
    run: { key: "in-company", label: "in-company" },
  }),
};

let work: string;
let server: BackOfficeServer;
let cookie: string;
let quotes: QuoteStore;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "quotes-area-"));
  await writeTestBuild(work, {
    ...testCatalogue([]),
    invoicing: { seller: testSeller },
    quoteTerms: testQuoteTerms,
  });
  server = await startBackOfficeServer({
    build: { folder: work } as ServedBuild,
    enquiries: {
      find: async () => [],
      get: async (id) => (id === request.id ? request : undefined),
      markHandled: async () => true,
      delete: async () => true,
    },
    moreTables: (connection) => openQuoteTables(connection),
    quotes: (store) => {
      quotes = quoteStore(store);
      return { quotes, isMailing: true };
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

/** A valid form: Brainport, 3 consulting days at € 1,250, valid 30 days. */
function form(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    language: "nl",
    company: "Brainport Testbedrijf B.V.",
    contactName: "Jan de Vries",
    contactEmail: "jan@testbedrijf.example",
    street: "Kempenlaan 10",
    postalCode: "5611 AB",
    city: "Eindhoven",
    country: "NL",
    vatId: "NL987654321B01",
    validUntil: addDays(today, 30),
    "line-0-kind": "consulting",
    "line-0-description": "Assessment van de testaanpak",
    "line-0-quantity": "3",
    "line-0-unit": "day",
    "line-0-price": "1250",
    ...overrides,
  };
}

describe("the Quotes area", () => {
  it("is in the back office's menu, and starts a quote from an enquiry with its buyer and message", async () => {
    const list = await get(backOfficePaths.quotes);
    expect(list.status).toBe(200);
    expect(await list.text()).toContain(
      `href="${backOfficePaths.quotes}" aria-current="page">Quotes`,
    );
    const html = await (await get(newQuotePath(request.id))).text();
    for (const value of [
      "Brainport Testbedrijf B.V.",
      "Jan de Vries",
      "jan@testbedrijf.example",
      "Kempenlaan 10",
      "NL987654321B01",
      "PO-118",
      "ISTQB Foundation, in-company",
    ]) {
      expect(html).toContain(`value="${value}"`);
    }
    expect(html).toContain(request.message);
    expect(html).toContain(`name="enquiryId" value="${request.id}"`);
  });

  it("refuses bad input field by field, keeping what was typed, and stores nothing", async () => {
    const answer = await post(
      newQuotePath(),
      form({
        company: "",
        country: "DE",
        postalCode: "10115",
        vatId: "",
        "line-0-price": "-50",
        "line-0-quantity": "2,555",
        "line-1-description": "Workshop",
        "line-1-quantity": "1",
        "line-1-unit": "fixed",
        "line-1-price": "9999999",
      }),
    );
    expect(answer.status).toBe(400);
    const html = await answer.text();
    expect(html).toContain("Nothing saved: see the fields marked below.");
    expect(html).toMatch(/id="company-problem">Give the company/);
    expect(html).toMatch(/id="vatId-problem">A business in DE needs its VAT ID/);
    expect(html).toMatch(/id="line-0-price-problem">A price cannot be negative/);
    expect(html).toMatch(/id="line-0-quantity-problem">Write the quantity/);
    expect(html).toMatch(/id="line-1-price-problem">At most €250,000 a unit/);
    expect(html).toContain('value="-50"');
    expect(html).toContain('value="9999999"');
    expect(html).toContain('aria-invalid="true" aria-describedby="company-problem"');
    expect(await quotes.quoteList()).toEqual([]);
  });

  it("saves a draft, shows its VAT per line, sends it numbered with its PDF, and refuses a send from another origin", async () => {
    const created = await post(newQuotePath(), form({ enquiryId: String(request.id) }));
    expect(created.status).toBe(303);
    const id = idOf(created);
    const view = await (await get(quotePath(id))).text();
    expect(view).toContain('data-vat-category="S"');
    expect(view).toContain("€4,537.50");
    const revision = (await quotes.quoteById(id))?.revision ?? 0;

    const forged = await post(
      quotePath(id, "send"),
      { revision: String(revision) },
      "https://evil.example",
    );
    expect(forged.status).toBe(403);
    expect((await quotes.quoteById(id))?.versions).toEqual([]);

    const sent = await post(quotePath(id, "send"), { revision: String(revision) });
    expect(sent.status).toBe(303);
    const quote = await quotes.quoteById(id);
    expect(quote?.number).toBe(`Q${today.slice(0, 4)}-0001`);
    expect(quote?.enquiryId).toBe(request.id);
    expect(quote?.versions[0]).toMatchObject({
      version: 1,
      isRendered: true,
      mailStatus: "pending",
    });
    const pdf = await get(`${quotePath(id)}/v1.pdf`);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
    expect(server.logged.join("\n")).not.toMatch(/not rendered/);
  });

  it("sends a change as version 2, listing version 1 as superseded", async () => {
    const id = idOf(await post(newQuotePath(), form()));
    await post(quotePath(id, "send"), { revision: String((await quotes.quoteById(id))?.revision) });
    const edit = await (await get(quotePath(id, "edit"))).text();
    expect(edit).toContain("Saving makes a draft of version 2");
    expect(edit).toContain('value="Assessment van de testaanpak"');
    const revision = String((await quotes.quoteById(id))?.revision);
    const saved = await post(quotePath(id, "edit"), {
      ...form({ "line-0-price": "1150" }),
      revision,
    });
    expect(saved.headers.get("location")).toContain("notice=saved");
    await post(quotePath(id, "send"), { revision: String((await quotes.quoteById(id))?.revision) });
    const number = (await quotes.quoteById(id))?.number;
    const list = await (await get(backOfficePaths.quotes)).text();
    expect(list).toContain(`data-quote="${number}" data-version="2" data-status="sent"`);
    expect(list).toContain(`data-quote="${number}" data-version="1" data-status="superseded"`);
  });

  it("locks an accepted quote: no edit, its record shown, copied into a new quote; the list's shares and CSV count it", async () => {
    const id = idOf(await post(newQuotePath(), form({ company: "Accepting B.V." })));
    await post(quotePath(id, "send"), { revision: String((await quotes.quoteById(id))?.revision) });
    const jobs = await quotes.outbox.claimDueMails(new Date(), 60_000, 100);
    const token = jobs.find((job) => job.quoteId === id && job.kind === "quote")?.token ?? "";
    const outcome = await quotes.answerQuote({
      token,
      answer: { kind: "accept", name: "Piet Jansen", role: "Inkoper" },
      at: new Date().toISOString(),
      isMailing: true,
    });
    expect(outcome.outcome).toBe("recorded");
    const view = await (await get(quotePath(id))).text();
    expect(view).toContain("Piet Jansen, Inkoper");
    expect(view).toContain("(the PDF stored as sent)");
    expect(view).not.toContain(`href="${quotePath(id, "edit")}"`);
    expect((await get(quotePath(id, "edit"))).headers.get("location")).toContain(
      "problem=accepted",
    );
    const refused = await post(quotePath(id, "edit"), {
      ...form(),
      revision: String((await quotes.quoteById(id))?.revision),
    });
    expect(refused.headers.get("location")).toContain("problem=accepted");

    const copied = await post(quotePath(id, "copy"), {});
    const copy = await quotes.quoteById(idOf(copied));
    expect(copy).toMatchObject({ copiedFrom: id, number: null, versions: [] });
    expect(copy?.draft?.buyer.company).toBe("Accepting B.V.");

    const list = await (await get(backOfficePaths.quotes)).text();
    expect(list).toMatch(/data-month="all">.*?<td data-share="true">\d+ % of the quotes/s);
    const csv = await (await get(`${backOfficePaths.quotes}.csv`)).text();
    const [header, ...rows] = csv.trim().split("\r\n");
    expect(header).toContain('"number","version","status","buyer"');
    const row = rows.find(
      (line) => line.includes('"Accepting B.V."') && line.includes('"accepted"'),
    );
    expect(row).toContain('"Piet Jansen, Inkoper","0.00","4537.50"');
  });
});

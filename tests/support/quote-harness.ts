import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { addDays } from "#server/quotes/quote-days.ts";
import type { QuoteDraft } from "#server/quotes/quote-draft.ts";
import { type QuoteStore, quoteStore, quoteTables } from "#server/quotes/quote-store.ts";
import type { QuoteSending } from "#server/quotes/quote-types.ts";
import { openStore } from "#server/store/store.ts";
import { todayInAmsterdam } from "#src/training/course-runs.ts";
import { testDraft, testQuoteFacts } from "./quote-samples.ts";

/**
 * Quotes in a store of their own, in its own process as the server has it
 * (`openStore` with the quote tables), for the integration tests: drafts
 * made and sent as the back office does, the PDFs rendered and stored, and
 * each mail's link as its claim makes it. `second()` opens another process
 * on the same file: two servers on one store, for races the one process
 * would serialise anyway.
 */
export interface QuoteHarness {
  dataDir: string;
  quotes: QuoteStore;
  /** A draft valid for 30 days from today (Amsterdam) unless told. */
  draft(overrides?: Partial<QuoteDraft>): QuoteDraft;
  /** A new quote with `draft`; its id. */
  create(draft?: QuoteDraft, quotes?: QuoteStore): Promise<number>;
  /** Sends a quote's draft as the back office does, at `at`. */
  send(
    id: number,
    options?: { at?: Date; quotes?: QuoteStore },
  ): ReturnType<QuoteStore["sendQuote"]>;
  /** Claims every due mail; the jobs, each with its raw token where it carries a link. */
  claim(): ReturnType<QuoteStore["outbox"]["claimDueMails"]>;
  /** The link token of the quote mail claimed for a version id. */
  tokenOf(versionId: number): Promise<string>;
  second(): Promise<QuoteStore & { close: () => Promise<void> }>;
  close(): Promise<void>;
}

export const facts = (() => {
  const { number: _, version: __, issueDate: ___, ...rest } = testQuoteFacts();
  return rest;
})();

export async function startQuoteHarness(): Promise<QuoteHarness> {
  const dataDir = path.join(await mkdtemp(path.join(tmpdir(), "quotes-")), "data");
  const opened = await openStore(dataDir, { tables: [quoteTables], log: { error() {} } });
  const quotes = quoteStore(opened);
  const others: { close: () => Promise<void> }[] = [];
  const claimed = new Map<number, string>();
  const harness: QuoteHarness = {
    dataDir,
    quotes,
    draft: (overrides = {}) =>
      testDraft({ validUntil: addDays(todayInAmsterdam(), 30), ...overrides }),
    create: (draft = harness.draft(), store = quotes) =>
      store.createQuote({ draft, at: new Date().toISOString(), by: "owner@example.nl" }),
    async send(id, options = {}) {
      const store = options.quotes ?? quotes;
      const at = options.at ?? new Date();
      const quote = await store.quoteById(id);
      if (!quote) throw new Error(`No quote ${id}`);
      const sending: QuoteSending = {
        id,
        revision: quote.revision,
        at: at.toISOString(),
        today: todayInAmsterdam(at),
        by: "owner@example.nl",
        isMailing: true,
        facts,
      };
      return store.sendQuote(sending);
    },
    async claim() {
      await quotes.renderQuotes();
      const jobs = await quotes.outbox.claimDueMails(new Date(), 60_000, 100);
      for (const job of jobs) {
        if (job.token && job.kind === "quote") claimed.set(job.versionId, job.token);
      }
      return jobs;
    },
    async tokenOf(versionId) {
      if (!claimed.has(versionId)) await harness.claim();
      const token = claimed.get(versionId);
      if (!token) throw new Error(`No quote mail claimed for version ${versionId}`);
      return token;
    },
    async second() {
      const store = await openStore(dataDir, { tables: [quoteTables], log: { error() {} } });
      others.push(store);
      return Object.assign(quoteStore(store), { close: () => store.close() });
    },
    async close() {
      await Promise.all(others.map((other) => other.close()));
      await opened.close();
      await rm(path.dirname(dataDir), { recursive: true, force: true });
    },
  };
  return harness;
}

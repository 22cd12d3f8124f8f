import { createHash } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "#server/quotes/quote-days.ts";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { fill } from "#src/i18n/fill.ts";
import { quotePaths } from "#src/routing/fixed-paths.ts";
import { todayInAmsterdam } from "#src/training/course-runs.ts";
import { formContentType } from "#tests/support/enquiry-poster.ts";
import { type QuoteHarness, startQuoteHarness } from "#tests/support/quote-harness.ts";
import { testCatalogue, writeTestBuild } from "#tests/support/run-catalogue.ts";
import { siteServers } from "#tests/support/site-server.ts";

/**
 * A quote's page over HTTP (issue 45), as the buyer's browser meets it: in
 * both languages, noindex and no cookie, a visit changing nothing, its PDF as
 * stored; an answer only from our own origin, every field checked with what
 * was typed kept; a replaced version and an expired quote saying why, under a
 * clock the test moves.
 */
let harness: QuoteHarness;
let work: string;
let baseUrl = "";
let clock = () => new Date();
const sites = siteServers();

beforeAll(async () => {
  harness = await startQuoteHarness();
  work = await mkdtemp(path.join(tmpdir(), "quote-page-"));
  const client = await writeTestBuild(work, testCatalogue([]));
  ({ baseUrl } = await sites.start({
    root: client,
    cspManifest: {},
    log: { info() {}, warn() {}, error() {} },
    quotes: {
      quotes: harness.quotes,
      origin: () => baseUrl,
      isMailing: true,
      now: () => clock(),
    },
  }));
}, 60_000);
afterAll(async () => {
  await sites.close();
  await harness?.close();
  await rm(work, { recursive: true, force: true });
});

async function sentQuote(overrides = {}) {
  const id = await harness.create(harness.draft(overrides));
  const sent = await harness.send(id);
  if (sent.outcome !== "sent") throw new Error(JSON.stringify(sent));
  return { id, ...sent, token: await harness.tokenOf(sent.versionId) };
}

const pageOf = (token: string, language: "en" | "nl" = "nl") =>
  `${baseUrl}${quotePaths[language]}/${token}`;
const post = (url: string, fields: Record<string, string>, origin: string | null = baseUrl) =>
  fetch(url, {
    method: "POST",
    headers: { "Content-Type": formContentType, ...(origin ? { Origin: origin } : {}) },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
const answerOf = async (id: number) =>
  (await harness.quotes.quoteById(id))?.versions.at(-1)?.answer;

describe("a quote's page", () => {
  it("shows the quote in either language, noindex, no cookie, the strict policy, and a visit changes nothing", async () => {
    const quote = await sentQuote();
    for (const language of ["en", "nl"] as const) {
      const answer = await fetch(pageOf(quote.token, language));
      expect(answer.status).toBe(200);
      expect(answer.headers.get("x-robots-tag")).toBe("noindex");
      expect(answer.headers.get("set-cookie")).toBeNull();
      expect(answer.headers.get("cache-control")).toBe("no-store");
      expect(answer.headers.get("content-security-policy")).toMatch(
        /script-src 'self'; style-src 'self' 'sha256-/,
      );
      const html = await answer.text();
      const words = dictionaries[language].quote;
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).toContain(`<html lang="${language}">`);
      expect(html).toContain(fill(words.title, { number: quote.number }));
      expect(html).toContain(words.link.acceptButton);
      expect(html).toContain(words.link.declineButton);
      expect(html).not.toMatch(/<script/);
    }
    expect(await answerOf(quote.id)).toBeNull();
  });

  it("downloads the PDF as stored, byte for byte", async () => {
    const quote = await sentQuote();
    const answer = await fetch(`${pageOf(quote.token)}/pdf`);
    expect(answer.headers.get("content-type")).toBe("application/pdf");
    expect(answer.headers.get("set-cookie")).toBeNull();
    const bytes = new Uint8Array(await answer.arrayBuffer());
    const stored = (await harness.quotes.quoteById(quote.id))?.versions[0]?.pdfSha256;
    expect(createHash("sha256").update(bytes).digest("hex")).toBe(stored);
  });

  it("refuses an answer from another origin, or without one (403), and records nothing", async () => {
    const quote = await sentQuote();
    const fields = { choice: "accept", name: "Mallory", role: "CEO", confirm: "yes" };
    for (const origin of ["https://evil.example", null]) {
      const answer = await post(pageOf(quote.token), fields, origin);
      expect(answer.status).toBe(403);
      expect(answer.headers.get("set-cookie")).toBeNull();
      expect(await answer.text()).toContain(dictionaries.nl.quote.link.forbidden.title);
    }
    expect(await answerOf(quote.id)).toBeNull();
  });

  it("checks name, role and the confirmation, keeping what was typed, and records nothing until all are given", async () => {
    const quote = await sentQuote();
    const words = dictionaries.en.quote.link.problems;
    const refused = await post(pageOf(quote.token, "en"), {
      choice: "accept",
      name: "Jan <b>de</b> Vries",
      role: "",
    });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain(words.heading);
    expect(html).toContain(words.role);
    expect(html).toContain(fill(words.confirm, { company: harness.draft().buyer.company }));
    expect(html).toContain('value="Jan &lt;b&gt;de&lt;/b&gt; Vries"');
    expect(await answerOf(quote.id)).toBeNull();

    const accepted = await post(pageOf(quote.token, "en"), {
      choice: "accept",
      name: "Jan de Vries",
      role: "Directeur",
      confirm: "yes",
    });
    expect(accepted.status).toBe(200);
    expect(await accepted.text()).toContain(dictionaries.en.quote.link.recordedAccept.title);
    expect(await answerOf(quote.id)).toMatchObject({ answer: "accepted", name: "Jan de Vries" });
    // The page now says who accepted, and offers no form.
    const after = await (await fetch(pageOf(quote.token, "en"))).text();
    expect(after).toContain(dictionaries.en.quote.link.accepted.title);
    expect(after).not.toContain(dictionaries.en.quote.link.acceptButton);
  });

  it("records a decline with its reason", async () => {
    const quote = await sentQuote();
    const declined = await post(pageOf(quote.token), {
      choice: "decline",
      reason: "Te duur.\nSorry.",
    });
    expect(declined.status).toBe(200);
    expect(await declined.text()).toContain(dictionaries.nl.quote.link.recordedDecline.title);
    expect(await answerOf(quote.id)).toMatchObject({
      answer: "declined",
      reason: "Te duur.\nSorry.",
    });
  });

  it("says a replaced version was replaced, shows nothing of it and accepts nothing", async () => {
    const quote = await sentQuote();
    const stored = await harness.quotes.quoteById(quote.id);
    await harness.quotes.saveQuoteDraft({
      id: quote.id,
      revision: stored?.revision ?? 0,
      draft: harness.draft({ reference: "V2" }),
      at: new Date().toISOString(),
    });
    await harness.send(quote.id);
    const page = await fetch(pageOf(quote.token));
    const html = await page.text();
    expect(html).toContain(dictionaries.nl.quote.link.replaced.title);
    expect(html).not.toContain(dictionaries.nl.quote.link.acceptButton);
    expect(html).not.toContain(harness.draft().lines[0]?.description ?? "");
    expect((await fetch(`${pageOf(quote.token)}/pdf`)).status).toBe(404);
    const answer = await post(pageOf(quote.token), {
      choice: "accept",
      name: "Jan",
      role: "CEO",
      confirm: "yes",
    });
    expect(await answer.text()).toContain(dictionaries.nl.quote.link.replaced.title);
    expect((await harness.quotes.quoteById(quote.id))?.versions.map((v) => v.answer)).toEqual([
      null,
      null,
    ]);
  });

  it("says an expired quote expired, under a moved clock, and takes no answer", async () => {
    const validUntil = addDays(todayInAmsterdam(), 3);
    const quote = await sentQuote({ validUntil });
    clock = () => new Date(Date.now() + 5 * 86_400_000);
    try {
      const html = await (await fetch(pageOf(quote.token, "en"))).text();
      expect(html).toContain(dictionaries.en.quote.link.expired.title);
      expect(html).not.toContain(dictionaries.en.quote.link.acceptButton);
      const answer = await post(pageOf(quote.token, "en"), {
        choice: "accept",
        name: "Jan",
        role: "CEO",
        confirm: "yes",
      });
      expect(await answer.text()).toContain(dictionaries.en.quote.link.expired.title);
      expect(await answerOf(quote.id)).toBeNull();
    } finally {
      clock = () => new Date();
    }
  });

  it("answers an unknown token with the not-found page", async () => {
    const answer = await fetch(pageOf("A".repeat(43)));
    expect(answer.status).toBe(404);
    expect(answer.headers.get("x-robots-tag")).toBe("noindex");
    expect(await answer.text()).toContain(dictionaries.nl.quote.link.unknown.title);
  });
});

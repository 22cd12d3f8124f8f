import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "#server/quotes/quote-days.ts";
import { parseQuoteSnapshot } from "#server/quotes/quote-snapshot.ts";
import { todayInAmsterdam } from "#src/training/course-runs.ts";
import { type QuoteHarness, startQuoteHarness } from "#tests/support/quote-harness.ts";

/**
 * Quotes through the store's process, as the server runs them (issue 45):
 * numbers gapless under sendings at once from two processes, a version
 * replaced by the next, an acceptance's record against the PDF stored as
 * sent, the validity's last day under a moved clock, and an acceptance and a
 * decline at the same moment.
 */
let harness: QuoteHarness;
beforeAll(async () => {
  harness = await startQuoteHarness();
}, 60_000);
afterAll(async () => {
  await harness?.close();
});

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const accept = (token: string, at = new Date()) =>
  harness.quotes.answerQuote({
    token,
    answer: { kind: "accept", name: "Jan de Vries", role: "Directeur" },
    at: at.toISOString(),
    isMailing: true,
  });
const decline = (token: string, at = new Date()) =>
  harness.quotes.answerQuote({
    token,
    answer: { kind: "decline", reason: "Te duur." },
    at: at.toISOString(),
    isMailing: true,
  });

/** A quote sent now: its id, number and its version's id. */
async function sentQuote(validUntil?: string) {
  const id = await harness.create(harness.draft(validUntil ? { validUntil } : {}));
  const sent = await harness.send(id);
  if (sent.outcome !== "sent") throw new Error(`not sent: ${JSON.stringify(sent)}`);
  return { id, ...sent };
}

describe("quote numbers", () => {
  it("are gapless and never shared when two servers send at once, drafts taking none", async () => {
    const second = await harness.second();
    const year = todayInAmsterdam().slice(0, 4);
    const before = (await harness.quotes.quoteList()).filter((quote) => quote.number).length;
    // A draft that cannot be sent (its validity past) takes no number.
    const stale = await harness.create(
      harness.draft({ validUntil: addDays(todayInAmsterdam(), -1) }),
    );
    const ids = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        harness.create(undefined, index % 2 ? second : harness.quotes),
      ),
    );
    const [refused, ...outcomes] = await Promise.all([
      harness.send(stale),
      ...ids.map((id, index) => harness.send(id, { quotes: index % 2 ? second : harness.quotes })),
    ]);
    expect(refused).toMatchObject({ outcome: "problems" });
    const numbers = outcomes.map((outcome) => (outcome.outcome === "sent" ? outcome.number : ""));
    const expected = Array.from(
      { length: 12 },
      (_, index) => `Q${year}-${String(before + index + 1).padStart(4, "0")}`,
    );
    expect([...numbers].sort()).toEqual(expected);
    expect((await harness.quotes.quoteById(stale))?.number).toBeNull();
  }, 60_000);
});

describe("a quote changed after sending", () => {
  it("is sent as version 2 with its own PDF and link; version 1's link says replaced and accepts nothing", async () => {
    const first = await sentQuote();
    const oldToken = await harness.tokenOf(first.versionId);
    const quote = await harness.quotes.quoteById(first.id);
    const draft = harness.draft({ reference: "PO-REVISED" });
    expect(
      await harness.quotes.saveQuoteDraft({
        id: first.id,
        revision: quote?.revision ?? 0,
        draft,
        at: new Date().toISOString(),
      }),
    ).toBe("saved");
    const second = await harness.send(first.id);
    expect(second).toMatchObject({ outcome: "sent", number: first.number, version: 2 });
    if (second.outcome !== "sent") return;
    const newToken = await harness.tokenOf(second.versionId);

    expect(await harness.quotes.quoteLookup(oldToken, new Date().toISOString())).toMatchObject({
      state: "replaced",
      number: first.number,
      version: 1,
    });
    expect(await accept(oldToken)).toMatchObject({ outcome: "replaced", version: 1 });
    expect(await harness.quotes.quoteLinkPdf(oldToken)).toBeUndefined();
    expect(await harness.quotes.quoteLookup(newToken, new Date().toISOString())).toMatchObject({
      state: "open",
    });
    const stored = await harness.quotes.quoteById(first.id);
    expect(stored?.versions.map((version) => [version.version, version.answer])).toEqual([
      [1, null],
      [2, null],
    ]);
    expect(stored?.versions[0]?.pdfSha256).not.toBe(stored?.versions[1]?.pdfSha256);
  }, 60_000);
});

describe("accepting a quote", () => {
  it("records name, role, time, version and the SHA-256 of the PDF as stored, and locks the quote", async () => {
    const sent = await sentQuote();
    const token = await harness.tokenOf(sent.versionId);
    const at = new Date();
    const outcome = await accept(token, at);
    expect(outcome).toMatchObject({ outcome: "recorded" });
    const quote = await harness.quotes.quoteById(sent.id);
    const version = quote?.versions[0];
    const pdf = await harness.quotes.quoteVersionPdf(sent.id, 1);
    expect(version?.answer).toEqual({
      answer: "accepted",
      answeredAt: at.toISOString(),
      name: "Jan de Vries",
      role: "Directeur",
      reason: null,
      pdfSha256: sha256(pdf?.pdf ?? new Uint8Array()),
    });
    expect(version?.pdfSha256).toBe(version?.answer?.pdfSha256);
    // The link's own PDF is that same file, byte for byte.
    const linked = await harness.quotes.quoteLinkPdf(token);
    expect(sha256(linked?.pdf ?? new Uint8Array())).toBe(version?.answer?.pdfSha256);

    // Locked: no edit, no sending, no second answer.
    expect(
      await harness.quotes.saveQuoteDraft({
        id: sent.id,
        revision: quote?.revision ?? 0,
        draft: harness.draft(),
        at: at.toISOString(),
      }),
    ).toBe("accepted");
    expect(await decline(token)).toMatchObject({
      outcome: "answered",
      view: { answer: { answer: "accepted" } },
    });
    // The owner's mail and the buyer's accepted PDF are queued with it.
    const mails = (await harness.claim()).filter((job) => job.versionId === sent.versionId);
    expect(mails.map((job) => job.kind).sort()).toEqual(["accepted", "answer"]);
    expect(sha256(mails.find((job) => job.kind === "accepted")?.pdf ?? new Uint8Array())).toBe(
      version?.answer?.pdfSha256,
    );
  }, 60_000);

  it("is refused the day after its validity date (Amsterdam), and allowed on that day itself", async () => {
    const validUntil = addDays(todayInAmsterdam(), 10);
    const sent = await sentQuote(validUntil);
    const token = await harness.tokenOf(sent.versionId);
    // One minute before and after midnight in Amsterdam, whatever the season: the offset is found.
    const midnight = amsterdamMidnightAfter(validUntil);
    const late = new Date(midnight.getTime() + 60_000);
    expect(await harness.quotes.quoteLookup(token, late.toISOString())).toMatchObject({
      state: "expired",
    });
    expect(await accept(token, late)).toMatchObject({ outcome: "expired" });
    expect((await harness.quotes.quoteById(sent.id))?.versions[0]?.answer).toBeNull();
    const lastMinute = new Date(midnight.getTime() - 60_000);
    expect(await accept(token, lastMinute)).toMatchObject({ outcome: "recorded" });
  }, 60_000);

  it("and declining it at the same moment: one stands, the other is told which", async () => {
    const second = await harness.second();
    for (let round = 0; round < 4; round++) {
      const sent = await sentQuote();
      const token = await harness.tokenOf(sent.versionId);
      const at = new Date().toISOString();
      const [accepted, declined] = await Promise.all([
        harness.quotes.answerQuote({
          token,
          answer: { kind: "accept", name: "Jan", role: "CEO" },
          at,
          isMailing: true,
        }),
        second.answerQuote({ token, answer: { kind: "decline", reason: "" }, at, isMailing: true }),
      ]);
      const outcomes = [accepted.outcome, declined.outcome].sort();
      expect(outcomes).toEqual(["answered", "recorded"]);
      const standing = (await harness.quotes.quoteById(sent.id))?.versions[0]?.answer?.answer;
      const loser = accepted.outcome === "answered" ? accepted : declined;
      expect(loser).toMatchObject({ view: { answer: { answer: standing } } });
    }
  }, 60_000);
});

describe("a sent version", () => {
  it("keeps its snapshot and PDF as sent: the page's PDF is never made again", async () => {
    const sent = await sentQuote();
    await harness.quotes.renderQuotes();
    const before = await harness.quotes.quoteVersionPdf(sent.id, 1);
    // A second render pass stores nothing: the first PDF stands.
    expect(await harness.quotes.renderQuotes()).toBe(0);
    const after = await harness.quotes.quoteVersionPdf(sent.id, 1);
    expect(sha256(after?.pdf ?? new Uint8Array())).toBe(sha256(before?.pdf ?? new Uint8Array()));
    const snapshot = parseQuoteSnapshot(
      JSON.parse((await harness.quotes.latestQuoteSnapshot(sent.id)) ?? "{}"),
    );
    expect(snapshot).toMatchObject({ number: sent.number, version: 1 });
  }, 60_000);
});

/** The moment a day ends in Amsterdam: midnight there, found by stepping the offset (+1 or +2). */
function amsterdamMidnightAfter(day: string): Date {
  const next = addDays(day, 1);
  for (const offset of [1, 2]) {
    const candidate = new Date(`${next}T00:00:00Z`);
    candidate.setUTCHours(-offset);
    if (
      todayInAmsterdam(candidate) === next &&
      todayInAmsterdam(new Date(candidate.getTime() - 1)) === day
    ) {
      return candidate;
    }
  }
  throw new Error(`No midnight found after ${day}`);
}

import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backOfficePaths } from "#server/back-office/paths.ts";
import { newQuotePath, privateRunPath, quotePath } from "#server/back-office/quotes/quote-paths.ts";
import { addParticipantPath, rosterPath } from "#server/back-office/runs/run-paths.ts";
import { openEnquiryTables } from "#server/enquiries/enquiry-tables.ts";
import { openInvoiceTables } from "#server/invoices/invoice-tables.ts";
import { openPaymentTables } from "#server/payments/payment-tables.ts";
import { addDays } from "#server/quotes/quote-days.ts";
import { type QuoteStore, quoteStore } from "#server/quotes/quote-store.ts";
import { openQuoteTables } from "#server/quotes/quote-tables.ts";
import type { ServedBuild } from "#server/releases/served-builds.ts";
import { openRunTables } from "#server/runs/run-tables.ts";
import { todayInAmsterdam } from "#src/training/course-runs.ts";
import { type BackOfficeServer, startBackOfficeServer } from "#tests/support/back-office-server.ts";
import { formContentType } from "#tests/support/enquiry-poster.ts";
import { testSeller } from "#tests/support/invoice-facts.ts";
import { testQuoteTerms } from "#tests/support/quote-samples.ts";
import {
  testCatalogue,
  testCourseKey,
  testRun,
  writeTestBuild,
} from "#tests/support/run-catalogue.ts";

/**
 * "Create private run…" on an accepted in-company quote, over HTTP with the real quote and
 * runs tables (issue 45 point 4): refused for a quote not accepted or selling no training;
 * the form with the quote's defaults, its problems at their fields with what was typed kept,
 * a POST from another origin refused; the run made once however often the form is sent, on
 * the Runs page marked with its quote, its roster with the buyer's enrolment; never a move's
 * target; its change until it starts, logged with its mail, and the same values again changing
 * nothing.
 */
const today = todayInAmsterdam();
const publicRun = testRun({ inDays: 40, mode: "classroom", capacity: 12 });
let work: string;
let server: BackOfficeServer;
let cookie: string;
let quotes: QuoteStore;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "private-runs-area-"));
  await writeTestBuild(work, {
    ...testCatalogue([publicRun]),
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
    moreTables: (connection) => ({
      ...openQuoteTables(connection),
      ...openEnquiryTables(connection),
      ...openRunTables(connection),
      ...openInvoiceTables(connection),
      ...openPaymentTables(connection),
    }),
    quotes: (store) => {
      quotes = quoteStore(store);
      return { quotes, isMailing: true, sellerVatId: () => testSeller.vatId };
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

/** A Dutch business's in-company training for 8 participants, or consulting only. */
function quoteForm(kind: "training" | "consulting") {
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
    "line-0-kind": kind,
    "line-0-description": kind === "training" ? "Docker in-company" : "Advies",
    "line-0-quantity": "8",
    "line-0-unit": kind === "training" ? "participant" : "day",
    "line-0-price": "900",
  };
}

async function quote(kind: "training" | "consulting", isAccepted = true): Promise<number> {
  const id = idOf(await post(newQuotePath(), quoteForm(kind)));
  await post(quotePath(id, "send"), { revision: String((await quotes.quoteById(id))?.revision) });
  if (!isAccepted) return id;
  const jobs = await quotes.outbox.claimDueMails(new Date(), 60_000, 100);
  const token = jobs.find((job) => job.quoteId === id && job.kind === "quote")?.token ?? "";
  const answered = await quotes.answerQuote({
    token,
    answer: { kind: "accept", name: "Jan de Vries", role: "Directeur" },
    at: new Date().toISOString(),
    isMailing: true,
  });
  expect(answered.outcome).toBe("recorded");
  return id;
}

/** The form's fields as the page gives them (its token included), with `changes`. */
async function formOf(id: number, changes: Record<string, string> = {}) {
  const html = await (await get(privateRunPath(id))).text();
  const token = /name="token" value="([^"]+)"/.exec(html)?.[1] ?? "";
  return {
    course: testCourseKey,
    start: addDays(today, 20),
    end: addDays(today, 21),
    times: "9:00–17:00",
    mode: "in-company",
    location: "Kempenlaan 10, Eindhoven",
    language: "nl",
    participants: "8",
    token,
    ...changes,
  };
}

describe("a private run from a quote", () => {
  it("cannot be made from a quote not accepted, nor from one that sells no training", async () => {
    const sent = await quote("training", false);
    const refused = await get(privateRunPath(sent));
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("only an accepted quote can");
    expect((await post(privateRunPath(sent), await formOf(sent))).status).toBe(409);
    const consulting = await quote("consulting");
    expect(await (await get(quotePath(consulting))).text()).not.toContain("Create private run");
    const noTraining = await get(privateRunPath(consulting));
    expect(noTraining.status).toBe(409);
    expect(await noTraining.text()).toContain("no training line");
  });

  it("is made once from the accepted quote's form, on the Runs page marked with its quote", async () => {
    const id = await quote("training");
    const page = await (await get(quotePath(id))).text();
    expect(page).toContain(`href="${privateRunPath(id)}"`);
    expect(page).toContain("Create private run…");
    // The form starts from the quote: its language, the buyer's address, 8 participants.
    const form = await (await get(privateRunPath(id))).text();
    expect(form).toMatch(/id="participants"[^>]*value="8"/);
    expect(form).toMatch(/id="location"[^>]*value="Kempenlaan 10, Eindhoven"/);
    expect(form).toContain('<option value="devops/docker">Docker</option>');

    // Wrong fields: each said at its field, everything typed kept, nothing made.
    const fields = await formOf(id);
    const wrong = await post(privateRunPath(id), { ...fields, start: today, participants: "x" });
    expect(wrong.status).toBe(400);
    const wrongPage = await wrong.text();
    expect(wrongPage).toContain("The first day must be after today.");
    expect(wrongPage).toContain("A whole number from 1 to 100.");
    expect(wrongPage).toMatch(/id="participants"[^>]*value="x"/);
    expect(wrongPage).toMatch(/id="times"[^>]*value="9:00–17:00"/);
    // Another origin changes nothing.
    expect((await post(privateRunPath(id), fields, "https://evil.example")).status).toBe(403);
    expect(await privateRunCount()).toBe(0);

    const made = await post(privateRunPath(id), fields);
    expect(made.status).toBe(303);
    const location = made.headers.get("location") ?? "";
    const runKey = `private-${(await quotes.quoteById(id))?.number?.toLowerCase()}-1`;
    expect(location).toBe(`${rosterPath(testCourseKey, runKey)}?notice=private-run`);
    // Sent twice (a double click, Back and send): the same run, not a second.
    const again = await post(privateRunPath(id), fields);
    expect(again.headers.get("location")).toBe(location);
    expect(await privateRunCount()).toBe(1);
    expect(JSON.stringify(server.tables.auditLog(5))).toMatch(
      /create private run.*devops\/docker private-q/,
    );

    const runs = await (await get(backOfficePaths.runs)).text();
    const line = runs.slice(runs.indexOf(`data-run="${testCourseKey}/${runKey}"`));
    expect(line).toMatch(/data-private-of="Q\d{4}-\d{4}"/);
    expect(line.slice(0, 1200)).toContain(`href="${quotePath(id)}"`);
    const roster = await (await get(location)).text();
    expect(roster).toContain("Saved the private run");
    expect(roster).toContain("Jan de Vries");
    expect(roster).toContain("8 of 8");
    expect(roster).not.toContain("Move to another run…");
    expect(roster).toContain("none: a private run&#x27;s enrolment; its quote is invoiced");
    expect(await (await get(quotePath(id))).text()).toContain(`data-private-run="${runKey}"`);

    // One participant more: no place free, and the answer points to the run's number, not a course file.
    const enrolmentId = Number(/data-enrolment="(\d+)"/.exec(roster)?.[1]);
    const more = await post(addParticipantPath(enrolmentId, 0), {
      name: "Grace Hopper",
      email: "grace@example.nl",
    });
    const refusedAt = more.headers.get("location") ?? "";
    expect(refusedAt).toContain("problem=participant-full");
    expect(await (await get(refusedAt)).text()).toContain(
      "Change the private run&#x27;s number on quote",
    );

    // Never a move's target: the public run's move page does not offer it, and it moves nowhere.
    const move = await (await get(`${rosterPath(testCourseKey, publicRun.key)}/move`)).text();
    expect(move).not.toContain(runKey);
    const ownMove = await (await get(`${rosterPath(testCourseKey, runKey)}/move`)).text();
    expect(ownMove).not.toContain(publicRun.key);

    // Its days and number change until it starts: the roster follows, the change is logged and
    // its mail stored for the booker (e-mail is off on this server: not sent).
    const changedFields = {
      ...(await formOf(id)),
      token: "",
      start: addDays(today, 25),
      end: addDays(today, 25),
      participants: "10",
    };
    const changed = await post(privateRunPath(id, runKey), changedFields);
    const changedAt = changed.headers.get("location") ?? "";
    expect(changedAt).toBe(
      `${rosterPath(testCourseKey, runKey)}?notice=private-run-changed&told=1`,
    );
    const changedRoster = await (await get(changedAt)).text();
    expect(changedRoster).toContain("10 of 10");
    expect(changedRoster).toContain(
      "Saved the private run&#x27;s change. E-mail is off on this server: tell them yourself.",
    );
    expect(changedRoster).toContain(
      "private run&#x27;s days, times or place changed: not sent (e-mail off)",
    );
    const days = `days ${addDays(today, 20)}–${addDays(today, 21)} → ${addDays(today, 25)}`;
    expect(JSON.stringify(server.tables.auditLog(5))).toContain(
      `${runKey}: ${days}, participants 8 → 10; 1 not e-mailed (e-mail off)`,
    );
    // The same values again: nothing changes, nobody is told.
    const same = await post(privateRunPath(id, runKey), changedFields);
    expect(same.headers.get("location")).toBe(
      `${rosterPath(testCourseKey, runKey)}?notice=private-run-unchanged`,
    );
    expect(await (await get(same.headers.get("location") ?? "")).text()).toContain(
      "Nothing changed: the values were the same as before. Nobody is e-mailed.",
    );
  });
});

/** How many private runs the store holds. */
async function privateRunCount(): Promise<number> {
  return ((await server.store.call<unknown[]>("privateRuns")) ?? []).length;
}

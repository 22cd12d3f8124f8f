import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startEnquiryNotifier } from "#server/enquiries/enquiry-notifier.ts";
import { type EnquiryStore, enquiryStore, enquiryTables } from "#server/enquiries/enquiry-store.ts";
import { smtpSender } from "#server/mail/outbox.ts";
import { type RunStore, runStore, runTables } from "#server/runs/run-store.ts";
import { invoiceTables } from "#server/invoices/invoice-store.ts";
import { openStore } from "#server/store/store.ts";
import { participantLinkPaths } from "#src/routing/fixed-paths.ts";
import { formContentType } from "#tests/support/enquiry-poster.ts";
import { type MailServer, startMailServer } from "#tests/support/mail-server.ts";
import {
  enrolmentForm,
  testCatalogue,
  testCourseKey,
  testRun,
  writeTestBuild,
} from "#tests/support/run-catalogue.ts";
import { siteServers } from "#tests/support/site-server.ts";

/**
 * The link in an enrolment's receipt where the booker names the
 * participants, through the server, its store's process and a mail server
 * on loopback: the receipt carries it; opening it changes nothing; the form
 * saves names and e-mails from our own origin only, refuses two alike and
 * keeps what was typed; the roster reads the new names; a cancelled
 * enrolment's link no longer changes anything.
 */
const run = testRun({ inDays: 30, capacity: 10 });
const catalogue = testCatalogue([run]);
const quiet = { info() {}, warn() {}, error() {} };
const config = { smtpUrl: "", to: "office@example.nl", from: "website@example.nl" };

let work: string;
let store: EnquiryStore;
let runs: RunStore;
let mail: MailServer;
let notifier: ReturnType<typeof startEnquiryNotifier>;
let baseUrl = "";
const sites = siteServers();

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "participant-links-"));
  const client = await writeTestBuild(work, catalogue);
  const opened = await openStore(path.join(work, "data"), {
    tables: [enquiryTables, runTables, invoiceTables],
  });
  store = enquiryStore(opened, { isMailing: true });
  runs = runStore(opened, { isMailing: true });
  mail = await startMailServer();
  notifier = startEnquiryNotifier({
    store,
    config: { ...config, smtpUrl: mail.url },
    send: smtpSender({ ...config, smtpUrl: mail.url }).send,
    log: quiet,
    pollMs: 50,
    origin: () => baseUrl,
  });
  ({ baseUrl } = await sites.start({
    root: client,
    cspManifest: {},
    store,
    log: quiet,
    notifier,
    participantLinks: { runs, origin: () => baseUrl },
  }));
});
afterAll(async () => {
  await notifier?.stop();
  await sites.close();
  await mail?.close();
  await store?.close();
  await rm(work, { recursive: true, force: true });
});

/** Enrols three: Ada with her e-mail, Alan and Charles without one (their mails go to the booker). */
async function enrol(language: "en" | "nl" = "en") {
  const body = new URLSearchParams(
    enrolmentForm(
      run.key,
      {
        participants: "3",
        street: "Kerkstraat 1",
        postalCode: "5611 AH",
        city: "Eindhoven",
        country: "NL",
        invoiceEmail: "invoices@example.nl",
      },
      language,
    ),
  );
  for (const [name, email] of [
    ["Ada Lovelace", "ada@example.nl"],
    ["Alan Turing", ""],
    ["Charles Babbage", ""],
  ]) {
    body.append("participantName", name as string);
    body.append("participantEmail", email as string);
  }
  const answer = await fetch(`${baseUrl}/`, {
    method: "POST",
    headers: { "Content-Type": formContentType },
    body: body.toString(),
    redirect: "manual",
  });
  expect(answer.status, await answer.text()).toBe(303);
}

/** The receipt's link to the participants' page (quoted-printable undone). */
async function receiptLink(language: "en" | "nl"): Promise<string> {
  const prefix = `${baseUrl}${participantLinkPaths[language]}/`;
  let link = "";
  await vi.waitFor(
    () => {
      const texts = mail.received.map((message) =>
        message.replace(/=\r?\n/g, "").replace(/=3D/g, "="),
      );
      const found = texts.flatMap((text) => text.match(/https?:\/\/[^\s"<>]+/g) ?? []);
      link = found.find((url) => url.startsWith(prefix)) ?? "";
      expect(link).not.toBe("");
    },
    { timeout: 10_000 },
  );
  return link;
}

const post = (link: string, fields: Record<string, string>, origin = baseUrl) =>
  fetch(link, {
    method: "POST",
    headers: { "Content-Type": formContentType, Origin: origin },
    body: new URLSearchParams(fields).toString(),
  });

async function namesOnRoster(): Promise<string[]> {
  const { rows } = await runs.runRoster(testCourseKey, run.key);
  const [row] = rows;
  return (
    JSON.parse(row?.participantList ?? "[]") as { name: string | null; email: string | null }[]
  ).map((each) => `${each.name ?? ""} <${each.email ?? ""}>`);
}

describe("the receipt's link to name the participants", () => {
  it("comes in the receipt; opening it shows each participant and changes nothing", async () => {
    await enrol();
    const link = await receiptLink("en");
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(page.headers.get("x-robots-tag")).toBe("noindex");
    expect(page.headers.get("set-cookie")).toBeNull();
    const html = await page.text();
    expect(html).toContain("Who takes part");
    expect(html).toContain('value="Ada Lovelace"');
    expect(html).toContain("Participant 3");
    expect(html).toContain('<a href="/">Go to the home page</a>');
    expect(await namesOnRoster()).toEqual([
      "Ada Lovelace <ada@example.nl>",
      "Alan Turing <>",
      "Charles Babbage <>",
    ]);
  });

  it("saves nothing from another origin (403)", async () => {
    const link = await receiptLink("en");
    const answer = await post(link, { "name-3": "Grace Hopper" }, "https://evil.example");
    expect(answer.status).toBe(403);
    expect((await namesOnRoster())[2]).toBe("Charles Babbage <>");
  });

  it("refuses two participants with one e-mail, or a wrong one, saving nothing and keeping what was typed", async () => {
    const link = await receiptLink("en");
    const twice = await post(link, {
      "name-2": "Alan Turing",
      "email-2": "ADA@example.nl",
      "name-3": "Grace Hopper",
    });
    expect(twice.status).toBe(400);
    const html = await twice.text();
    expect(html).toContain("Two participants have the same e-mail address.");
    expect(html).toContain('value="Grace Hopper"');
    const wrong = await post(link, { "email-3": "grace@" });
    expect(wrong.status).toBe(400);
    expect(await namesOnRoster()).toEqual([
      "Ada Lovelace <ada@example.nl>",
      "Alan Turing <>",
      "Charles Babbage <>",
    ]);
  });

  it("saves the names and e-mails the booker gives; the roster reads them", async () => {
    const link = await receiptLink("en");
    const saved = await post(link, {
      "name-1": "Ada Lovelace",
      "email-1": "ada@example.nl",
      "name-2": "Alan Mathison Turing",
      "email-2": "",
      "name-3": "Grace Hopper",
      "email-3": "grace@example.nl",
    });
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain("The participants are saved");
    expect(await namesOnRoster()).toEqual([
      "Ada Lovelace <ada@example.nl>",
      "Alan Mathison Turing <>",
      "Grace Hopper <grace@example.nl>",
    ]);
  });

  it("changes nothing once the enrolment is cancelled, and says so in Dutch on the Dutch address", async () => {
    const link = await receiptLink("en");
    const dutch = link.replace(participantLinkPaths.en, participantLinkPaths.nl);
    const { rows } = await runs.runRoster(testCourseKey, run.key);
    const row = rows[0];
    const cancelled = await runs.changePlace({
      id: row?.id as number,
      version: row?.placeVersion as number,
      action: "cancel",
      at: new Date().toISOString(),
      capacity: null,
      facts: { course: { en: "Docker", nl: "Docker" }, run: { key: run.key, label: run.label } },
    });
    expect(cancelled.outcome).toBe("done");
    const page = await fetch(dutch);
    expect(await page.text()).toContain("Deze link werkt niet meer");
    const answer = await post(link, { "name-3": "Someone Else" });
    expect(await answer.text()).toContain("This link no longer works");
    expect((await namesOnRoster())[2]).toBe("Grace Hopper <grace@example.nl>");
  });

  it("is unknown for a made-up token (404)", async () => {
    const answer = await fetch(`${baseUrl}${participantLinkPaths.en}/${"x".repeat(43)}`);
    expect(answer.status).toBe(404);
    expect(await answer.text()).toContain("Link not found");
  });
});

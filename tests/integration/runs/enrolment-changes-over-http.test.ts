import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startEnquiryNotifier } from "#server/enquiries/enquiry-notifier.ts";
import { type EnquiryStore, enquiryStore, enquiryTables } from "#server/enquiries/enquiry-store.ts";
import { invoiceStore, invoiceTables } from "#server/invoices/invoice-store.ts";
import { smtpSender } from "#server/mail/outbox.ts";
import { paymentTables } from "#server/payments/payment-store.ts";
import { type RunStore, runStore, runTables } from "#server/runs/run-store.ts";
import { openStore, type Store } from "#server/store/store.ts";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { enrolmentChangePaths, participantLinkPaths } from "#src/routing/fixed-paths.ts";
import { todayInAmsterdam } from "#src/training/course-runs.ts";
import { formContentType } from "#tests/support/enquiry-poster.ts";
import { testSeller } from "#tests/support/invoice-facts.ts";
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
 * The buyer's cancel or move (issue 44 point 3) through the server as a browser without
 * JavaScript uses it, in both languages: the receipt's token opens what is possible today
 * (a visit changes nothing), each change is previewed, and only its POST from our own origin
 * acts: a business moves and the invoices follow, a run that filled up meanwhile is refused with
 * the runs that still have room, a cancellation is recorded as the buyer's, received today.
 */
const from = testRun({ inDays: 60, capacity: 10, mode: "classroom" });
const roomy = testRun({ inDays: 90, capacity: 10 });
const small = testRun({ inDays: 120, capacity: 1 });
const catalogue = testCatalogue([from, roomy, small]);
catalogue.terms.moveDays = 14;
const quiet = { info() {}, warn() {}, error() {} };
const config = { smtpUrl: "", to: "office@example.nl", from: "website@example.nl" };

let work: string;
let opened: Store;
let store: EnquiryStore;
let runs: RunStore;
let mail: MailServer;
let notifier: ReturnType<typeof startEnquiryNotifier>;
let baseUrl = "";
const sites = siteServers();

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "enrolment-changes-"));
  const client = await writeTestBuild(work, catalogue);
  opened = await openStore(path.join(work, "data"), {
    tables: [enquiryTables, runTables, invoiceTables, paymentTables],
  });
  store = enquiryStore(opened, { isMailing: true });
  runs = runStore(opened, { isMailing: false });
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
    enrolmentChanges: {
      runs,
      origin: () => baseUrl,
      catalogue: () => catalogue,
      offerSettings: { origin: () => baseUrl, offerHours: 48 },
    },
  }));
});
afterAll(async () => {
  await notifier?.stop();
  await sites.close();
  await mail?.close();
  await store?.close();
  await rm(work, { recursive: true, force: true });
});

/** A business enrols one participant on `from` in `language` and is confirmed: its id and link. */
async function enrolled(name: string, language: "en" | "nl") {
  const email = `${name.toLowerCase()}@example.nl`;
  const answer = await fetch(`${baseUrl}/`, {
    method: "POST",
    headers: { "Content-Type": formContentType },
    body: enrolmentForm(
      from.key,
      {
        name,
        email,
        street: "Kerkstraat 1",
        postalCode: "5611 AH",
        city: "Eindhoven",
        country: "NL",
      },
      language,
    ),
    redirect: "manual",
  });
  expect(answer.status, await answer.text()).toBe(303);
  const { rows } = await runs.runRoster(testCourseKey, from.key);
  const row = rows.find((candidate) => candidate.email === email);
  const confirmed = await runs.changePlace({
    id: row?.id ?? 0,
    version: row?.placeVersion ?? 0,
    action: "confirm",
    at: new Date().toISOString(),
    capacity: from.capacity,
    facts: { course: { en: "Docker", nl: "Docker" }, run: { ...from, label: from.label } },
    invoicing: { seller: testSeller, vat: { basis: "exclusive", rate: 21 } },
  });
  expect(confirmed.outcome).toBe("done");
  return { id: row?.id ?? 0, link: await changeLink(email, language) };
}

/** The change page's address from the participants' link in the receipt (the same token). */
async function changeLink(email: string, language: "en" | "nl"): Promise<string> {
  const prefix = `${baseUrl}${participantLinkPaths[language]}/`;
  let link = "";
  await vi.waitFor(
    () => {
      const texts = mail.received
        .map((message) => message.replace(/=\r?\n/g, "").replace(/=3D/g, "="))
        .filter((text) => text.includes(email));
      const found = texts.flatMap((text) => text.match(/https?:\/\/[^\s"<>]+/g) ?? []);
      link = found.find((url) => url.startsWith(prefix)) ?? "";
      expect(link).not.toBe("");
    },
    { timeout: 10_000 },
  );
  return `${baseUrl}${enrolmentChangePaths[language]}/${link.slice(prefix.length)}`;
}

const post = (link: string, fields: Record<string, string>, origin = baseUrl) =>
  fetch(link, {
    method: "POST",
    headers: { "Content-Type": formContentType, Origin: origin },
    body: new URLSearchParams(fields).toString(),
  });
/** The version the preview's form carries. */
const versionIn = (html: string) => /name="version" value="(\d+)"/.exec(html)?.[1] ?? "";

describe("the buyer's cancel or move, without JavaScript", () => {
  let ada: { id: number; link: string };
  let bram: { id: number; link: string };
  beforeAll(async () => {
    ada = await enrolled("Ada", "en");
    bram = await enrolled("Bram", "nl");
  }, 60_000);

  it("shows what is possible today and what it costs; a visit changes nothing", async () => {
    const before = await runs.runEnrolment(ada.id);
    const page = await fetch(ada.link);
    expect(page.status).toBe(200);
    expect(page.headers.get("x-robots-tag")).toBe("noindex");
    const html = await page.text();
    const words = dictionaries.en.buyerChanges;
    expect(html).toContain(words.heading);
    // 60 days before the start: free, everything paid back within 14 days.
    expect(html).toContain("Under our course terms a cancellation today costs nothing");
    expect(html).toContain(roomy.label.en);
    expect(html).toContain(small.label.en);
    expect(html).toContain(`?do=move&amp;to=${small.key}`);
    const nl = await (await fetch(bram.link)).text();
    expect(nl).toContain(dictionaries.nl.buyerChanges.heading);
    expect(nl).toContain("Volgens onze trainingsvoorwaarden kost annuleren vandaag niets");
    expect((await runs.runEnrolment(ada.id))?.placeVersion).toBe(before?.placeVersion);
  });

  it("refuses a POST from another origin and an unknown link, changing nothing", async () => {
    const preview = await (await fetch(`${ada.link}?do=move&to=${small.key}`)).text();
    const fields = { do: "move", to: small.key, version: versionIn(preview) };
    expect((await post(ada.link, fields, "https://evil.example")).status).toBe(403);
    const unknown = await post(`${baseUrl}${enrolmentChangePaths.en}/not-a-token`, fields);
    expect(unknown.status).toBe(404);
    expect((await runs.runEnrolment(ada.id))?.runKey).toBe(from.key);
  });

  it("moves a business to another run and the invoices follow", async () => {
    const preview = await fetch(`${ada.link}?do=move&to=${small.key}`);
    const html = await preview.text();
    expect(html).toContain(dictionaries.en.buyerChanges.move.confirmTitle);
    expect(html).toContain(dictionaries.en.buyerChanges.move.invoice);
    const moved = await post(ada.link, { do: "move", to: small.key, version: versionIn(html) });
    expect(moved.status).toBe(200);
    expect(await moved.text()).toContain(dictionaries.en.buyerChanges.move.done.title);
    const row = await runs.runEnrolment(ada.id);
    expect([row?.runKey, row?.place]).toEqual([small.key, "confirmed"]);
    const documents = await invoiceStore(opened).invoicesOfEnrolments([ada.id]);
    expect(documents.map((document) => document.kind)).toEqual([
      "invoice",
      "credit-note",
      "invoice",
    ]);
    expect(documents[2]?.inclVat).toBe(documents[0]?.inclVat);
  });

  it("refuses a move into a run that filled up meanwhile, with the runs that still have room (Dutch)", async () => {
    // Bram's preview was opened while the small run still had its one place.
    const preview = await (await fetch(`${bram.link}?do=move&to=${roomy.key}`)).text();
    const refused = await post(bram.link, {
      do: "move",
      to: small.key,
      version: versionIn(preview),
    });
    expect(refused.status).toBe(409);
    const html = await refused.text();
    expect(html).toContain(dictionaries.nl.buyerChanges.move.full.title);
    expect(html).toContain(roomy.label.nl);
    expect(html).not.toContain(`to=${small.key}`);
    expect((await runs.runEnrolment(bram.id))?.runKey).toBe(from.key);
  });

  it("cancels as the buyer, received today, after a preview of the cost (Dutch); the other enrolment stays", async () => {
    const preview = await fetch(`${bram.link}?do=cancel`);
    const html = await preview.text();
    expect(html).toContain(dictionaries.nl.buyerChanges.cancel.confirmTitle);
    expect(html).toContain("kost annuleren vandaag niets");
    const done = await post(bram.link, { do: "cancel", version: versionIn(html) });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain(dictionaries.nl.buyerChanges.cancel.done.title);
    const row = await runs.runEnrolment(bram.id);
    expect([row?.place, row?.cancelCause, row?.cancelReceivedOn]).toEqual([
      "cancelled",
      "buyer",
      todayInAmsterdam(),
    ]);
    expect((await runs.runEnrolment(ada.id))?.place).toBe("confirmed");
    // Posted again, it changes nothing more.
    const again = await post(bram.link, { do: "cancel", version: versionIn(html) });
    expect(again.status).not.toBe(500);
    expect((await invoiceStore(opened).invoicesOfEnrolments([bram.id])).length).toBe(2);
  });
});

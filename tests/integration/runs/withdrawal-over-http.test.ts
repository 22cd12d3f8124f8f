import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startEnquiryNotifier } from "#server/enquiries/enquiry-notifier.ts";
import { type EnquiryStore, enquiryStore, enquiryTables } from "#server/enquiries/enquiry-store.ts";
import { invoiceTables } from "#server/invoices/invoice-store.ts";
import { smtpSender, startOutbox } from "#server/mail/outbox.ts";
import { identityFromContent } from "#server/mail/sign-off.ts";
import { type WithdrawalAckJob, withdrawalAckMail } from "#server/mail/withdrawal-mails.ts";
import { paymentTables } from "#server/payments/payment-store.ts";
import { offerContext } from "#server/runs/offer-runs.ts";
import { invoicingContextOf } from "#server/runs/run-invoices.ts";
import { runFacts } from "#server/runs/run-mail-facts.ts";
import { type RunStore, runStore, runTables } from "#server/runs/run-store.ts";
import { openStore } from "#server/store/store.ts";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { participantLinkPaths, withdrawalPaths } from "#src/routing/fixed-paths.ts";
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
 * The buyer's enrolment page and the EU withdrawal function, through the
 * server, its store's process and a mail server on loopback: a consumer's
 * confirmed enrolment is withdrawn on its page in two steps (the credit note
 * issued, the place offered to the first waiting, the acknowledgement mailed
 * with the moment), once only, from our own origin only; the public page
 * records a statement from anyone the same way, and its link (sent only to
 * the enrolment's own address) withdraws as of the statement's moment.
 */
const run = testRun({ inDays: 40, capacity: 1 });
const catalogue = { ...testCatalogue([run]), invoicing: { seller: testSeller } };
const quiet = { info() {}, warn() {}, error() {} };
const config = { smtpUrl: "", to: "office@example.nl", from: "website@example.nl" };

let work: string;
let store: EnquiryStore;
let runs: RunStore;
let mail: MailServer;
let notifier: ReturnType<typeof startEnquiryNotifier>;
let acks: ReturnType<typeof startOutbox<WithdrawalAckJob>>;
let baseUrl = "";
const sites = siteServers();

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "withdrawals-"));
  const client = await writeTestBuild(work, catalogue);
  const opened = await openStore(path.join(work, "data"), {
    tables: [enquiryTables, runTables, invoiceTables, paymentTables],
  });
  store = enquiryStore(opened, { isMailing: true });
  runs = runStore(opened, { isMailing: true });
  mail = await startMailServer();
  const send = smtpSender({ ...config, smtpUrl: mail.url }).send;
  notifier = startEnquiryNotifier({
    store,
    config: { ...config, smtpUrl: mail.url },
    send,
    log: quiet,
    pollMs: 50,
    origin: () => baseUrl,
  });
  acks = startOutbox<WithdrawalAckJob>({
    store: runs.withdrawalAcks,
    send,
    mailsFor: (job) => [withdrawalAckMail(config, identityFromContent(job.language), job)],
    log: quiet,
    pollMs: 50,
  });
  const route = {
    runs,
    origin: () => baseUrl,
    changeContext: (courseKey: string, runKey: string) => ({
      facts: runFacts(catalogue, courseKey, runKey),
      offers: offerContext(catalogue, { origin: () => baseUrl, offerHours: 48 }),
    }),
    onWithdrawn: () => acks.wake(),
  };
  ({ baseUrl } = await sites.start({
    root: client,
    cspManifest: {},
    store,
    log: quiet,
    notifier,
    participantLinks: route,
    withdrawals: route,
  }));
});
afterAll(async () => {
  await notifier?.stop();
  await acks?.stop();
  await sites.close();
  await mail?.close();
  await store?.close();
  await rm(work, { recursive: true, force: true });
});

/** A consumer enrols (one participant) with their own address; resolves when stored. */
async function enrol(name: string, email: string, language: "en" | "nl" = "en") {
  const body = enrolmentForm(
    run.key,
    {
      name,
      email,
      buyer: "private",
      company: "",
      invoice: "",
      street: "Kerkstraat 1",
      postalCode: "5611 AH",
      city: "Eindhoven",
      country: "NL",
    },
    language,
  );
  const answer = await fetch(`${baseUrl}/`, {
    method: "POST",
    headers: { "Content-Type": formContentType },
    body,
    redirect: "manual",
  });
  expect(answer.status, await answer.text()).toBe(303);
}

const mails = () =>
  mail.received.map((message) => message.replace(/=\r?\n/g, "").replace(/=3D/g, "="));

/** The first link in a mail to `to` that starts with `prefix`. */
async function linkIn(to: string, prefix: string): Promise<string> {
  let link = "";
  await vi.waitFor(
    () => {
      const found = mails()
        .filter((text) => text.includes(`To: ${to}`))
        .flatMap((text) => text.match(/https?:\/\/[^\s"<>]+/g) ?? []);
      link = found.find((url) => url.startsWith(prefix)) ?? "";
      expect(link).not.toBe("");
    },
    { timeout: 10_000 },
  );
  return link;
}

async function rowOf(email: string) {
  const { rows } = await runs.runRoster(testCourseKey, run.key);
  const row = rows.find((each) => each.email === email);
  if (!row) throw new Error(`no enrolment of ${email}`);
  return row;
}

async function confirm(email: string) {
  const row = await rowOf(email);
  const outcome = await runs.changePlace({
    id: row.id,
    version: row.placeVersion,
    action: "confirm",
    at: new Date().toISOString(),
    capacity: run.capacity,
    facts: runFacts(catalogue, testCourseKey, run.key),
    invoicing: invoicingContextOf(catalogue),
  });
  expect(outcome.outcome).toBe("done");
}

const post = (link: string, fields: Record<string, string>, origin = baseUrl) =>
  fetch(link, {
    method: "POST",
    headers: { "Content-Type": formContentType, Origin: origin },
    body: new URLSearchParams(fields).toString(),
  });

/** "28 November 2026 at 23:05"-like: the page and the mail give the Amsterdam moment. */
const momentShape = /on \d{1,2} \w+ \d{4} at \d{2}:\d{2}/;

describe("withdrawing on the enrolment's page", () => {
  it("shows the enrolment, its invoice and the function; a visit changes nothing", async () => {
    await enrol("Sanne de Vries", "sanne@example.nl");
    await enrol("Wim Waiting", "wim@example.nl");
    await confirm("sanne@example.nl");
    expect((await rowOf("wim@example.nl")).place).toBe("waiting");
    const link = await linkIn("sanne@example.nl", `${baseUrl}${participantLinkPaths.en}/`);
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(page.headers.get("x-robots-tag")).toBe("noindex");
    expect(page.headers.get("set-cookie")).toBeNull();
    const html = await page.text();
    const sanne = await rowOf("sanne@example.nl");
    expect(html).toContain(`E-${sanne.id}`);
    expect(html).toMatch(/Invoice \S+ of .*: €1,210\.00, open/);
    expect(html).toContain("Withdraw from contract here");
    const step = await fetch(`${link}?step=withdraw`);
    expect(await step.text()).toContain("Confirm withdrawal");
    expect((await rowOf("sanne@example.nl")).place).toBe("confirmed");
  });

  it("refuses the confirmation from another origin (403) and changes nothing", async () => {
    const link = await linkIn("sanne@example.nl", `${baseUrl}${participantLinkPaths.en}/`);
    const refused = await post(link, { action: "withdraw" }, "https://evil.example");
    expect(refused.status).toBe(403);
    expect((await rowOf("sanne@example.nl")).place).toBe("confirmed");
  });

  it("withdraws once: credit note, the place to the first waiting, the acknowledgement with the moment", async () => {
    const link = await linkIn("sanne@example.nl", `${baseUrl}${participantLinkPaths.en}/`);
    const done = await post(link, { action: "withdraw" });
    expect(done.status).toBe(200);
    const text = await done.text();
    expect(text).toContain(dictionaries.en.withdrawal.done.withdrawn.title);
    expect(text).toMatch(momentShape);
    const sanne = await rowOf("sanne@example.nl");
    expect(sanne.place).toBe("cancelled");
    expect(sanne.cancelCause).toBe("withdrawal");
    expect((await rowOf("wim@example.nl")).place).toBe("offered");
    const page = await (await fetch(link)).text();
    expect(page).toMatch(/Credit note \S+ of .*: -?€1,210\.00, credited to you/);
    await vi.waitFor(
      () => {
        const ack = mails().find((each) => each.includes("Your withdrawal has been received"));
        expect(ack).toBeDefined();
        expect(ack).toContain("To: sanne@example.nl");
        expect(ack).toMatch(/We received your withdrawal on \d{1,2} \w+ \d{4} at \d{2}:\d{2}\./);
        expect(ack).toContain(`(enrollment E-${sanne.id})`);
      },
      { timeout: 10_000 },
    );
    const again = await post(link, { action: "withdraw" });
    expect(await again.text()).toContain(dictionaries.en.withdrawal.done.already.title);
    expect(
      mails().filter((each) => each.includes("Your withdrawal has been received")),
    ).toHaveLength(1);
  });
});

describe("the public withdrawal page", () => {
  it("answers the same whether or not the number and address match; only a match gets a link", async () => {
    // The one place is offered to Wim: he lets it go, so Joost gets it.
    const wim = await rowOf("wim@example.nl");
    await runs.changePlace({
      id: wim.id,
      version: wim.placeVersion,
      action: "cancel",
      at: new Date().toISOString(),
      capacity: run.capacity,
      facts: runFacts(catalogue, testCourseKey, run.key),
    });
    await enrol("Joost Jansen", "joost@example.nl", "nl");
    await confirm("joost@example.nl");
    const joost = await rowOf("joost@example.nl");
    const fields = { name: "Joost Jansen", number: `E-${joost.id}` };
    const matched = await post(`${baseUrl}${withdrawalPaths.nl}`, {
      ...fields,
      email: "joost@example.nl",
    });
    const stranger = await post(`${baseUrl}${withdrawalPaths.nl}`, {
      ...fields,
      email: "someone@example.nl",
    });
    expect(matched.status).toBe(200);
    expect(stranger.status).toBe(200);
    const shape = (html: string) => html.replace(/\d{1,2} \w+ \d{4} om \d{2}:\d{2}/, "…");
    expect(shape(await matched.text())).toBe(shape(await stranger.text()));
    const link = await linkIn("joost@example.nl", `${baseUrl}${withdrawalPaths.nl}/`);
    await vi.waitFor(() => {
      const toStranger = mails().find((each) => each.includes("To: someone@example.nl"));
      expect(toStranger).toContain("We hebben je verklaring van herroeping ontvangen op");
      expect(toStranger).not.toContain(`${baseUrl}${withdrawalPaths.nl}/`);
    });
    expect((await runs.openWithdrawalStatements()).map((each) => each.email)).toEqual([
      "joost@example.nl",
      "someone@example.nl",
    ]);
    expect((await rowOf("joost@example.nl")).place).toBe("confirmed");
    const step = await (await fetch(link)).text();
    expect(step).toContain("Herroeping bevestigen");
    const done = await post(link, { action: "withdraw" });
    expect(await done.text()).toContain(dictionaries.nl.withdrawal.done.withdrawn.title);
    const twice = await post(link, { action: "withdraw" });
    expect(await twice.text()).toContain(dictionaries.nl.withdrawal.done.already.title);
    const after = await rowOf("joost@example.nl");
    expect(after.place).toBe("cancelled");
    expect(after.cancelCause).toBe("withdrawal");
    expect((await runs.openWithdrawalStatements()).map((each) => each.email)).toEqual([
      "someone@example.nl",
    ]);
  });

  it("leaves the owner's list once marked handled, once only", async () => {
    const [stranger] = await runs.openWithdrawalStatements();
    expect(stranger?.email).toBe("someone@example.nl");
    const mark = { id: stranger?.id ?? 0, at: new Date().toISOString(), by: "owner@example.nl" };
    expect(await runs.markWithdrawalHandled(mark)).toBe(true);
    expect(await runs.markWithdrawalHandled(mark)).toBe(false);
    expect(await runs.openWithdrawalStatements()).toEqual([]);
  });

  it("refuses another origin, a number of another shape, and too many attempts from one client", async () => {
    const fields = { name: "Eve", email: "eve@example.nl", number: "E-1" };
    expect(
      (await post(`${baseUrl}${withdrawalPaths.en}`, fields, "https://evil.example")).status,
    ).toBe(403);
    const wrong = await post(`${baseUrl}${withdrawalPaths.en}`, { ...fields, number: "order 7" });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain(dictionaries.en.withdrawal.publicPage.numberProblem);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      statuses.push((await post(`${baseUrl}${withdrawalPaths.en}`, fields)).status);
    }
    expect(statuses).toContain(429);
  });

  it("answers an unknown or malformed link with a plain page in its language", async () => {
    const unknown = await fetch(`${baseUrl}${withdrawalPaths.nl}/${"x".repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain(dictionaries.nl.withdrawal.messages.unknown.title);
    const page = await fetch(`${baseUrl}${participantLinkPaths.en}/${"y".repeat(43)}`);
    expect(page.status).toBe(404);
  });
});

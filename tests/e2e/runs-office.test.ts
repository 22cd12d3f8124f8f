import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { fill, splitAt } from "#src/i18n/fill.ts";
import { formatDate } from "#src/training/course-format.ts";
import { todayInAmsterdam } from "#src/training/course-runs.ts";
import { backOfficePaths } from "#server/back-office/paths.ts";
import { databasePath, openDatabase } from "#server/store/database.ts";
import { daysFromToday } from "#tests/support/test-content.ts";
import { rosterPath } from "#server/back-office/runs/run-paths.ts";
import { accessibilityProblems, withAxe } from "#tests/support/axe.ts";
import { type MailServer, startMailServer } from "#tests/support/mail-server.ts";
import type { SiteServerProcess } from "#tests/support/site-server.ts";
import { launchBrowser } from "./browser.ts";
import {
  coordinatedRuns,
  coordinator,
  fillingRuns,
  emailOf,
  enrol,
  mailsTo,
  mailTo,
  releaseWithCapacity,
  restart,
  withRunsOfTheRunsTests,
} from "./runs-site.ts";
import { buildTestSite, type TestSite } from "./test-site.ts";

/**
 * The coordinator's Runs page, in Chromium with passkeys, on a site built
 * with runs of Docker (coordinatedRuns in runs-site.ts): one starting in 5
 * days (3 places, within the joining details' 7 days), one in 40 days (2
 * places), one in 60 days (10 places). The same build has runs.test.ts's runs
 * of another course; this file looks at Docker's.
 * Enrolments in English and Dutch are stored as the receiver stores them;
 * every action is taken on the pages and its mail read from a test SMTP
 * server, in the participant's language. The tests run in order on one site.
 */
const course = `${coordinatedRuns.family}/${coordinatedRuns.slug}`;
const runs = coordinatedRuns.runs;
const key = (run: { start: string; mode: string }) => `${run.start}-${run.mode}`;
const mailWords = { en: dictionaries.en.mail, nl: dictionaries.nl.mail };

let site: TestSite;
let server: SiteServerProcess;
let origin: string;
let browser: Browser;
let mail: MailServer;
let owner: { context: BrowserContext; page: Page };
const serverEnv: Record<string, string> = {};

beforeAll(async () => {
  mail = await startMailServer();
  // A day ahead at first: the run in 5 days is not due until the restart with 7 (below).
  Object.assign(serverEnv, {
    SMTP_URL: mail.url,
    NOTIFY_TO: "owner@example.nl",
    JOINING_DETAILS_DAYS: "1",
  });
  [site, browser] = await Promise.all([
    buildTestSite({
      serverEnv,
      // Shared with runs.test.ts: one build for both.
      edit: withRunsOfTheRunsTests,
    }),
    launchBrowser(),
  ]);
  server = site.server;
  origin = server.baseUrl.replace("127.0.0.1", "localhost");
  await enrol(site, course, [
    {
      name: "Ada",
      language: "en",
      run: key(runs.soon),
      buyer: "business",
      company: '=HYPERLINK("http://x")',
    },
    {
      name: "Sanne",
      language: "nl",
      run: key(runs.soon),
      buyer: "private",
      isExpressRequest: true,
    },
    { name: "Grace", language: "en", run: key(runs.soon), buyer: "private" },
    { name: "Piet", language: "nl", run: key(runs.soon), buyer: "business" },
    { name: "Edsger", language: "en", run: key(runs.soon), buyer: "business", participants: 2 },
    { name: "Joost", language: "nl", run: key(runs.later), buyer: "private" },
    { name: "Barbara", language: "en", run: key(runs.later), buyer: "business" },
    { name: "Mira", language: "nl", run: "none", buyer: "private" },
  ]);
  owner = await coordinator(browser, { dataDir: site.dataDir, origin }, "owner@example.nl");
}, 300_000);

afterAll(async () => {
  await browser?.close();
  if (server !== site?.server) await server?.stop();
  await site?.remove();
  await mail?.close();
});

const url = (pathname: string) => `${origin}${pathname}`;
const roster = (run: { start: string; mode: string } | string) =>
  url(rosterPath(course, typeof run === "string" ? run : key(run)));
/** The card of one enrolment on a roster. */
const card = (page: Page, name: string) =>
  page.locator("article.enrolment", { has: page.getByRole("heading", { name, exact: true }) });
const placeOf = (page: Page, name: string) => card(page, name).getAttribute("data-place");

describe("the Runs page and a roster", () => {
  it("lists every run upcoming first, with places taken of the capacity, the waiting list and its state", async () => {
    const { page } = owner;
    await page.goto(url(backOfficePaths.runs));
    expect(await page.locator("h1").innerText()).toBe("Runs");
    // Docker's runs: the other course's runs in the same build are runs.test.ts's.
    const upcoming = page.locator(`#upcoming-heading + section tbody tr[data-run^="${course}/"]`);
    expect(
      await upcoming.evaluateAll((rows) => rows.map((row) => row.getAttribute("data-run"))),
    ).toEqual([
      `${course}/${key(runs.soon)}`,
      `${course}/${key(runs.later)}`,
      `${course}/${key(runs.far)}`,
    ]);
    const soon = await upcoming.nth(0).innerText();
    expect(soon).toContain("Docker");
    expect(soon).toContain("open");
    expect(soon).toMatch(/3 of 3\s+3$/);
    expect(await upcoming.nth(1).innerText()).toMatch(/2 of 2\s+0$/);
    expect(await upcoming.nth(2).innerText()).toMatch(/0 of 10\s+0$/);
    expect(await page.locator("#undated-heading + p + section").innerText()).toContain(
      "1 to confirm",
    );
  });

  it("shows each enrolment with what the invoice needs, places first and the waiting list in order", async () => {
    const { page } = owner;
    await page.goto(roster(runs.soon));
    const names = await page.locator("article.enrolment h3").allInnerTexts();
    expect(names).toEqual(["Ada", "Sanne", "Grace", "Piet", "Edsger"]);
    expect(await page.locator("[data-places]").innerText()).toBe("3 of 3");
    expect(await page.locator("[data-waiting]").innerText()).toBe("3 participants");
    const ada = await card(page, "Ada").innerText();
    expect(ada).toContain("ada@example.nl");
    expect(ada).toContain("business");
    expect(ada).toContain('=HYPERLINK("http://x")');
    expect(ada).toContain("PO-Ada");
    expect(ada).toContain("invoices@ada.nl");
    const sanne = await card(page, "Sanne").innerText();
    expect(sanne).toMatch(/Express request\s+yes/);
    expect(sanne).toContain("Kerkstraat 1, 5611 AA Eindhoven (Sanne)");
    expect(await card(page, "Piet").innerText()).toContain("waiting list, number 1");
    expect(await card(page, "Edsger").innerText()).toContain("waiting list, number 2");
    expect(await page.locator("main").innerText()).not.toContain("SECRET-REMARK");
  });

  it("exports the roster as CSV for invoicing, formula-safe, and logs that it did, not whom", async () => {
    const { page } = owner;
    await page.goto(roster(runs.soon));
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "CSV for invoicing" }).click();
    const csv = await readFile((await (await download).path()) ?? "", "utf8");
    const [header, ...rows] = csv.trimEnd().split("\r\n");
    expect(header).toBe(
      '"id","receivedAt","status","participants","name","email","phone","buyer","company","po","invoice","address","course","run","feeShown","feeExclVat","feeInclVat","totalExclVat","totalInclVat","expressRequest","termsVersion","language","street","postalCode","city","country","vatId","invoiceEmail","participantNames","participantEmails","request"',
    );
    expect(rows).toHaveLength(5);
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`);
    // Edsger enrolled 2 participants at €999 excl. VAT (21%).
    expect(rows.find((row) => row.includes("Edsger"))).toContain(
      '"999.00","1208.79","1998.00","2417.58"',
    );
    await page.goto(url(backOfficePaths.log));
    const log = await page.locator("main table").innerText();
    expect(log).toMatch(
      new RegExp(`export\\s+roster of ${course} ${key(runs.soon)} as CSV \\(5 enrolments\\)`),
    );
    expect(log).not.toContain("Ada");
  });
});

describe("an enrolment's place", () => {
  it("is confirmed: the confirmation that makes it definitive, in English and in Dutch", async () => {
    const { page } = owner;
    await page.goto(roster(runs.soon));
    await page.getByRole("button", { name: "Confirm Ada" }).click();
    expect(await page.getByRole("status").innerText()).toContain("Confirmed the enrolment of Ada");
    expect(await placeOf(page, "Ada")).toBe("confirmed");
    const ada = await mailTo(mail, emailOf("Ada"), "Subject: Enrollment confirmed: Docker");
    expect(ada).toContain(mailWords.en.runs.confirmed.opening);
    expect(ada).toContain("Location: Veldhoven");
    expect(ada).toContain("registered office Veldhoven");
    expect(ada).not.toContain("withdraw from the agreement within 14 days");

    await page.getByRole("button", { name: "Confirm Sanne" }).click();
    const sanne = await mailTo(mail, emailOf("Sanne"), "Subject: Inschrijving bevestigd: Docker");
    expect(sanne).toContain(mailWords.nl.runs.confirmed.opening);
    expect(sanne).toContain("binnen 14 dagen na deze bevestiging, dus tot en met");
    expect(sanne).toContain(mailWords.nl.runs.confirmed.expressGiven);
    expect(sanne).toContain("statutair gevestigd te Veldhoven");
    expect(sanne).toContain("Modelformulier voor herroeping");
    expect(sanne).not.toContain("SECRET-REMARK");
  });

  it("changed by two coordinators at once: one wins, the other sees it already changed, and nothing more happens", async () => {
    const second = await coordinator(
      browser,
      { dataDir: site.dataDir, origin },
      "second@example.nl",
    );
    await owner.page.goto(roster(runs.soon));
    await second.page.goto(roster(runs.soon));
    // Grace, a private buyer without the express request, on a run that starts within 14 days.
    expect(await card(owner.page, "Grace").locator("[data-express-warning]").innerText()).toContain(
      "Starts within the 14-day withdrawal period",
    );
    // Both see Grace placed; the owner confirms first.
    await owner.page.getByRole("button", { name: "Confirm Grace" }).click();
    expect(await placeOf(owner.page, "Grace")).toBe("confirmed");
    await second.page.getByRole("link", { name: "Cancel… the enrolment of Grace" }).click();
    await second.page
      .getByRole("button", { name: "Cancel the enrolment and tell the participant" })
      .click();
    const problem = await second.page.getByRole("alert").innerText();
    expect(problem).toContain("Already changed");
    expect(problem).toContain("it is now “confirmed”");
    expect(await placeOf(second.page, "Grace")).toBe("confirmed");
    const grace = await mailTo(mail, emailOf("Grace"), "Subject: Enrollment confirmed");
    expect(grace).toContain("Without that request you cannot take part in this run");
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(mailsTo(mail, emailOf("Grace"))).toHaveLength(1);
    await second.context.close();
  });

  it("from the waiting list only while a place is free; a cancellation frees one, each with its mail", async () => {
    const { page } = owner;
    await page.goto(roster(runs.soon));
    await page.getByRole("button", { name: "Give a place to Piet" }).click();
    expect(await page.getByRole("alert").innerText()).toContain(
      "No place given to Piet: the enrolment needs 1 and 0 are free",
    );
    expect(await placeOf(page, "Piet")).toBe("waiting");

    await page.getByRole("link", { name: "Cancel… the enrolment of Ada" }).click();
    expect(await page.locator("h1").innerText()).toBe("Cancel this enrolment?");
    // Ada, a business, is confirmed: the buyer's own cancellation is the one cause, chosen.
    expect(await page.getByRole("radio", { name: "cancelled by the buyer" }).isChecked()).toBe(
      true,
    );
    expect(await page.getByRole("radio").count()).toBe(1);
    // The day it reached us (M5): today unless changed, never later, and reckoned again on asking.
    const today = todayInAmsterdam();
    const receivedOn = page.getByLabel("Received on (the day the cancellation reached us)");
    expect(await receivedOn.inputValue()).toBe(today);
    expect(await receivedOn.getAttribute("max")).toBe(today);
    await page.getByRole("button", { name: "Show what it costs on that day" }).click();
    expect(await page.locator("[data-received-on]").innerText()).toContain(
      `Received on ${formatDate(today, "en")}`,
    );
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({
        path: `/tmp/shots-changes/cancel-page-${width}.png`,
        fullPage: true,
      });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page
      .getByRole("button", { name: "Cancel the enrolment and tell the participant" })
      .click();
    expect(await placeOf(page, "Ada")).toBe("cancelled");
    expect(await card(page, "Ada").innerText()).toMatch(/Cancelled as\s+cancelled by the buyer/);
    expect(await card(page, "Ada").innerText()).toContain(`received on ${formatDate(today, "en")}`);
    const cancelled = await mailTo(
      mail,
      emailOf("Ada"),
      "Subject: Enrollment cancelled: Docker",
      mailWords.en.runs.cancelled.opening,
    );
    // The run starts in 5 days: the terms' full fee, and the invoice already sent stands (M6).
    const cancelledWords = mailWords.en.runs.cancelled;
    const [fullFee, rest] = splitAt(
      fill(cancelledWords.causes.buyerChargedFull, { when: cancelledWords.when.full }),
      "incl",
    );
    expect(cancelled).toContain(fullFee);
    expect(cancelled).toContain(rest.slice(rest.indexOf(")") + 1).trim());

    await page.getByRole("button", { name: "Give a place to Piet" }).click();
    expect(await page.getByRole("status").innerText()).toContain("Gave Piet a place");
    expect(await placeOf(page, "Piet")).toBe("placed");
    await mailTo(
      mail,
      emailOf("Piet"),
      "Subject: Er is een plaats voor je: Docker",
      mailWords.nl.runs.placed.opening,
    );
  });

  it("without a date: Confirm takes the request up, and the mail says nothing was ordered", async () => {
    const { page } = owner;
    await page.goto(url(backOfficePaths.runs));
    await page.locator("#undated-heading + p + section a").click();
    await page.getByRole("button", { name: "Confirm Mira" }).click();
    const sent = await mailTo(
      mail,
      emailOf("Mira"),
      "Subject: We gaan ermee aan de slag: je aanvraag voor Docker",
      mailWords.nl.runs.requestTakenUp.opening,
    );
    expect(sent).not.toContain(mailWords.nl.runs.confirmed.opening);
  });
});

describe("a run", () => {
  it("whose capacity was lowered below the places taken: a warning, and nobody loses a place", async () => {
    await releaseWithCapacity(site.buildDir, course, key(runs.later), 1);
    const { page } = owner;
    await page.goto(url(backOfficePaths.runs));
    expect(await page.getByRole("alert").innerText()).toContain(
      "Capacity lowered below the places taken: 2 places are taken and the course file now says 1. Nobody loses a place",
    );
    await page.goto(roster(runs.later));
    expect(await page.getByRole("alert").innerText()).toContain(
      "Capacity lowered below the places taken",
    );
    expect(await placeOf(page, "Joost")).toBe("placed");
    expect(await placeOf(page, "Barbara")).toBe("placed");
    expect(await page.locator("[data-places]").innerText()).toBe("2 of 1");
  });

  it("is marked guaranteed: everyone with a place is told it goes ahead, in their language", async () => {
    const { page } = owner;
    await page.goto(roster(runs.later));
    await page.getByRole("link", { name: "Mark guaranteed…" }).click();
    await page.getByRole("button", { name: "Mark guaranteed and tell participants" }).click();
    expect(await page.getByRole("status").innerText()).toContain(
      "Marked guaranteed. 2 participants",
    );
    expect(await page.locator("[data-run-state]").innerText()).toContain("guaranteed");
    await mailTo(
      mail,
      emailOf("Barbara"),
      "Subject: Your course goes ahead: Docker",
      "Online: the link follows",
    );
    await mailTo(
      mail,
      emailOf("Joost"),
      "Subject: Je training gaat door: Docker",
      "Met vriendelijke groet",
    );
  });

  it("gets its joining details once, from the daily job at start-up, 7 days before, confirmed enrolments only; a consumer's after their express request", async () => {
    // Piet holds a place awaiting confirmation: confirmed now, the joining details follow.
    await owner.page.goto(roster(runs.soon));
    await owner.page.getByRole("button", { name: "Confirm Piet" }).click();
    expect(await placeOf(owner.page, "Piet")).toBe("confirmed");
    // Grace, a consumer without the express request on a run within her withdrawal period: held.
    expect(await card(owner.page, "Grace").locator("[data-express-waiting]").innerText()).toContain(
      "waiting for the express request",
    );
    // Its field passes axe at both widths. To look at: SCREENSHOT_DIR=/some/folder.
    for (const width of [375, 1280]) {
      await owner.page.setViewportSize({ width, height: 900 });
      expect(await accessibilityProblems(owner.page, `express ${width}`)).toEqual([]);
      if (!process.env.SCREENSHOT_DIR) continue;
      await card(owner.page, "Grace").screenshot({
        path: path.join(process.env.SCREENSHOT_DIR, `roster-express-request-${width}.png`),
      });
    }
    // A restart runs the daily job at once: with 7 days, the run in 5 days is due.
    serverEnv.JOINING_DETAILS_DAYS = "7";
    await server.stop();
    server = await restart(site, serverEnv);
    origin = server.baseUrl.replace("127.0.0.1", "localhost");
    const sanne = await mailTo(mail, emailOf("Sanne"), "Subject: Praktische informatie: Docker");
    expect(sanne).toContain("Tijden: 09:00–17:00");
    expect(sanne).toContain("Locatie: Veldhoven");
    expect(sanne).toContain("- Een laptop met Docker");
    await mailTo(mail, emailOf("Piet"), "Subject: Praktische informatie: Docker");
    const joining = () =>
      mail.received.filter((message) =>
        /Subject: (Joining details|Praktische informatie)/.test(message),
      );
    expect(joining()).toHaveLength(2);
    // Not to Grace yet (M11): her reply with the express request is recorded on the roster first.
    const toGrace = () =>
      mailsTo(mail, emailOf("Grace")).filter((message) => message.includes("Joining details"));
    expect(toGrace()).toHaveLength(0);
    await owner.page.goto(roster(runs.soon));
    // The day it reached us: today, as the field proposes.
    expect(
      await card(owner.page, "Grace")
        .getByLabel("Express request received by e-mail on")
        .inputValue(),
    ).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await owner.page.getByRole("button", { name: "Record the express request of Grace" }).click();
    expect(await owner.page.getByRole("status").innerText()).toContain(
      "Recorded the express request of Grace",
    );
    expect(await card(owner.page, "Grace").innerText()).toMatch(
      /Express request\s+yes, by e-mail, received on/,
    );
    await mailTo(
      mail,
      emailOf("Grace"),
      "Subject: Joining details: Docker",
      "- A laptop with Docker installed",
    );
    expect(joining()).toHaveLength(3);
    // Not to the waiting list, the cancelled, or a run further away; and not again at the next start.
    expect(mailsTo(mail, emailOf("Edsger"))).toHaveLength(0);
    await server.stop();
    server = await restart(site, serverEnv);
    origin = server.baseUrl.replace("127.0.0.1", "localhost");
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(joining()).toHaveLength(3);
    await owner.page.goto(url(backOfficePaths.log));
    const log = await owner.page.locator("main table").innerText();
    expect(log).toContain(`${course} ${key(runs.soon)}: joining details to 2 enrolments`);
    expect(log).toContain(`${course} ${key(runs.soon)}: joining details to 1 enrolment`);
    expect(log).toMatch(/record express request\s+enrolment \d+ on /);
  });

  it("moves to another run: placement rules apply there, and everyone is told, the earlier joining details void", async () => {
    const { page } = owner;
    await page.goto(roster(runs.soon));
    await page.getByRole("link", { name: "Move to another run…" }).click();
    await page.getByLabel("Move its participants to").selectOption(key(runs.far));
    await page.getByRole("button", { name: "Next: see what it does" }).click();
    expect(await page.locator("[data-move-outcome]").innerText()).toContain(
      "4 enrolments get a place there",
    );
    await page.getByRole("button", { name: "Move the participants and tell them" }).click();
    expect(new URL(page.url()).pathname).toBe(rosterPath(course, key(runs.far)));
    expect(await page.getByRole("status").innerText()).toContain(
      "Moved here: 4 with a place, 0 on the waiting list",
    );
    expect(await placeOf(page, "Sanne")).toBe("confirmed");
    expect(await placeOf(page, "Edsger")).toBe("placed");
    const movedSubject = (language: "en" | "nl") =>
      `Subject: ${fill(mailWords[language].runs.moved.subject, { course: "Docker" })}`;
    const grace = await mailTo(mail, emailOf("Grace"), movedSubject("en"));
    expect(grace).toContain(mailWords.en.common.joiningVoid);
    expect(grace).toContain("Location: Eindhoven");
    const piet = await mailTo(mail, emailOf("Piet"), movedSubject("nl"));
    expect(piet).toContain(mailWords.nl.common.joiningVoid);
    const edsger = await mailTo(mail, emailOf("Edsger"), movedSubject("en"));
    expect(edsger).not.toContain(mailWords.en.common.joiningVoid);
    await page.goto(roster(runs.soon));
    expect(await page.locator("[data-run-state]").innerText()).toContain(
      `moved to ${await page.locator("[data-run-state] a").innerText()}`,
    );
    expect(await page.locator("[data-run-state] a").innerText()).toMatch(
      /January|February|March|April|May|June|July|August|September|October|November|December/,
    );
  });

  it("is cancelled: everyone with a place or waiting is offered another run or a refund, in their language", async () => {
    const { page } = owner;
    await page.goto(roster(runs.later));
    await page.getByRole("link", { name: "Cancel this run…" }).click();
    await page.getByRole("button", { name: "Cancel the run and tell participants" }).click();
    expect(await page.getByRole("status").innerText()).toContain(
      "Cancelled the run. 2 participants",
    );
    const joost = await mailTo(mail, emailOf("Joost"), "Subject: Uitvoering geannuleerd: Docker");
    expect(joost).toContain(mailWords.nl.runs.runCancelled.choice);
    expect(joost).toContain(mailWords.nl.runs.runCancelled.otherRuns);
    await mailTo(
      mail,
      emailOf("Barbara"),
      "Subject: Run cancelled: Docker",
      mailWords.en.runs.runCancelled.choice,
    );
    await page.goto(url(backOfficePaths.runs));
    expect(await page.locator(`tr[data-run="${course}/${key(runs.later)}"]`).innerText()).toContain(
      "cancelled",
    );
  });

  it("takes a forged change from another origin as nothing", async () => {
    const cookie = (await owner.context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    const response = await fetch(url(`${rosterPath(course, key(runs.far))}/cancel`), {
      method: "POST",
      headers: { Origin: "https://evil.example", Cookie: cookie },
      redirect: "manual",
    });
    expect(response.status).toBe(403);
    await owner.page.goto(roster(runs.far));
    expect(await owner.page.locator("[data-run-state]").innerText()).not.toContain("cancelled");
  });
});

describe("a consumer's cancellation charge (review 3, M7)", () => {
  it("waits on the roster until the start, then takes the owner's amount once", async () => {
    const ansible = `${fillingRuns.family}/${fillingRuns.slug}`;
    const started = key(fillingRuns.runs.today);
    await enrol(site, ansible, [{ name: "Kim", language: "nl", run: started, buyer: "private" }]);
    // Cancelled before by the consumer at the terms' 50 %, as the store records it: it waits.
    const received = daysFromToday(-10);
    const connection = openDatabase(databasePath(site.dataDir));
    try {
      connection.database
        .prepare(
          "UPDATE enquiries SET place = 'cancelled', place_version = place_version + 1, cancel_cause = 'buyer', cancel_received_on = ?, charge_ceiling_percent = 50 WHERE name = 'Kim'",
        )
        .run(received);
    } finally {
      connection.close();
    }
    const { page } = owner;
    await page.goto(url(rosterPath(ansible, started)));
    const form = card(page, "Kim").locator("[data-charge-form]");
    expect(await form.locator("legend").innerText()).toBe(
      `Charge for the cancellation of Kim (received on ${formatDate(received, "en")})`,
    );
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await card(page, "Kim").screenshot({ path: `/tmp/shots-changes/roster-charge-${width}.png` });
    }
    // The place was filled again, at no cost to us: nothing invoiced, everything paid back.
    await form.getByRole("radio", { name: /filled again: only the costs/ }).check();
    await form.getByLabel("Costs incurred, in euros incl. VAT (0 for none)").fill("0");
    await form.getByRole("button", { name: "Invoice the charge for Kim" }).click();
    expect(await page.getByRole("status").innerText()).toContain(
      "Confirmed the cancellation charge of Kim: nothing invoiced",
    );
    expect(await card(page, "Kim").locator("[data-charge-form]").count()).toBe(0);
  });
});

describe("accessibility", () => {
  it("the Runs pages pass axe (WCAG 2.2 AA) at phone and desktop width, and never scroll sideways", async () => {
    const far = rosterPath(course, key(runs.far));
    // A tab of the owner's own, with axe's engine in every page it opens.
    const page = await owner.context.newPage();
    await withAxe(page);
    await page.goto(url(far));
    const cancelEnrolment = await page
      .getByRole("link", { name: "Cancel… the enrolment of Sanne" })
      .getAttribute("href");
    const pages = [
      backOfficePaths.runs,
      far,
      rosterPath(course, key(runs.soon)),
      `${far}/guarantee`,
      `${far}/cancel`,
      `${far}/move`,
      cancelEnrolment ?? "",
    ];
    const problems: string[] = [];
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const pathname of pages) {
        await page.goto(url(pathname));
        problems.push(...(await accessibilityProblems(page, `${width} ${pathname}`)));
        if (
          process.env.RUNS_SCREENSHOTS &&
          (pathname === backOfficePaths.runs || pathname === far)
        ) {
          await page.screenshot({
            path: `${process.env.RUNS_SCREENSHOTS}/${pathname === far ? "roster" : "runs"}-${width}.png`,
            fullPage: true,
          });
        }
      }
    }
    await page.close();
    expect(problems).toEqual([]);
  }, 120_000);
});

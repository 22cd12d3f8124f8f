import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadContent } from "#src/content/load-content.server.ts";
import { findCourse } from "#src/content/training.server.ts";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { fill } from "#src/i18n/fill.ts";
import { type Language, languages } from "#src/i18n/languages.ts";
import { sitePages } from "#src/routing/site-map.server.ts";
import { formatDate } from "#src/training/course-format.ts";
import { runKey, todayInAmsterdam } from "#src/training/course-runs.ts";
import { decisionNote, runDecision } from "#src/training/run-decision.ts";
import type { RunAvailability } from "#src/training/run-availability.ts";
import { backOfficePaths } from "#server/back-office/paths.ts";
import { headerText } from "#server/mail/header-text.ts";
import { rosterPath } from "#server/back-office/runs/run-paths.ts";
import { type MailServer, startMailServer } from "#tests/support/mail-server.ts";
import type { SiteServerProcess } from "#tests/support/site-server.ts";
import { launchBrowser, openPage, waitForIsland, waitForPageReady } from "./browser.ts";
import {
  coordinator,
  emailOf,
  enrol,
  liveCatalogue,
  mailsTo,
  mailTo,
  minimumRuns,
  restart,
  withRunsOfTheRunsTests,
} from "./runs-site.ts";
import { buildTestSite, type TestSite } from "./test-site.ts";

/**
 * Runs with a minimum of participants, on the runs tests' shared build
 * (minimumRuns in runs-site.ts: GitLab's run needs 2 confirmed, GitHub
 * Actions' had passed its decision date when the site was built), served by
 * our server with a store and mail server of its own. Below its minimum a run
 * says, in both languages and without JavaScript, that it is not yet
 * guaranteed and by when we decide; the confirmation that reaches it
 * guarantees the run (store, log, /availability.json at once, the page's mark
 * without a rebuild); from its decision date an undecided run is flagged on
 * the Runs page and the owner mailed once; nothing is cancelled by itself.
 * The day we decide by is reckoned from the content, as the build did.
 */
const { reaching, due } = minimumRuns;
const keyOf = (entry: typeof reaching | typeof due) => `${entry.family}/${entry.slug}`;
const decisionDays = loadContent().pages.courseTerms.decisionDays;
const decisionOf = (entry: typeof reaching | typeof due) => {
  const decision = runDecision(entry.run, decisionDays);
  if (!decision) throw new Error("a run without a minimum");
  return decision;
};
const titleOf = (entry: typeof reaching | typeof due, language: Language) =>
  findCourse(entry.family, entry.slug, language)?.course.title ?? "";
const pathOf = (key: string, language: Language) =>
  sitePages().find((page) => page.key === key && page.language === language)?.path ?? "";
const coursePathOf = (entry: typeof reaching | typeof due, language: Language) =>
  pathOf(`course/${keyOf(entry)}`, language);
const noteOf = (entry: typeof reaching | typeof due, language: Language) =>
  decisionNote(dictionaries[language].course.runs, decisionOf(entry), todayInAmsterdam(), language);

let site: TestSite;
let server: SiteServerProcess;
let browser: Browser;
let mail: MailServer;
let owner: { context: BrowserContext; page: Page };
const serverEnv: Record<string, string> = {};

beforeAll(async () => {
  mail = await startMailServer();
  Object.assign(serverEnv, { SMTP_URL: mail.url, NOTIFY_TO: "owner@example.nl" });
  [site, browser] = await Promise.all([
    // Shared with runs.test.ts and runs-office.test.ts: one build for the three.
    buildTestSite({ serverEnv, edit: withRunsOfTheRunsTests }),
    launchBrowser(),
  ]);
  server = site.server;
  await enrol(site, keyOf(reaching), [
    { name: "Ada", language: "en", run: runKey(reaching.run), buyer: "business" },
    { name: "Sanne", language: "nl", run: runKey(reaching.run), buyer: "business" },
  ]);
  await enrol(site, keyOf(due), [
    { name: "Piet", language: "nl", run: runKey(due.run), buyer: "business" },
  ]);
  owner = await coordinator(
    browser,
    { dataDir: site.dataDir, origin: server.baseUrl.replace("127.0.0.1", "localhost") },
    "owner@example.nl",
  );
}, 300_000);

afterAll(async () => {
  await browser?.close();
  if (server !== site?.server) await server?.stop();
  await site?.remove();
  await mail?.close();
});

const office = (pathname: string) =>
  `${server.baseUrl.replace("127.0.0.1", "localhost")}${pathname}`;
const row = (page: Page, entry: typeof reaching | typeof due) =>
  page.locator(`section[aria-labelledby='dates-heading'] li[data-run-start="${entry.run.start}"]`);
const finderLine = (page: Page, entry: typeof reaching, language: Language) =>
  page.locator("#find-a-course [data-finder-course]").filter({
    has: page.getByRole("link", { name: titleOf(entry, language), exact: true }),
  });

/**
 * A received mail's subject as sent: a long one comes folded into several
 * encoded words (RFC 2047), which the shared `decoded` helper does not join.
 */
function subjectOf(message: string): string {
  const headers = message.slice(0, message.indexOf("\r\n\r\n")).replace(/\?=\r\n =\?/g, "?==?");
  const subject = /^Subject: (.*)$/m.exec(headers)?.[1] ?? "";
  return subject.replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_, word: string) =>
    Buffer.from(
      word
        .replace(/_/g, " ")
        .replace(/=([0-9A-F]{2})/gi, (__, hex: string) =>
          String.fromCharCode(Number.parseInt(hex, 16)),
        ),
      "latin1",
    ).toString("utf8"),
  );
}

/** A run's label as the live catalogue (and so the Runs page and the owner's mail) names it. */
async function runLabelOf(entry: typeof due): Promise<string> {
  const catalogue = await liveCatalogue(site.buildDir);
  return (
    catalogue.courses
      .find((course) => course.key === keyOf(entry))
      ?.runs.find((run) => run.key === runKey(entry.run))?.label.en ?? ""
  );
}

async function visit(path: string, javaScript: boolean) {
  const { context, page } = await openPage(browser, "desktop", {
    javaScriptEnabled: javaScript,
    reducedMotion: "reduce",
  });
  await page.goto(site.url(path), { waitUntil: "load" });
  if (javaScript) await waitForPageReady(page);
  return { context, page };
}

async function availabilityOf(entry: typeof reaching): Promise<RunAvailability | undefined> {
  const response = await fetch(site.url("/availability.json"));
  const { runs } = (await response.json()) as { runs: Record<string, RunAvailability> };
  return runs[`${keyOf(entry)}/${runKey(entry.run)}`];
}

describe("a run below its minimum", () => {
  it.each(languages)(
    "says it is not yet guaranteed and by when we decide, on its course page and in the finder, without JavaScript (%s)",
    async (language) => {
      const { context, page } = await visit(coursePathOf(reaching, language), false);
      const note = noteOf(reaching, language);
      expect(note).toContain(formatDate(decisionOf(reaching).by, language));
      expect(await row(page, reaching).locator("[data-run-decision]").innerText()).toBe(note);
      expect(await row(page, reaching).locator("[data-run-guaranteed]").isVisible()).toBe(false);
      await page.goto(site.url(pathOf("training", language)), { waitUntil: "load" });
      expect(await finderLine(page, reaching, language).innerText()).toContain(note);
      await context.close();
    },
  );

  it("says so in the course's structured data", async () => {
    const html = await site.html(coursePathOf(reaching, "en"));
    const course = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
      .map(([, json]) => JSON.parse(json ?? "{}"))
      .find((data) => data["@type"] === "Course");
    expect(course.hasCourseInstance).toEqual([
      expect.objectContaining({
        startDate: reaching.run.start,
        description: noteOf(reaching, "en"),
      }),
    ]);
  });

  it("tells the participant confirmed below the minimum by when we decide", async () => {
    const { page } = owner;
    await page.goto(office(rosterPath(keyOf(reaching), runKey(reaching.run))));
    await page.getByRole("button", { name: "Confirm Ada" }).click();
    expect(await page.getByRole("status").innerText()).not.toContain("minimum");
    const confirmation = await mailTo(mail, emailOf("Ada"), "Subject: Enrollment confirmed");
    expect(confirmation).toContain(
      fill(dictionaries.en.mail.runs.confirmed.notYetGuaranteed, {
        date: formatDate(decisionOf(reaching).by, "en"),
      }),
    );
    expect((await availabilityOf(reaching))?.guaranteed).toBe(false);
  });
});

describe("the confirmation that reaches the minimum", () => {
  it("guarantees the run at once: the store, the log, everyone told, /availability.json", async () => {
    const { page } = owner;
    await page.goto(office(rosterPath(keyOf(reaching), runKey(reaching.run))));
    await page.getByRole("button", { name: "Confirm Sanne" }).click();
    expect(await page.getByRole("status").innerText()).toContain(
      `With ${decisionOf(reaching).minimum} confirmed the run has reached its minimum: it is guaranteed now.`,
    );
    expect(await page.locator("[data-run-state]").innerText()).toContain("guaranteed");
    expect((await availabilityOf(reaching))?.guaranteed).toBe(true);
    // Sanne's own confirmation says nothing of a decision; Ada hears the run goes ahead.
    const sanne = await mailTo(mail, emailOf("Sanne"), "Subject: Inschrijving bevestigd");
    expect(sanne).not.toContain(formatDate(decisionOf(reaching).by, "nl"));
    await mailTo(mail, emailOf("Ada"), "Subject: Your course goes ahead");
    await page.goto(office(backOfficePaths.log));
    expect(await page.locator("main table").innerText()).toContain(
      `${keyOf(reaching)} ${runKey(reaching.run)}: minimum reached by confirming enrolment`,
    );
  });

  it.each(languages)(
    "shows the mark on the course page and in the finder without a rebuild (%s)",
    async (language) => {
      const built = await site.html(coursePathOf(reaching, language));
      // Built before: the HTML still says "not yet".
      expect(built).toContain(noteOf(reaching, language));
      const words = dictionaries[language];
      const { context, page } = await visit(coursePathOf(reaching, language), true);
      const mark = row(page, reaching).locator("[data-run-guaranteed]");
      await expect.poll(() => mark.isVisible()).toBe(true);
      expect(await mark.innerText()).toBe(words.course.runs.guaranteed);
      expect(await row(page, reaching).locator("[data-run-decision]").isVisible()).toBe(false);
      await page.goto(site.url(pathOf("training", language)), { waitUntil: "load" });
      await waitForPageReady(page);
      // waitForIsland scrolls the finder into view: scrolling to the line itself could catch it
      // as the island's hydration replaces it ("not attached to the DOM").
      await waitForIsland(page, "CourseFinder");
      const line = finderLine(page, reaching, language);
      await expect.poll(() => line.innerText()).toContain(words.finder.text.guaranteed);
      expect(await line.innerText()).not.toContain(noteOf(reaching, language));
      await context.close();
    },
  );

  it("keeps the run guaranteed when a participant cancels", async () => {
    const { page } = owner;
    await page.goto(office(rosterPath(keyOf(reaching), runKey(reaching.run))));
    await page.getByRole("link", { name: "Cancel… the enrolment of Ada" }).click();
    await page
      .getByRole("button", { name: "Cancel the enrolment and tell the participant" })
      .click();
    expect(await page.locator("[data-run-state]").innerText()).toContain("guaranteed");
    expect((await availabilityOf(reaching))?.guaranteed).toBe(true);
  });
});

describe("a run below its minimum on its decision date", () => {
  it("is flagged on the Runs page with its numbers, and the owner mailed them once; nothing cancelled", async () => {
    const { page } = owner;
    const title = titleOf(due, "en");
    const alert = await mailTo(mail, "owner@example.nl", "A run has reached its decision date");
    // As a header writes it: the label's thin spaces become plain ones.
    expect(mail.received.map(subjectOf)).toContainEqual(
      headerText(
        `Decide on a run: ${title}, ${await runLabelOf(due)} (0 of minimum ${due.run.minimum} confirmed)`,
        160,
      ),
    );
    expect(alert).toMatch(new RegExp(`Course: +${title}`));
    expect(alert).toMatch(new RegExp(`Minimum: +${due.run.minimum} participants`));
    expect(alert).toMatch(/Confirmed: +0/);
    await page.goto(office(backOfficePaths.runs));
    const flag = page.getByRole("alert").locator("[data-decision-due]");
    expect(await flag.innerText()).toContain(`${title}, `);
    expect(await flag.innerText()).toContain(`0 of minimum ${due.run.minimum} confirmed`);
    const line = page.locator(`tr[data-run="${keyOf(due)}/${runKey(due.run)}"]`);
    expect(await line.innerText()).toContain("decision due");
    expect(await line.innerText()).not.toContain("cancelled");

    // The public page, built after its decision date, says the decision is pending.
    const { context, page: course } = await visit(coursePathOf(due, "nl"), false);
    expect(await row(course, due).locator("[data-run-decision]").innerText()).toBe(
      dictionaries.nl.course.runs.decisionPending,
    );
    await context.close();

    // A restart runs the nightly job again: no second mail.
    await server.stop();
    server = await restart(site, serverEnv);
    await expect.poll(async () => (await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(
      mailsTo(mail, "owner@example.nl").filter((message) =>
        message.includes("A run has reached its decision date"),
      ),
    ).toHaveLength(1);
  });
});

import { execFile } from "node:child_process";
import { DatabaseSync } from "node:sqlite";
import { promisify } from "node:util";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endDate, runKey } from "#src/training/course-runs.ts";
import { formatDateRange } from "#src/training/course-format.ts";
import { nextRunLabel } from "#src/training/next-run.server.ts";
import { contactPaths } from "#src/routing/fixed-paths.ts";
import { sitePages } from "#src/routing/site-map.server.ts";
import { pageContent } from "#src/content/pages.server.ts";
import { findCourse } from "#src/content/training.server.ts";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import type { Language } from "#src/i18n/languages.ts";
import { plural } from "#src/i18n/plural.ts";
import { databasePath } from "#server/store/store.ts";
import { type MailServer, startMailServer } from "#tests/support/mail-server.ts";
import { launchBrowser, openPage, waitForIsland, waitForPageReady } from "./browser.ts";
import { fillingRuns, withRunsOfTheRunsTests } from "./runs-site.ts";
import { buildTestSite, daysFromToday, type TestSite } from "./test-site.ts";
import { fillParticipantAndAddress } from "#tests/support/enrolment-fields.ts";

/**
 * Runs that fill up, on a site built from a copy of the content with runs of
 * its own for one course (fillingRuns in runs-site.ts; the same build holds
 * runs-office.test.ts's runs of another), served by our server with its
 * store: a run's places fill, then enrolments go on its waiting list (in the
 * browser, in both languages, with and without JavaScript); the places on
 * the course page change without a rebuild; runs that have started or were
 * cancelled leave the pages and the form without anyone acting, and the
 * server refuses them.
 */
const course = `${fillingRuns.family}/${fillingRuns.slug}`;
const runs = fillingRuns.runs;
type Run = (typeof runs)[keyof typeof runs];
const courseIn = (language: Language) =>
  findCourse(fillingRuns.family, fillingRuns.slug, language)?.course;

const coursePathIn = (language: Language) =>
  sitePages().find((page) => page.key === `course/${course}` && page.language === language)?.path ??
  "";
const trainingPathIn = (language: Language) =>
  sitePages().find((page) => page.key === "training" && page.language === language)?.path ?? "";
const key = (run: Run) => `${course}|${runKey(run)}`;
const availabilityKey = (run: Run) => `${course}/${runKey(run)}`;

let site: TestSite;
let browser: Browser;
let mail: MailServer;

beforeAll(async () => {
  mail = await startMailServer();
  [site, browser] = await Promise.all([
    buildTestSite({
      serverEnv: { SMTP_URL: mail.url, NOTIFY_TO: "owner@example.nl" },
      // Shared with runs-office.test.ts: one build for both.
      edit: withRunsOfTheRunsTests,
    }),
    launchBrowser(),
  ]);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await site?.remove();
  await mail?.close();
});

/** A page with the browser's clock `days` after today, if given; errors of its scripts collected. */
async function visit(path: string, options: { days?: number; javaScript?: boolean } = {}) {
  const { context, page } = await openPage(browser, "desktop", {
    javaScriptEnabled: options.javaScript ?? true,
    reducedMotion: "reduce",
  });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  if (options.days !== undefined) {
    await page.clock.setFixedTime(new Date(`${daysFromToday(options.days)}T12:00:00`));
  }
  await page.goto(site.url(path), { waitUntil: "load" });
  return { context, page, errors };
}

const row = (page: Page, run: Run) =>
  page.locator(`section[aria-labelledby='dates-heading'] li[data-run-start="${run.start}"]`);
const option = (page: Page, run: Run) =>
  page.locator(`#enrol select[name='choice'] option[value="${key(run)}"]`);

/** What a run's label says: "3 places left", "Last place", "Full: waiting list". */
function placesText(language: Language, left: number) {
  const words = dictionaries[language].runs.availability;
  if (left === 0) return words.full;
  return plural(language, left, left <= 2 ? words.last : words.left);
}

async function enrolWithScript(language: Language, run: Run, name: string) {
  const words = dictionaries[language].form;
  const { context, page, errors } = await visit(
    `${contactPaths[language].form}?course=${course}&run=${runKey(run)}#enrol`,
  );
  await waitForIsland(page, "EnrolmentForm");
  const form = page.locator("#enrol");
  await expect.poll(() => form.locator("select[name='choice']").inputValue()).toBe(key(run));
  await form.getByLabel(words.labels.name, { exact: true }).fill(name);
  await form.getByLabel(words.labels.email, { exact: true }).fill("ada@example.nl");
  await form.getByLabel(words.labels.phone, { exact: true }).fill("+31 40 123 4567");
  await form.getByRole("radio", { name: words.enrolment.buyers.business }).check();
  await form.getByLabel(words.enrolment.labels.company).fill("Example B.V.");
  await fillParticipantAndAddress(form, language);
  await form
    .getByRole("checkbox", { name: new RegExp(words.enrolment.terms.before.trim()) })
    .check();
  await form.getByRole("button", { name: words.enrolment.submit.idle }).click();
  await expect.poll(() => form.getByRole("status").textContent()).not.toBe("");
  const said = (await form.getByRole("status").textContent()) ?? "";
  await context.close();
  expect(errors).toEqual([]);
  return said;
}

/** What the form says after "({run})": that a place is kept, or that the run is full. */
const afterRun = (template: string) => template.slice(template.indexOf("{run}") + "{run}".length);

/** The receipt's sentence about the place (server/mail/enrolment-mails.ts), as the dictionary words it. */
const receiptSays = {
  en: dictionaries.en.mail.receipt.place,
  nl: dictionaries.nl.mail.receipt.place,
} as const;

/** A run's dates as its label and receipt write them. */
const datesOf = (run: Run, language: Language) =>
  formatDateRange(run.start, endDate(run.start, courseIn(language)?.days ?? 1), language);

/** A received mail as text (quoted-printable decoded), once one holding every text has come. */
async function mailWith(...texts: string[]) {
  const decoded = (message: string) =>
    Buffer.from(
      message
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
          String.fromCharCode(Number.parseInt(hex, 16)),
        ),
      "latin1",
    ).toString("utf8");
  const find = () =>
    mail.received.map(decoded).find((text) => texts.every((t) => text.includes(t)));
  await expect.poll(() => find() !== undefined, { timeout: 20_000 }).toBe(true);
  return find() ?? "";
}

/** The store's answer now, as the page script reads it. */
async function availability() {
  const response = await fetch(site.url("/availability.json"));
  return ((await response.json()) as { runs: Record<string, { left: number; state: string }> })
    .runs;
}

function enrolmentPost(language: Language, run: string, name: string) {
  return fetch(site.url(contactPaths[language].enrolled), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      "form-name": "enrolment",
      language,
      choice: `${course}|${run}`,
      name,
      email: "ada@example.nl",
      phone: "+31 40 123 4567",
      buyer: "business",
      company: "Example B.V.",
      invoice: "invoices@example.nl",
      participants: "1",
      terms: "accepted",
    }).toString(),
    redirect: "manual",
  });
}

async function storedNames(): Promise<string[]> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["server/enquiries/cli.ts", "--enrolments", "--json"],
    { env: { ...process.env, DATA_DIR: site.dataDir } },
  );
  return (JSON.parse(stdout) as { name: string }[]).map((row) => row.name);
}

describe.each([
  ["en", runs.englishRun],
  ["nl", runs.dutchRun],
] as const)("a run that fills up (%s)", (language, run) => {
  const words = dictionaries[language];

  it("takes the last place, then puts the next enrolment on its waiting list, saying so", async () => {
    const { context, page } = await visit(coursePathIn(language));
    await waitForPageReady(page);
    await expect
      .poll(() => row(page, run).locator("[data-run-availability]").innerText())
      .toBe(placesText(language, 1));
    await context.close();

    const placed = await enrolWithScript(language, run, `First ${language}`);
    expect(placed).toContain(afterRun(words.form.enrolment.sent));
    await mailWith(receiptSays[language].placed, datesOf(run, language));

    // The course page, not rebuilt, now says the run is full.
    const again = await visit(coursePathIn(language));
    await expect
      .poll(() => row(again.page, run).locator("[data-run-availability]").innerText())
      .toBe(words.runs.availability.full);
    await again.context.close();

    const waiting = await enrolWithScript(language, run, `Second ${language}`);
    expect(waiting).toContain(afterRun(words.runs.sentWaiting));
    await mailWith(receiptSays[language].waiting, datesOf(run, language));
    expect(await availability()).toMatchObject({
      [availabilityKey(run)]: { left: 0, state: "full" },
    });
  });

  it("without JavaScript, leads a full run's enrolment to the waiting-list page", async () => {
    const { context, page } = await visit(`${contactPaths[language].form}#enrol`, {
      javaScript: false,
    });
    const form = page.locator("#enrol");
    await form.locator("select[name='choice']").selectOption(key(run));
    const labels = words.form.labels;
    await form.getByLabel(labels.name, { exact: true }).fill(`Third ${language}`);
    await form.getByLabel(labels.email, { exact: true }).fill("ada@example.nl");
    await form.getByLabel(labels.phone, { exact: true }).fill("+31 40 123 4567");
    await form.getByRole("radio", { name: words.form.enrolment.buyers.business }).check();
    await form.getByLabel(words.form.enrolment.labels.company).fill("Example B.V.");
    await fillParticipantAndAddress(form, language);
    await form
      .getByRole("checkbox", { name: new RegExp(words.form.enrolment.terms.before.trim()) })
      .check();
    await form.getByRole("button", { name: words.form.enrolment.submit.idle }).click();
    await page.waitForURL((url) => url.pathname === contactPaths[language].waiting);
    expect(await page.locator("h1").innerText()).toBe(
      pageContent("enrolmentWaiting", language).waiting.title,
    );
    await context.close();
    expect(await storedNames()).toContain(`Third ${language}`);
  });
});

describe("places on the course page, without a rebuild", () => {
  it("drop as enrolments arrive, while the page's HTML stays the same", async () => {
    const path = coursePathIn("en");
    const built = await site.html(path);
    const shown = async () => {
      // A fresh browser each time: the answer may be cached for 5 s.
      const { context, page } = await visit(path);
      const label = row(page, runs.counted).locator("[data-run-availability]");
      // Once the page script has read the store's answer.
      await page.waitForFunction(() => window.runPlaces !== undefined);
      const text = await label.innerText();
      await context.close();
      return text;
    };
    expect(await shown()).toBe(placesText("en", 5));
    for (const name of ["Count One", "Count Two", "Count Three"]) {
      expect((await enrolmentPost("en", runKey(runs.counted), name)).status).toBe(303);
    }
    await expect.poll(shown, { timeout: 15_000 }).toBe(placesText("en", 2));
    expect(await site.html(path)).toBe(built);
    // Built before any enrolment: the HTML's own figure, for a visitor without JavaScript.
    expect(built).toContain(`>${placesText("en", 5)}<`);
    const { context, page } = await visit(path, { javaScript: false });
    expect(await row(page, runs.counted).locator("[data-run-availability]").innerText()).toBe(
      placesText("en", 5),
    );
    await context.close();
  });

  it("stay as built where the server answers no places (Netlify: 404)", async () => {
    const { context, page } = await openPage(browser, "desktop");
    await page.route("**/availability.json", (route) =>
      route.fulfill({
        status: 404,
        contentType: "text/html",
        body: "<!DOCTYPE html><title>404</title>",
      }),
    );
    await page.goto(site.url(coursePathIn("en")), { waitUntil: "load" });
    await waitForPageReady(page);
    await page.waitForTimeout(500);
    expect(await row(page, runs.counted).locator("[data-run-availability]").innerText()).toBe(
      placesText("en", 5),
    );
    await context.close();
  });

  it("show in the enrolment form's choice and in the finder, the islands taking over without a hitch", async () => {
    // One place of tomorrow's run taken since the build: the pages say 6, the store 5.
    expect((await enrolmentPost("en", runKey(runs.tomorrow), "Tomorrow One")).status).toBe(303);
    const now = placesText("en", 5);
    const { context, page, errors } = await visit(
      `${contactPaths.en.form}?course=${course}&run=${runKey(runs.tomorrow)}#enrol`,
    );
    const choice = page.locator("#enrol select[name='choice']");
    await expect.poll(() => option(page, runs.tomorrow).innerText()).toContain(`· ${now}`);
    // The island starts on the first touch and draws the same, the run still chosen.
    await waitForIsland(page, "EnrolmentForm");
    await choice.focus();
    expect(await option(page, runs.tomorrow).innerText()).toContain(`· ${now}`);
    expect(await choice.inputValue()).toBe(key(runs.tomorrow));
    await context.close();

    // Tomorrow, in the finder: its next run is that one, with the store's places.
    const finder = await visit(`${trainingPathIn("en")}?family=devops`, { days: 1 });
    await waitForPageReady(finder.page);
    const line = finder.page
      .locator("#find-a-course [data-finder-course]")
      .filter({ has: finder.page.getByRole("link", { name: courseIn("en")?.title, exact: true }) });
    await expect.poll(() => line.innerText()).toContain(now);
    expect(await line.innerText()).toContain(nextRunLabel(runs.tomorrow.start));
    await finder.context.close();
    expect([...errors, ...finder.errors]).toEqual([]);
  });
});

describe("runs that end, without anyone acting", () => {
  it("hides a run from the day after it started, and stops offering it in the form on its first day", async () => {
    const onTheDay = await visit(coursePathIn("en"), { days: 1 });
    await waitForPageReady(onTheDay.page);
    expect(await row(onTheDay.page, runs.tomorrow).isVisible()).toBe(true);
    await onTheDay.page.goto(
      site.url(`${contactPaths.en.form}?course=${course}&run=${runKey(runs.tomorrow)}#enrol`),
    );
    await waitForPageReady(onTheDay.page);
    expect(await option(onTheDay.page, runs.tomorrow).isDisabled()).toBe(true);
    // The Enroll link's run is not chosen.
    expect(await onTheDay.page.locator("#enrol select[name='choice']").inputValue()).toBe("");
    await onTheDay.context.close();

    const dayAfter = await visit(coursePathIn("nl"), { days: 2 });
    await waitForPageReady(dayAfter.page);
    await expect.poll(() => row(dayAfter.page, runs.tomorrow).isHidden()).toBe(true);
    expect(await row(dayAfter.page, runs.counted).isVisible()).toBe(true);
    // Its calendar link and Enroll link went with it.
    expect(
      await dayAfter.page
        .locator(`a[href*="${runKey(runs.tomorrow)}"]`)
        .evaluateAll((links) => links.filter((link) => (link as HTMLElement).offsetParent).length),
    ).toBe(0);
    await dayAfter.page.goto(site.url(`${trainingPathIn("nl")}?family=devops`));
    await waitForPageReady(dayAfter.page);
    const line = dayAfter.page.locator("#find-a-course [data-finder-course]").filter({
      has: dayAfter.page.getByRole("link", { name: courseIn("nl")?.title, exact: true }),
    });
    // Its next date gives way to the first run still to come.
    await expect.poll(() => line.innerText()).toContain(nextRunLabel(runs.englishRun.start, "nl"));
    await dayAfter.context.close();
  });

  it.each(["en", "nl"] as const)(
    "refuses an enrolment in a run that started today, in the visitor's language (%s), storing nothing",
    async (language) => {
      const name = `Too late ${language}`;
      const answer = await enrolmentPost(language, runKey(runs.today), name);
      expect(answer.status).toBe(400);
      const page = await answer.text();
      expect(page).toContain(`<html lang="${language}">`);
      expect(page).toContain(dictionaries[language].runs.closed.started.title);
      expect(await storedNames()).not.toContain(name);
    },
  );

  it("takes a run cancelled in the back office off the page and the form at once, and refuses it", async () => {
    const db = new DatabaseSync(databasePath(site.dataDir));
    db.prepare("INSERT INTO run_states (course_key, run_key, cancelled_at) VALUES (?, ?, ?)").run(
      course,
      runKey(runs.toCancel),
      new Date().toISOString(),
    );
    db.close();
    const { context, page } = await visit(coursePathIn("en"));
    await waitForPageReady(page);
    await expect.poll(() => row(page, runs.toCancel).isHidden()).toBe(true);
    await page.goto(site.url(`${contactPaths.en.form}#enrol`));
    await waitForPageReady(page);
    await expect.poll(() => option(page, runs.toCancel).isDisabled()).toBe(true);
    await context.close();
    for (const language of ["en", "nl"] as const) {
      const name = `Cancelled ${language}`;
      const answer = await enrolmentPost(language, runKey(runs.toCancel), name);
      expect(answer.status).toBe(400);
      expect(await answer.text()).toContain(dictionaries[language].runs.closed.cancelled.title);
      expect(await storedNames()).not.toContain(name);
    }
  });

  it.each(["en", "nl"] as const)(
    "refuses an enrolment in a run the site does not offer (%s), storing nothing",
    async (language) => {
      const name = `Unknown ${language}`;
      const answer = await enrolmentPost(language, "2099-01-01-online", name);
      expect(answer.status).toBe(400);
      expect(await answer.text()).toContain(dictionaries[language].runs.closed.unknown.title);
      expect(await storedNames()).not.toContain(name);
    },
  );
});

import { readdir, readFile, realpath } from "node:fs/promises";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backOfficePaths } from "#server/back-office/paths.ts";
import { newQuotePath, quotePath } from "#server/back-office/quotes/quote-paths.ts";
import { addDays } from "#server/quotes/quote-days.ts";
import { findCourse } from "#src/content/training.server.ts";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { fill } from "#src/i18n/fill.ts";
import { languages } from "#src/i18n/languages.ts";
import {
  enrolmentChangePaths,
  participantLinkPaths,
  quotePaths,
} from "#src/routing/fixed-paths.ts";
import { formatDateRange } from "#src/training/course-format.ts";
import { todayInAmsterdam } from "#src/training/course-runs.ts";
import { accessibilityProblems } from "#tests/support/axe.ts";
import { formHeaders, postEnquiry } from "#tests/support/enquiry-poster.ts";
import { type MailServer, startMailServer } from "#tests/support/mail-server.ts";
import { docker, withScheduledRuns } from "#tests/support/test-content.ts";
import { startTestSite, type TestSite } from "#tests/support/test-site.ts";
import { launchBrowser } from "./browser.ts";
import { coordinator, decoded, mailTo } from "./runs-site.ts";

/**
 * A private run in Chromium (issue 45 point 4): the owner, on an in-company quote the buyer's
 * manager accepted from its mail, creates a private run of Docker; it is on the Runs page
 * marked with its quote and has its roster; the contact's receipt carries the participants'
 * link, where they name both participants, whom the roster then shows; their own page sends
 * every change to us. Built again with the run in the store, no public page, the sitemap, the
 * finder, the calendar files, the structured data, the build's tallies or /availability.json
 * name it: not its key, not its days, not its place.
 */
const contact = { name: "Marieke Bos", email: "marieke@bosbouw.example" };
const courseKey = `${docker.family}/${docker.slug}`;
const today = todayInAmsterdam();
// Days no run of the test content has, at a place none names.
const days = { start: addDays(today, 203), end: addDays(today, 204) };
const place = "Bos Bouwtechniek, zaal Noord";

let site: TestSite;
let browser: Browser;
let mail: MailServer;
let origin: string;
let owner: { page: Page };

beforeAll(async () => {
  mail = await startMailServer();
  [site, browser] = await Promise.all([
    startTestSite({
      content: withScheduledRuns,
      env: { SMTP_URL: mail.url, NOTIFY_TO: "owner@example.nl" },
    }),
    launchBrowser(),
  ]);
  origin = site.origin;
  owner = await coordinator(browser, { dataDir: site.dataDir, origin }, "owner@example.nl");
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await mail?.close();
});

/** A POST from the owner's signed-in browser, as its own form sends it: the answer's address. */
async function ownerPost(pathname: string, form: Record<string, string>): Promise<string> {
  const answer = await owner.page.request.post(`${origin}${pathname}`, {
    form,
    headers: { Origin: origin },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(303);
  return answer.headers().location ?? "";
}

/** An in-company quote to a Dutch business, sent and accepted by its manager from the mail's link. */
async function acceptedQuote(): Promise<{ id: number; number: string }> {
  const created = await ownerPost(newQuotePath(), {
    language: "nl",
    company: "Bos Bouwtechniek B.V.",
    contactName: contact.name,
    contactEmail: contact.email,
    street: "Markt 12",
    postalCode: "5611 EB",
    city: "Eindhoven",
    country: "NL",
    vatId: "NL123456789B01",
    validUntil: addDays(today, 30),
    "line-0-kind": "training",
    "line-0-description": "Docker in-company, twee dagen",
    "line-0-quantity": "2",
    "line-0-unit": "participant",
    "line-0-price": "950",
  });
  const id = Number(/\/admin\/quotes\/(\d+)/.exec(created)?.[1]);
  const view = await (await owner.page.request.get(`${origin}${quotePath(id)}`)).text();
  const revision = /name="revision" value="(\d+)"/.exec(view)?.[1] ?? "";
  await ownerPost(quotePath(id, "send"), { revision });
  const quoteMail = decoded(await mailTo(mail, contact.email, "Subject: Offerte Q"));
  const number = /Subject: Offerte (Q\d{4}-\d{4})/.exec(quoteMail)?.[1] ?? "";
  const link = new RegExp(`(http://localhost:\\d+${quotePaths.nl}/[A-Za-z0-9_-]{43})`).exec(
    quoteMail,
  )?.[1];
  const words = dictionaries.nl.quote.link;
  const context = await browser.newContext();
  const tab = await context.newPage();
  await tab.goto(link ?? "");
  await tab.getByLabel(words.name).fill(contact.name);
  await tab.getByLabel(words.role).fill("Directeur");
  await tab.getByLabel(fill(words.confirm, { company: "Bos Bouwtechniek B.V." })).check();
  await tab.getByRole("button", { name: words.acceptButton }).click();
  expect(await tab.locator("h1").innerText()).toBe(words.recordedAccept.title);
  await context.close();
  return { id, number };
}

/** With SCREENSHOT_DIR set, the page as it is now, saved there to look at. */
async function saveScreenshot(page: Page, name: string) {
  if (!process.env.SCREENSHOT_DIR) return;
  await page.screenshot({
    path: path.join(process.env.SCREENSHOT_DIR, `private-run-${name}.png`),
    fullPage: true,
  });
}

/** Every file of a release, as text, with its path: pages, sitemap, scripts, data, tallies. */
async function releaseFiles(folder: string): Promise<{ file: string; text: string }[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const texts = /\.(html|xml|json|js|ics|txt|webmanifest)$/;
  return Promise.all(
    entries
      .filter((entry) => entry.isFile() && texts.test(entry.name))
      .map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return { file, text: await readFile(file, "utf8") };
      }),
  );
}

describe("a private run", () => {
  it("is made from an accepted in-company quote, runs like any run, and never appears on a public page", async () => {
    const { page } = owner;
    const quote = await acceptedQuote();

    // The owner makes the private run from the quote's page.
    await page.goto(`${origin}${quotePath(quote.id)}`);
    await page.getByRole("link", { name: "Create private run…" }).click();
    expect(await page.getByLabel("Participants", { exact: true }).inputValue()).toBe("2");
    await page.getByLabel("First day").fill(days.start);
    await page.getByLabel("Last day").fill(days.end);
    await page.getByLabel("Times (optional)").fill("9:00–17:00");
    await page.getByLabel("Place", { exact: true }).fill(place);
    // Without a course nothing is made: said at its field, everything typed still there.
    await page.getByRole("button", { name: "Create the private run" }).click();
    expect(await page.getByRole("alert").innerText()).toContain("Nothing created");
    expect(await page.locator("#course-problem").innerText()).toBe("Choose the course.");
    expect(await page.getByLabel("Place", { exact: true }).inputValue()).toBe(place);
    const problems: string[] = [];
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      problems.push(...(await accessibilityProblems(page, `private run form ${width}`)));
      await saveScreenshot(page, `form-refused-${width}`);
    }
    await page.getByLabel("Course").selectOption(courseKey);
    await page.getByRole("button", { name: "Create the private run" }).click();
    expect(await page.getByRole("status").innerText()).toContain("Saved the private run");
    const runKey = `private-${quote.number.toLowerCase()}-1`;
    expect(new URL(page.url()).pathname).toContain(runKey);
    expect(await page.locator("h1").innerText()).toContain(formatDateRange(days.start, days.end));

    // The Runs page lists it, marked with its quote, linked.
    await page.goto(`${origin}${backOfficePaths.runs}`);
    const line = page.locator(`[data-run="${courseKey}/${runKey}"]`);
    expect(await line.locator("[data-private-of]").innerText()).toBe(`Private · ${quote.number}`);
    expect(await line.getByRole("link", { name: quote.number }).getAttribute("href")).toBe(
      quotePath(quote.id),
    );
    problems.push(...(await accessibilityProblems(page, "runs page")));
    await saveScreenshot(page, "runs-page");
    await page.setViewportSize({ width: 375, height: 900 });
    problems.push(...(await accessibilityProblems(page, "runs page 375")));
    expect(problems).toEqual([]);

    // The contact's receipt, in Dutch: the quote instead of a fee, and the participants' link.
    const receiptWords = dictionaries.nl.mail.receipt.privateRun;
    const receipt = decoded(
      await mailTo(mail, contact.email, "Subject: Je incompany training", participantLinkPaths.nl),
    );
    expect(receipt).toContain(fill(receiptWords.fee, { number: quote.number }));
    const link = new RegExp(
      `(http://localhost:\\d+${participantLinkPaths.nl}/[A-Za-z0-9_-]{43})`,
    ).exec(receipt)?.[1];
    expect(link).toBeTruthy();

    // They name both participants there, and read that changes go through us.
    const context = await browser.newContext();
    const tab = await context.newPage();
    await tab.goto(link ?? "");
    const words = dictionaries.nl.participantLink;
    expect(await tab.locator("p.hint").last().innerText()).toBe(words.morePrivateRun);
    const names = ["Ada Lovelace", "Alan Turing"];
    for (const [index, name] of names.entries()) {
      await tab.locator(`#name-${index + 1}`).fill(name);
    }
    await tab.getByRole("button", { name: words.save }).click();
    expect(await tab.locator("h1").innerText()).toBe(words.saved.title);
    await tab.goto((link ?? "").replace(participantLinkPaths.nl, enrolmentChangePaths.nl));
    await saveScreenshot(tab, "buyer-page-nl");
    expect(await tab.locator("[data-buyer-changes]").innerText()).toContain(
      dictionaries.nl.buyerChanges.privateRun,
    );
    await context.close();

    // The roster names them.
    await page.goto(`${origin}${quotePath(quote.id)}`);
    await saveScreenshot(page, "quote");
    // Named by its course's title, as the Runs page names it.
    expect(await page.locator(`[data-private-run="${runKey}"] a`).first().innerText()).toMatch(
      new RegExp(`^${findCourse(docker.family, docker.slug, "en")?.course.title}: `),
    );
    await page.locator(`[data-private-run="${runKey}"] a`).first().click();
    const roster = await page.locator("main").innerText();
    await saveScreenshot(page, "roster");
    for (const name of names) expect(roster).toContain(name);

    // The public enrolment form cannot take a place on it: the receiver reads the build's runs only.
    const enrolling = await postEnquiry(
      site.url("/"),
      new URLSearchParams({
        "form-name": "enrolment",
        language: "nl",
        choice: `${courseKey}|${runKey}`,
        name: "Grace Hopper",
        email: "grace@example.nl",
        phone: "+31 40 123 4567",
        buyer: "business",
        company: "Bos Bouwtechniek B.V.",
        invoice: "facturen@bosbouw.example",
        participants: "1",
        terms: "accepted",
        "bot-field": "",
      }).toString(),
      { ...formHeaders(), Origin: site.baseUrl },
    );
    expect(enrolling.status).toBe(400);
    expect(await enrolling.text()).toContain(
      `<title>${dictionaries.nl.runs.closed.unknown.title}</title>`,
    );

    // Built again with the run in the store: nothing a visitor can reach names it.
    await site.rebuild();
    const labels = languages.map((lang) => formatDateRange(days.start, days.end, lang));
    const secrets = [runKey, place, ...labels];
    const release = await realpath(path.join(site.buildDir, "current"));
    const files = await releaseFiles(release);
    // The walk reads what names a content run: the sitemap, and the run's key and day somewhere.
    const contentRun = `${docker.runs.soon.start}-${docker.runs.soon.mode}`;
    expect(files.some(({ file }) => file.endsWith("sitemap.xml"))).toBe(true);
    expect(files.some(({ text }) => text.includes(contentRun))).toBe(true);
    const leaks = files.flatMap(({ file, text }) =>
      secrets.filter((secret) => text.includes(secret)).map((secret) => `${file}: ${secret}`),
    );
    expect(leaks).toEqual([]);
    for (const address of ["/availability.json", "/sitemap.xml", "/", "/training"]) {
      const answer = await (await fetch(site.url(address))).text();
      expect(secrets.filter((secret) => answer.includes(secret))).toEqual([]);
    }
  }, 300_000);
});

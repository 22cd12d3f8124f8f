import { mkdir } from "node:fs/promises";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databasePath, openDatabase } from "#server/store/database.ts";
import { openLinkTokens } from "#server/store/link-tokens.ts";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { participantLinkPaths, withdrawalPaths } from "#src/routing/fixed-paths.ts";
import { accessibilityProblems } from "#tests/support/axe.ts";
import { type MailServer, startMailServer } from "#tests/support/mail-server.ts";
import { docker, withScheduledRuns } from "#tests/support/test-content.ts";
import { launchBrowser } from "./browser.ts";
import { emailOf, enrol, mailTo } from "./runs-site.ts";
import { buildTestSite, type TestSite } from "./test-site.ts";

/**
 * The EU withdrawal function in Chromium without JavaScript, on our server
 * with its store and a mail server: a consumer without the receipt's mail
 * withdraws from the public page (Dutch), gets the acknowledgement with the
 * date and time and a link to confirm, confirms, and the place goes to the
 * first on the waiting list; the English page answers a stranger the same;
 * the enrolment's own page shows the function. Every page passes axe at 375
 * and 1280 px; SCREENSHOT_DIR, when set, keeps a picture of each.
 */
const course = `${docker.family}/${docker.slug}`;
const run = docker.runs.soon;
const runKey = `${run.start}-${run.mode}`;
/** Where to keep a picture of each page at each width, to look at; none unless set. */
const shots = process.env.SCREENSHOT_DIR;

let site: TestSite;
let browser: Browser;
let mail: MailServer;
let context: BrowserContext;
let page: Page;
/** A tab with scripts on, for axe only: the visitor's own tab runs none. */
let checker: Page;
let base: string;

beforeAll(async () => {
  mail = await startMailServer();
  [site, browser] = await Promise.all([
    buildTestSite({
      serverEnv: { SMTP_URL: mail.url, NOTIFY_TO: "owner@example.nl" },
      edit: withScheduledRuns,
    }),
    launchBrowser(),
  ]);
  // Our server takes posts from its own origin only: localhost, as SITE_URL is unset.
  base = site.server.baseUrl.replace("127.0.0.1", "localhost");
  // Sanne takes all three places; Wim waits for one.
  await enrol(site, course, [
    { name: "Sanne", language: "nl", run: runKey, buyer: "private", participants: 3 },
    { name: "Wim", language: "en", run: runKey, buyer: "private" },
  ]);
  if (shots) await mkdir(shots, { recursive: true });
  context = await browser.newContext({ javaScriptEnabled: false });
  page = await context.newPage();
  checker = await (await browser.newContext()).newPage();
}, 300_000);

afterAll(async () => {
  await context?.close();
  await checker?.context().close();
  await browser?.close();
  await site?.remove();
  await mail?.close();
});

/** The store's row of a person's enrolment, read beside the running server. */
function enrolmentOf(name: string): { id: number; place: string | null } {
  const database = openDatabase(databasePath(site.dataDir));
  try {
    return database.database
      .prepare("SELECT id, place FROM enquiries WHERE email = ?")
      .get(emailOf(name)) as { id: number; place: string | null };
  } finally {
    database.close();
  }
}

/**
 * axe's WCAG 2.2 AA problems at a phone's width and a desktop's, each width's picture saved, of
 * the visitor's page as it is: loaded again when a GET shows it, else its HTML as answered.
 */
async function checkAndShoot(name: string, kind: "get" | "answer" = "get"): Promise<string[]> {
  if (kind === "get") await checker.goto(page.url());
  else await checker.setContent(await page.content());
  const problems: string[] = [];
  for (const width of [375, 1280]) {
    await checker.setViewportSize({ width, height: 900 });
    problems.push(...(await accessibilityProblems(checker, `${name} ${width}`)));
    // What the visitor sees: a GET's page as loaded again, a POST's answer in their own tab.
    const shown = kind === "get" ? checker : page;
    await shown.setViewportSize({ width, height: 900 });
    if (shots) await shown.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  return problems;
}

describe("withdrawing without the mail, on the public page", () => {
  it("records the Dutch statement, acknowledges it with the moment, and its link withdraws", async () => {
    const nl = dictionaries.nl.withdrawal;
    await page.goto(`${base}/nl`);
    await page.getByRole("link", { name: dictionaries.nl.shell.footer.withdraw }).click();
    expect(new URL(page.url()).pathname).toBe(withdrawalPaths.nl);
    expect(await checkAndShoot("withdraw-nl")).toEqual([]);
    const sanne = enrolmentOf("Sanne");
    await page.getByLabel(nl.publicForm.name).fill("Sanne");
    await page.getByLabel(nl.publicForm.email).fill(emailOf("Sanne"));
    await page.getByLabel(nl.publicForm.number).fill(`E-${sanne.id}`);
    await page.getByRole("button", { name: nl.confirmButton }).click();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      nl.publicPage.received.title,
    );
    expect(await page.textContent("main")).toMatch(/ontvangen op \d{1,2} \w+ \d{4} om \d{2}:\d{2}/);
    expect(await checkAndShoot("withdraw-nl-received", "answer")).toEqual([]);
    const ack = await mailTo(mail, emailOf("Sanne"), "herroeping", `E-${sanne.id}`);
    expect(ack).toMatch(/ontvangen op \d{1,2} \w+ \d{4} om \d{2}:\d{2}/);
    const link = ack.match(/https?:\/\/\S+\/nl\/herroepen\/[A-Za-z0-9_-]{43}/)?.[0];
    expect(link).toBeDefined();
    // Nothing is withdrawn until the link's button: a mail scanner's visit changes nothing.
    await page.goto(link as string);
    expect(enrolmentOf("Sanne").place).toBe("placed");
    expect(await checkAndShoot("withdraw-nl-link")).toEqual([]);
    await page.getByRole("button", { name: nl.confirmButton }).click();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      nl.done.withdrawn.title,
    );
    expect(enrolmentOf("Sanne").place).toBe("cancelled");
    // The freed places go to the first waiting: Wim is offered one, by mail.
    expect(enrolmentOf("Wim").place).toBe("offered");
    await mailTo(mail, emailOf("Wim"), "/offer/");
  });

  it("answers a statement it cannot match just the same, in English", async () => {
    const en = dictionaries.en.withdrawal;
    await page.goto(`${base}${withdrawalPaths.en}`);
    expect(await checkAndShoot("withdraw-en")).toEqual([]);
    await page.getByLabel(en.publicForm.name).fill("Eve");
    await page.getByLabel(en.publicForm.email).fill("eve@example.nl");
    await page.getByLabel(en.publicForm.number).fill("E-99999");
    await page.getByRole("button", { name: en.confirmButton }).click();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      en.publicPage.received.title,
    );
    const ack = await mailTo(mail, "eve@example.nl", "E-99999");
    expect(ack).not.toContain(`${withdrawalPaths.en}/`);
  });
});

describe("the enrolment's own page", () => {
  it("shows the enrolment and offers the withdrawal in two steps, in both languages", async () => {
    const wim = enrolmentOf("Wim");
    const database = openDatabase(databasePath(site.dataDir));
    // The receipt's token, as the receipt's outbox makes it (the enrolments here came without one).
    const token = openLinkTokens(database.database).issue(
      "participants",
      wim.id,
      new Date().toISOString(),
      `${run.start}T00:00:00.000Z`,
    ).token;
    database.close();
    for (const language of ["en", "nl"] as const) {
      const words = dictionaries[language].withdrawal;
      await page.goto(`${base}${participantLinkPaths[language]}/${token}`);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toContain(`E-${wim.id}`);
      expect(await checkAndShoot(`enrolment-${language}`)).toEqual([]);
      await page.getByRole("button", { name: words.button }).click();
      expect(await page.getByRole("button", { name: words.confirmButton }).count()).toBe(1);
      expect(await checkAndShoot(`enrolment-confirm-${language}`)).toEqual([]);
    }
    expect(enrolmentOf("Wim").place).toBe("offered");
  });
});

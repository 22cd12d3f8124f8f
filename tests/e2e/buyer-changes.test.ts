import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import type { Language } from "#src/i18n/languages.ts";
import { enrolmentChangePaths } from "#src/routing/fixed-paths.ts";
import { runKey } from "#src/training/course-runs.ts";
import { runFacts } from "#server/runs/run-mail-facts.ts";
import { openRunTables } from "#server/runs/run-tables.ts";
import { openLinkTokens } from "#server/store/link-tokens.ts";
import { databasePath, openDatabase } from "#server/store/database.ts";
import { daysFromToday, editContent, withScheduledRuns } from "#tests/support/test-content.ts";
import { startTestSite, type TestSite } from "#tests/support/test-site.ts";
import { launchBrowser, openPage } from "./browser.ts";
import { emailOf, enrol, liveCatalogue } from "./runs-site.ts";

/**
 * The buyer's cancel or move (issue 44 point 3) in Chromium without JavaScript, in both
 * languages, at both widths, on a site of its own: TDD with two dated runs (the second with one
 * place). From the receipt's token the buyer sees what is possible today and what it costs,
 * moves to the other run after a preview, or cancels after one; screenshots of each page are
 * saved under /tmp/shots-changes (SHOTS_DIR).
 */
const course = "testing/tdd";
const first = { start: daysFromToday(150), mode: "online", language: "en", capacity: 8 } as const;
const second = {
  start: daysFromToday(180),
  mode: "classroom",
  language: "nl",
  location: "Veldhoven",
  capacity: 1,
} as const;
const firstKey = runKey(first);
const secondKey = runKey(second);
const shots = process.env.SHOTS_DIR ?? "/tmp/shots-changes";

let site: TestSite;
let browser: Browser;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  site = await startTestSite({
    content: async (contentDir) => {
      await withScheduledRuns(contentDir);
      await editContent(contentDir, "courses/testing/tdd.yml", (entry) => {
        entry.runs = [first, second];
      });
    },
  });
  await enrol({ ...site, remove: site.stop }, course, [
    { name: "Ada", language: "en", run: firstKey, buyer: "business" },
    { name: "Piet", language: "nl", run: firstKey, buyer: "business" },
  ]);
  // Confirmed as the back office does, and the receipt's token issued as the receiver does.
  const catalogue = await liveCatalogue(site.buildDir);
  const connection = openDatabase(databasePath(site.dataDir));
  try {
    const runs = openRunTables(connection);
    for (const name of ["Ada", "Piet"]) {
      const row = runs
        .runRoster(course, firstKey)
        .rows.find((each) => each.email === emailOf(name));
      const done = runs.changePlace({
        id: row?.id ?? 0,
        version: row?.placeVersion ?? 0,
        action: "confirm",
        at: new Date().toISOString(),
        isMailing: false,
        capacity: first.capacity,
        facts: runFacts(catalogue, course, firstKey),
      });
      expect(done.outcome).toBe("done");
      tokens[name] = connection.transaction(
        () =>
          openLinkTokens(connection.database).issue(
            "participants",
            row?.id ?? 0,
            new Date().toISOString(),
            `${first.start}T00:00:00.000Z`,
          ).token,
      );
    }
  } finally {
    connection.close();
  }
  browser = await launchBrowser();
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const linkOf = (name: string, language: Language) =>
  `${site.origin}${enrolmentChangePaths[language]}/${tokens[name]}`;

/** The page at both widths, saved for review; the phone width never scrolls sideways. */
async function shoot(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} at ${width}`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
}

function placeOf(name: string): { place: string; runKey: string; cause: string | null } {
  const connection = openDatabase(databasePath(site.dataDir));
  try {
    return connection.database
      .prepare(
        "SELECT place, run_key AS runKey, cancel_cause AS cause FROM enquiries WHERE name = ?",
      )
      .get(name) as { place: string; runKey: string; cause: string | null };
  } finally {
    connection.close();
  }
}

describe("the buyer's cancel or move, in a browser without JavaScript", () => {
  it("moves Ada to the other run after a preview (English)", async () => {
    const words = dictionaries.en.buyerChanges;
    const { context, page } = await openPage(browser, "desktop", { javaScriptEnabled: false });
    try {
      await page.goto(linkOf("Ada", "en"));
      await expect.poll(() => page.locator("h2").first().textContent()).toBe(words.heading);
      expect(await page.locator("[data-cancel-cost]").textContent()).toContain(
        "a cancellation today costs nothing",
      );
      await shoot(page, "changes-overview-en");
      await page.getByRole("link", { name: words.move.link }).first().click();
      await expect.poll(() => page.locator("h1").textContent()).toBe(words.move.confirmTitle);
      expect(await page.textContent("main")).toContain(words.move.invoice);
      await shoot(page, "changes-move-en");
      await page.getByRole("button", { name: words.move.button }).click();
      await expect.poll(() => page.locator("h1").textContent()).toBe(words.move.done.title);
      await shoot(page, "changes-moved-en");
      expect(placeOf("Ada")).toMatchObject({ place: "confirmed", runKey: secondKey });
    } finally {
      await context.close();
    }
  });

  it("shows Piet no room left on the full run, and cancels after a preview of the cost (Dutch)", async () => {
    const words = dictionaries.nl.buyerChanges;
    const { context, page } = await openPage(browser, "phone", { javaScriptEnabled: false });
    try {
      await page.goto(linkOf("Piet", "nl"));
      await expect.poll(() => page.locator("h2").first().textContent()).toBe(words.heading);
      // Ada took the second run's one place: no run with room is offered.
      expect(await page.locator("[data-move-closed]").textContent()).toBe(words.move.noRoom);
      await shoot(page, "changes-overview-nl");
      await page.getByRole("link", { name: words.cancel.link }).click();
      await expect.poll(() => page.locator("h1").textContent()).toBe(words.cancel.confirmTitle);
      expect(await page.locator("[data-cancel-cost]").textContent()).toContain(
        "kost annuleren vandaag niets",
      );
      await shoot(page, "changes-cancel-nl");
      await page.getByRole("button", { name: words.cancel.button }).click();
      await expect.poll(() => page.locator("h1").textContent()).toBe(words.cancel.done.title);
      expect(placeOf("Piet")).toMatchObject({ place: "cancelled", cause: "buyer" });
    } finally {
      await context.close();
    }
  });

  it("shows the Dutch move preview and the English cancel preview too (screenshots)", async () => {
    const { context, page } = await openPage(browser, "desktop", { javaScriptEnabled: false });
    try {
      // Ada is on the second run now; the first has room: her move back, previewed only.
      await page.goto(`${linkOf("Ada", "nl")}?do=move&to=${firstKey}`);
      await expect
        .poll(() => page.locator("h1").textContent())
        .toBe(dictionaries.nl.buyerChanges.move.confirmTitle);
      await shoot(page, "changes-move-nl");
      await page.goto(`${linkOf("Ada", "en")}?do=cancel`);
      await expect
        .poll(() => page.locator("h1").textContent())
        .toBe(dictionaries.en.buyerChanges.cancel.confirmTitle);
      await shoot(page, "changes-cancel-en");
      expect(placeOf("Ada")).toMatchObject({ place: "confirmed", runKey: secondKey });
    } finally {
      await context.close();
    }
  });
});

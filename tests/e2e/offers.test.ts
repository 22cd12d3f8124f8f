import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import type { Language } from "#src/i18n/languages.ts";
import { linkAnswerPaths } from "#src/routing/fixed-paths.ts";
import { databasePath, openDatabase } from "#server/store/database.ts";
import { docker, withScheduledRuns } from "#tests/support/test-content.ts";
import { startTestSite, type TestSite } from "#tests/support/test-site.ts";
import { launchBrowser } from "./browser.ts";
import { emailOf, enrol, mailsTo, mailTo } from "./runs-site.ts";

/**
 * The waiting list first, walked in a browser in both languages on a site of
 * its own (the test content's Docker run of 3 places): a place that comes
 * free is offered by mail to the first in line; the link's page accepts
 * (a place awaiting our confirmation) or declines (the next in line gets the
 * offer); an offer that runs out lapses and goes to the next, each mail in
 * its reader's language. The server's own periodic job makes every offer.
 */
const course = `${docker.family}/${docker.slug}`;
const run = `${docker.runs.soon.start}-${docker.runs.soon.mode}`;
const words = { en: dictionaries.en, nl: dictionaries.nl };

let site: TestSite;
let browser: Browser;
let context: BrowserContext;

const people: [string, Language][] = [
  ["Ada", "en"],
  ["Grace", "en"],
  ["Edsger", "en"],
  // The waiting list, in this order.
  ["Piet", "nl"],
  ["Alan", "en"],
  ["Sanne", "nl"],
  ["Bob", "en"],
  ["Joke", "nl"],
  ["Kees", "en"],
];

beforeAll(async () => {
  site = await startTestSite({
    content: withScheduledRuns,
    hasMail: true,
    env: { OFFER_CHECK_SECONDS: "1" },
  });
  // The runs' helper takes the older site shape: the same folders.
  await enrol(
    { ...site, remove: site.stop },
    course,
    people.map(([name, language]) => ({ name, language, run, buyer: "business" as const })),
  );
  browser = await launchBrowser();
  context = await browser.newContext();
}, 300_000);
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await site?.stop();
});

function placeOf(name: string): string {
  const database = openDatabase(databasePath(site.dataDir));
  try {
    const row = database.database
      .prepare("SELECT place FROM enquiries WHERE name = ?")
      .get(name) as { place: string };
    return row.place;
  } finally {
    database.close();
  }
}

/** Frees a place as a cancellation or an erasure would; the server's job offers it. */
function free(name: string) {
  const database = openDatabase(databasePath(site.dataDir));
  try {
    database.database.prepare("UPDATE enquiries SET place = 'cancelled' WHERE name = ?").run(name);
  } finally {
    database.close();
  }
}

/** Lets `name`'s running offer run out, as 48 hours would. */
function runOut(name: string) {
  const database = openDatabase(databasePath(site.dataDir));
  try {
    const past = new Date(Date.now() - 1000).toISOString();
    const id = (
      database.database.prepare("SELECT id FROM enquiries WHERE name = ?").get(name) as {
        id: number;
      }
    ).id;
    database.database
      .prepare("UPDATE run_offers SET expires_at = ? WHERE enquiry_id = ? AND outcome IS NULL")
      .run(past, id);
    database.database
      .prepare("UPDATE link_tokens SET expires_at = ? WHERE enquiry_id = ?")
      .run(past, id);
  } finally {
    database.close();
  }
}

/** The offer mail to `name`, in their language, and the link in it. */
async function offerTo(name: string, language: Language): Promise<string> {
  const mail = site.mail;
  if (!mail) throw new Error("no mail server");
  const subject = words[language].mail.runs.offered.subject.replace("{course}", "Docker");
  const message = await mailTo(mail, emailOf(name), `Subject: ${subject}`);
  const path = linkAnswerPaths[language].offer;
  const link = new RegExp(`http://localhost:\\d+${path}/[A-Za-z0-9_-]{43}`).exec(message)?.[0];
  expect(link, `the link in ${name}'s offer`).toBeDefined();
  expect(message).toContain(words[language].mail.runs.offered.noContract.slice(0, 40));
  return link as string;
}

async function answerIn(link: string, language: Language, button: string) {
  const page = await context.newPage();
  await page.goto(link);
  const offer = words[language].offers.offer;
  expect(await page.locator("html").getAttribute("lang")).toBe(language);
  expect(await page.locator("h1").innerText()).toBe(offer.title.replace("{course}", "Docker"));
  await page.getByRole("button", { name: button }).click();
  const title = await page.locator("h1").innerText();
  await page.close();
  return title;
}

describe("a place that comes free", () => {
  it("is offered to the first in line, who accepts it in Dutch: a place awaiting our confirmation", async () => {
    free("Ada");
    const link = await offerTo("Piet", "nl");
    expect(placeOf("Piet")).toBe("offered");
    // Opening the page (as a mail scanner would) changes nothing.
    const visit = await context.newPage();
    await visit.goto(link);
    await visit.close();
    expect(placeOf("Piet")).toBe("offered");
    expect(await answerIn(link, "nl", words.nl.offers.offer.accept)).toBe(
      words.nl.offers.offer.accepted.title,
    );
    expect(placeOf("Piet")).toBe("placed");
    expect(placeOf("Alan")).toBe("waiting");
  });

  it("is accepted in English the same way", async () => {
    free("Grace");
    const link = await offerTo("Alan", "en");
    expect(await answerIn(link, "en", words.en.offers.offer.accept)).toBe(
      words.en.offers.offer.accepted.title,
    );
    expect(placeOf("Alan")).toBe("placed");
  });

  it("declined goes to the next in line, in either language", async () => {
    free("Edsger");
    const sanne = await offerTo("Sanne", "nl");
    expect(await answerIn(sanne, "nl", words.nl.offers.offer.decline)).toBe(
      words.nl.offers.offer.declined.title,
    );
    expect(placeOf("Sanne")).toBe("cancelled");
    const bob = await offerTo("Bob", "en");
    expect(placeOf("Bob")).toBe("offered");
    expect(await answerIn(bob, "en", words.en.offers.offer.decline)).toBe(
      words.en.offers.offer.declined.title,
    );
    await offerTo("Joke", "nl");
    expect(placeOf("Joke")).toBe("offered");
  });

  it("unanswered in time lapses, says so in its reader's language, and goes to the next in line", async () => {
    const joke = await offerTo("Joke", "nl");
    runOut("Joke");
    const mail = site.mail;
    if (!mail) throw new Error("no mail server");
    await mailTo(
      mail,
      emailOf("Joke"),
      `Subject: ${words.nl.mail.runs.offerExpired.subject.replace("{course}", "Docker")}`,
    );
    expect(placeOf("Joke")).toBe("cancelled");
    const page = await context.newPage();
    await page.goto(joke);
    expect(await page.locator("h1").innerText()).toBe(words.nl.offers.offer.expired.title);
    expect(await page.getByRole("button").count()).toBe(0);
    await page.close();
    await offerTo("Kees", "en");
    runOut("Kees");
    await mailTo(
      mail,
      emailOf("Kees"),
      `Subject: ${words.en.mail.runs.offerExpired.subject.replace("{course}", "Docker")}`,
    );
    expect(placeOf("Kees")).toBe("cancelled");
    // Nobody is left waiting: the place is free again, and nobody got two offers.
    expect(mailsTo(mail, emailOf("Piet")).filter((m) => m.includes("/nl/aanbod/"))).toHaveLength(1);
  });
});

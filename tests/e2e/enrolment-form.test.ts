import { execFile } from "node:child_process";
import { mkdir } from "node:fs/promises";
import { promisify } from "node:util";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactPaths } from "#src/routing/fixed-paths.ts";
import { runKey } from "#src/training/course-enquiry.server.ts";
import type { CourseRun } from "#src/content/schema/course-schema.ts";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { fill } from "#src/i18n/fill.ts";
import type { Language } from "#src/i18n/languages.ts";
import type { EnrolmentRecord } from "#server/mail/enrolment-mails.ts";
import { startTestSite, type TestSite } from "#tests/support/test-site.ts";
import { tdd, withScheduledRuns } from "#tests/support/test-content.ts";
import { launchBrowser, openPage, viewports, waitForIsland } from "./browser.ts";

/**
 * The enrolment form as a booker fills it: two participants by name, the
 * company's address in parts and its VAT ID, in both languages, with and
 * without JavaScript; a mistake is said and nothing typed is lost; "no date
 * yet" is a request without obligation with a button of its own. On the test
 * content with runs (TDD's online run has 8 places), a server and store of its
 * own. Screenshots of the form at both widths go to ENROLMENT_SHOTS if set.
 */
let site: TestSite;
let browser: Browser;
const course = `${tdd.family}/${tdd.slug}`;
const run = runKey(tdd.runs.far as unknown as CourseRun);

beforeAll(async () => {
  [site, browser] = await Promise.all([
    startTestSite({ content: withScheduledRuns, hasMail: true }),
    launchBrowser(),
  ]);
}, 300_000);
afterAll(async () => {
  await site?.stop();
  await browser?.close();
});

type StoredEnrolment = { name: string; details: EnrolmentRecord };

async function stored(name: string): Promise<StoredEnrolment | undefined> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["server/enquiries/cli.ts", "--enrolments", "--json"],
    { env: { ...process.env, DATA_DIR: site.dataDir } },
  );
  return (JSON.parse(stdout) as StoredEnrolment[]).find((row) => row.name === name);
}

function words(language: Language) {
  const form = dictionaries[language].form;
  const row = (label: string, position: number) => fill(label, { position });
  return { form, text: form.enrolment, row };
}

/** Fills everything but the participants' rows: the booker, a business, its address and VAT ID. */
async function fillBooker(page: Page, language: Language, name: string, vatId: string) {
  const { form, text } = words(language);
  const enrol = page.locator("#enrol");
  await enrol.getByLabel(form.labels.name, { exact: true }).fill(name);
  await enrol.getByLabel(form.labels.email, { exact: true }).fill("booker@example.nl");
  await enrol.getByLabel(form.labels.phone, { exact: true }).fill("+31 40 123 4567");
  await enrol.getByRole("radio", { name: text.buyers.business }).check();
  await enrol.getByLabel(text.labels.company, { exact: true }).fill("Analytical Engines B.V.");
  await enrol.getByLabel(`${text.labels.vatId} (${text.optional})`).fill(vatId);
  await enrol.getByLabel(text.labels.street).fill("Kerkstraat 1");
  await enrol.getByLabel(text.labels.postalCode).fill("5611ah");
  await enrol.getByLabel(text.labels.city).fill("Eindhoven");
  await enrol.getByRole("checkbox", { name: new RegExp(text.terms.link) }).check();
}

async function fillParticipant(
  page: Page,
  language: Language,
  position: number,
  name: string,
  email: string,
) {
  const { text, row } = words(language);
  const enrol = page.locator("#enrol");
  await enrol.getByLabel(row(text.labels.participantName, position)).fill(name);
  await enrol.getByLabel(row(text.labels.participantEmail, position)).fill(email);
}

async function screenshots(page: Page, name: string) {
  const folder = process.env.ENROLMENT_SHOTS;
  if (!folder) return;
  await mkdir(folder, { recursive: true });
  for (const [width, viewport] of Object.entries(viewports)) {
    await page.setViewportSize(viewport);
    await page.locator("#enrol").screenshot({ path: `${folder}/${name}-${width}.png` });
  }
}

describe.each(["en", "nl"] as const)("the enrolment form in %s, with JavaScript", (language) => {
  it("takes two named participants, the address in parts and a VAT ID; a wrong VAT ID is said and nothing is lost", async () => {
    const { text } = words(language);
    const { context, page } = await openPage(browser, language === "en" ? "desktop" : "phone");
    await page.goto(site.url(`${contactPaths[language].form}?course=${course}&run=${run}#enrol`));
    await waitForIsland(page, "EnrolmentForm");
    const enrol = page.locator("#enrol");
    const rows = enrol.locator("[data-participant-row]");
    // The rows follow the number: one once React runs (a busy machine takes seconds), then two.
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(1);
    await enrol.getByLabel(text.labels.participants).fill("2");
    await expect.poll(() => rows.count(), { timeout: 5_000 }).toBe(2);

    const booker = `Booker ${language} ${Date.now()}`;
    await fillBooker(page, language, booker, "NL12");
    await fillParticipant(page, language, 1, "Ada Lovelace", "ada@example.nl");
    await fillParticipant(page, language, 2, "Charles Babbage", "");
    await enrol.getByRole("button", { name: text.submit.idle }).click();
    await expect.poll(() => enrol.getByText(text.messages.vatIdPattern).count()).toBe(1);
    // Refused in the browser: every field as typed.
    expect(
      await enrol.getByLabel(fill(text.labels.participantName, { position: 2 })).inputValue(),
    ).toBe("Charles Babbage");
    expect(await enrol.getByLabel(text.labels.street).inputValue()).toBe("Kerkstraat 1");
    await screenshots(page, `form-${language}-refused`);

    await enrol.getByLabel(`${text.labels.vatId} (${text.optional})`).fill("NL123456789B01");
    await enrol.getByRole("button", { name: text.submit.idle }).click();
    await expect
      .poll(() => enrol.getByRole("status").textContent(), { timeout: 15_000 })
      .toContain(fill(text.sent, { course: "", run: "" }).slice(0, 12));
    const record = (await stored(booker))?.details;
    expect(record?.participantList).toEqual([
      { name: "Ada Lovelace", email: "ada@example.nl" },
      { name: "Charles Babbage" },
    ]);
    expect(record?.participants).toBe(2);
    expect(record?.buyerAddress).toEqual({
      street: "Kerkstraat 1",
      postalCode: "5611 AH",
      city: "Eindhoven",
      country: "NL",
    });
    expect(record?.vatId).toBe("NL123456789B01");
    await expect
      .poll(() => site.mail?.received.some((mail) => mail.includes("Charles Babbage")), {
        timeout: 20_000,
      })
      .toBe(true);
    await context.close();
  });

  it("asks for no date yet without obligation: its own button and words, no total, and it says so when sent", async () => {
    const { text } = words(language);
    const { context, page } = await openPage(browser, "desktop");
    await page.goto(site.url(`${contactPaths[language].form}?course=${course}&run=none#enrol`));
    await waitForIsland(page, "EnrolmentForm");
    const enrol = page.locator("#enrol");
    await screenshots(page, `form-${language}`);
    await expect
      .poll(() => enrol.getByRole("button", { name: text.request.idle }).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    // Both buttons stand until the island has hydrated (no script: the visitor picks one).
    await expect
      .poll(() => enrol.getByRole("button", { name: text.submit.idle }).count(), {
        timeout: 15_000,
      })
      .toBe(0);
    expect(await enrol.locator("[data-enrolment-total]").innerText()).toBe(text.request.note);
    const booker = `Requester ${language} ${Date.now()}`;
    await fillBooker(page, language, booker, "");
    await fillParticipant(page, language, 1, "Grace Hopper", "");
    await enrol.getByRole("button", { name: text.request.idle }).click();
    await expect
      .poll(() => enrol.getByRole("status").textContent(), { timeout: 15_000 })
      .toContain(text.request.thanks.split("{course}")[0]);
    expect((await stored(booker))?.details.isRequest).toBe(true);
    await context.close();
  });
});

describe("the enrolment form without JavaScript", () => {
  it("has a fixed set of rows and both buttons; a missing name is said, Back keeps every field, and the corrected form is taken", async () => {
    const { text } = words("en");
    const { context, page } = await openPage(browser, "desktop", { javaScriptEnabled: false });
    await page.goto(site.url(`${contactPaths.en.form}#enrol`));
    const enrol = page.locator("#enrol");
    expect(await enrol.locator("[data-participant-row]").count()).toBe(6);
    expect(await enrol.getByRole("button", { name: text.request.idle }).count()).toBe(1);
    await screenshots(page, "form-en-no-script");
    await enrol.locator("select[name='choice']").selectOption(`${course}|${run}`);
    const booker = `No Script Booker ${Date.now()}`;
    await fillBooker(page, "en", booker, "BE0123456789");
    await enrol.getByLabel(text.labels.participants).fill("2");
    await fillParticipant(page, "en", 1, "Ada Lovelace", "ada@example.nl");
    await enrol.getByRole("button", { name: text.submit.idle }).click();
    await page.waitForURL((url) => url.pathname === contactPaths.en.enrolled);
    const refusal = await page.locator("main, body").first().innerText();
    expect(refusal).toContain(
      fill(text.participantProblem, {
        position: 2,
        message: dictionaries.en.form.messages.nameRequired,
      }),
    );
    expect(await stored(booker)).toBeUndefined();

    await page.goBack();
    expect(
      await enrol.getByLabel(fill(text.labels.participantName, { position: 1 })).inputValue(),
    ).toBe("Ada Lovelace");
    expect(await enrol.getByLabel(text.labels.city).inputValue()).toBe("Eindhoven");
    await fillParticipant(page, "en", 2, "Charles Babbage", "charles@example.nl");
    await enrol.getByRole("button", { name: text.submit.idle }).click();
    await page.waitForURL((url) => url.pathname === contactPaths.en.enrolled && url.search !== "");
    const record = (await stored(booker))?.details;
    expect(record?.participantList?.map((each) => each.name)).toEqual([
      "Ada Lovelace",
      "Charles Babbage",
    ]);
    expect(record?.vatId).toBe("BE0123456789");
    await context.close();
  });

  it("is in the built HTML with every field Netlify Forms must know, the total's rule and the privacy line", async () => {
    for (const language of ["en", "nl"] as const) {
      const html = await site.html(contactPaths[language].form);
      const form = html.slice(html.indexOf('name="enrolment"'));
      for (const field of [
        "participantName",
        "participantEmail",
        "street",
        "postalCode",
        "city",
        "country",
        "invoiceEmail",
        "vatId",
        "intent",
      ]) {
        expect(form, field).toContain(`name="${field}"`);
      }
      const { text } = words(language);
      expect(form).toContain(text.totalRule);
      expect(form).toContain(language === "en" ? "privacy notice" : "privacyverklaring");
    }
  });
});

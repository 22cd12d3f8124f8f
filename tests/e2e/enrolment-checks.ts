import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { runKey } from "#src/training/course-enquiry.server.ts";
import { formatDateRange } from "#src/training/course-format.ts";
import { endDate } from "#src/training/course-runs.ts";
import { contactPaths } from "#src/routing/fixed-paths.ts";
import { coursePath, enrolPath, runCalendarPath } from "#src/routing/paths.server.ts";
import type { CourseRun } from "#src/content/schema/course-schema.ts";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import type { EnrolmentRecord } from "#server/mail/enrolment-mails.ts";
import type { MailServer } from "#tests/support/mail-server.ts";
import { fillParticipantAndAddress } from "#tests/support/enrolment-fields.ts";
import { findJsonLd, findTags } from "#scripts/html-tags.ts";
import { openPage, waitForIsland, waitForPageReady } from "./browser.ts";
import type { TestSite } from "./test-site.ts";

/**
 * Enrolment as a buyer does it, on the catalogue's test site (one build for
 * both: tests/e2e/catalogue.test.ts calls this): a run of Docker within the
 * 14-day withdrawal period and one after it. Mail goes to a test SMTP server;
 * the stored record is read with `npm run enquiries`.
 */
export interface EnrolmentSetting {
  site: () => TestSite;
  browser: () => Browser;
  mail: () => MailServer;
  /** Docker's runs: `soon` starts within 14 days, `later` after them. */
  runs: { soon: CourseRun; later: CourseRun };
  days: number;
  /** Docker's fee per participant and the company's VAT rate (fees exclusive of VAT). */
  fee: number;
  vatRate: number;
}

export function describeEnrolment(setting: EnrolmentSetting) {
  const { runs } = setting;
  const docker = { days: setting.days };
  const en = dictionaries.en.form.enrolment;
  const nl = dictionaries.nl.form.enrolment;

  const datesOf = (run: CourseRun, lang: "en" | "nl" = "en") =>
    formatDateRange(run.start, endDate(run.start, docker.days), lang);

  /** What `npm run enquiries -- --enrolments --json` lists. */
  type StoredEnrolment = { name: string; message: string; details: EnrolmentRecord };

  async function enrolments(): Promise<StoredEnrolment[]> {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["server/enquiries/cli.ts", "--enrolments", "--json"],
      { env: { ...process.env, DATA_DIR: setting.site().dataDir } },
    );
    return JSON.parse(stdout);
  }

  /** A received mail as text: quoted-printable bodies decoded (dates hold an en dash). */
  function decoded(message: string): string {
    const bytes = message
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      );
    return Buffer.from(bytes, "latin1").toString("utf8");
  }

  /** The mails received so far that contain `text`. */
  /**
   * The first mail holding every one of `texts`, once it has arrived. (Waiting
   * for any mail with one of them, then looking for the rest, raced: the
   * owner's notification carries the run's dates too and often came first.)
   */
  async function mailWith(...texts: string[]): Promise<string | undefined> {
    const find = () =>
      setting
        .mail()
        .received.map(decoded)
        .find((mail) => texts.every((text) => mail.includes(text)));
    await expect.poll(() => find() !== undefined, { timeout: 20_000 }).toBe(true);
    return find();
  }

  async function fillParticipant(page: Page, name: string, labels = dictionaries.en.form.labels) {
    const form = page.locator("#enrol");
    await form.getByLabel(labels.name, { exact: true }).fill(name);
    await form.getByLabel(labels.email, { exact: true }).fill("ada@example.nl");
    await form.getByLabel(labels.phone, { exact: true }).fill("+31 40 123 4567");
  }

  describe("enrolment in a run", () => {
    it("opens from a run's Enroll link with the course and the run chosen", async () => {
      const { context, page } = await openPage(setting.browser(), "desktop");
      await page.goto(setting.site().url(coursePath({ urlSlug: "devops" }, { urlSlug: "docker" })));
      await waitForPageReady(page);
      await page
        .locator("section[aria-labelledby='dates-heading'] li")
        .filter({ hasText: datesOf(runs.later) })
        .getByRole("link", { name: /Enroll/ })
        .click();
      await page.waitForURL((url) => url.pathname === "/contact" && url.hash === "#enrol");
      const choice = page.locator("#enrol select[name='choice']");
      await expect.poll(() => choice.inputValue()).toBe(`devops/docker|${runKey(runs.later)}`);
      await context.close();
    });

    it("is reached from the fee card and from the finder, the course chosen and no date yet", async () => {
      const href = enrolPath({ slug: "devops" }, { slug: "docker" }, "en", "none").replaceAll(
        "&",
        "&amp;",
      );
      const feeCard = (
        await setting.site().html(coursePath({ urlSlug: "devops" }, { urlSlug: "docker" }))
      ).split('aria-labelledby="fee-heading"')[1];
      expect(feeCard).toContain(`href="${href}"`);
      expect(await setting.site().html("/training")).toContain(`href="${href}"`);
    });

    it("a private person, with JavaScript: the express request for any run with dates, a receipt with the terms and the withdrawal form", async () => {
      const { context, page } = await openPage(setting.browser(), "phone");
      await page.goto(
        setting.site().url(`/contact?course=devops/docker&run=${runKey(runs.later)}#enrol`),
      );
      await waitForIsland(page, "EnrolmentForm");
      const form = page.locator("#enrol");
      const express = form.locator("input[name='express']");
      const choice = form.locator("select[name='choice']");
      // Six weeks out, it may still start within the 14 days that run from our confirmation.
      await expect.poll(() => express.isDisabled()).toBe(false);
      await choice.selectOption("devops/docker|none");
      await expect.poll(() => express.isDisabled()).toBe(true);
      await choice.selectOption(`devops/docker|${runKey(runs.soon)}`);
      await expect.poll(() => express.isDisabled()).toBe(false);

      // Nothing filled in: the form says what is missing and sends nothing.
      await form.getByRole("button", { name: en.submit.idle }).click();
      await expect.poll(() => form.getByText(en.messages.termsRequired).count()).toBeGreaterThan(0);
      expect(await form.getByText(en.messages.buyerRequired).count()).toBeGreaterThan(0);

      const name = `Private Person ${Date.now()}`;
      await fillParticipant(page, name);
      await form.getByRole("radio", { name: en.buyers.private }).check();
      await fillParticipantAndAddress(form, "en", name);
      await express.check();
      await form.getByLabel(en.labels.remarks, { exact: false }).fill("SECRET-REMARK please");
      await form.getByRole("checkbox", { name: /I accept the course terms/ }).check();
      await form.getByRole("button", { name: en.submit.idle }).click();
      await expect.poll(() => form.getByRole("status").textContent()).toContain(datesOf(runs.soon));

      const [record] = (await enrolments()).filter((row) => row.name === name);
      const details = record?.details;
      if (!details) throw new Error(`no enrolment stored for ${name}`);
      expect(details.course.key).toBe("devops/docker");
      expect(details.run).toMatchObject({
        key: runKey(runs.soon),
        start: runs.soon.start,
        mode: runs.soon.mode,
      });
      expect(details.buyer).toBe("private");
      expect(details.consents.expressRequest?.at).toBeTruthy();
      expect(details.price.shown).toContain("€");
      expect(record?.message).toBe("SECRET-REMARK please");

      const receipt = await mailWith("\r\nTo: ada@example.nl", datesOf(runs.soon));
      expect(receipt).toBeDefined();
      expect(receipt).toContain("Model withdrawal form");
      expect(receipt).toContain("Who is who");
      expect(receipt).not.toContain("SECRET-REMARK");
      const owner = await mailWith("\r\nTo: owner@example.nl", name);
      expect(owner).toContain("SECRET-REMARK please");
      await context.close();
    });

    it("a business, without JavaScript: lands on the (waiting-list) thank-you page that names the course and the run, and gets no withdrawal form", async () => {
      const { context, page } = await openPage(setting.browser(), "desktop", {
        javaScriptEnabled: false,
      });
      await page.goto(setting.site().url("/contact#enrol"));
      const form = page.locator("#enrol");
      await form
        .locator("select[name='choice']")
        .selectOption(`devops/docker|${runKey(runs.later)}`);
      const name = `Business Buyer ${Date.now()}`;
      await fillParticipant(page, name);
      await form.getByRole("radio", { name: en.buyers.business }).check();
      await form.getByLabel(en.labels.company).fill("Example B.V.");
      await fillParticipantAndAddress(form, "en", name);
      await form.getByRole("checkbox", { name: /I accept the course terms/ }).check();
      await form.getByRole("button", { name: en.submit.idle }).click();
      // The later run has no places (capacity 0): its thank-you page is the waiting list's.
      await page.waitForURL((url) => url.pathname === contactPaths.en.waiting);
      expect(await page.locator("h1").innerText()).toBeTruthy();
      const [record] = (await enrolments()).filter((row) => row.name === name);
      expect(record?.details.company).toBe("Example B.V.");
      expect(record?.details.consents.expressRequest).toBeUndefined();
      const receipt = await mailWith(datesOf(runs.later), "Subject: Your enrollment");
      expect(receipt).toBeDefined();
      expect(receipt).not.toContain("Model withdrawal form");
      await context.close();
    });

    it("the thank-you page names the course and the run when the page script runs", async () => {
      const { context, page } = await openPage(setting.browser(), "desktop");
      await page.goto(
        setting
          .site()
          .url(
            `${contactPaths.en.enrolled}?course=Docker&run=${encodeURIComponent(datesOf(runs.later))}`,
          ),
      );
      await expect.poll(() => page.locator("[data-enrolment-summary]").isVisible()).toBe(true);
      expect(await page.locator("[data-enrolment-summary]").innerText()).toContain(
        datesOf(runs.later),
      );
      await context.close();
    });

    it.each([
      [
        "en",
        contactPaths.en.form,
        "en-GB",
        new RegExp(
          `^Total for 3 participants: (.+) incl\\. ${setting.vatRate}% VAT \\((.+) excl\\. VAT\\)$`,
        ),
      ],
      [
        "nl",
        contactPaths.nl.form,
        "nl-NL",
        new RegExp(
          `^Totaal voor 3 deelnemers: (.+) incl\\. ${setting.vatRate}% btw \\((.+) excl\\. btw\\)$`,
        ),
      ],
    ] as const)(
      "shows the total for the participants chosen right above the button that says it binds to pay (%s)",
      async (lang, address, locale, pattern) => {
        const words = dictionaries[lang].form.enrolment;
        const { context, page } = await openPage(setting.browser(), "phone");
        await page.goto(
          setting.site().url(`${address}?course=devops/docker&run=${runKey(runs.soon)}#enrol`),
        );
        const form = page.locator("#enrol");
        const button = form.getByRole("button", {
          name:
            lang === "en"
              ? "Enroll with obligation to pay"
              : "Inschrijven met betalingsverplichting",
        });
        const lineAbove = () =>
          button.evaluate((element) => element.previousElementSibling?.textContent ?? "");
        // Before the island runs (and without JavaScript): how the total is made.
        expect(await lineAbove()).toBe(words.totalRule);
        await waitForIsland(page, "EnrolmentForm");
        await form.getByLabel(words.labels.participants).fill("3");
        await expect.poll(lineAbove).toMatch(pattern);
        const [, incl = "", excl = ""] = (await lineAbove()).match(pattern) ?? [];
        const euro = (amount: number) =>
          new Intl.NumberFormat(locale, {
            style: "currency",
            currency: "EUR",
            // Always with cents, whole amounts too (review 2.4).
            minimumFractionDigits: 2,
            maximumFractionDigits: 2,
          }).format(amount);
        const inclPerParticipant = Math.round(setting.fee * (100 + setting.vatRate)) / 100;
        expect(incl).toBe(euro(Math.round(inclPerParticipant * 3 * 100) / 100));
        expect(excl).toBe(euro(setting.fee * 3));
        // Not a number of participants: back to the rule, no made-up total.
        await form.getByLabel(words.labels.participants).fill("0");
        await expect.poll(lineAbove).toBe(words.totalRule);
        await context.close();
      },
    );

    it("speaks Dutch on the Dutch contact page and refuses bad input in Dutch, storing nothing", async () => {
      const html = await setting.site().html(contactPaths.nl.form);
      expect(html).toContain(nl.title);
      expect(html).toContain(nl.labels.choice);
      const before = (await enrolments()).length;
      const response = await fetch(setting.site().url(contactPaths.nl.enrolled), {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          "form-name": "enrolment",
          language: "nl",
          choice: "devops/docker|none",
          name: "A",
          email: "geen-adres",
          phone: "+31 40 123 4567",
          buyer: "business",
        }).toString(),
        redirect: "manual",
      });
      expect(response.status).toBe(400);
      const page = await response.text();
      expect(page).toContain(nl.messages.termsRequired);
      expect(page).toContain(nl.messages.companyRequired);
      expect(page).toContain(dictionaries.nl.form.messages.nameTooShort);
      expect((await enrolments()).length).toBe(before);
    });

    it("is a Netlify form in the built HTML: name, hidden form-name, honeypot", async () => {
      const html = await setting.site().html(contactPaths.en.form);
      const form = findTags(html, ["form"]).find((tag) => tag.attributes.name === "enrolment");
      expect(form?.attributes).toMatchObject({
        "data-netlify": "true",
        "netlify-honeypot": "bot-field",
        action: contactPaths.en.enrolled,
      });
      expect(html).toContain('<input type="hidden" name="form-name" value="enrolment"/>');
    });

    it("points each run's offer in the structured data at its enrolment address", async () => {
      const html = await setting
        .site()
        .html(coursePath({ urlSlug: "devops" }, { urlSlug: "docker" }));
      const course = findJsonLd(html).find((data) => data?.["@type"] === "Course") as {
        hasCourseInstance: { startDate: string; offers?: { url: string } }[];
      };
      for (const run of [runs.soon, runs.later]) {
        const instance = course.hasCourseInstance.find((item) => item.startDate === run.start);
        const address = enrolPath({ slug: "devops" }, { slug: "docker" }, "en", runKey(run));
        const url = new URL(instance?.offers?.url ?? "http://missing.invalid/");
        expect(url.pathname + url.search + url.hash).toBe(address);
      }
    });

    it("offers each run as a calendar file (RFC 5545) with its dates, title, place and page", async () => {
      const response = await fetch(
        setting
          .site()
          .url(runCalendarPath({ slug: "devops" }, { slug: "docker" }, runKey(runs.later))),
      );
      expect(response.headers.get("content-type")).toMatch(/^text\/calendar/);
      const text = await response.text();
      const lines = text.split("\r\n");
      expect(lines[0]).toBe("BEGIN:VCALENDAR");
      expect(lines).toContain(`DTSTART;VALUE=DATE:${runs.later.start.replaceAll("-", "")}`);
      const dayAfterEnd = new Date(`${endDate(runs.later.start, docker.days)}T00:00:00Z`);
      dayAfterEnd.setUTCDate(dayAfterEnd.getUTCDate() + 1);
      expect(lines).toContain(
        `DTEND;VALUE=DATE:${dayAfterEnd.toISOString().slice(0, 10).replaceAll("-", "")}`,
      );
      expect(lines.find((line) => line.startsWith("SUMMARY:"))).toMatch(/Docker/);
      expect(lines).toContain(
        `LOCATION:${runs.later.mode === "online" ? "Online" : runs.later.location}`,
      );
      expect(lines.find((line) => line.startsWith("URL:"))).toMatch(/\/training\/devops\/docker$/);
      expect(lines.every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    });
  });
}

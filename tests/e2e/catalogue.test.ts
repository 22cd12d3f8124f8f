import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyIn } from "#src/content/company.server.ts";
import { runKey } from "#src/training/course-enquiry.server.ts";
import {
  feeText,
  formatCourseFacts,
  formatDate,
  formatDateRange,
} from "#src/training/course-format.ts";
import { endDate } from "#src/training/course-runs.ts";
import { nextRunLabel } from "#src/training/next-run.server.ts";
import { courseEnquiryPath, coursePath, enrolPath } from "#src/routing/paths.server.ts";
import type { CourseRun } from "#src/content/schema/course-schema.ts";
import {
  allCourses,
  courseFacts,
  findCourse,
  trainingFamiliesIn,
} from "#src/content/training.server.ts";
import { threeMonthsAfter } from "#src/training/course-finder.ts";
import { availabilityNote, type RunAvailability } from "#src/training/run-availability.ts";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { launchBrowser, openPage, viewports, waitForPageReady } from "./browser.ts";
import { describeEnrolment } from "./enrolment-checks.ts";
import { axeViolations, describeViolations, withAxe } from "#tests/support/axe.ts";
import { type MailServer, startMailServer } from "#tests/support/mail-server.ts";
import { docker, psm, tdd, withScheduledRuns } from "#tests/support/test-content.ts";
import { buildTestSite, daysFromToday, type TestSite } from "./test-site.ts";
import { cents } from "#src/money/money.ts";

const company = companyIn("en");
const trainingFamilies = trainingFamiliesIn("en");

/**
 * Course runs, the course finder and the course data, on a site built from
 * the test content with runs (tests/support/test-content.ts: Docker, PSM and
 * TDD with runs dated from today, in every mode and both languages), the run's
 * one build of it. Fees are exclusive of VAT, as company.yml ships them.
 */
function courseOf(entry: { family: string; slug: string }) {
  const found = findCourse(entry.family, entry.slug);
  if (!found) throw new Error(`No course ${entry.family}/${entry.slug}`);
  return found;
}

function datesOf(entry: { family: string; slug: string }, run: CourseRun) {
  return formatDateRange(run.start, endDate(run.start, courseOf(entry).course.days ?? 1));
}

/** A question about a run: the contact form, its message written in. */
function enrolHref(entry: { family: string; slug: string }, run: CourseRun) {
  return `${courseEnquiryPath({ slug: entry.family }, { slug: entry.slug })}&run=${runKey(run)}`;
}

/** A run's Enroll link: the enrolment form, the course and the run chosen. */
function enrolFormHref(entry: { family: string; slug: string }, run: CourseRun) {
  return enrolPath({ slug: entry.family }, { slug: entry.slug }, "en", runKey(run));
}

const contactForm = (page: Page) => page.locator("#contact-form");

let site: TestSite;
let browser: Browser;
let mail: MailServer;

beforeAll(async () => {
  mail = await startMailServer();
  [site, browser] = await Promise.all([
    buildTestSite({
      // Enrolment's mails (describeEnrolment, below) go to a test SMTP server.
      serverEnv: { SMTP_URL: mail.url, NOTIFY_TO: "owner@example.nl" },
      edit: withScheduledRuns,
    }),
    launchBrowser(),
  ]);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await site?.remove();
  await mail?.close();
});

// On this site's runs of Docker: one within the 14-day withdrawal period, one after.
describeEnrolment({
  site: () => site,
  browser: () => browser,
  mail: () => mail,
  runs: { soon: docker.runs.soon, later: docker.runs.later },
  days: courseOf(docker).course.days ?? 1,
  // In euros: the checks reckon the totals on their own, from the course file's euros.
  fee: (courseOf(docker).course.feeCents ?? 0) / 100,
  vatRate: companyIn("en").vat.rate,
});

/** The JSON-LD of one @type in a built page. */
async function structuredData(pagePath: string, type: string) {
  const html = await site.html(pagePath);
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
    .map(([, json]) => JSON.parse(json ?? "null") as Record<string, unknown>)
    .find((data) => data?.["@type"] === type);
}

async function visit(
  pagePath: string,
  options: { viewport?: keyof typeof viewports; javaScript?: boolean; today?: string } = {},
) {
  const { context, page } = await openPage(browser, options.viewport ?? "desktop", {
    javaScriptEnabled: options.javaScript ?? true,
    reducedMotion: "reduce",
  });
  if (options.today) await page.clock.setFixedTime(new Date(`${options.today}T12:00:00`));
  await page.goto(site.url(pagePath), { waitUntil: "load" });
  if (options.javaScript ?? true) await waitForPageReady(page);
  return { context, page };
}

describe("upcoming dates on a course page", () => {
  it("lists only the runs to come, each with dates, mode, language, places and mark", async () => {
    const { context, page } = await visit(coursePath({ urlSlug: "devops" }, { urlSlug: "docker" }));
    const rows = page.locator("section[aria-labelledby='dates-heading'] li");
    expect(await rows.count()).toBe(2);
    const [soon, later] = [rows.nth(0), rows.nth(1)];
    expect(await soon.getAttribute("data-run-start")).toBe(docker.runs.soon.start);
    const soonText = await soon.innerText();
    expect(soonText).toContain(datesOf(docker, docker.runs.soon));
    expect(soonText).toContain("Classroom, Veldhoven · Taught in English");
    expect(soonText).toContain("Guaranteed to run");
    const laterText = await later.innerText();
    expect(laterText).toContain(datesOf(docker, docker.runs.later));
    expect(laterText).toContain("Online · Taught in Dutch");
    expect(laterText).toContain("Full: waiting list");
    expect(laterText).not.toContain("Guaranteed to run");
    // Places as they stand now (enrolments of the tests before count): the server's answer.
    const { runs } = (await (await fetch(site.url("/availability.json"))).json()) as {
      runs: Record<string, RunAvailability>;
    };
    const soonNow = runs[`devops/docker/${runKey(docker.runs.soon)}`];
    await expect
      .poll(() => soon.locator("[data-run-availability]").innerText())
      .toBe(availabilityNote(dictionaries.en.runs.availability, soonNow, "en"));
    // The page as built, before any enrolment: the places in all.
    const html = await site.html(coursePath({ urlSlug: "devops" }, { urlSlug: "docker" }));
    expect(html).toContain(">3 places left<");
    expect(html).toContain(">Full: waiting list<");
    // The past run is in no page text and no data: the build left it out.
    expect(html).not.toContain(docker.runs.past.start);
    expect(html).not.toContain(formatDate(docker.runs.past.start));
    await context.close();
  });

  it("gives every run an Enroll link that carries the course and the run", async () => {
    const { context, page } = await visit(coursePath({ urlSlug: "devops" }, { urlSlug: "docker" }));
    const links = page.locator("section[aria-labelledby='dates-heading'] li a:not([download])");
    expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute("href")))).toEqual([
      enrolFormHref(docker, docker.runs.soon),
      enrolFormHref(docker, docker.runs.later),
    ]);
    // Each names its run for screen readers: "Enroll: 12–14 December 2026".
    expect(await links.first().innerText()).toContain("Enroll");
    expect(await links.first().textContent()).toContain(datesOf(docker, docker.runs.soon));
    await context.close();
  });

  it("opens the enrolment form with the course and the run chosen", async () => {
    const { context, page } = await visit(coursePath({ urlSlug: "devops" }, { urlSlug: "docker" }));
    await page.locator("section[aria-labelledby='dates-heading'] li a").first().click();
    await page.waitForURL((url) => url.pathname === "/contact" && url.hash === "#enrol");
    const choice = page.locator("#enrol select[name='choice']");
    await expect.poll(() => choice.inputValue()).toBe(`devops/docker|${runKey(docker.runs.soon)}`);
    expect(await choice.locator("option:checked").innerText()).toContain(
      datesOf(docker, docker.runs.soon),
    );
    await context.close();
  });

  it.each([
    ["Docker", "online", docker, docker.runs.later, "online"],
    ["PSM", "classroom", psm, psm.runs.tomorrow, "classroom, Veldhoven"],
    ["PSM", "in-company", psm, psm.runs.far, "in-company"],
    ["TDD", "online", tdd, tdd.runs.far, "online"],
  ] as const)("prefills the message for a run of %s (%s)", async (_, __, entry, run, where) => {
    const { context, page } = await visit(enrolHref(entry, run));
    // The form's island fills the message in once it runs.
    await expect
      .poll(() => contactForm(page).getByLabel("Message").inputValue())
      .toContain(courseOf(entry).course.title);
    const message = await contactForm(page).getByLabel("Message").inputValue();
    expect(message).toContain(datesOf(entry, run));
    expect(message).toContain(`(${where}, in ${run.language === "en" ? "English" : "Dutch"})`);
    await context.close();
  });

  it("says a course without runs is planned on request, with enquiry and in-company links", async () => {
    const ansible = coursePath({ urlSlug: "devops" }, { urlSlug: "ansible" });
    const { context, page } = await visit(ansible);
    const dates = page.locator("section[aria-labelledby='dates-heading']");
    expect(await dates.innerText()).toContain("Dates are planned on request");
    expect(await dates.locator("li").count()).toBe(0);
    const enquiry = courseEnquiryPath({ slug: "devops" }, { slug: "ansible" });
    expect(await dates.getByRole("link", { name: "Ask for dates" }).getAttribute("href")).toBe(
      enquiry,
    );
    const inCompany = dates.getByRole("link", { name: "Ask about in-company training" });
    expect(await inCompany.getAttribute("href")).toBe(`${enquiry}&run=in-company`);
    await inCompany.click();
    await page.waitForURL((url) => url.pathname === "/contact");
    await expect
      .poll(() => contactForm(page).getByLabel("Message").inputValue())
      .toMatch(/^We would like Ansible.* as an in-company course/);
    await context.close();
  });

  it("hides a run that passed after the build, and keeps it without JavaScript", async () => {
    const psmPath = coursePath({ urlSlug: "scrum" }, { urlSlug: "psm" });
    const later = daysFromToday(3);
    const tomorrowRun = `[data-run-start="${psm.runs.tomorrow.start}"]`;

    const withScript = await visit(psmPath, { today: later });
    // Built with the run, hidden once the page runs on a later day.
    expect(await withScript.page.locator(`li${tomorrowRun}`).count()).toBe(1);
    await expect.poll(() => withScript.page.locator(`li${tomorrowRun}`).isHidden()).toBe(true);
    expect(
      await withScript.page.locator(`li[data-run-start="${psm.runs.far.start}"]`).isVisible(),
    ).toBe(true);
    // Where its "next date" stood, the run after it shows: on the hub, in the finder and in the menu.
    const farLabel = nextRunLabel(psm.runs.far.start);
    await withScript.page.goto(site.url("/training/scrum"), { waitUntil: "load" });
    await waitForPageReady(withScript.page);
    const hubCard = withScript.page
      .locator("main li")
      .filter({ hasText: courseOf(psm).course.card?.title ?? courseOf(psm).course.title });
    await expect.poll(() => hubCard.locator("[data-next-run]").innerText()).toBe(farLabel);
    await withScript.page.goto(site.url("/training"), { waitUntil: "load" });
    await waitForPageReady(withScript.page);
    const finderLine = withScript.page
      .locator("#find-a-course [data-finder-course]")
      .filter({ hasText: courseOf(psm).course.title });
    // With JavaScript the finder names the run after it.
    await expect.poll(() => finderLine.innerText()).toContain(nextRunLabel(psm.runs.far.start));
    expect(await finderLine.locator(`${tomorrowRun}:visible`).count()).toBe(0);
    const menuLines = withScript.page
      .locator("header nav[aria-label='Main'] a")
      .filter({ hasText: courseOf(psm).course.title })
      .locator("[data-next-run]");
    // The desktop menu's and the mobile menu's.
    expect(await menuLines.count()).toBe(2);
    for (const line of await menuLines.all()) {
      expect(await line.textContent()).toBe(farLabel);
    }
    await withScript.context.close();

    const withoutScript = await visit(psmPath, { today: later, javaScript: false });
    expect(await withoutScript.page.locator(`li${tomorrowRun}`).isVisible()).toBe(true);
    await withoutScript.context.close();
  });
});

describe("next dates", () => {
  const dockerNext = `Next date: ${formatDate(docker.runs.soon.start)}`;

  it("shows a course's next date on its hub, in the training overview and in the menu", async () => {
    const hub = await site.html("/training/devops");
    expect(hub).toContain(dockerNext);
    const training = await site.html("/training");
    expect(training).toContain(dockerNext);
    // The Training menu is on every page: here the about page.
    const { context, page } = await visit("/about");
    const menuItem = page
      .locator("header nav[aria-label='Main'] a")
      .filter({ hasText: courseOf(docker).course.title });
    expect(await menuItem.first().textContent()).toContain(dockerNext);
    await context.close();
  });

  it("shows no next date for a course without runs", async () => {
    const hub = await site.html("/training/devops");
    const main = hub.slice(hub.indexOf("<main"), hub.indexOf("</main>"));
    // One next date in the DevOps hub's content: Docker's.
    const shown = [...main.matchAll(/<[^>]*data-next-run=""[^>]*>([^<]*)</g)].map(
      ([, text]) => text,
    );
    expect(shown).toEqual([dockerNext]);
  });
});

describe("the course data", () => {
  it("gives a course with runs one CourseInstance per upcoming run, with its Offer", async () => {
    const data = await structuredData("/training/devops/docker", "Course");
    const feeCents = courseFacts(courseOf(docker).course)?.feeCents;
    const fee = feeCents === undefined ? undefined : feeCents / 100;
    expect(data?.courseWorkload).toBe(`PT${courseOf(docker).course.hours}H`);
    const offer = {
      "@type": "Offer",
      price: fee,
      priceCurrency: "EUR",
      priceSpecification: {
        "@type": "PriceSpecification",
        price: fee,
        priceCurrency: "EUR",
        valueAddedTaxIncluded: false,
      },
    };
    expect(data?.offers).toMatchObject(offer);
    const dockerDays = courseOf(docker).course.days ?? 1;
    expect(data?.hasCourseInstance).toEqual([
      expect.objectContaining({
        "@type": "CourseInstance",
        courseMode: "Onsite",
        startDate: docker.runs.soon.start,
        endDate: endDate(docker.runs.soon.start, dockerDays),
        inLanguage: "en",
        location: { "@type": "Place", name: "Veldhoven" },
        offers: expect.objectContaining(offer),
      }),
      expect.objectContaining({
        courseMode: "Online",
        startDate: docker.runs.later.start,
        endDate: endDate(docker.runs.later.start, dockerDays),
        inLanguage: "nl",
        location: expect.objectContaining({ "@type": "VirtualLocation" }),
      }),
    ]);
  });

  it("gives a course without runs no CourseInstance, and one without a fee no Offer", async () => {
    const ansible = await structuredData("/training/devops/ansible", "Course");
    expect(ansible).toBeDefined();
    expect(ansible?.hasCourseInstance).toBeUndefined();
    expect(ansible?.offers).toMatchObject({ priceSpecification: { valueAddedTaxIncluded: false } });
    const terraform = await structuredData("/training/devops/terraform", "Course");
    expect(terraform).toBeDefined();
    expect(terraform?.offers).toBeUndefined();
  });

  it("keeps an ItemList of every course on /training", async () => {
    const list = await structuredData("/training", "ItemList");
    expect(list?.itemListElement).toHaveLength(allCourses().length);
  });
});

describe("the course fee card", () => {
  it("names the VAT basis, the amount incl. VAT, and links the course terms", async () => {
    const { context, page } = await visit("/training/devops/docker");
    const card = page.locator("section[aria-labelledby='fee-heading']");
    const fee = feeText(courseFacts(courseOf(docker).course)?.feeCents ?? cents(0), company.vat);
    expect(await card.locator("[data-fact='fee']").innerText()).toBe(fee.amount);
    expect(await card.locator("[data-fact='vat-basis']").innerText()).toBe("excl. VAT");
    expect(await card.locator("[data-fact='fee-with-vat']").innerText()).toBe(fee.withVat);
    await card.getByRole("link", { name: "course terms" }).click();
    await page.waitForURL((url) => url.pathname === "/course-terms");
    await expect.poll(() => page.locator("h1").innerText()).toMatch(/terms/i);
    await context.close();
  });
});

describe("the course terms in the contact form", () => {
  it("links the terms for a course enquiry, and only then", async () => {
    const { context, page } = await visit(enrolHref(docker, docker.runs.soon));
    const form = contactForm(page);
    expect(await form.getByRole("link", { name: "course terms" }).getAttribute("href")).toBe(
      "/course-terms",
    );
    await page.goto(site.url("/contact"), { waitUntil: "load" });
    await waitForPageReady(page);
    expect(await form.getByRole("link", { name: "course terms" }).count()).toBe(0);
    await context.close();
  });
});

/** The finder's courses in the order shown. */
async function shownTitles(page: Page): Promise<string[]> {
  return page
    .locator("#find-a-course [data-finder-course] a:not([href$='#enrol'])")
    .evaluateAll((links) => links.map((link) => link.textContent?.trim() ?? ""));
}

const courses = allCourses().map(({ family, course }) => ({
  title: course.title,
  family: family.slug,
  days: course.days,
  // Whole euros, as the finder's maximum is typed.
  fee: course.feeCents === undefined ? undefined : course.feeCents / 100,
}));
const titlesWhere = (keep: (course: (typeof courses)[number]) => boolean) =>
  courses
    .filter(keep)
    .map((course) => course.title)
    .sort();
const titleOf = (entry: { family: string; slug: string }) => courseOf(entry).course.title;

describe("Find a course, with JavaScript", () => {
  let page: Page;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const opened = await visit("/training");
    page = opened.page;
    close = () => opened.context.close();
  });
  afterAll(async () => {
    await close?.();
  });

  const finder = () => page.locator("#find-a-course");
  const count = () => finder().getByRole("status").innerText();
  const query = () => new URL(page.url()).search;

  async function expectShown(titles: string[], inOrder = false) {
    await expect
      .poll(async () => {
        const shown = await shownTitles(page);
        return inOrder ? shown : shown.toSorted();
      })
      .toEqual(inOrder ? titles : titles.toSorted());
    expect(await count()).toBe(`${titles.length} ${titles.length === 1 ? "course" : "courses"}`);
  }

  async function reset() {
    await page.goto(site.url("/training"), { waitUntil: "load" });
    await waitForPageReady(page);
  }

  it("lists every course by next date, each with its family, facts with VAT basis and next date", async () => {
    const byDate = [titleOf(psm), titleOf(docker), titleOf(tdd)];
    await expectShown(courses.map((course) => course.title));
    expect((await shownTitles(page)).slice(0, 3)).toEqual(byDate);
    const lines = await finder()
      .locator("[data-finder-course]")
      .evaluateAll((items) => items.map((item) => item.textContent ?? ""));
    for (const line of lines) expect(line).toMatch(/excl\. VAT|Dates and fee on request/);
    const dockerLine = finder()
      .locator("[data-finder-course]")
      .filter({ hasText: titleOf(docker) });
    expect(await dockerLine.innerText()).toContain("DevOps");
    expect(await dockerLine.innerText()).toContain(
      formatCourseFacts(courseFacts(courseOf(docker).course), company.vat),
    );
  });

  it.each([
    ["Training family", "scrum", "?family=scrum", titlesWhere((c) => c.family === "scrum")],
    ["Mode", "classroom", "?mode=classroom", [titleOf(docker), titleOf(psm)]],
    ["Mode", "online", "?mode=online", [titleOf(docker), titleOf(tdd)]],
    // Every course can be booked in-company.
    ["Mode", "in-company", "?mode=in-company", titlesWhere(() => true)],
    ["Language", "nl", "?language=nl", [titleOf(docker), titleOf(psm)]],
    ["Language", "en", "?language=en", [titleOf(docker), titleOf(psm), titleOf(tdd)]],
  ])("filters by %s %s", async (label, value, search, titles) => {
    await reset();
    await finder().getByLabel(label).selectOption(value);
    await expectShown(titles);
    expect(query()).toBe(search);
  });

  it.each([
    ["Maximum days", "2", "?maxDays=2", titlesWhere((c) => c.days !== undefined && c.days <= 2)],
    [
      "Maximum fee (€)",
      "499",
      "?maxFee=499",
      titlesWhere((c) => c.fee !== undefined && c.fee <= 499),
    ],
  ])("filters by %s %s", async (label, value, search, titles) => {
    await reset();
    await finder().getByLabel(label).fill(value);
    await expectShown(titles);
    expect(query()).toBe(search);
  });

  it("filters courses with a date in the next three months", async () => {
    await reset();
    // The five-month runs are past the three months.
    expect(tdd.runs.far.start > threeMonthsAfter(daysFromToday(0))).toBe(true);
    // check() also asserts the box shows its new state at once.
    await finder().getByLabel("Has a date in the next three months").check();
    await expectShown([titleOf(psm), titleOf(docker)], true);
    expect(query()).toBe("?soon=1");
  });

  it("sorts by fee, lowest first, courses without a fee last", async () => {
    await reset();
    await finder().getByLabel("Sort by").selectOption("fee");
    await expect.poll(query).toBe("?sort=fee");
    const byFee = courses
      .toSorted(
        (a, b) =>
          (a.fee ?? Number.POSITIVE_INFINITY) - (b.fee ?? Number.POSITIVE_INFINITY) ||
          a.title.localeCompare(b.title),
      )
      .map((course) => course.title);
    await expectShown(byFee, true);
    await finder().getByLabel("Sort by").selectOption("date");
    await expect.poll(query).toBe("");
    await expect
      .poll(async () => (await shownTitles(page)).slice(0, 3))
      .toEqual([titleOf(psm), titleOf(docker), titleOf(tdd)]);
  });

  it("says so when nothing matches", async () => {
    await reset();
    await finder().getByLabel("Training family").selectOption("scrum");
    await finder().getByLabel("Mode").selectOption("online");
    await expect.poll(count).toBe("0 courses");
    expect(await finder().innerText()).toContain("No course matches these filters");
  });

  it("keeps its state in the URL: shareable, kept on reload, one step back per change", async () => {
    await reset();
    await finder().getByLabel("Training family").selectOption("devops");
    await expect.poll(query).toBe("?family=devops");
    await finder().getByLabel("Mode").selectOption("online");
    await expect.poll(query).toBe("?family=devops&mode=online");
    await finder().getByLabel("Maximum days").fill("3");
    await expect.poll(query).toBe("?family=devops&mode=online&maxDays=3");
    await expectShown([titleOf(docker)]);

    await page.reload({ waitUntil: "load" });
    await waitForPageReady(page);
    await expectShown([titleOf(docker)]);
    expect(await finder().getByLabel("Training family").inputValue()).toBe("devops");
    expect(await finder().getByLabel("Mode").inputValue()).toBe("online");
    expect(await finder().getByLabel("Maximum days").inputValue()).toBe("3");

    await page.goBack();
    await expect.poll(query).toBe("?family=devops&mode=online");
    await expect.poll(() => finder().getByLabel("Maximum days").inputValue()).toBe("");
    await expectShown([titleOf(docker)]);
    await page.goBack();
    await expect.poll(query).toBe("?family=devops");
    await expect.poll(() => finder().getByLabel("Mode").inputValue()).toBe("");
    await expectShown(titlesWhere((c) => c.family === "devops"));

    // A shared link opens the same choice.
    await page.goto(site.url("/training?family=testing&sort=fee&soon=1"), { waitUntil: "load" });
    await waitForPageReady(page);
    await expect.poll(count).toBe("0 courses");
    await page.goto(site.url("/training?language=en&sort=fee"), { waitUntil: "load" });
    await waitForPageReady(page);
    await expectShown([titleOf(psm), titleOf(docker), titleOf(tdd)], true);
    expect(await finder().getByLabel("Sort by").inputValue()).toBe("fee");
  });

  it("takes a number typed key by key as one step back", async () => {
    await reset();
    await finder().getByLabel("Training family").selectOption("testing");
    await expect.poll(query).toBe("?family=testing");
    await finder().getByLabel("Maximum fee (€)").pressSequentially("1000");
    await expect.poll(query).toBe("?family=testing&maxFee=1000");
    await expectShown(titlesWhere((c) => c.family === "testing" && (c.fee ?? Infinity) <= 1000));
    await page.goBack();
    await expect.poll(query).toBe("?family=testing");
    await expect.poll(() => finder().getByLabel("Maximum fee (€)").inputValue()).toBe("");
  });
});

describe("Find a course, without JavaScript", () => {
  it("lists every course, grouped by family", async () => {
    const { context, page } = await visit("/training", { javaScript: false });
    const groups = page.locator("#find-a-course section");
    expect(await groups.count()).toBe(trainingFamilies.length);
    for (const family of trainingFamilies) {
      const group = groups.filter({ has: page.locator("h3", { hasText: family.menuTitle }) });
      const titles = await group
        .locator("[data-finder-course] a:not([href$='#enrol'])")
        .evaluateAll((links) => links.map((link) => link.textContent?.trim()));
      expect(titles.toSorted()).toEqual(titlesWhere((c) => c.family === family.slug));
    }
    expect(await page.locator("#find-a-course [data-finder-course]").count()).toBe(courses.length);
    await context.close();
  });
});

describe.each(Object.keys(viewports) as (keyof typeof viewports)[])(
  "axe at %s width",
  (viewport) => {
    async function violations(pagePath: string, act?: (page: Page) => Promise<void>) {
      const { context, page } = await openPage(browser, viewport, { reducedMotion: "reduce" });
      await withAxe(context);
      await page.goto(site.url(pagePath), { waitUntil: "load" });
      await waitForPageReady(page);
      await act?.(page);
      const violations = await axeViolations(page);
      await context.close();
      return describeViolations(violations);
    }

    it("the finder with filters applied has no violations", async () => {
      expect(
        await violations("/training?mode=online", async (page) => {
          await page.locator("#find-a-course").getByLabel("Maximum fee (€)").fill("1500");
          await expect.poll(() => new URL(page.url()).search).toContain("maxFee=1500");
        }),
      ).toEqual([]);
    });

    it("a course page with runs has no violations", async () => {
      expect(await violations("/training/devops/docker")).toEqual([]);
    });
  },
);

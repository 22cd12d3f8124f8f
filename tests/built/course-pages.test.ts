// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { companyIn } from "#src/content/company.server.ts";
import {
  formatCourseFacts,
  formatDays,
  formatFee,
  formatHours,
} from "#src/training/course-format.ts";
import { courseEnquiryPath, coursePath, enrolPath, hubPath } from "#src/routing/paths.server.ts";
import { allCourses, courseFacts, trainingFamiliesIn } from "#src/content/training.server.ts";
import { builtPage, mainOf, structuredData, textOf } from "#tests/e2e/built-page.ts";

const company = companyIn("en");
const trainingFamilies = trainingFamiliesIn("en");

/**
 * Every course page, hub and Training menu entry as the build wrote it,
 * compared with the content files it was built from (CONTENT_DIR, as for the
 * build). The expectations are the files' own values, formatted the way the
 * site formats them, so an owner's edit keeps this green while a template
 * that drops or garbles a fact fails it. Whether the content still matches
 * the original site is `npm run check:content-baseline`'s question.
 */
const courses = allCourses().map((entry) => ({
  ...entry,
  path: coursePath(entry.family, entry.course),
}));

describe("the content", () => {
  it("has courses to check", () => {
    expect(courses.length).toBeGreaterThan(0);
  });
});

describe.each(courses)("course page $path", ({ family, group, course, path }) => {
  const doc = builtPage(path);
  const main = mainOf(doc);
  const facts = courseFacts(course);
  const fact = (kind: string) => main.querySelector(`[data-fact="${kind}"]`);
  const factValue = (kind: string) => textOf(fact(kind)?.querySelector("dd"));

  it("has the course title as its one h1, the tagline beneath and the page title", () => {
    const headings = doc.querySelectorAll("h1");
    expect(headings).toHaveLength(1);
    expect(textOf(headings[0])).toBe(course.title);
    expect(textOf(headings[0]?.nextElementSibling)).toBe(course.tagline);
    expect(doc.title.startsWith(`${course.title} training | `), doc.title).toBe(true);
    expect(textOf(main.querySelector("[aria-labelledby='overview-heading'] > p"))).toBe(
      course.description,
    );
  });

  it("sits under Training and its hub in the breadcrumb trail", () => {
    const trail = doc.querySelector('nav[aria-label="Breadcrumb"]');
    const hrefs = [...(trail?.querySelectorAll("a") ?? [])].map((a) => a.getAttribute("href"));
    expect(hrefs).toEqual(["/", "/training", hubPath(family)]);
    expect(textOf(trail?.querySelector('[aria-current="page"]'))).toBe(course.title);
    expect(structuredData(doc, "BreadcrumbList")).toBeDefined();
  });

  if (facts) {
    it(`shows ${formatDays(facts.days)}, ${formatHours(facts.hours)} and the fee ${formatFee(facts.feeCents)}`, () => {
      // Whole texts: "2 days" must not pass for "12 days".
      expect(factValue("days")).toBe(formatDays(facts.days));
      expect(factValue("hours")).toBe(formatHours(facts.hours));
      expect(textOf(fact("fee"))).toBe(formatFee(facts.feeCents));
    });
  } else {
    it("says dates and fee are on request, and shows no fee, days or hours", () => {
      expect(textOf(fact("fee"))).toBe("Dates and fee on request");
      expect(fact("days")).toBeNull();
      expect(fact("hours")).toBeNull();
      expect(textOf(main)).not.toMatch(/€\s?\d/);
    });
  }

  it(course.certificate ? `awards "${course.certificate}"` : "shows no certificate", () => {
    if (course.certificate) expect(factValue("certificate")).toBe(course.certificate);
    else expect(fact("certificate")).toBeNull();
  });

  it(
    course.maxAttendees ? `takes at most ${course.maxAttendees} attendees` : "states no group size",
    () => {
      if (course.maxAttendees) {
        expect(factValue("attendees")).toBe(`Maximum ${course.maxAttendees} attendees`);
      } else {
        expect(fact("attendees")).toBeNull();
      }
    },
  );

  it("lists what the fee includes, in order", () => {
    const items = [...main.querySelectorAll("[aria-labelledby='fee-heading'] li")].map(textOf);
    expect(items).toEqual(course.included);
  });

  it("lists every module in order, numbered from 1", () => {
    const modules = [...main.querySelectorAll("[aria-labelledby='modules-heading'] li")];
    expect(modules.map((li) => textOf(li.querySelector("span:not([aria-hidden])")))).toEqual(
      course.modules,
    );
    expect(modules.map((li) => textOf(li.querySelector("span[aria-hidden]")))).toEqual(
      course.modules.map((_, index) => String(index + 1)),
    );
  });

  it(`shows every key benefit${course.benefitsAsText ? " as a line of text" : " as a card"}`, () => {
    const section = main.querySelector("#key-benefits");
    if (course.benefitsAsText) {
      expect([...(section?.querySelectorAll("[data-benefit]") ?? [])].map(textOf)).toEqual(
        course.benefits.map((benefit) => `${benefit.title}: ${benefit.description}`),
      );
      expect(section?.querySelectorAll("h3")).toHaveLength(0);
    } else {
      const cards = [...(section?.querySelectorAll("article") ?? [])];
      expect(cards.map((card) => textOf(card.querySelector("h3")))).toEqual(
        course.benefits.map((benefit) => benefit.title),
      );
      expect(cards.map((card) => textOf(card.querySelector("p")))).toEqual(
        course.benefits.map((benefit) => benefit.description),
      );
    }
  });

  it("leads Enroll Now to the enrolment form and Get Started to the contact form, naming the course", () => {
    const href = courseEnquiryPath(family, course);
    const enrol = facts ? "Enroll Now" : "Ask for Dates and Fee";
    const links = [...main.querySelectorAll("a")].filter((a) =>
      [enrol, "Get Started"].includes(textOf(a)),
    );
    expect(links.map(textOf).sort()).toEqual([enrol, "Get Started"].sort());
    for (const link of links) {
      // A course with a fee is enrolled in (no date chosen yet); one without is asked about.
      const expected =
        facts && textOf(link) === enrol ? enrolPath(family, course, "en", "none") : href;
      expect(link.getAttribute("href")).toBe(expected);
    }
  });

  it("carries Course structured data with its name, description, hours and offer", () => {
    const data = structuredData(doc, "Course") as {
      name: string;
      description: string;
      url: string;
      timeRequired?: string;
      educationalCredentialAwarded?: string;
      provider: { "@type": string; name: string };
      offers?: { "@type": string; price: unknown; priceCurrency: string };
    };
    expect(data.name).toBe(course.title);
    expect(data.description).toBe(course.description);
    expect(new URL(data.url).pathname).toBe(path);
    expect(data.provider).toMatchObject({ "@type": "Organization", name: company.name });
    expect(data.educationalCredentialAwarded).toBe(course.certificate);
    if (facts) {
      expect(data.timeRequired).toBe(`PT${facts.hours}H`);
      expect(data.offers).toMatchObject({
        "@type": "Offer",
        // In euros, as the course file writes the fee.
        price: facts.feeCents / 100,
        priceCurrency: "EUR",
      });
    } else {
      // We never state a price or a duration we do not have.
      expect(data).not.toHaveProperty("offers");
      expect(data).not.toHaveProperty("timeRequired");
    }
  });

  it("is listed on its hub, in its group, with its facts line and link", () => {
    const hub = builtPage(hubPath(family));
    const card = [...(hub.getElementById(group.id)?.querySelectorAll("article") ?? [])].find(
      (article) => article.querySelector(`a[href="${path}"]`),
    );
    expect(card, `a card linking ${path} in #${group.id}`).toBeDefined();
    const lines = [...(card?.querySelectorAll("p") ?? [])].map(textOf);
    expect(lines).toContain(formatCourseFacts(facts, company.vat));
  });
});

describe.each(trainingFamilies.map((family) => ({ ...family, path: hubPath(family) })))(
  "hub $path",
  (family) => {
    const doc = builtPage(family.path);
    const main = mainOf(doc);
    const familyCourses = family.groups.flatMap((group) => group.courses);

    it("has the family's title as its h1 and its tagline beneath", () => {
      const headings = doc.querySelectorAll("h1");
      expect(headings).toHaveLength(1);
      expect(textOf(headings[0])).toBe(family.title);
      expect(textOf(headings[0]?.nextElementSibling)).toBe(family.tagline);
    });

    it(family.theme ? `wears the ${family.theme} theme` : "wears the site's own colours", () => {
      expect(main.querySelector(".theme-blue") !== null).toBe(family.theme === "blue");
    });

    it("has a section per course group, titled, with its courses' cards in order", () => {
      for (const group of family.groups) {
        const section = doc.getElementById(group.id);
        expect(section, group.id).not.toBeNull();
        expect(textOf(section?.querySelector("h2"))).toBe(group.title);
        const cards = [...(section?.querySelectorAll("article") ?? [])];
        expect(cards.map((card) => card.querySelector("a")?.getAttribute("href"))).toEqual(
          group.courses.map((course) => coursePath(family, course)),
        );
        cards.forEach((card, index) => {
          const course = group.courses[index];
          if (!course) return;
          const title =
            family.hubLayout === "cards" ? (course.card?.title ?? course.title) : course.title;
          expect(textOf(card.querySelector("h3"))).toBe(title);
          if (family.hubLayout === "cards") {
            expect([...card.querySelectorAll("ul li")].map(textOf)).toEqual(
              course.card?.features ?? [],
            );
          }
        });
      }
    });

    if (family.hubLayout === "sections")
      it("links each group from an in-page navigation, in order", () => {
        const nav = main.querySelector("nav:not([aria-label='Breadcrumb'])");
        const links = [...(nav?.querySelectorAll("a") ?? [])];
        expect(links.map((a) => a.getAttribute("href"))).toEqual(
          family.groups.map((group) => `#${group.id}`),
        );
        links.forEach((link, index) => {
          expect(textOf(link.querySelector("span > span"))).toBe(family.groups[index]?.title);
        });
      });

    it("carries an ItemList of its courses, in order", () => {
      const list = structuredData(doc, "ItemList") as { itemListElement: { url: string }[] };
      expect(list.itemListElement.map((item) => new URL(item.url).pathname)).toEqual(
        familyCourses.map((course) => coursePath(family, course)),
      );
    });

    it("is the Training menu's entry for the family, listing each of its courses", () => {
      // The menu is in the built HTML of every page, closed; the home page's is checked.
      const entry = [...builtPage("/").querySelectorAll("#menu-training details")].find(
        (details) => textOf(details.querySelector("summary")) === family.menuTitle,
      );
      expect(entry, "the family's entry in the Training menu").toBeDefined();
      const links = [...(entry?.querySelectorAll("a") ?? [])];
      // The family's overview, then each course, which opens its hub at the course's group.
      expect(links.map((a) => a.getAttribute("href"))).toEqual([
        family.path,
        ...family.groups.flatMap((group) => group.courses.map(() => `${family.path}#${group.id}`)),
      ]);
      expect(links.slice(1).map(textOf)).toEqual(familyCourses.map((course) => course.title));
    });
  },
);

// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { courseEnquiryMessage as messageFor } from "~/content/course-enquiry.server";
import { findCourse } from "~/content/training.server";
const courseEnquiryMessage = (family: string, slug: string) => {
  const found = findCourse(family, slug);
  return found && messageFor(found.course);
};
import { type SpecCourse, specCourses, specHubs } from "../fixtures/course-facts";

/**
 * Every course fact of the spec, checked in the prerendered HTML the site
 * ships (no browser, no server: the build's files are read). Facts come from
 * the hand-written fixture, never from app/content.
 */
const client = path.resolve(process.env.BUILD_DIR ?? "build", "client");

function load(pagePath: string): Document {
  const html = readFileSync(path.join(client, pagePath, "index.html"), "utf8");
  return new DOMParser().parseFromString(html, "text/html");
}

/** The page's visible text: scripts and JSON-LD removed, whitespace collapsed. */
function pageText(doc: Document): string {
  const body = doc.body.cloneNode(true) as HTMLElement;
  for (const script of body.querySelectorAll("script, style, template")) script.remove();
  return squash(body.textContent ?? "");
}

function squash(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

function textOf(element: Element | null | undefined): string {
  return squash(element?.textContent ?? "");
}

function jsonLd(doc: Document): Record<string, unknown>[] {
  return [...doc.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
    JSON.parse(script.textContent ?? "null"),
  );
}

function feeNumber(fee: string): number {
  return Number(fee.replace(/[€,]/g, ""));
}

describe("the fixture", () => {
  it("lists the spec's 27 courses, each once", () => {
    expect(specCourses).toHaveLength(27);
    const ids = specCourses.map((c) => `${c.family}/${c.slug}`);
    expect(new Set(ids).size).toBe(27);
  });
});

describe.each(specCourses.map((course) => [`${course.family}/${course.slug}`, course] as const))(
  "course page %s",
  (id, spec: SpecCourse) => {
    const doc = load(`training/${id}`);
    const text = pageText(doc);
    const lower = text.toLowerCase();
    const fact = (kind: string) => doc.querySelector(`[data-fact="${kind}"]`);

    it("has the course title as its one h1", () => {
      const headings = doc.querySelectorAll("h1");
      expect(headings).toHaveLength(1);
      expect(textOf(headings[0]).toLowerCase()).toBe(spec.title.toLowerCase());
    });

    it("shows the duration in days and the hours", () => {
      expect(textOf(fact("days"))).toContain(`${spec.days} days`);
      expect(textOf(fact("hours"))).toContain(`${spec.hours} hours`);
      expect(text).toContain(`${spec.days} days`);
      expect(text).toContain(`${spec.hours} hours`);
    });

    it(
      spec.certificate
        ? `shows the certificate label "${spec.certificate}"`
        : "shows no certificate label",
      () => {
        const certificate = fact("certificate");
        if (spec.certificate === null) {
          expect(certificate).toBeNull();
          return;
        }
        expect(certificate?.querySelector("dd")?.textContent?.trim().toLowerCase()).toBe(
          spec.certificate.toLowerCase(),
        );
        expect(lower).toContain(spec.certificate.toLowerCase());
      },
    );

    it(`shows the fee ${spec.fee} in the Course Fee card`, () => {
      expect(textOf(fact("fee"))).toBe(spec.fee);
      expect(text).toContain(spec.fee);
    });

    it("lists three included items, with everything the spec says the fee includes", () => {
      const items = [...doc.querySelectorAll('[aria-labelledby="fee-heading"] li')].map((li) =>
        textOf(li).toLowerCase(),
      );
      expect(items).toHaveLength(3);
      for (const included of spec.included) {
        expect(
          items.some((item) => item.includes(included.toLowerCase())),
          `"${included}" among ${items.join(", ")}`,
        ).toBe(true);
      }
      // Where the spec lists all three, they are exactly the three shown.
      if (spec.included.length === 3) {
        expect(items).toEqual(spec.included.map((item) => item.toLowerCase()));
      }
    });

    it("lists six numbered modules, the spec's where it shows them", () => {
      const list = doc.querySelector('[aria-labelledby="modules-heading"] ol');
      // Each item: a decorative number badge (aria-hidden) and the module's name.
      const modules = [...(list?.querySelectorAll("li") ?? [])].map((li) =>
        textOf(li.querySelector("span:not([aria-hidden])")),
      );
      expect(modules).toHaveLength(6);
      if (spec.modules) expect(modules).toEqual(spec.modules);
    });

    it("shows three key benefits, the spec's where it shows them", () => {
      const section = doc.querySelector("#key-benefits");
      const titles = [...(section?.querySelectorAll("h3") ?? [])].map(textOf);
      const lines = [...(section?.querySelectorAll("[data-benefit]") ?? [])].map(textOf);
      if (spec.slug === "istqb-foundation") {
        // Plain text lines, not a grid of cards.
        expect(titles).toHaveLength(0);
        expect(lines).toHaveLength(3);
      } else {
        expect(titles).toHaveLength(3);
      }
      if (spec.benefits) expect(titles).toEqual(spec.benefits);
    });

    if (spec.maxAttendees) {
      it(`shows its maximum of ${spec.maxAttendees} attendees`, () => {
        expect(lower).toContain(`maximum ${spec.maxAttendees} attendees`);
      });
    }

    it("leads Enroll Now and Get Started to /contact naming the course", () => {
      const href = `/contact?course=${id}`;
      const links = [...doc.querySelectorAll("a")].filter((a) =>
        ["Enroll Now", "Get Started"].includes(textOf(a)),
      );
      expect(links.map(textOf).sort()).toEqual(["Enroll Now", "Get Started"]);
      for (const link of links) expect(link.getAttribute("href")).toBe(href);
    });

    it("prefills an enquiry that names the course, its duration and fee", () => {
      const message = courseEnquiryMessage(spec.family, spec.slug) ?? "";
      expect(message.toLowerCase()).toContain(spec.title.toLowerCase());
      expect(message).toContain(`${spec.days} days, ${spec.hours} hours, fee ${spec.fee}`);
    });

    it("carries Course JSON-LD with a EUR Offer and its provider, and a BreadcrumbList", () => {
      const data = jsonLd(doc);
      const course = data.find((item) => item["@type"] === "Course") as {
        name: string;
        provider: { "@type": string; name: string; url: string };
        offers: { "@type": string; price: unknown; priceCurrency: string };
      };
      expect(course.name.toLowerCase()).toBe(spec.title.toLowerCase());
      expect(course.offers).toMatchObject({
        "@type": "Offer",
        price: feeNumber(spec.fee),
        priceCurrency: "EUR",
      });
      expect(course.provider["@type"]).toBe("Organization");
      expect(course.provider.name).toBeTruthy();
      expect(course.provider.url).toMatch(/^https?:\/\//);
      expect(data.some((item) => item["@type"] === "BreadcrumbList")).toBe(true);
    });
  },
);

describe("the Terraform course (linked by the DevOps hub; no facts in the spec)", () => {
  const doc = load("training/devops/terraform");
  const text = pageText(doc);

  it("says dates and fee are on request, and invents no fee, days or hours", () => {
    expect(text.toLowerCase()).toContain("dates and fee on request");
    expect(text).not.toMatch(/€\s?\d/);
    expect(doc.querySelector('[data-fact="days"], [data-fact="hours"]')).toBeNull();
    expect(text).not.toMatch(/\d+ (days|hours)/);
  });

  it("describes what the course covers and offers an enquiry", () => {
    const modules = doc.querySelectorAll('[aria-labelledby="modules-heading"] ol li');
    expect(modules).toHaveLength(6);
    const enquiry = [...doc.querySelectorAll("a")].filter(
      (a) => a.getAttribute("href") === "/contact?course=devops/terraform",
    );
    expect(enquiry.length).toBeGreaterThanOrEqual(1);
    expect(courseEnquiryMessage("devops", "terraform")).toMatch(/dates and fee on request/i);
  });

  it("has Course JSON-LD without an Offer", () => {
    const course = jsonLd(doc).find((item) => item["@type"] === "Course");
    expect(course).toBeDefined();
    expect(course).not.toHaveProperty("offers");
  });
});

describe.each(["testing", "devops"] as const)("the %s hub", (family) => {
  const hub = specHubs[family];
  const doc = load(`training/${family}`);

  it("has a section for each course group, titled as the spec's navigation titles", () => {
    for (const section of hub.sections) {
      const element = doc.getElementById(section.id);
      expect(element, section.id).not.toBeNull();
      expect(textOf(element?.querySelector("h2"))).toBe(section.title);
    }
  });

  it("links each section from an in-page navigation near the top", () => {
    const nav = doc.querySelector("main nav:not([aria-label='Breadcrumb'])");
    const links = [...(nav?.querySelectorAll("a") ?? [])];
    expect(links.map((a) => a.getAttribute("href"))).toEqual(
      hub.sections.map((section) => `#${section.id}`),
    );
    links.forEach((link, index) => {
      expect(textOf(link)).toContain(hub.sections[index]?.title);
    });
  });

  it("links all its courses, in the spec's order", () => {
    const prefix = `/training/${family}/`;
    const inSections = hub.sections.flatMap((section) =>
      [...(doc.getElementById(section.id)?.querySelectorAll("a") ?? [])]
        .map((a) => a.getAttribute("href") ?? "")
        .filter((href) => href.startsWith(prefix)),
    );
    expect([...new Set(inSections)]).toEqual(hub.links.map((slug) => prefix + slug));
  });

  it("carries an ItemList of its courses", () => {
    const list = jsonLd(doc).find((item) => item["@type"] === "ItemList") as {
      itemListElement: { url: string }[];
    };
    expect(list.itemListElement.map((item) => new URL(item.url).pathname)).toEqual(
      hub.links.map((slug) => `/training/${family}/${slug}`),
    );
  });
});

describe("the Scrum hub", () => {
  const doc = load("training/scrum");

  it("uses the blue theme", () => {
    expect(doc.querySelector("main .theme-blue")).not.toBeNull();
  });

  it("shows a card per course with its art, description, four features and a Learn more cue", () => {
    const cards = [...doc.querySelectorAll("main article")];
    expect(cards).toHaveLength(specHubs.scrum.cards.length);
    specHubs.scrum.cards.forEach((spec, index) => {
      const card = cards[index];
      expect(textOf(card?.querySelector("h3"))).toBe(spec.title);
      expect(card?.querySelector("svg[width][height]")).not.toBeNull();
      expect(textOf(card?.querySelector("p")).length).toBeGreaterThan(0);
      expect(card?.querySelectorAll("ul li")).toHaveLength(4);
      const link = card?.querySelector(`a[href="/training/scrum/${spec.slug}"]`);
      expect(textOf(link)).toMatch(/^Learn more/);
    });
  });
});

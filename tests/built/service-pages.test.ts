// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import type { ServiceSection } from "#src/content/schema/service-schema.ts";
import { findService, serviceFamilies, servicesIn } from "#src/content/services.server.ts";
import { servicePath } from "#src/routing/paths.server.ts";
import { builtPage, mainOf, structuredData, textOf } from "#tests/e2e/built-page.ts";

const services = servicesIn("en");

/**
 * Every service page as the build wrote it, compared with the content file it
 * was built from (CONTENT_DIR, as for the build): the hero, every section with
 * every item in order, the links of its cards, related services and
 * structured data. The expectations are the files' own values, so an owner's
 * edit keeps this green while a template that drops an item fails it. Whether
 * the content still matches the original site is
 * `npm run check:content-baseline`'s question.
 */
const pages = services.map((service) => ({ ...service, path: servicePath(service) }));

/** The page's bands drawn from `sections`: titled, and neither the related services nor the closing call. */
function contentSections(main: HTMLElement): HTMLElement[] {
  return [...main.querySelectorAll<HTMLElement>("section[aria-labelledby]")].filter(
    (section) =>
      !["cta-heading", "related-services-heading"].includes(
        section.getAttribute("aria-labelledby") ?? "",
      ),
  );
}

/** What each item of a section shows: [title, text] pairs, or the text of a tag or benefit. */
function shownItems(element: HTMLElement, kind: ServiceSection["kind"]): unknown[] {
  const list = element.querySelector(`[data-list="${kind}"]`);
  if (!list) return [];
  switch (kind) {
    case "cards":
    case "highlights":
      return [...list.querySelectorAll(":scope > article")].map((card) => ({
        title: textOf(card.querySelector("h3")),
        description: textOf(card.querySelector("p")),
        hrefs: [...card.querySelectorAll("a")].map((a) => a.getAttribute("href")),
      }));
    case "steps":
    case "levels":
      return [...list.querySelectorAll(":scope > li")].map((item) => ({
        title: textOf(item.querySelector("h3")),
        description: textOf(item.querySelector("p")),
      }));
    default:
      return [...list.querySelectorAll("li")].map(textOf);
  }
}

/** The same, from the content file. */
function expectedItems(section: ServiceSection): unknown[] {
  switch (section.kind) {
    case "cards":
    case "highlights":
      return (section.kind === "cards" ? section.cards : section.items).map((card) => ({
        title: card.title,
        description: card.description,
        // A card with a service is a link to it; one without links nowhere.
        hrefs: card.service ? [servicePath({ urlSlug: card.service })] : [],
      }));
    case "steps":
    case "levels":
      return section.items.map((item) => ({ title: item.title, description: item.description }));
    default:
      return section.items;
  }
}

describe("the content", () => {
  it("has service pages to check", () => {
    expect(pages.length).toBeGreaterThan(0);
  });
});

describe.each(pages)("service page $path", (service) => {
  const doc = builtPage(service.path);
  const main = mainOf(doc);
  const parent = service.parent ? findService(service.parent) : undefined;

  it("has its title as its one h1, its tagline and art in the hero, its title and summary as meta", () => {
    const headings = doc.querySelectorAll("h1");
    expect(headings).toHaveLength(1);
    expect(textOf(headings[0])).toBe(service.title);
    expect(textOf(headings[0]?.nextElementSibling)).toBe(service.tagline);
    expect(headings[0]?.closest("section")?.querySelector("svg"), "hero art").not.toBeNull();
    expect(doc.title.startsWith(`${service.title} | `), doc.title).toBe(true);
    expect(doc.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(
      service.summary,
    );
  });

  it("shows a breadcrumb trail through its family, and its BreadcrumbList", () => {
    const trail = doc.querySelector('nav[aria-label="Breadcrumb"]');
    const hrefs = [...(trail?.querySelectorAll("a") ?? [])].map((a) => a.getAttribute("href"));
    const expected = ["/", "/services", ...(parent ? [servicePath(parent)] : [])];
    expect(hrefs).toEqual(expected);
    expect(textOf(trail?.querySelector('[aria-current="page"]'))).toBe(service.menuTitle);
    const items = structuredData(doc, "BreadcrumbList")?.itemListElement as { item: string }[];
    expect(items.map((item) => new URL(item.item).pathname)).toEqual([...expected, service.path]);
  });

  it("describes itself as a Service offered by the organization (JSON-LD)", () => {
    const data = structuredData(doc, "Service") as {
      name: string;
      description: string;
      url: string;
      provider: { "@id": string };
    };
    expect(data.name).toBe(service.title);
    expect(data.description).toBe(service.summary);
    expect(new URL(data.url).pathname).toBe(service.path);
    expect(data.provider["@id"]).toMatch(/#organization$/);
  });

  it("shows every section of its file, in order, titled", () => {
    expect(contentSections(main).map((section) => textOf(section.querySelector("h2")))).toEqual(
      service.sections.map((section) => section.title),
    );
  });

  it.each(service.sections.map((section, index) => ({ ...section, index })))(
    "shows every item of its $kind section “$title”, in order",
    (section) => {
      const element = contentSections(main)[section.index];
      expect(element, `section ${section.index}`).toBeDefined();
      if (!element) return;
      expect(shownItems(element, section.kind)).toEqual(expectedItems(section));
    },
  );

  if (parent)
    it("links its sibling services and its family", () => {
      const related = main.querySelector("#related-services");
      const siblings = services.filter((s) => s.parent === parent.slug && s.slug !== service.slug);
      const cards = [...(related?.querySelectorAll("[data-list='related'] > article") ?? [])];
      expect(cards.map((card) => card.querySelector("a")?.getAttribute("href"))).toEqual(
        siblings.map((sibling) => servicePath(sibling)),
      );
      expect(cards.map((card) => textOf(card.querySelector("h3")))).toEqual(
        siblings.map((sibling) => sibling.menuTitle),
      );
      const explore = [...(related?.querySelectorAll("a") ?? [])].find(
        (a) => textOf(a) === `Explore ${parent.title}`,
      );
      expect(explore?.getAttribute("href")).toBe(servicePath(parent));
    });
  else
    it("has no related services band (it is a family page)", () => {
      expect(main.querySelector("#related-services")).toBeNull();
    });

  it("closes with a call to action to /contact naming the service", () => {
    const cta = main.querySelector('section[aria-labelledby="cta-heading"]');
    expect(textOf(cta?.querySelector("h2"))).toBe(`Interested in ${service.menuTitle}?`);
    expect(cta?.querySelector('a[href="/contact"]')).not.toBeNull();
  });
});

describe("the services overview", () => {
  it("links every service family, in order, with its short name", () => {
    const cards = [...mainOf(builtPage("/services")).querySelectorAll("article")];
    const families = serviceFamilies();
    expect(
      cards.flatMap((card) =>
        [...card.querySelectorAll("a")].map((a) => a.getAttribute("href") ?? ""),
      ),
    ).toEqual(families.map((family) => servicePath(family)));
    expect(cards.map((card) => textOf(card.querySelector("h2")))).toEqual(
      families.map((family) => family.menuTitle),
    );
  });
});

// @vitest-environment jsdom
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  detailPageRules,
  familyPageRules,
  type ListFact,
  type ServiceFacts,
  serviceFacts,
} from "../fixtures/service-facts";

/**
 * The 22 service pages as the build wrote them (build/client/services/<slug>/
 * index.html, or under BUILD_DIR), checked against the facts the spec names
 * (tests/fixtures/service-facts.ts, written by hand from the spec). Reads
 * files only: no browser, no server. Run after the build.
 */
const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
const documents = new Map<string, Document>();

function builtPage(urlPath: string): Document {
  const cached = documents.get(urlPath);
  if (cached) return cached;
  const file = path.join(clientDir, urlPath, "index.html");
  if (!existsSync(file)) {
    throw new Error(`${file} does not exist: build the site first (BUILD_DIR=… npm run build)`);
  }
  const document = new DOMParser().parseFromString(readFileSync(file, "utf8"), "text/html");
  documents.set(urlPath, document);
  return document;
}

const servicePath = (slug: string) => `/services/${slug}`;
const normalize = (text: string | null | undefined) =>
  (text ?? "").replace(/\s+/g, " ").trim().toLowerCase();

function main(document: Document): HTMLElement {
  const element = document.querySelector<HTMLElement>("main");
  if (!element) throw new Error("The page has no <main>");
  return element;
}

/** Links of the page's own content: not the menus, footer or breadcrumb trail. */
function contentLinks(document: Document): string[] {
  return [...main(document).querySelectorAll<HTMLAnchorElement>("a[href]")]
    .filter((link) => !link.closest("nav"))
    .map((link) => link.getAttribute("href") ?? "");
}

function listItems(list: Element): Element[] {
  return [...list.querySelectorAll(":scope > li, :scope > article, :scope > ul > li")];
}

function sectionHeading(list: Element): string {
  return normalize(list.closest("section")?.querySelector("h2")?.textContent);
}

function lists(document: Document, kind: string): Element[] {
  return [...main(document).querySelectorAll(`[data-list="${kind}"]`)];
}

function offeringCards(document: Document): Element[] {
  const first = lists(document, "cards")[0];
  return first ? listItems(first) : [];
}

function findList(document: Document, fact: ListFact): Element | undefined {
  return lists(document, fact.kind).find(
    (list) => !fact.title || sectionHeading(list).includes(normalize(fact.title)),
  );
}

function family(slug: string): ServiceFacts | undefined {
  return serviceFacts.find((facts) => facts.slug === slug);
}

describe("service pages fixture", () => {
  it("covers the 22 service pages of the spec, each once", () => {
    expect(serviceFacts).toHaveLength(22);
    expect(new Set(serviceFacts.map((facts) => facts.slug)).size).toBe(22);
  });

  it("matches the service pages the build wrote", () => {
    const built = readdirSync(path.join(clientDir, "services"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(built).toEqual(serviceFacts.map((facts) => facts.slug).sort());
  });
});

describe.each(serviceFacts)("/services/$slug", (facts) => {
  const isDetail = facts.family !== undefined;

  it("has its own hero, title and meta description", () => {
    const document = builtPage(servicePath(facts.slug));
    const h1s = document.querySelectorAll("h1");
    expect(h1s).toHaveLength(1);
    expect(normalize(h1s[0]?.textContent)).toBe(normalize(facts.title));
    const hero = h1s[0]?.closest("section");
    expect(hero?.className).toContain("h-[400px]");
    expect(hero?.querySelector("svg"), "hero art").not.toBeNull();
    expect(hero?.textContent?.length, "hero tagline").toBeGreaterThan(facts.title.length + 20);
    expect(document.title.startsWith(`${facts.title} | `), document.title).toBe(true);
    const description = document.querySelector('meta[name="description"]')?.getAttribute("content");
    expect(description?.length ?? 0).toBeGreaterThanOrEqual(50);
  });

  it("shows a breadcrumb trail and its BreadcrumbList", () => {
    const document = builtPage(servicePath(facts.slug));
    const trail = document.querySelector('nav[aria-label="Breadcrumb"]');
    expect(trail).not.toBeNull();
    const hrefs = [...(trail?.querySelectorAll("a") ?? [])].map((a) => a.getAttribute("href"));
    const expected = ["/", "/services", ...(facts.family ? [servicePath(facts.family)] : [])];
    expect(hrefs).toEqual(expected);
    expect(trail?.querySelector('[aria-current="page"]')).not.toBeNull();

    const breadcrumbList = [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => JSON.parse(script.textContent ?? "{}"))
      .find((data) => data["@type"] === "BreadcrumbList");
    expect(breadcrumbList, "BreadcrumbList JSON-LD").toBeDefined();
    const items = breadcrumbList.itemListElement as { position: number; item: string }[];
    expect(items).toHaveLength(expected.length + 1);
    expect(items.at(-1)?.item.endsWith(servicePath(facts.slug))).toBe(true);
  });

  it("describes itself as a Service offered by the organization (JSON-LD)", () => {
    const document = builtPage(servicePath(facts.slug));
    const offered = [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => JSON.parse(script.textContent ?? "{}"))
      .find((data) => data["@type"] === "Service");
    expect(offered?.name).toBe(facts.title);
    expect(offered?.url.endsWith(servicePath(facts.slug))).toBe(true);
    expect(offered?.provider?.["@id"]).toMatch(/#organization$/);
  });

  it("closes with a call to action to /contact", () => {
    const document = builtPage(servicePath(facts.slug));
    const cta = document.querySelector('section[aria-labelledby="cta-heading"]');
    expect(cta?.querySelector('a[href="/contact"]')).not.toBeNull();
  });

  it("is drawn by the one service page template", () => {
    const html = readFileSync(path.join(clientDir, "services", facts.slug, "index.html"), "utf8");
    expect(html).toMatch(/\/assets\/service-page-[\w-]+\.js/);
  });

  it(`shows ${isDetail ? detailPageRules.cards : familyPageRules.cards} offering cards with the offerings the spec names`, () => {
    const document = builtPage(servicePath(facts.slug));
    const cards = offeringCards(document);
    expect(cards).toHaveLength(isDetail ? detailPageRules.cards : familyPageRules.cards);
    for (const card of cards) {
      expect(normalize(card.querySelector("h3")?.textContent).length, "card title").toBeGreaterThan(
        2,
      );
      expect(normalize(card.querySelector("p")?.textContent).length, "card text").toBeGreaterThan(
        20,
      );
    }
    const titles = cards.map((card) => normalize(card.querySelector("h3")?.textContent));
    for (const offering of facts.offerings ?? []) {
      expect(
        titles.some((title) => title.includes(normalize(offering))),
        `an offering card "${offering}" among ${titles.join(" / ")}`,
      ).toBe(true);
    }
  });

  if (facts.links?.length)
    it("links the service pages the spec names", () => {
      const links = contentLinks(builtPage(servicePath(facts.slug)));
      for (const href of facts.links ?? []) expect(links, href).toContain(href);
    });

  if (facts.lists?.length)
    it("shows the lists the spec names", () => {
      const document = builtPage(servicePath(facts.slug));
      for (const fact of facts.lists ?? []) {
        const label = `${fact.kind} list${fact.title ? ` "${fact.title}"` : ""}`;
        const list = findList(document, fact);
        expect(list, label).toBeDefined();
        if (!list) continue;
        // An item's name is its heading, or all its text when it has none (tags,
        // benefits); names match whole, so "Defined" is not found in "undefined".
        const items = listItems(list).map((item) =>
          normalize((item.querySelector("h3") ?? item).textContent),
        );
        if (fact.count !== undefined) expect(items, `${label} items`).toHaveLength(fact.count);
        const positions = (fact.items ?? []).map((wanted) => items.indexOf(normalize(wanted)));
        (fact.items ?? []).forEach((wanted, index) => {
          expect(positions[index], `${label}: "${wanted}" in ${items.join(" / ")}`).toBeGreaterThan(
            -1,
          );
        });
        if (fact.isOrdered)
          expect(positions, `${label} order`).toEqual([...positions].sort((a, b) => a - b));
      }
    });

  if (facts.texts?.length)
    it("states the facts the spec names", () => {
      const text = normalize(main(builtPage(servicePath(facts.slug))).textContent);
      for (const wanted of facts.texts ?? []) expect(text, wanted).toContain(normalize(wanted));
    });

  if (isDetail)
    it("has a six-item list, six benefits and links to its related services", () => {
      const document = builtPage(servicePath(facts.slug));
      const sixItemLists = detailPageRules.listKinds
        .flatMap((kind) => lists(document, kind))
        .filter((list) => listItems(list).length === detailPageRules.listItems);
      expect(sixItemLists.length, "a six-item process, levels or tools list").toBeGreaterThan(0);
      const benefits = lists(document, "benefits");
      expect(benefits).toHaveLength(1);
      expect(listItems(benefits[0] as Element)).toHaveLength(detailPageRules.benefits);

      const siblings = serviceFacts.filter(
        (f) => f.family === facts.family && f.slug !== facts.slug,
      );
      const links = contentLinks(document);
      for (const sibling of siblings)
        expect(links, sibling.slug).toContain(servicePath(sibling.slug));
      expect(links).toContain(servicePath(facts.family ?? ""));
    });
});

describe("service pages together", () => {
  it("give every page its own title and meta description", () => {
    const pages = serviceFacts.map((facts) => builtPage(servicePath(facts.slug)));
    const titles = pages.map((document) => document.title);
    const descriptions = pages.map((document) =>
      document.querySelector('meta[name="description"]')?.getAttribute("content"),
    );
    expect(new Set(titles).size).toBe(serviceFacts.length);
    expect(new Set(descriptions).size).toBe(serviceFacts.length);
  });

  it("are each reached from a page a visitor looks at", () => {
    const overview = contentLinks(builtPage("/services"));
    for (const facts of serviceFacts) {
      if (facts.family) {
        const familyLinks = contentLinks(builtPage(servicePath(facts.family)));
        expect(familyLinks, `${facts.family} links ${facts.slug}`).toContain(
          servicePath(facts.slug),
        );
        expect(family(facts.family), `${facts.slug}'s family is a page`).toBeDefined();
      } else {
        expect(overview, `/services links ${facts.slug}`).toContain(servicePath(facts.slug));
      }
    }
  });

  it("link legacy modernization, the company's specialty, from the home page", () => {
    expect(contentLinks(builtPage("/"))).toContain(servicePath("legacy-modernization"));
  });
});

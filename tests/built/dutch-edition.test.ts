// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import { formatDays, formatFee, formatHours } from "#src/training/course-format.ts";
import { pageContent } from "#src/content/pages.server.ts";
import { notFoundPaths, sitePages, unlistedPaths } from "#src/routing/site-map.server.ts";
import { courseFacts, findCourse } from "#src/content/training.server.ts";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { type Language, languageOfPath, languages, languageSettings } from "#src/i18n/languages.ts";
import { builtPages } from "#scripts/built-pages.ts";
import { siteFetch } from "#tests/support/site-fetch.ts";
import { contentTitle } from "#tests/support/content-titles.ts";
import { siteUrl } from "#tests/e2e/browser.ts";
import { builtPage as built, structuredData } from "#tests/e2e/built-page.ts";

/**
 * The Dutch edition (issue 11) beside the English one: what the whole-site
 * checks (axe, HTML validity, links, budgets, SEO heads) do not ask. Every
 * expectation is derived from the content and the string tables, so a
 * translator's edit keeps this green while an English word left on a Dutch
 * page, a one-way hreflang or a switcher that leads elsewhere fails it.
 * These read the built HTML and the server's answers; the few in Chromium are
 * tests/e2e/dutch-edition.test.ts.
 */
const client = path.join(inject("buildDir"), "client");
const dutchPages = sitePages().filter((page) => page.language === "nl");

/** An answer from the server, parsed as the browser would (jsdom, no scripts run). */
function parse(html: string): Document {
  return new DOMParser().parseFromString(html, "text/html");
}

function collapse(text: string | null | undefined): string {
  return (text ?? "").replace(/\s+/g, " ").trim();
}

/** Origin of the absolute addresses, from the English home page's canonical link. */
const origin = new URL(
  built("/").querySelector('link[rel="canonical"]')?.getAttribute("href") ??
    "http://missing.invalid",
).origin;

describe("every Dutch page", () => {
  it("has pages to check, one for every English page", () => {
    expect(dutchPages.length).toBeGreaterThan(10);
    expect(dutchPages.length).toBe(sitePages().length - dutchPages.length);
  });

  it.each(dutchPages.map((page) => [page.path, page] as const))(
    "%s answers 200 with lang=nl and its Dutch title as h1",
    async (pagePath, page) => {
      const response = await siteFetch(siteUrl(pagePath), { redirect: "manual" });
      expect(response.status).toBe(200);
      const document = parse(await response.text());
      expect(document.documentElement.getAttribute("lang")).toBe("nl");
      const headings = [...document.querySelectorAll("h1")].map((h1) => collapse(h1.textContent));
      expect(headings).toEqual([contentTitle(page)]);
      // Where the content gives the page a Dutch title of its own, the h1 is not the English one.
      const twin = built(page.alternates.en);
      if (contentTitle(page, "nl") !== contentTitle(page, "en")) {
        expect(headings[0]).not.toBe(collapse(twin.querySelector("h1")?.textContent));
      }
    },
  );
});

describe("hreflang, canonical and og:locale", () => {
  it.each(sitePages().map((page) => [page.path, page] as const))("%s", (pagePath, page) => {
    const document = built(pagePath);
    expect(document.documentElement.getAttribute("lang")).toBe(page.language);
    const og = (property: string) =>
      [...document.querySelectorAll(`meta[property="${property}"]`)].map((meta) =>
        meta.getAttribute("content"),
      );
    expect(og("og:locale")).toEqual([languageSettings[page.language].ogLocale]);
    expect(og("og:locale:alternate")).toEqual(
      languages
        .filter((lang) => lang !== page.language)
        .map((lang) => languageSettings[lang].ogLocale),
    );
    const alternates = Object.fromEntries(
      [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute("hreflang"),
        link.getAttribute("href"),
      ]),
    );
    if (unlistedPaths().has(pagePath)) {
      // A noindex page (the thank-you page) names no address at all.
      expect(alternates).toEqual({});
      return;
    }
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      `${origin}${pagePath}`,
    );
    expect(alternates).toEqual({
      en: `${origin}${page.alternates.en}`,
      nl: `${origin}${page.alternates.nl}`,
      "x-default": `${origin}${page.alternates.en}`,
    });
    expect(alternates[page.language], "names itself").toBe(`${origin}${pagePath}`);
    // Reciprocal: the twin's links name this page in this page's language.
    const twinPath = page.alternates[page.language === "en" ? "nl" : "en"];
    const twin = built(twinPath);
    expect(
      twin
        .querySelector(`link[rel="alternate"][hreflang="${page.language}"]`)
        ?.getAttribute("href"),
    ).toBe(`${origin}${pagePath}`);
  });
});

/** The language switcher's links on a page (header, mobile menu, footer). */
function switcherLinks(document: Document): HTMLAnchorElement[] {
  return [...document.querySelectorAll<HTMLAnchorElement>("a[hreflang]")];
}

describe("the language switcher", () => {
  it.each(sitePages().map((page) => [page.path, page] as const))(
    "on %s leads to the twin, and back",
    (pagePath, page) => {
      const other: Language = page.language === "en" ? "nl" : "en";
      const document = built(pagePath);
      const links = switcherLinks(document);
      expect(
        document.querySelectorAll("header a[hreflang]").length,
        "in the header",
      ).toBeGreaterThan(0);
      expect(
        document.querySelectorAll("footer a[hreflang]").length,
        "in the footer",
      ).toBeGreaterThan(0);
      for (const link of links) {
        expect(link.getAttribute("href")).toBe(page.alternates[other]);
        expect(link.getAttribute("hreflang")).toBe(other);
        expect(link.getAttribute("lang")).toBe(other);
      }
      const back = switcherLinks(built(page.alternates[other])).map((link) =>
        link.getAttribute("href"),
      );
      expect(new Set(back)).toEqual(new Set([pagePath]));
    },
  );

  it.each(notFoundPaths)("on the not-found page %s leads to the other home", (pagePath) => {
    const homes = sitePages().find((page) => page.key === "home")?.alternates;
    const target = homes?.[languageOfPath(pagePath) === "nl" ? "en" : "nl"];
    const hrefs = switcherLinks(built(pagePath)).map((link) => link.getAttribute("href"));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(new Set(hrefs)).toEqual(new Set([target]));
  });
});

/**
 * Words of the interface in one language. A phrase drops out when the other
 * language's table uses it too ("Menu", "Online", "KvK", "Modules" in "Course
 * Modules"), when it is 3 characters or fewer, or when it is a Dutch word as
 * well or part of a name used in Dutch too (listed here, with why).
 */
const sharedWords = new Set([
  // Dutch too: "Training voor je hele team?", "Training ISTQB Foundation Level".
  "Training",
  // Part of course names kept in English ("ISTQB Foundation Level").
  "Level",
]);

function stringsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsOf);
  return [];
}

/** The fixed parts of a text with {placeholders}: "Explore {name}" → ["Explore"]. */
function phrasesOf(text: string): string[] {
  return text
    .split(/\{[^}]*\}/)
    .map((part) =>
      part
        .trim()
        .replace(/^[.,:;]+|[.,:;]+$/g, "")
        .trim(),
    )
    .filter((part) => part.length > 3);
}

function interfacePhrases(language: Language): string[] {
  const other: Language = language === "en" ? "nl" : "en";
  const otherTexts = [
    ...stringsOf(dictionaries[other].shell),
    ...stringsOf(dictionaries[other].form),
  ];
  const phrases = [
    ...stringsOf(dictionaries[language].shell),
    ...stringsOf(dictionaries[language].form),
  ]
    .flatMap(phrasesOf)
    // "Modules" (nl) is found in "Course Modules" (en): a word both languages use.
    .filter((phrase) => !otherTexts.some((text) => wholePhrase(phrase).test(text)))
    .filter((phrase) => !sharedWords.has(phrase));
  return [...new Set(phrases)];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Whole-phrase matches only: "Fee" is not found in "Feedback". */
function wholePhrase(phrase: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(phrase)}(?![\\p{L}\\p{N}])`, "u");
}

/** What a visitor or a screen reader gets: the body's text and its labelling attributes. */
function readableText(document: Document): string {
  const body = document.body.cloneNode(true) as HTMLElement;
  for (const hidden of body.querySelectorAll("script, template, style")) hidden.remove();
  // Text node by text node: textContent runs "Skip to content" into the next
  // link's text, and a phrase at an element's edge would never match whole.
  const walker = document.createTreeWalker(body, 4 /* NodeFilter.SHOW_TEXT */);
  const texts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    texts.push(node.textContent ?? "");
  }
  const attributes = [...body.querySelectorAll("[aria-label], [title], [alt], [placeholder]")]
    .flatMap((element) =>
      ["aria-label", "title", "alt", "placeholder"].map((name) => element.getAttribute(name)),
    )
    .filter(Boolean);
  return [...texts, ...attributes].map(collapse).join("\n");
}

describe("no interface words of the other language", () => {
  const english = interfacePhrases("en");
  const dutch = interfacePhrases("nl");
  const allPages = builtPages();

  it("has phrases to look for", () => {
    expect(english).toEqual(expect.arrayContaining(["Skip to content", "Send Message"]));
    expect(english.length).toBeGreaterThan(50);
    expect(dutch.length).toBeGreaterThan(50);
  });

  it.each(allPages.map((page) => [page.path, page.language] as const))(
    "%s",
    (pagePath, language) => {
      const text = readableText(built(pagePath));
      const foreign = language === "nl" ? english : dutch;
      expect(foreign.filter((phrase) => wholePhrase(phrase).test(text))).toEqual([]);
    },
  );
});

describe("Dutch formats on Dutch course pages", () => {
  const courses = dutchPages.filter((page) => page.template === "course");
  const withFee = courses.filter((page) => {
    const found = findCourse(page.familySlug ?? "", page.courseSlug ?? "", "nl");
    return found && courseFacts(found.course);
  });

  it("has a course with a fee", () => {
    expect(withFee.length).toBeGreaterThan(0);
  });

  it.each(withFee.map((page) => [page.path, page] as const))(
    "%s shows its fee, days and hours the Dutch way",
    (pagePath, page) => {
      const found = findCourse(page.familySlug ?? "", page.courseSlug ?? "", "nl");
      const facts = found && courseFacts(found.course);
      if (!facts) throw new Error("no facts");
      const document = built(pagePath);
      const main = document.querySelector("main");
      const fact = (kind: string) => main?.querySelector(`[data-fact="${kind}"]`);
      // Whole texts: "2 dagen" must not pass for "12 dagen".
      expect(collapse(fact("days")?.querySelector("dd")?.textContent)).toBe(
        formatDays(facts.days, "nl"),
      );
      expect(collapse(fact("hours")?.querySelector("dd")?.textContent)).toBe(
        formatHours(facts.hours, "nl"),
      );
      // "€ 1.499": the no-break space reads as a space once spaces are normalised.
      const fee = formatFee(facts.feeCents, "nl").replace(/\s/g, " ");
      expect(fee).toMatch(/^€ \d{1,3}(\.\d{3})*$/);
      expect(collapse(fact("fee")?.textContent)).toContain(fee);
    },
  );

  it.each(courses.map((page) => [page.path] as const))(
    "%s says inLanguage nl in its Course data",
    (pagePath) => {
      const course = structuredData(built(pagePath), "Course");
      expect(course?.inLanguage).toBe("nl");
    },
  );
});

describe("the not-found pages", () => {
  it.each([
    ["/nl/bestaat-niet", "nl"],
    ["/nl/trainingen/bestaat-niet", "nl"],
    ["/bestaat-niet", "en"],
  ] as const)("%s answers 404 in %s", async (pagePath, language) => {
    const response = await siteFetch(siteUrl(pagePath), { redirect: "manual" });
    expect(response.status).toBe(404);
    const document = parse(await response.text());
    expect(document.documentElement.getAttribute("lang")).toBe(language);
    expect(collapse(document.querySelector("h1")?.textContent)).toBe(
      pageContent("notFound", language).title,
    );
  });
});

describe("sitemap.xml", () => {
  const sitemap = new DOMParser().parseFromString(
    readFileSync(path.join(client, "sitemap.xml"), "utf8"),
    "text/xml",
  );
  const entries = new Map(
    [...sitemap.getElementsByTagName("url")].map((url) => [
      url.getElementsByTagName("loc")[0]?.textContent ?? "",
      Object.fromEntries(
        [...url.getElementsByTagName("xhtml:link")].map((link) => [
          link.getAttribute("hreflang"),
          link.getAttribute("href"),
        ]),
      ),
    ]),
  );

  it("lists no thank-you page and no 404", () => {
    const listed = [...entries.keys()];
    for (const page of sitePages().filter((p) => unlistedPaths().has(p.path))) {
      expect(listed).not.toContain(`${origin}${page.path}`);
    }
    expect(listed.filter((loc) => /\/404$/.test(loc))).toEqual([]);
    expect(entries.size).toBe(sitePages().length - unlistedPaths().size);
  });

  it.each(
    sitePages()
      .filter((page) => !unlistedPaths().has(page.path))
      .map((page) => [page.path, page] as const),
  )("lists %s with its alternates", (pagePath, page) => {
    expect(entries.get(`${origin}${pagePath}`)).toEqual({
      en: `${origin}${page.alternates.en}`,
      nl: `${origin}${page.alternates.nl}`,
      "x-default": `${origin}${page.alternates.en}`,
    });
  });
});

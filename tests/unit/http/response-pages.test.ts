import { createHash } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findTags } from "#scripts/html-tags.ts";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { fill } from "#src/i18n/fill.ts";
import { type Language, languages } from "#src/i18n/languages.ts";
import { pages, responsePageCsp } from "#server/http/response-pages.ts";
import type { EnquiryStore } from "#server/enquiries/enquiry-store.ts";
import { siteServers } from "#tests/support/site-server.ts";

/**
 * The pages the server writes itself, as a browser reads them: every element
 * in order with its attributes, and the words of each heading, paragraph,
 * list item and link. Written out per page from the dictionaries, with the
 * links' addresses spelled out, so a page that says something else, in
 * another language, or leads elsewhere fails here.
 */
function outline(html: string): string[] {
  return findTags(html).map(({ name, attributes, text }) => {
    const written = Object.entries(attributes)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, value]) => ` ${key}="${value}"`)
      .join("");
    const hasWords = ["title", "h1", "p", "li", "a"].includes(name);
    return `${name}${written}${hasWords ? `: ${text.replace(/\s+/g, " ").trim()}` : ""}`;
  });
}

function page(language: Language, title: string, main: string[]): string[] {
  return [
    `html lang="${language}"`,
    "head",
    'meta charset="utf-8"',
    'meta content="width=device-width, initial-scale=1" name="viewport"',
    'meta content="noindex" name="robots"',
    `title: ${title}`,
    "style",
    "body",
    "main",
    `h1: ${title}`,
    ...main,
  ];
}
const p = (text: string) => `p: ${text}`;
const a = (href: string, text: string) => `a href="${href}": ${text}`;
const list = (items: string[]) => ["ul", ...items.map((item) => `li: ${item}`)];

const addresses = {
  en: { form: "/contact", home: "/" },
  nl: { form: "/nl/contact", home: "/nl" },
} satisfies Record<Language, unknown>;
const course = "testing/istqb-foundation";
const chosen = "?course=testing%2Fistqb-foundation";
/** A message as a browser must show it: its brackets and quotes are words, not markup. */
const odd = `A <b>bold</b> & 'quoted' "name" {link}`;

describe.each(languages)("the server's own pages in %s", (language) => {
  const words = dictionaries[language].responses;
  const messages = dictionaries[language].form.messages;
  const { form, home } = addresses[language];
  const back = (href: string, again: string) => [
    p(fill(words.backToForm, { link: again })),
    a(href, again),
  ];
  const backToContact = back(`${form}#contact-form`, words.contactForm.again);
  const backToEnrolment = (query = "") => back(`${form}${query}#enrol`, words.enrolmentForm.again);
  const explained = (entry: { title: string; text: string }, ...rest: string[]) =>
    page(language, entry.title, [p(entry.text), ...rest]);

  it("a refused enquiry lists what was wrong, as text, and leads back to the contact form", () => {
    const html = pages.invalid([messages.nameTooShort, odd], language);
    expect(outline(html)).toEqual(
      explained(words.invalid.contact, ...list([messages.nameTooShort, odd]), ...backToContact),
    );
    expect(findTags(html, ["b"])).toEqual([]);
    expect(outline(pages.invalid([], language))).toEqual(
      explained(words.invalid.contact, ...backToContact),
    );
  });

  it("a refused enrolment leads back to the enrolment form with the course and run chosen", () => {
    const item = messages.nameRequired;
    const refused = (sent: { course?: string; run?: string }) =>
      outline(pages.invalid([item], language, { name: "enrolment", ...sent }));
    const expected = (query?: string) =>
      explained(words.invalid.enrolment, ...list([item]), ...backToEnrolment(query));
    expect(refused({ course, run: "2027-03-01" })).toEqual(expected(`${chosen}&run=2027-03-01`));
    expect(refused({ course })).toEqual(expected(chosen));
    // A run without its course chooses nothing.
    expect(refused({ run: "2027-03-01" })).toEqual(expected());
  });

  it("a form too large, unreadable or in another format says so, with the way on", () => {
    expect(outline(pages.tooLarge(language))).toEqual(explained(words.tooLarge, ...backToContact));
    expect(outline(pages.malformed(language))).toEqual(
      explained(words.malformed, ...backToContact),
    );
    expect(outline(pages.unsupported(language))).toEqual(
      explained(
        words.unsupported,
        p(`${words.contactForm.open}.`),
        a(`${form}#contact-form`, words.contactForm.open),
      ),
    );
  });

  it("an unknown form names and links both forms", () => {
    const { unknownForm } = words;
    expect(outline(pages.unknownForm(language))).toEqual(
      page(language, unknownForm.title, [
        p(
          fill(unknownForm.text, {
            contact: unknownForm.contact,
            enrolment: unknownForm.enrolment,
          }),
        ),
        a(`${form}#contact-form`, unknownForm.contact),
        a(`${form}#enrol`, unknownForm.enrolment),
      ]),
    );
  });

  it("too many enquiries says how long to wait, in words for the count", () => {
    const { tooMany } = words;
    const waited = (wait: string) => ({ title: tooMany.title, text: fill(tooMany.text, { wait }) });
    expect(outline(pages.tooMany(1, language))).toEqual(
      explained(waited(tooMany.wait.one), ...backToContact),
    );
    expect(outline(pages.tooMany(42, language))).toEqual(
      explained(waited(fill(tooMany.wait.other, { count: 42 })), ...backToContact),
    );
  });

  it("a post the store cannot take says so, per form", () => {
    expect(outline(pages.notStored(language))).toEqual(
      explained(words.notStored.contact, ...backToContact),
    );
    expect(
      outline(pages.notStored(language, { name: "enrolment", course, run: "in-company" })),
    ).toEqual(explained(words.notStored.enrolment, ...backToEnrolment(`${chosen}&run=in-company`)));
  });

  it("a run closed to enrolments leads back to the enrolment form with the course, for another run", () => {
    const closed = dictionaries[language].runs.closed;
    const sent = { name: "enrolment" as const, course, run: "2027-03-01" };
    expect(outline(pages.runClosed("started", language, sent))).toEqual(
      explained(closed.started, ...backToEnrolment(chosen)),
    );
    expect(outline(pages.runClosed("cancelled", language))).toEqual(
      explained(closed.cancelled, ...backToEnrolment()),
    );
    expect(outline(pages.runClosed("unknown", language, { name: "contact" }))).toEqual(
      explained(closed.unknown, ...backToContact),
    );
  });

  it("a 405 and the server's own 404 lead to the language's home page", () => {
    const toHome = (entry: { title: string; text: string }) =>
      page(language, entry.title, [
        p(fill(entry.text, { link: words.homeLink })),
        a(home, words.homeLink),
      ]);
    expect(outline(pages.methodNotAllowed(language))).toEqual(toHome(words.methodNotAllowed));
    expect(outline(pages.notFound(language))).toEqual(toHome(words.notFound));
  });
});

describe("the pages' one style", () => {
  it("is the only inline code, allowed by its hash alone", () => {
    for (const html of [pages.notFound("nl"), pages.invalid(["x"], "en")]) {
      const styles = findTags(html, ["style"]);
      expect(styles).toHaveLength(1);
      const hash = createHash("sha256")
        .update(styles[0]?.text ?? "")
        .digest("base64");
      expect(responsePageCsp).toContain(`style-src 'self' 'sha256-${hash}'`);
      expect(findTags(html, ["script"])).toEqual([]);
    }
    expect(responsePageCsp).not.toContain("unsafe-inline");
  });

  it("is a document: a doctype, so no browser reads it in quirks mode", () => {
    expect(pages.notFound("en")).toMatch(/^<!DOCTYPE html>/);
  });

  it("speaks English when no language is given", () => {
    expect(pages.notFound()).toBe(pages.notFound("en"));
    expect(pages.methodNotAllowed()).toBe(pages.methodNotAllowed("en"));
    expect(pages.invalid(["x"])).toBe(pages.invalid(["x"], "en"));
    expect(pages.tooMany(3)).toBe(pages.tooMany(3, "en"));
    expect(pages.runClosed("started")).toBe(pages.runClosed("started", "en"));
  });
});

/** The same pages as the server sends them: status, policy and the page itself. */
describe("over HTTP", () => {
  const sites = siteServers();
  let work: string;
  let url: string;
  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), "answer-pages-"));
    // A build with pages but no 404 page: the server writes its own.
    await mkdir(path.join(work, "nl"), { recursive: true });
    await writeFile(path.join(work, "index.html"), "<!DOCTYPE html><title>Home</title>");
    await writeFile(path.join(work, "about.html"), "<!DOCTYPE html><title>About</title>");
    await writeFile(path.join(work, "nl", "over-ons.html"), "<!DOCTYPE html><title>Over</title>");
    const store = { add: async () => 1, probe: async () => {}, fault: () => undefined };
    url = (
      await sites.start({
        root: work,
        log: { info() {}, warn() {}, error() {} },
        cspManifest: {},
        store: store as unknown as EnquiryStore,
        rateLimitPerMinute: 0,
      })
    ).baseUrl;
  });
  afterAll(async () => {
    await sites.close();
    await rm(work, { recursive: true, force: true });
  });

  it.each([
    ["GET", "/nope", 404, pages.notFound("en")],
    ["GET", "/nl/bestaat-niet", 404, pages.notFound("nl")],
    ["PUT", "/about", 405, pages.methodNotAllowed("en")],
    ["POST", "/nl/over-ons", 405, pages.methodNotAllowed("nl")],
  ])(
    "answers %s %s with %i and the page in the address's language",
    async (method, target, status, expected) => {
      const response = await fetch(`${url}${target}`, {
        method,
        body: method === "GET" ? undefined : "a=1",
      });
      expect(response.status).toBe(status);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(response.headers.get("content-security-policy")).toBe(responsePageCsp);
      if (status === 405) expect(response.headers.get("allow")).toBe("GET, HEAD");
      expect(outline(await response.text())).toEqual(outline(expected));
    },
  );

  it.each(languages)(
    "refuses an enquiry with missing fields in %s, listing each",
    async (language) => {
      const response = await fetch(`${url}/`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ "form-name": "contact", language, name: "A" }),
      });
      expect(response.status).toBe(400);
      expect(response.headers.get("content-security-policy")).toBe(responsePageCsp);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const messages = dictionaries[language].form.messages;
      expect(outline(await response.text())).toEqual(
        outline(
          pages.invalid(
            [
              messages.nameTooShort,
              messages.emailRequired,
              messages.phoneRequired,
              messages.messageRequired,
            ],
            language,
          ),
        ),
      );
    },
  );
});

import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { parseDocument } from "yaml";

/**
 * The templates' `load` (which runs at build time and writes every text the
 * pages show) with each of the three VAT settings of content/company.yml: the fee
 * card, the hub and finder lines, the enquiry message, the description and
 * the Offer's valueAddedTaxIncluded. The e2e tests build the site once, with
 * the shipped setting (exclusive); this covers the other two without a build
 * each. Also the privacy notice's processor, which depends on NETLIFY at build time.
 */
let contentDir: string;
const originalContentDir = process.env.CONTENT_DIR;

beforeAll(() => {
  contentDir = mkdtempSync(path.join(tmpdir(), "vat-content-"));
  cpSync("content", contentDir, { recursive: true });
});
afterAll(() => {
  rmSync(contentDir, { recursive: true, force: true });
});
afterEach(() => {
  if (originalContentDir === undefined) delete process.env.CONTENT_DIR;
  else process.env.CONTENT_DIR = originalContentDir;
  delete process.env.NETLIFY;
  vi.resetModules();
});

function editYaml(file: string, change: (document: ReturnType<typeof parseDocument>) => void) {
  const filePath = path.join(contentDir, file);
  const document = parseDocument(readFileSync(filePath, "utf8"));
  change(document);
  writeFileSync(filePath, document.toString());
}

/** The VAT basis under test, and the facts of the course this test reads (its own, not the owner's). */
function setVat(basis: string) {
  editYaml("company.yml", (document) => document.setIn(["en", "vat"], { basis, rate: 21 }));
  editYaml("courses/devops/docker.yml", (document) => {
    document.setIn(["en", "fee"], 999);
    document.setIn(["en", "days"], 3);
    document.setIn(["en", "hours"], 24);
  });
}

/** The page modules, loaded afresh so they read the content folder as it is now. */
async function pagesWith(basis: string) {
  setVat(basis);
  process.env.CONTENT_DIR = contentDir;
  vi.resetModules();
  const { pageWithPath } = await import("#src/routing/site-map.server.ts");
  const page = (pagePath: string) => {
    const found = pageWithPath(pagePath);
    if (!found) throw new Error(`no page at ${pagePath}`);
    return found;
  };
  return {
    page,
    course: await import("#src/templates/course-page.tsx"),
    hub: await import("#src/templates/hub-page.tsx"),
    training: await import("#src/templates/training-page.tsx"),
    contact: await import("#src/templates/contact-page.tsx"),
  };
}

describe.each([
  ["exclusive", "excl. VAT", false],
  ["inclusive", "incl. VAT", true],
  ["exempt", "VAT-exempt", true],
] as const)("with fees %s of VAT", (basis, words, isIncluded) => {
  // In one line beside an amount incl. VAT with cents, the fee has cents too.
  const fee = basis === "exclusive" ? "€999.00" : "€999";
  it("every fee a page writes names the basis", async () => {
    const pages = await pagesWith(basis);
    const course = pages.course.load(pages.page("/training/devops/docker"));
    expect(course.fee).toMatchObject({ amount: "€999", basis: words });
    expect(course.fee?.withVat).toBe(basis === "exclusive" ? "€1,208.79 incl. 21% VAT" : undefined);
    expect(course.meta.find((tag) => "name" in tag && tag.name === "description")).toMatchObject({
      content: expect.stringContaining(`${fee} ${words}`),
    });
    expect(course.structuredData.offers).toMatchObject({
      priceSpecification: { valueAddedTaxIncluded: isIncluded },
    });

    const hub = pages.hub.load(pages.page("/training/devops"));
    const hubFacts = hub.groups.flatMap((group) => group.courses.map((course) => course.facts));
    expect(hubFacts.length).toBeGreaterThan(0);
    for (const facts of hubFacts)
      expect(facts).toMatch(new RegExp(`€[\\d,.]+ ${words}|on request`));

    const finder = pages.training
      .load(pages.page("/training"))
      .finder.courses.map((course) => course.facts);
    expect(finder).toContain(
      `3 days · 24 hours · ${fee} ${words}${basis === "exclusive" ? " (€1,208.79 incl. 21% VAT)" : ""}`,
    );
    for (const facts of finder) expect(facts).toMatch(new RegExp(`€[\\d,.]+ ${words}|on request`));

    expect(pages.contact.load(pages.page("/contact")).courseEnquiries["devops/docker"]).toContain(
      `${fee} ${words}`,
    );
  });
});

describe("the privacy notice's deployment sections", () => {
  /** The notice's English sections as the file has them (`only`: the deployment a section is for). */
  function sectionsInFile(): { title: string; body: string; only?: string }[] {
    const document = parseDocument(
      readFileSync(path.join(contentDir, "pages/privacy.yml"), "utf8"),
    );
    return document.toJS().en.sections ?? [];
  }
  /** A section's stretches of plain words (no markup, placeholder or line break). */
  const fragmentsOf = (body: string) =>
    body
      .replace(/\{[A-Za-z]+\}|^\s*- /gm, "\n")
      .split(/[*[\](){}<>\n]/)
      .map((piece) => piece.trim())
      .filter((piece) => piece.length >= 20);

  it.each([
    ["true", "netlify", "self-hosted"],
    [undefined, "self-hosted", "netlify"],
  ] as const)(
    "with NETLIFY=%s the notice has the %s sections, not the %s ones",
    async (netlify, shown, hidden) => {
      process.env.CONTENT_DIR = contentDir;
      if (netlify) process.env.NETLIFY = netlify;
      vi.resetModules();
      const { pageWithPath } = await import("#src/routing/site-map.server.ts");
      const privacy = await import("#src/templates/privacy-page.tsx");
      const page = pageWithPath("/privacy");
      if (!page) throw new Error("no privacy page");
      const sections = privacy.load(page).sections;
      const inFile = sectionsInFile();
      const forShown = inFile.filter((section) => section.only === shown);
      const forHidden = inFile.filter((section) => section.only === hidden);
      expect(forShown.length + forHidden.length).toBeGreaterThan(0);
      expect(sections).toHaveLength(inFile.length - forHidden.length);
      const text = JSON.stringify(sections);
      for (const section of forShown) {
        for (const fragment of fragmentsOf(section.body)) expect(text).toContain(fragment);
      }
      // What only the other deployment's sections say (they may share a paragraph with ours).
      // Lines wrap anywhere: compare with our bodies as one line each.
      const ours = inFile
        .filter((section) => section.only !== hidden)
        .map((section) => section.body.replace(/\s+/g, " "));
      for (const section of forHidden) {
        const theirsOnly = fragmentsOf(section.body).filter(
          (fragment) => !ours.some((body) => body.includes(fragment)),
        );
        expect(theirsOnly.length, section.title).toBeGreaterThan(0);
        for (const fragment of theirsOnly) expect(text).not.toContain(fragment);
      }
    },
  );
});

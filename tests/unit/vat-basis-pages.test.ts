import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { parseDocument } from "yaml";

/**
 * The pages' loaders (which run at build time and write every text the pages
 * show) with each of the three VAT settings of content/company.yml: the fee
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

function setVat(basis: string) {
  const file = path.join(contentDir, "company.yml");
  const document = parseDocument(readFileSync(file, "utf8"));
  document.setIn(["en", "vat"], { basis, rate: 21 });
  writeFileSync(file, document.toString());
}

/** The page modules, loaded afresh so they read the content folder as it is now. */
async function pagesWith(basis: string) {
  setVat(basis);
  process.env.CONTENT_DIR = contentDir;
  vi.resetModules();
  return {
    course: await import("~/templates/course-page"),
    hub: await import("~/templates/hub-page"),
    training: await import("~/templates/training-page"),
    contact: await import("~/templates/contact-page"),
  };
}

const request = (pagePath: string) =>
  ({ request: new Request(`http://localhost${pagePath}`) }) as never;

describe.each([
  ["exclusive", "excl. VAT", false],
  ["inclusive", "incl. VAT", true],
  ["exempt", "VAT-exempt", true],
] as const)("with fees %s of VAT", (basis, words, isIncluded) => {
  it("every fee a page writes names the basis", async () => {
    const pages = await pagesWith(basis);
    const course = pages.course.loader(request("/training/devops/docker"));
    expect(course.fee).toEqual({
      amount: "€999",
      basis: words,
      ...(basis === "exclusive" && { withVat: "€1,208.79 incl. 21% VAT" }),
    });
    expect(course.meta.find((tag) => "name" in tag && tag.name === "description")).toMatchObject({
      content: expect.stringContaining(`€999 ${words}`),
    });
    expect(course.structuredData.offers).toMatchObject({
      priceSpecification: { valueAddedTaxIncluded: isIncluded },
    });

    const hub = pages.hub.loader(request("/training/devops"));
    const hubFacts = hub.groups.flatMap((group) => group.courses.map((course) => course.facts));
    expect(hubFacts.length).toBeGreaterThan(0);
    for (const facts of hubFacts) expect(facts).toMatch(new RegExp(`€[\\d,]+ ${words}|on request`));

    const finder = pages.training
      .loader(request("/training"))
      .finder.courses.map((course) => course.facts);
    expect(finder).toContain(
      `3 days · 24 hours · €999 ${words}${basis === "exclusive" ? " (€1,208.79 incl. 21% VAT)" : ""}`,
    );
    for (const facts of finder) expect(facts).toMatch(new RegExp(`€[\\d,]+ ${words}|on request`));

    expect(pages.contact.loader(request("/contact")).courseEnquiries["devops/docker"]).toContain(
      `€999 ${words}`,
    );
  });
});

describe("the privacy notice's processors", () => {
  it.each([
    ["true", "Netlify", true],
    [undefined, "Netlify", false],
  ] as const)("with NETLIFY=%s the notice names %s: %s", async (netlify, name, isNamed) => {
    if (netlify) process.env.NETLIFY = netlify;
    vi.resetModules();
    const privacy = await import("~/templates/privacy-page");
    const sections = privacy.loader({ request: new Request("http://localhost/privacy") }).sections;
    const text = JSON.stringify(sections);
    expect(text.includes(name)).toBe(isNamed);
    expect(sections.filter((s) => s.title === "Who else sees it")).toHaveLength(1);
  });
});

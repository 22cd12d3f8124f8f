import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ContentError, loadContent } from "#src/content/load-content.server.ts";
import { fillFacts, pageFacts } from "#src/content/page-facts.ts";
import { certificateEmailDays } from "#src/content/after-course-retention.ts";
import { pageContent } from "#src/content/pages.server.ts";

/** A copy of content/ with one page file edited, loaded as the build would. */
function loadWithPage(file: string, edit: (text: string) => string) {
  const dir = mkdtempSync(path.join(tmpdir(), "content-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  cpSync("content", dir, { recursive: true });
  const target = path.join(dir, "pages", file);
  writeFileSync(target, edit(readFileSync(target, "utf8")));
  const previous = process.env.CONTENT_DIR;
  process.env.CONTENT_DIR = dir;
  try {
    return loadContent();
  } finally {
    if (previous === undefined) delete process.env.CONTENT_DIR;
    else process.env.CONTENT_DIR = previous;
  }
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function problemsOf(load: () => unknown): string[] {
  try {
    load();
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
}

describe("page files", () => {
  it("load, each page with its texts", () => {
    const { pages } = loadContent();
    for (const page of Object.values(pages)) expect(page.title).not.toBe("");
  });

  it("name only services and training families that exist", () => {
    const problems = problemsOf(() =>
      loadWithPage("home.yml", (text) =>
        text
          .replace("- testing-services", "- no-such-service")
          .replace("family: devops", "family: cobol"),
      ),
    );
    expect(problems).toEqual([
      'content/pages/home.yml: services.list.1: "no-such-service" is not a service',
      'content/pages/home.yml: training.cards.2.family: "cobol" is not a training family',
    ]);
  });

  it("name only details a page can fill in, and drafted fields that exist", () => {
    const problems = problemsOf(() =>
      loadWithPage("not-found.yml", (text) =>
        text.replace("has moved.", "has moved, says {ceo}.").replace("- description", "- subtitle"),
      ),
    );
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(
      /^content\/pages\/not-found.yml: description: \{ceo\} is not a detail/,
    );
    expect(problems[1]).toBe(
      'content/pages/not-found.yml: drafted.0: "subtitle" is not a field of this page',
    );
  });

  it("get the company's details and the retention period filled in", () => {
    const { company } = loadContent();
    const facts = pageFacts(company, {
      enquiryRetentionDays: 30,
      enrolmentRetentionDays: 700,
      logRetentionDays: 300,
      trafficRetentionDays: 600,
      statementLineRetentionDays: 20,
    });
    expect(
      fillFacts({ text: ["{legalName} keeps it {retentionDays} days; {unknown} stays."] }, facts),
    ).toEqual({ text: [`${company.legalName} keeps it 30 days; {unknown} stays.`] });
    expect(
      fillFacts(
        "{registeredOffice}, KvK {kvk}: {enquiryRetentionDays}/{enrolmentRetentionDays}/{logRetentionDays}/{trafficRetentionDays}",
        facts,
      ),
    ).toBe(`${company.registeredOffice}, KvK ${company.chamberOfCommerceNumber}: 30/700/300/600`);
  });
});

describe("the privacy notice's after-course periods", () => {
  it("name how long a certificate's e-mail address is kept as the clean-up keeps it, in both languages", () => {
    for (const language of ["en", "nl"] as const) {
      const written = JSON.stringify(loadContent(language).pages.privacy);
      const filled = JSON.stringify(pageContent("privacy", language));
      // JSON writes a line break as "\n": read as a space.
      const pageText = (json: string) => json.replaceAll("\\n", " ");
      expect(filled).not.toContain("{certificateEmailDays}");
      // Wherever the notice names the period (today: its retention section), it is the constant's.
      const named = written.split("{certificateEmailDays}").length - 1;
      const shown = (pageText(filled).match(new RegExp(`\\b${certificateEmailDays}\\b`, "g")) ?? [])
        .length;
      expect(shown).toBeGreaterThanOrEqual(named);
    }
  });
});

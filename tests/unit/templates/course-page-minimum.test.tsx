import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openEnquiryTables } from "#server/enquiries/enquiry-tables.ts";
import { runFacts } from "#server/runs/run-mail-facts.ts";
import { openRunTables } from "#server/runs/run-tables.ts";
import { databasePath, openDatabase } from "#server/store/database.ts";
import { readStoreTallies } from "#scripts/build-steps/write-run-tallies.ts";
import { loadContent } from "#src/content/load-content.server.ts";
import { findCourse } from "#src/content/training.server.ts";
import { navigation } from "#src/components/layout/navigation.server.ts";
import { PageProvider } from "#src/components/page-context.tsx";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { type Language, languages } from "#src/i18n/languages.ts";
import { sitePages } from "#src/routing/site-map.server.ts";
import { CoursePage, load } from "#src/templates/course-page.tsx";
import { runKey, todayInAmsterdam } from "#src/training/course-runs.ts";
import { addDays } from "#src/training/dutch-working-days.ts";
import { enrolmentCatalogue } from "#src/training/enrolment-catalogue.server.ts";
import { decisionNote } from "#src/training/run-decision.ts";
import { daysFromToday, editContent } from "#tests/support/test-content.ts";

/**
 * A course page with runs that have a minimum, as the build writes it: below
 * the minimum a run says it is not yet guaranteed and by when we decide (its
 * own date, else the course terms' days before the start), in the HTML and
 * the structured data, and the enrolment catalogue carries both; once the
 * store guaranteed the run (its confirmed participants reached the minimum),
 * the next build, reading the store as `npm run build` does, shows the mark.
 * The content is a copy of today's with Docker's runs set here, so an owner's
 * edit never turns this red; the days before the start are read from the
 * terms as they are.
 */
const dir = mkdtempSync(path.join(tmpdir(), "course-minimum-"));
const course = { family: "devops", slug: "docker" };
const courseKey = `${course.family}/${course.slug}`;
const runs = {
  byTerms: { start: daysFromToday(60), mode: "classroom", language: "en", capacity: 8, minimum: 2 },
  ownDate: {
    start: daysFromToday(90),
    mode: "online",
    language: "nl",
    capacity: 6,
    minimum: 3,
    decisionDate: daysFromToday(60),
  },
} as const;
let previous: string | undefined;

beforeAll(async () => {
  cpSync("content", path.join(dir, "content"), { recursive: true });
  await editContent(path.join(dir, "content"), `courses/${courseKey}.yml`, (section) => {
    section.runs = Object.values(runs);
  });
  previous = process.env.CONTENT_DIR;
  process.env.CONTENT_DIR = path.join(dir, "content");
});
afterEach(() => {
  delete process.env.RUN_TALLIES_FILE;
});
afterAll(() => {
  if (previous === undefined) delete process.env.CONTENT_DIR;
  else process.env.CONTENT_DIR = previous;
  rmSync(dir, { recursive: true, force: true });
});

/** The day we decide by, from the content: the run's own, else the terms' days before the start. */
const decidedBy = (run: (typeof runs)[keyof typeof runs]) =>
  "decisionDate" in run
    ? run.decisionDate
    : addDays(run.start, -loadContent().pages.courseTerms.decisionDays);

function render(language: Language) {
  const page = sitePages().find(
    (candidate) => candidate.key === `course/${courseKey}` && candidate.language === language,
  );
  if (!page) throw new Error("no Docker page");
  const html = renderToStaticMarkup(
    <PageProvider
      value={{
        language,
        path: page.path,
        ui: dictionaries[language].shell,
        navigation: navigation(language),
      }}
    >
      <CoursePage {...load(page)} />
    </PageProvider>,
  );
  const row = (run: { start: string }) =>
    new RegExp(`<li[^>]*data-run-start="${run.start}"[\\s\\S]*?</li>`).exec(html)?.[0] ?? "";
  const data = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
    .map(([, json]) => JSON.parse(json ?? "{}"))
    .find((item) => item["@type"] === "Course") as {
    hasCourseInstance?: { startDate: string; description?: string }[];
  };
  const instance = (run: { start: string }) =>
    data.hasCourseInstance?.find((item) => item.startDate === run.start);
  return { row, instance };
}

/** A store in which `confirmed` participants of the run are confirmed; the tallies a build reads of it. */
function talliesAfter(name: string, run: (typeof runs)[keyof typeof runs], confirmed: number) {
  const dataDir = path.join(dir, name);
  const database = openDatabase(databasePath(dataDir));
  try {
    const enquiries = openEnquiryTables(database);
    const tables = openRunTables(database);
    const catalogue = enrolmentCatalogue();
    for (let index = 0; index < confirmed; index++) {
      const [added] = enquiries.addBatch([
        {
          values: { name: `P${index}`, email: `p${index}@example.nl`, phone: "", message: "" },
          language: "en",
          receivedAt: new Date().toISOString(),
          isToBeMailed: false,
          enrolment: JSON.stringify({ course: { key: courseKey } }),
          run: {
            courseKey,
            runKey: runKey(run),
            participants: 1,
            isScheduled: true,
            capacity: run.capacity,
          },
        },
      ]);
      tables.changePlace({
        id: added?.id as number,
        version: 0,
        action: "confirm",
        at: new Date().toISOString(),
        isMailing: false,
        capacity: run.capacity,
        facts: runFacts(catalogue, courseKey, runKey(run)),
      });
    }
  } finally {
    database.close();
  }
  const file = path.join(dir, `${name}.json`);
  writeFileSync(file, JSON.stringify(readStoreTallies(dataDir)));
  return file;
}

describe("a run below its minimum", () => {
  it.each(languages)(
    "says it is not yet guaranteed and by when we decide, in the page and its data (%s)",
    (language) => {
      const { row, instance } = render(language);
      const words = dictionaries[language].course.runs;
      for (const run of Object.values(runs)) {
        const note = decisionNote(
          words,
          { minimum: run.minimum, by: decidedBy(run) },
          todayInAmsterdam(),
          language,
        );
        expect(row(run)).toMatch(new RegExp(`<span data-run-decision=""[^>]*>${note}</span>`));
        // The mark is there for the page script, hidden until the run is guaranteed.
        expect(row(run)).toMatch(/<span data-run-guaranteed="" hidden=""/);
        expect(instance(run)?.description).toBe(note);
      }
    },
  );

  it("is in the enrolment catalogue with its minimum and the day we decide by", () => {
    const entry = enrolmentCatalogue().courses.find((candidate) => candidate.key === courseKey);
    for (const run of Object.values(runs)) {
      expect(entry?.runs.find((candidate) => candidate.key === runKey(run))).toMatchObject({
        minimum: run.minimum,
        decisionDate: decidedBy(run),
      });
    }
    expect(findCourse(course.family, course.slug)?.course.runs).toHaveLength(2);
  });
});

describe("a run whose confirmed participants reached its minimum", () => {
  it("shows the mark after the next build, and no longer the note", () => {
    process.env.RUN_TALLIES_FILE = talliesAfter("reached", runs.byTerms, runs.byTerms.minimum);
    for (const language of languages) {
      const { row, instance } = render(language);
      const words = dictionaries[language].course.runs;
      expect(row(runs.byTerms)).toContain(
        `<span data-run-guaranteed="" class="run-guaranteed">${words.guaranteed}</span>`,
      );
      expect(row(runs.byTerms)).not.toContain("data-run-decision");
      expect(instance(runs.byTerms)?.description).toBe(words.guaranteed);
      // The other run is still below its own.
      expect(row(runs.ownDate)).toContain("data-run-decision");
    }
  });

  it("is not guaranteed one participant short", () => {
    process.env.RUN_TALLIES_FILE = talliesAfter("short", runs.ownDate, runs.ownDate.minimum - 1);
    const { row } = render("en");
    expect(row(runs.ownDate)).toContain("data-run-decision");
    expect(row(runs.ownDate)).toMatch(/<span data-run-guaranteed="" hidden=""/);
  });
});

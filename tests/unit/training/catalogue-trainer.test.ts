import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseDocument } from "yaml";
import { allCourses } from "#src/content/training.server.ts";
import { enrolmentCatalogue } from "#src/training/enrolment-catalogue.server.ts";

/**
 * A course file's trainer reaches the release's catalogue, which the nightly
 * certificates job reads: the certificate names them. The content is a copy
 * of today's with one course file given a trainer here, so an owner's edit of
 * the course files never turns this red. (A copy, not a mocked module: the
 * unit tests share their modules across files, vitest.config.ts.)
 */
const dir = mkdtempSync(path.join(tmpdir(), "content-trainer-"));
cpSync("content", dir, { recursive: true });
const family = readdirSync(path.join(dir, "courses")).sort()[0] ?? "";
const courseFile = readdirSync(path.join(dir, "courses", family)).sort()[0] ?? "";
const file = path.join(dir, "courses", family, courseFile);
const document = parseDocument(readFileSync(file, "utf8"));
document.setIn(["en", "trainer"], "Ada Lovelace");
writeFileSync(file, String(document));

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("a course's trainer", () => {
  it("is in the catalogue where the course file names one, and absent elsewhere", () => {
    const previous = process.env.CONTENT_DIR;
    process.env.CONTENT_DIR = dir;
    try {
      const courses = enrolmentCatalogue().courses;
      // Whatever the other files say today.
      expect(courses.map((course) => course.trainer)).toEqual(
        allCourses().map(({ course }) => course.trainer),
      );
      const named = courses.filter((course) => course.trainer === "Ada Lovelace");
      expect(named.map((course) => course.key)).toEqual([
        expect.stringMatching(new RegExp(`/${path.basename(courseFile, ".yml")}$`)),
      ]);
    } finally {
      if (previous === undefined) delete process.env.CONTENT_DIR;
      else process.env.CONTENT_DIR = previous;
    }
  });
});

import { describe, expect, it, vi } from "vitest";

/**
 * A course file's trainer reaches the release's catalogue, which the nightly
 * certificates job reads: the certificate names them. The content is
 * today's, with one course given a trainer here, so an owner's edit of the
 * course files never turns this red.
 */
vi.mock("#src/content/training.server.ts", async (original) => {
  const actual = await original<typeof import("#src/content/training.server.ts")>();
  return {
    ...actual,
    allCourses: (...args: Parameters<typeof actual.allCourses>) =>
      actual
        .allCourses(...args)
        .map((entry, index) =>
          index === 0 ? { ...entry, course: { ...entry.course, trainer: "Ada Lovelace" } } : entry,
        ),
  };
});

describe("a course's trainer", () => {
  it("is in the catalogue where the course file names one, and absent elsewhere", async () => {
    const { enrolmentCatalogue } = await import("#src/training/enrolment-catalogue.server.ts");
    const { allCourses } = await import("#src/content/training.server.ts");
    const trainers = enrolmentCatalogue().courses.map((course) => course.trainer);
    // Whatever the files say today (the first course given one here).
    expect(trainers).toEqual(allCourses().map(({ course }) => course.trainer));
    expect(trainers[0]).toBe("Ada Lovelace");
  });
});

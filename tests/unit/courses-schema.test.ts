import { describe, expect, it } from "vitest";
import { validateTraining } from "~/content/schema/courses-schema";
import { type Course, type TrainingFamily, trainingFamilies } from "~/content/training";

/** A copy of the real content with one course changed, so each test breaks one thing. */
function withCourse(
  familySlug: string,
  courseSlug: string,
  change: (course: Course) => Course,
): TrainingFamily[] {
  return structuredClone(trainingFamilies).map((family) =>
    family.slug !== familySlug
      ? family
      : {
          ...family,
          groups: family.groups.map((group) => ({
            ...group,
            courses: group.courses.map((course) =>
              course.slug === courseSlug ? change(course) : course,
            ),
          })),
        },
  );
}

describe("validateTraining", () => {
  it("accepts the site's training content", () => {
    expect(validateTraining(trainingFamilies)).toEqual([]);
  });

  it("names the course and field when a course has five modules", () => {
    const families = withCourse("testing", "bdd", (c) => ({ ...c, modules: c.modules.slice(1) }));
    expect(validateTraining(families)).toEqual([
      'course "testing/bdd": modules must have 6 items, has 5',
    ]);
  });

  it("rejects a fee that is not a positive whole number of euro", () => {
    for (const fee of [999.5, 0, -999, Number.NaN]) {
      const families = withCourse("devops", "docker", (c) => ({
        ...c,
        facts: { days: 3, hours: 24, fee },
      }));
      expect(validateTraining(families), String(fee)).toEqual([
        'course "devops/docker": fee must be a positive whole number of euro',
      ]);
    }
  });

  it("checks included items, benefits and their icons", () => {
    const families = withCourse("testing", "tdd", (c) => ({
      ...c,
      included: [...c.included, "Lunch"],
      benefits: [
        ...c.benefits.slice(0, 2),
        { icon: "no-such-icon" as Course["benefits"][number]["icon"], title: "X", description: "" },
      ],
    }));
    expect(validateTraining(families)).toEqual([
      'course "testing/tdd": included must have 3 items, has 4',
      'course "testing/tdd": benefits[2] needs a title and a description',
      'course "testing/tdd": benefits[2].icon "no-such-icon" is not a known icon',
    ]);
  });

  it("checks hours against days (8 a day), except ISTQB Foundation's 12 hours for 2 days", () => {
    const families = withCourse("devops", "sre", (c) => ({
      ...c,
      facts: { days: 4, hours: 30, fee: 1499 },
    }));
    expect(validateTraining(families)).toEqual([
      'course "devops/sre": hours must be 32 for 4 days (8 hours a day), is 30',
    ]);
    expect(validateTraining(trainingFamilies)).toEqual([]);
  });

  it("rejects duplicate and non-kebab-case slugs", () => {
    const families = withCourse("devops", "gitlab", (c) => ({ ...c, slug: "docker" }));
    expect(validateTraining(families)).toEqual([
      'course "devops/docker": slug is not unique in its family',
    ]);
    const badSlug = withCourse("devops", "gitlab", (c) => ({ ...c, slug: "Git_Lab" }));
    expect(validateTraining(badSlug)).toEqual([
      'course "devops/Git_Lab": slug must be kebab-case (a-z, 0-9, hyphens)',
    ]);
  });

  it("accepts a course without facts (dates and fee on request)", () => {
    const families = withCourse("devops", "docker", ({ facts: _facts, ...c }) => c);
    expect(validateTraining(families)).toEqual([]);
  });

  it("rejects unknown drafted fields and duplicate group titles", () => {
    const families = withCourse("testing", "bdd", (c) => ({
      ...c,
      drafted: ["modules", "price"] as unknown as Course["drafted"],
    }));
    expect(validateTraining(families)).toEqual([
      'course "testing/bdd": drafted names "price", which is not a field that can be drafted',
    ]);
    const devops = structuredClone(trainingFamilies).map((family) =>
      family.slug === "devops"
        ? {
            ...family,
            groups: family.groups.map((g) => ({ ...g, title: "DevOps Essentials" })),
          }
        : family,
    );
    expect(validateTraining(devops)).toContain(
      'family "devops": group title "DevOps Essentials" is not unique',
    );
  });

  it("requires the Scrum hub's cards to have four features", () => {
    const families = withCourse("scrum", "psm", (c) => ({
      ...c,
      card: c.card && { ...c.card, features: c.card.features.slice(0, 3) },
    }));
    expect(validateTraining(families)).toEqual([
      'course "scrum/psm": card.features must have 4 items, has 3',
    ]);
  });
});

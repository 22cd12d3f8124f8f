import { describe, expect, it } from "vitest";
import {
  type FinderCourse,
  type FinderFilters,
  filterCourses,
  filtersFromQuery,
  queryFromFilters,
  threeMonthsAfter,
} from "#src/training/course-finder.ts";
import { centsFromEuros } from "#src/money/money.ts";

const today = "2027-01-10";
const soon = threeMonthsAfter(today);
const courses: FinderCourse[] = [
  {
    title: "Alpha",
    family: "testing",
    days: 2,
    feeCents: centsFromEuros(900),
    runs: [{ start: "2027-05-01", mode: "classroom", language: "nl" }],
  },
  {
    title: "Bravo",
    family: "devops",
    days: 3,
    feeCents: centsFromEuros(1500),
    runs: [{ start: "2027-02-01", mode: "online", language: "en" }],
  },
  { title: "Charlie", family: "testing", days: 5, feeCents: centsFromEuros(2500), runs: [] },
  { title: "Delta", family: "devops", runs: [] },
  {
    title: "Echo",
    family: "scrum",
    days: 2,
    feeCents: centsFromEuros(300),
    runs: [{ start: "2027-01-05", mode: "online", language: "en" }],
  },
];
const none: FinderFilters = { isSoon: false, sort: "date" };
const titles = (filters: Partial<FinderFilters>) =>
  filterCourses(courses, { ...none, ...filters }, today, soon).map((course) => course.title);

describe("the course finder", () => {
  it("lists every course, soonest date first, then those without a date by title", () => {
    // Echo's only run has passed: it counts as a course without a date.
    expect(titles({})).toEqual(["Bravo", "Alpha", "Charlie", "Delta", "Echo"]);
  });

  it("sorts by fee, courses without a published fee last", () => {
    expect(titles({ sort: "fee" })).toEqual(["Echo", "Alpha", "Bravo", "Charlie", "Delta"]);
  });

  it("filters by family", () => {
    expect(titles({ family: "testing" })).toEqual(["Alpha", "Charlie"]);
  });

  it("filters by mode, and every course can be booked in-company", () => {
    expect(titles({ mode: "online" })).toEqual(["Bravo"]);
    expect(titles({ mode: "classroom" })).toEqual(["Alpha"]);
    expect(titles({ mode: "in-company" })).toHaveLength(courses.length);
  });

  it("filters by the language of an upcoming run", () => {
    expect(titles({ language: "nl" })).toEqual(["Alpha"]);
    expect(titles({ language: "en" })).toEqual(["Bravo"]);
  });

  it("filters by maximum days and maximum fee, leaving out courses without them", () => {
    expect(titles({ maxDays: 2 })).toEqual(["Alpha", "Echo"]);
    expect(titles({ maxDays: 3 })).toEqual(["Bravo", "Alpha", "Echo"]);
    expect(titles({ maxFee: 1500 })).toEqual(["Bravo", "Alpha", "Echo"]);
  });

  it("keeps only courses with a date in the next three months", () => {
    expect(soon).toBe("2027-04-10");
    expect(titles({ isSoon: true })).toEqual(["Bravo"]);
  });

  it("keeps its state in the URL query and reads it back", () => {
    const filters: FinderFilters = {
      family: "testing",
      mode: "classroom",
      language: "nl",
      maxDays: 3,
      maxFee: 1000,
      isSoon: true,
      sort: "fee",
    };
    const query = queryFromFilters(filters);
    expect(query.toString()).toBe(
      "family=testing&mode=classroom&language=nl&maxDays=3&maxFee=1000&soon=1&sort=fee",
    );
    expect(filtersFromQuery(new URLSearchParams(query.toString()))).toEqual(filters);
  });

  it("leaves defaults out of the query and ignores nonsense in it", () => {
    expect(queryFromFilters(none).toString()).toBe("");
    expect(filtersFromQuery(new URLSearchParams("maxFee=abc&maxDays=-2&sort=x&soon=yes"))).toEqual(
      none,
    );
  });
});

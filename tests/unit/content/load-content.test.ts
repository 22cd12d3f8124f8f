import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { ContentError, readContent } from "#src/content/load-content.server.ts";
import type { Language } from "#src/i18n/languages.ts";

// The loader on small made-up content folders written for each test, never on
// content/: what it accepts and the exact message it gives for each mistake.

let dir: string;

/** Writes content/<file> as the editor does: the page under `en:`. */
function write(file: string, page: unknown) {
  writeRaw(file, stringify({ en: page }));
}

function writeRaw(file: string, text: string) {
  const full = path.join(dir, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
}

const company = {
  name: "Example",
  legalName: "Example B.V.",
  registeredOffice: "Veldhoven",
  chamberOfCommerceNumber: "12345678",
  vatId: "NL123456789B01",
  vat: { basis: "exclusive", rate: 21 },
  tagline: "Example tagline",
  siteUrl: "https://www.example.com",
  foundedYear: 2024,
  rootsYear: 2014,
  rootsCountry: "Egypt",
  speciality: "testing",
  offices: [
    {
      label: "Office",
      street: "Street 1",
      postalCode: "5500 AA",
      city: "Veldhoven",
      country: "The Netherlands",
      countryCode: "NL",
    },
  ],
  phone: { display: "+31 40 000 0000", dial: "+31400000000" },
  email: "info@example.com",
  privacyEmail: "privacy@example.com",
  processors: {
    hosting: { name: "Hosting B.V.", country: "the Netherlands" },
    mail: { name: "Mail B.V.", country: "the Netherlands" },
  },
  professionalNetwork: { label: "LinkedIn", url: "https://www.linkedin.com/company/example" },
  copyrightYear: 2024,
};

const card = (title: string, service?: string) => ({
  title,
  description: `${title}, described.`,
  icon: "users",
  ...(service && { service }),
});

const service = (extra: Record<string, unknown>) => ({
  title: "Coaching Services",
  menuTitle: "Coaching",
  tagline: "We coach.",
  summary: "Coaching for teams.",
  icon: "users",
  order: 1,
  sections: [{ kind: "cards", title: "What we offer", cards: [card("Scrum", "scrum")] }],
  ...extra,
});

const benefit = (title: string) => ({ icon: "award", title, description: `${title}.` });

function course(extra: Record<string, unknown> = {}) {
  return {
    title: "A Course",
    tagline: "Learn it.",
    description: "A course about it.",
    group: "automation",
    order: 1,
    days: 2,
    hours: 16,
    fee: 499,
    included: ["Course Materials"],
    modules: ["One", "Two", "Three", "Four", "Five", "Six"],
    benefits: [benefit("Speed"), benefit("Quality"), benefit("Joy")],
    ...extra,
  };
}

/** A whole valid site: two services, one training family with one course. */
function writeSite() {
  write("company.yml", company);
  write("navigation.yml", {
    servicesMenu: ["coaching"],
    aboutLabel: "About Us",
    consultationLabel: "Talk to us",
    allTrainingLabel: "All training",
  });
  write("services/coaching.yml", service({}));
  write(
    "services/scrum.yml",
    service({
      title: "Scrum",
      menuTitle: "Scrum",
      parent: "coaching",
      sections: [{ kind: "benefits", title: "Benefits", items: ["Focus"] }],
    }),
  );
  write("training/testing.yml", {
    title: "Testing Training",
    menuTitle: "Testing",
    tagline: "Courses.",
    summary: "Testing courses.",
    icon: "test-tube",
    hubLayout: "sections",
    order: 1,
    groups: [{ id: "automation", title: "Automation", icon: "code", description: "Automate." }],
  });
  write("courses/testing/x.yml", course());
  writePages();
}

/**
 * The page files (home, about, …) as shipped, pointed at this made-up site's
 * one service and one family instead of the real ones.
 */
function writePages() {
  const pages = path.resolve("content/pages");
  for (const name of readdirSync(pages)) {
    const page = parse(readFileSync(path.join(pages, name), "utf8")).en;
    if (name === "home.yml") {
      page.services.list = ["coaching"];
      page.training.cards = [{ family: "testing" }];
      delete page.specialty;
      delete page.drafted;
    }
    if (name === "training.yml") page.familyOrder = ["testing"];
    write(`pages/${name}`, page);
  }
}

/** The problems readContent reports for the folder, or [] when it loads. */
function problems(language: Language = "en"): string[] {
  try {
    readContent(dir, language);
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}

/** A file of the folder as a message names it: relative to the working directory. */
const named = (file: string) => path.relative(process.cwd(), path.join(dir, file));

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "content-test-"));
  writeSite();
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("readContent", () => {
  it("loads a valid folder: families, groups and courses in place", () => {
    const content = readContent(dir);
    expect(content.services.map((s) => s.slug)).toEqual(["coaching", "scrum"]);
    const [family] = content.trainingFamilies;
    expect(family?.slug).toBe("testing");
    expect(family?.groups[0]?.courses.map((c) => c.slug)).toEqual(["x"]);
  });

  it("accepts other counts than the original site's: five modules, two benefits, one card", () => {
    write(
      "courses/testing/x.yml",
      course({
        modules: ["One", "Two", "Three", "Four", "Five"],
        benefits: [benefit("Speed"), benefit("Quality")],
      }),
    );
    expect(problems()).toEqual([]);
    const x = readContent(dir).trainingFamilies[0]?.groups[0]?.courses[0];
    expect(x?.modules).toHaveLength(5);
    expect(x?.benefits).toHaveLength(2);
  });

  it("accepts a course offered on request: no days, hours or fee", () => {
    write("courses/testing/x.yml", course({ days: undefined, hours: undefined, fee: undefined }));
    expect(problems()).toEqual([]);
  });

  it.each([
    ["a negative fee", -5],
    ["a fee with cents", 499.5],
    ["a fee as text", "€499"],
  ])("names the file, the field and the reason for %s", (_, fee) => {
    write("courses/testing/x.yml", course({ fee }));
    expect(problems()).toEqual([
      `${named("courses/testing/x.yml")}: fee: expected a positive whole number of euro`,
    ]);
  });

  it("takes a VAT rate with up to two decimals and names one with more", () => {
    // Amounts are reckoned in cents with the rate in hundredths (src/money/money.ts).
    write("company.yml", { ...company, vat: { basis: "exclusive", rate: 5.5 } });
    expect(problems()).toEqual([]);
    write("company.yml", { ...company, vat: { basis: "exclusive", rate: 5.555 } });
    expect(problems()).toEqual([
      `${named("company.yml")}: vat.rate: expected a VAT rate in percent with at most two decimals, e.g. 21 or 5.5`,
    ]);
  });

  it("reports a missing required field", () => {
    const { title: _, ...untitled } = course();
    write("courses/testing/x.yml", untitled);
    expect(problems()).toEqual([`${named("courses/testing/x.yml")}: title: expected text`]);
  });

  it("reports days or hours given without the rest of the facts", () => {
    write("courses/testing/x.yml", course({ fee: undefined }));
    expect(problems()).toEqual([
      `${named("courses/testing/x.yml")}: fee: is required when days, hours or fee is given (give all three, or none for 'on request')`,
    ]);
  });

  it("takes a run's minimum with a decision date at least 14 days before its start", () => {
    const run = { start: "2027-03-01", mode: "classroom", language: "en", capacity: 8 };
    write(
      "courses/testing/x.yml",
      course({
        runs: [
          { ...run, minimum: 4, decisionDate: "2027-02-15" },
          // Without a date of its own: the course terms' days before the start.
          { ...run, start: "2027-04-01", minimum: 8 },
        ],
      }),
    );
    expect(problems()).toEqual([]);
  });

  it("refuses a decision date less than 14 days before the start, a date without a minimum and a minimum above the places", () => {
    const run = { start: "2027-03-01", mode: "classroom", language: "en", capacity: 8 };
    write(
      "courses/testing/x.yml",
      course({
        runs: [
          { ...run, minimum: 4, decisionDate: "2027-02-16" },
          { ...run, start: "2027-04-01", decisionDate: "2027-03-01" },
          { ...run, start: "2027-05-03", minimum: 9 },
        ],
      }),
    );
    expect(problems()).toEqual([
      `${named("courses/testing/x.yml")}: runs.0.decisionDate: must be at least 14 days before the start (2027-03-01), on 2027-02-15 at the latest: the course terms promise that notice`,
      `${named("courses/testing/x.yml")}: runs.1.decisionDate: is only for a run with a minimum: give the minimum participants too, or leave it empty`,
      `${named("courses/testing/x.yml")}: runs.2.minimum: is more than the run's 8 places: lower it, or raise the capacity`,
    ]);
  });

  it("refuses course terms that decide on runs less than 14 days before their start", () => {
    const terms = parse(readFileSync(path.resolve("content/pages/course-terms.yml"), "utf8")).en;
    write("pages/course-terms.yml", { ...terms, decisionDays: 13 });
    expect(problems()).toEqual([
      `${named("pages/course-terms.yml")}: decisionDays: expected a whole number of days, at least 14: the notice the terms promise`,
    ]);
  });

  it("refuses a move limit that is not a whole number of days from 0 to 365", () => {
    const terms = parse(readFileSync(path.resolve("content/pages/course-terms.yml"), "utf8")).en;
    for (const moveDays of [-1, 1.5, 366]) {
      write("pages/course-terms.yml", { ...terms, moveDays });
      expect(problems(), String(moveDays)).toEqual([
        `${named("pages/course-terms.yml")}: moveDays: expected a whole number of days from 0 to 365`,
      ]);
    }
  });

  it("reports every broken file at once", () => {
    write("courses/testing/x.yml", course({ fee: 0 }));
    write("services/scrum.yml", service({ parent: "coaching", icon: "no-such-icon" }));
    const found = problems();
    expect(found).toHaveLength(2);
    expect(found).toContain(
      `${named("courses/testing/x.yml")}: fee: expected a positive whole number of euro`,
    );
    expect(found.some((p) => p.startsWith(`${named("services/scrum.yml")}: icon: `))).toBe(true);
  });

  it("reports a YAML syntax error with its file", () => {
    writeRaw("courses/testing/x.yml", "en:\n  title: [unclosed\n");
    const [problem, ...rest] = problems();
    expect(rest).toEqual([]);
    expect(problem).toMatch(
      new RegExp(`^${escapeRegExp(named("courses/testing/x.yml"))}: YAML: \\S`),
    );
  });

  it("reports a file without its en: section", () => {
    writeRaw("courses/testing/x.yml", stringify({ nl: course() }));
    expect(problems()).toEqual([
      `${named("courses/testing/x.yml")}: en: expected the en: section that holds the page`,
    ]);
  });

  it("reports a file name that is not a slug", () => {
    write("courses/testing/Bad Name.yml", course());
    expect(problems()).toEqual([
      `${named("courses/testing/Bad Name.yml")}: file name: must be a slug: lower-case letters, digits and hyphens, then .yml`,
    ]);
  });

  it("reports a missing company file", () => {
    unlinkSync(path.join(dir, "company.yml"));
    expect(problems()).toEqual([`${named("company.yml")}: file: is missing`]);
  });

  // The cross-checks name files by their place in the content folder.
  it("reports a course whose group is not a group of its family", () => {
    write("courses/testing/x.yml", course({ group: "nope" }));
    expect(problems()).toEqual([
      'content/courses/testing/x.yml: group: "nope" is not a group of content/training/testing.yml (automation)',
    ]);
  });

  it("reports a course folder without a training family file", () => {
    write("courses/devops/y.yml", course());
    expect(problems()).toEqual([
      "content/courses/devops/: has no training family (content/training/devops.yml)",
    ]);
  });

  it("reports a service card that links an unknown service", () => {
    write(
      "services/coaching.yml",
      service({
        sections: [{ kind: "cards", title: "Offers", cards: [card("Kanban", "kanban")] }],
      }),
    );
    expect(problems()).toEqual([
      'content/services/coaching.yml: sections.0.cards.0.service: "kanban" is not a service',
    ]);
  });

  it("reports a detail page whose parent is not a service", () => {
    write("services/scrum.yml", service({ parent: "nope" }));
    expect(problems()).toEqual(['content/services/scrum.yml: parent: "nope" is not a service']);
  });

  it("reports a menu entry that is not a service", () => {
    write("navigation.yml", {
      servicesMenu: ["coaching", "nope"],
      aboutLabel: "About Us",
      consultationLabel: "Talk to us",
      allTrainingLabel: "All training",
    });
    expect(problems()).toEqual(['content/navigation.yml: servicesMenu.1: "nope" is not a service']);
  });
});

/** Writes content/<file> with a Dutch section beside the English one. */
function writeBilingual(file: string, en: unknown, nl: unknown) {
  writeRaw(file, stringify({ en, nl }));
}

const testingFamily = {
  title: "Testing Training",
  menuTitle: "Testing",
  tagline: "Courses.",
  summary: "Testing courses.",
  icon: "test-tube",
  hubLayout: "sections",
  order: 1,
  groups: [{ id: "automation", title: "Automation", icon: "code", description: "Automate." }],
};

describe("the Dutch edition of a file", () => {
  // A fact (fee, days, hours, icon) is written once, in the en: section. A
  // Dutch section that gives one anyway does not change it: the loader keeps
  // the English value (the editor never writes facts under nl:, so there is
  // nothing to refuse; a hand-written one cannot make the Dutch page differ).
  it("keeps the English fee, days, hours and icons when nl: gives others, and takes its texts", () => {
    writeBilingual("courses/testing/x.yml", course(), {
      title: "Een training",
      fee: 1,
      days: 9,
      hours: 99,
      benefits: [{ icon: "code", title: "Snelheid" }],
    });
    writeBilingual("training/testing.yml", testingFamily, {
      title: "Testtrainingen",
      icon: "code",
    });
    const [family] = readContent(dir, "nl").trainingFamilies;
    const x = family?.groups[0]?.courses[0];
    // The file's 499 euros, in cents: the loader is where euros become cents.
    expect(x).toMatchObject({ title: "Een training", feeCents: 49_900, days: 2, hours: 16 });
    expect(x).not.toHaveProperty("fee");
    expect(x?.benefits[0]).toMatchObject({ icon: "award", title: "Snelheid" });
    expect(family).toMatchObject({ title: "Testtrainingen", icon: "test-tube" });
  });

  it("refuses two pages of a folder at one Dutch address, naming both files", () => {
    writeBilingual("services/coaching.yml", service({}), { slug: "begeleiding" });
    writeBilingual(
      "services/scrum.yml",
      service({
        title: "Scrum",
        menuTitle: "Scrum",
        parent: "coaching",
        sections: [{ kind: "benefits", title: "Benefits", items: ["Focus"] }],
      }),
      { slug: "begeleiding" },
    );
    expect(problems()).toEqual([]);
    expect(problems("nl")).toEqual([
      'content/services/scrum.yml: slug: "begeleiding" is also the address of content/services/coaching.yml',
    ]);
  });
});

describe("groups and families", () => {
  it("refuses a group id used twice in a family", () => {
    write("training/testing.yml", {
      ...testingFamily,
      groups: [...testingFamily.groups, { ...testingFamily.groups[0], title: "Again" }],
    });
    expect(problems()).toEqual([
      'content/training/testing.yml: groups: the id "automation" is used twice',
    ]);
  });

  // A course whose group belongs to another family would be on no hub and in no menu.
  it("refuses a course naming a group of another family, naming the file and its family", () => {
    write("training/devops.yml", {
      ...testingFamily,
      title: "DevOps Training",
      menuTitle: "DevOps",
      order: 2,
      groups: [{ id: "pipelines", title: "Pipelines", icon: "code", description: "Ship." }],
    });
    write("courses/devops/y.yml", course({ group: "pipelines" }));
    write("courses/testing/x.yml", course({ group: "pipelines" }));
    expect(problems()).toEqual([
      'content/courses/testing/x.yml: group: "pipelines" is not a group of content/training/testing.yml (automation)',
    ]);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

// A misspelt key used to be dropped without a word: the course showed no dates.
describe("keys the schema does not know", () => {
  it("are refused in the English section, with the key that was probably meant", () => {
    write("courses/testing/x.yml", { ...course(), run: [], maxAtendees: 3 });
    expect(problems()).toEqual([
      `${named("courses/testing/x.yml")}: run: "run" is not a known key here; did you mean "runs"?`,
      `${named("courses/testing/x.yml")}: maxAtendees: "maxAtendees" is not a known key here; did you mean "maxAttendees"?`,
    ]);
  });

  it("are refused in the Dutch section, which the merge would drop, at any depth", () => {
    writeBilingual("courses/testing/x.yml", course(), {
      titel: "Cursus",
      benefits: [{ titel: "Voordeel" }],
    });
    expect(problems()).toEqual([]);
    expect(problems("nl")).toEqual([
      `${named("courses/testing/x.yml")}: nl.titel: "titel" is not a known key here; did you mean "title"?`,
      `${named("courses/testing/x.yml")}: nl.benefits.0.titel: "titel" is not a known key here; did you mean "title"?`,
    ]);
  });

  // The top used to take anything: a typo beside en: or nl:, or __proto__, was dropped and committed.
  it("are refused at the top of the file, beside the language sections, with the near one", () => {
    writeRaw(
      "courses/testing/x.yml",
      `${stringify({ en: course(), nll: { title: "Cursus" } })}__proto__:\n  fee: 1\n`,
    );
    const expected = [
      `${named("courses/testing/x.yml")}: nll: "nll" is not a known key here; did you mean "nl"?`,
      `${named("courses/testing/x.yml")}: __proto__: "__proto__" is not a known key here`,
    ];
    expect(problems()).toEqual(expected);
    expect(problems("nl")).toEqual(expected);
  });

  it("are refused when named __proto__, in a section and in a list's item", () => {
    writeRaw(
      "courses/testing/x.yml",
      stringify({ en: course(), nl: { title: "Cursus" } })
        .replace("en:\n", "en:\n  __proto__:\n    fee: 1\n")
        .replace("nl:\n", "nl:\n  benefits:\n    - __proto__: {}\n"),
    );
    expect(problems()).toEqual([
      `${named("courses/testing/x.yml")}: __proto__: "__proto__" is not a known key here`,
    ]);
    expect(problems("nl")).toEqual([
      `${named("courses/testing/x.yml")}: nl.benefits.0.__proto__: "__proto__" is not a known key here`,
      `${named("courses/testing/x.yml")}: nl.__proto__: "__proto__" is not a known key here`,
    ]);
  });
});

import { describe, expect, it } from "vitest";
import {
  type ComparedContent,
  type ContentBaseline,
  compareWithBaseline,
} from "#scripts/content-baseline/compare-with-baseline.ts";
import { centsFromEuros } from "#src/money/money.ts";

// A small made-up site, not today's content: the comparison is tested on its
// own, and an owner's edit of content/ never touches this test.
const baseline: ContentBaseline = {
  pages: ["/", "/services/coaching", "/services/scrum", "/training/agile/kanban"],
  services: [
    {
      slug: "coaching",
      title: "Coaching",
      offerings: ["Scrum"],
      links: ["/services/scrum"],
      lists: [{ kind: "steps", title: "approach", count: 2 }],
      texts: ["10+ years"],
    },
    {
      slug: "scrum",
      title: "Scrum",
      family: "coaching",
      lists: [{ kind: "levels", items: ["Team", "Program"], isOrdered: true }],
    },
  ],
  serviceCounts: { cards: 1, detailListItems: 2, detailListKinds: ["levels"], detailBenefits: 1 },
  courses: [
    {
      family: "agile",
      slug: "kanban",
      title: "Kanban",
      days: 2,
      hours: 16,
      fee: 499,
      certificate: "certificate",
      included: ["exam fee"],
      modules: ["Flow", "Limits"],
      benefits: null,
    },
  ],
  courseCounts: { included: 2, modules: 2, benefits: 1 },
  hubs: [{ family: "agile", groups: [{ id: "basics", title: "Basics" }], courses: ["kanban"] }],
};

const card = (title: string, service?: string) => ({
  title,
  description: "A card.",
  icon: "users" as const,
  service,
});

function content(): ComparedContent {
  return {
    pagePaths: ["/", "/services/coaching", "/services/scrum", "/training/agile/kanban"],
    services: [
      {
        slug: "coaching",
        title: "Coaching",
        tagline: "Over 10+ years of coaching.",
        summary: "Coaching.",
        parent: undefined,
        sections: [
          { kind: "cards", title: "Offerings", cards: [card("Scrum Coaching", "scrum")] },
          {
            kind: "steps",
            title: "Our Approach",
            items: [
              { title: "Listen", description: "First." },
              { title: "Act", description: "Then." },
            ],
          },
        ],
      },
      {
        slug: "scrum",
        title: "Scrum",
        tagline: "Scrum.",
        summary: "Scrum.",
        parent: "coaching",
        sections: [
          { kind: "cards", title: "Offerings", cards: [card("Training")] },
          {
            kind: "levels",
            title: "Levels",
            items: [
              { title: "Team", description: "One team." },
              { title: "Program", description: "Many teams." },
            ],
          },
          { kind: "benefits", title: "Benefits", items: ["Focus"] },
        ],
      },
    ],
    trainingFamilies: [
      {
        slug: "agile",
        groups: [
          {
            id: "basics",
            title: "Basics",
            courses: [
              {
                slug: "kanban",
                title: "Kanban",
                days: 2,
                hours: 16,
                feeCents: centsFromEuros(499),
                certificate: "Certificate",
                maxAttendees: undefined,
                included: ["Materials", "Exam Fee"],
                modules: ["Flow", "Limits"],
                benefits: [{ icon: "award", title: "Flow", description: "Less waiting." }],
                benefitsAsText: undefined,
                card: undefined,
              },
            ],
          },
        ],
      },
    ],
  };
}

const kanban = (site: ComparedContent) => {
  const course = site.trainingFamilies[0]?.groups[0]?.courses[0];
  if (!course) throw new Error("the made-up site has a course");
  return course;
};

describe("compareWithBaseline", () => {
  it("finds no difference in content that matches the baseline", () => {
    expect(compareWithBaseline(baseline, content())).toEqual([]);
  });

  it("reports a changed fee with the file, the field and both values", () => {
    const site = content();
    kanban(site).feeCents = centsFromEuros(599);
    expect(compareWithBaseline(baseline, site)).toEqual([
      "content/courses/agile/kanban.yml: fee: the original site says 499, the content says 599",
    ]);
  });

  it("reports a removed module, and a course whose fee became 'on request'", () => {
    const site = content();
    kanban(site).modules = ["Flow"];
    kanban(site).feeCents = undefined;
    expect(compareWithBaseline(baseline, site)).toEqual([
      "content/courses/agile/kanban.yml: fee: the original site says 499, the content says none",
      'content/courses/agile/kanban.yml: modules: the original site has "Limits", the content does not',
    ]);
  });

  it("reports reordered modules and a different number of benefits", () => {
    const site = content();
    kanban(site).modules = ["Limits", "Flow"];
    kanban(site).benefits = [];
    expect(compareWithBaseline(baseline, site)).toEqual([
      'content/courses/agile/kanban.yml: modules: the original site\'s order is "Flow", "Limits", the content\'s is "Limits", "Flow"',
      "content/courses/agile/kanban.yml: benefits: the original site shows 1 benefits, the content has 0",
    ]);
  });

  it("reports a page added or lost", () => {
    const site = content();
    site.pagePaths = ["/", "/services/coaching", "/services/scrum", "/training/agile/scrumban"];
    expect(compareWithBaseline(baseline, site)).toEqual([
      "/training/agile/kanban: the original site has this page, the content has none",
      "/training/agile/scrumban: a page the original site does not have",
    ]);
  });

  it("reports a service's lost offering, link, text and list item", () => {
    const site = content();
    const [coaching, scrum] = site.services;
    if (!coaching || !scrum) throw new Error("the made-up site has two services");
    coaching.sections[0] = { kind: "cards", title: "Offerings", cards: [card("Kanban")] };
    coaching.tagline = "Coaching.";
    scrum.sections[1] = {
      kind: "levels",
      title: "Levels",
      items: [
        { title: "Program", description: "Many teams." },
        { title: "Team", description: "One team." },
      ],
    };
    expect(compareWithBaseline(baseline, site)).toEqual([
      'content/services/coaching.yml: sections.0.cards: the original site offers "Scrum", no card of the content names it',
      "content/services/coaching.yml: sections: the original site links /services/scrum, the content does not",
      'content/services/coaching.yml: sections: the original site says "10+ years", the content does not',
      'content/services/scrum.yml: sections.1.items: the original site\'s order is "Team", "Program", the content\'s is "Program", "Team"',
    ]);
  });
});

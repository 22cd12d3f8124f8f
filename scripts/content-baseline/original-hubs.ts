/**
 * The hubs of the original site (spec 2.8), typed in by hand from the spec
 * like the courses (original-courses.ts), never read from content/: each
 * family's course groups (section ids with their navigation titles) in order,
 * its courses in order, and the Scrum hub's card titles.
 */
export interface OriginalHub {
  family: string;
  groups?: { id: string; title: string }[];
  courses: string[];
  cards?: { slug: string; title: string }[];
}

export const originalHubs: OriginalHub[] = [
  {
    family: "testing",
    groups: [
      { id: "istqb-certifications-preparation", title: "ISTQB Certifications Preparation" },
      { id: "automation-testing", title: "Automation Testing" },
      { id: "performance-and-reliability-testing", title: "Performance and Reliability Testing" },
      { id: "test-methodologies", title: "Test Methodologies" },
    ],
    courses: [
      "istqb-foundation",
      "advanced-manager",
      "technical-analyst",
      "process-improvement",
      "ui-automation",
      "api-automation",
      "bdd",
      "tdd",
      "performance-testing-essentials",
      "advanced-performance-testing",
      "chaos-engineering",
      "test-metrics",
      "agile-testing-leadership",
      "risk-based-testing",
    ],
  },
  {
    family: "devops",
    groups: [
      { id: "devops-essentials", title: "DevOps Essentials" },
      { id: "hands-on-devops", title: "Hands-on DevOps" },
    ],
    courses: [
      "cloud-essentials",
      "devops-management",
      "cicd",
      "sre",
      "phoenix-project",
      "docker",
      "code-quality",
      "ansible",
      "github-actions",
      "azure-pipelines",
      "terraform",
      "gitlab",
    ],
  },
  {
    family: "scrum",
    courses: ["psm", "pspo"],
    cards: [
      { slug: "psm", title: "Professional Scrum Master PSM I" },
      { slug: "pspo", title: "Professional Product Owner PSPO" },
    ],
  },
];

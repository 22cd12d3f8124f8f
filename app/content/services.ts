import type { IconName } from "./icon-name.ts";

/**
 * The consultancy's services: six families and their detail pages. One object
 * per page; routes, menus, the footer, the overview and the sitemap read it.
 */
export interface ServiceCard {
  title: string;
  description: string;
  icon: IconName;
  /** Set when the offering has its own page. */
  href?: string;
}

export type ServiceSection =
  | { kind: "cards"; title: string; cards: ServiceCard[] }
  | { kind: "list"; title: string; style: "steps" | "bullets"; items: string[] }
  | {
      kind: "highlights";
      title: string;
      items: { title: string; description: string; icon: IconName }[];
    };

export interface Service {
  slug: string;
  /** The page's h1, e.g. "Agile Coaching Services". */
  title: string;
  /** The short name used in menus, cards and breadcrumbs. */
  menuTitle: string;
  tagline: string;
  /** One or two sentences: overview cards and the meta description. */
  summary: string;
  icon: IconName;
  /** The family a detail service belongs to (its breadcrumb parent). */
  parent?: string;
  /** Four bullets on the services overview card (families only). */
  features?: string[];
  sections: ServiceSection[];
  /**
   * Section titles (or "summary", "features", "tagline") whose copy we wrote
   * because the spec does not show it: the owner reviews them
   * (`npm run content:drafted`).
   */
  drafted?: string[];
}

export const services: Service[] = [
  {
    slug: "agile-coaching",
    title: "Agile Coaching Services",
    menuTitle: "Agile Coaching",
    tagline: "Build teams that deliver value in short, predictable cycles.",
    summary:
      "Experienced coaches who help your teams and leaders adopt Scrum, SAFe and lasting agile habits.",
    icon: "users",
    features: [
      "Scrum implementation",
      "SAFe implementation",
      "Team empowerment",
      "Agile transformation",
    ],
    sections: [],
    drafted: ["tagline", "summary", "features"],
  },
  {
    slug: "testing-services",
    title: "Testing Services",
    menuTitle: "Testing Services",
    tagline: "Quality built into every release, not inspected in at the end.",
    summary:
      "Test automation, performance and security testing, and TMMi-based test process improvement.",
    icon: "test-tube",
    features: [
      "Test automation",
      "Performance testing",
      "Security testing",
      "Test process improvement",
    ],
    sections: [],
    drafted: ["tagline", "summary", "features"],
  },
  {
    slug: "devops-services",
    title: "DevOps Services",
    menuTitle: "DevOps Services",
    tagline: "From commit to production: fast, repeatable and observable.",
    summary:
      "CI/CD pipelines, cloud migration, infrastructure as code and monitoring that shorten your path to production.",
    icon: "git-branch",
    features: [
      "CI/CD implementation",
      "Cloud migration",
      "Infrastructure automation",
      "Monitoring solutions",
    ],
    sections: [],
    drafted: ["tagline", "summary", "features"],
  },
  {
    slug: "digital-transformation",
    title: "Digital Transformation",
    menuTitle: "Digital Transformation",
    tagline: "Modernize how your organization builds, runs and improves software.",
    summary:
      "Strategy, cloud migration, process automation and legacy modernization, planned and delivered step by step.",
    icon: "compass",
    features: ["Digital strategy", "Cloud migration", "Process automation", "Digital analytics"],
    sections: [],
    drafted: ["tagline", "summary", "features"],
  },
  {
    slug: "outsourcing",
    title: "IT Outsourcing Services",
    menuTitle: "Outsourcing",
    tagline: "Skilled engineers and testers who join your delivery, at the scale you need.",
    summary:
      "Software development, staff augmentation, 24/7 IT support and quality assurance from a team you can scale.",
    icon: "globe",
    features: [
      "Software development",
      "Staff augmentation",
      "IT support (24/7)",
      "Quality assurance",
    ],
    sections: [],
    drafted: ["tagline", "summary", "features"],
  },
  {
    slug: "content-management",
    title: "Content Management Services",
    menuTitle: "Content Management",
    tagline: "Content that is easy to create, govern and publish everywhere.",
    summary:
      "CMS implementation, content strategy, digital asset management and multi-channel publishing.",
    icon: "file-text",
    features: [
      "CMS implementation",
      "Content strategy",
      "Digital asset management",
      "Multi-channel publishing",
    ],
    sections: [],
    drafted: ["tagline", "summary", "features"],
  },
  ...subServices([
    ["agile-coaching", "scrum-implementation", "Scrum Implementation", "target"],
    ["agile-coaching", "safe-implementation", "SAFe Implementation", "layers"],
    ["agile-coaching", "team-empowerment", "Team Empowerment", "users"],
    ["agile-coaching", "agile-transformation", "Agile Transformation", "refresh"],
    ["testing-services", "test-automation", "Test Automation", "code"],
    ["testing-services", "performance-testing", "Performance Testing", "gauge"],
    ["testing-services", "security-testing", "Security Testing", "shield"],
    ["testing-services", "test-process-improvement", "Test Process Improvement", "trending-up"],
    ["devops-services", "cicd-implementation", "CI/CD Implementation", "workflow"],
    ["devops-services", "cloud-migration", "Cloud Migration", "cloud"],
    ["devops-services", "infrastructure-automation", "Infrastructure Automation", "server"],
    ["devops-services", "monitoring-solutions", "Monitoring Solutions", "activity"],
    ["digital-transformation", "strategy-consulting", "Digital Strategy Consulting", "compass"],
    ["digital-transformation", "process-automation", "Process Automation", "settings"],
    ["digital-transformation", "legacy-modernization", "Legacy Modernization", "wrench"],
    ["digital-transformation", "digital-innovation", "Digital Innovation", "lightbulb"],
  ]),
];

// Seed for the detail pages until their own content is written (services issue).
function subServices(rows: [string, string, string, IconName][]): Service[] {
  return rows.map(([parent, slug, title, icon]) => ({
    slug,
    title,
    menuTitle: title,
    tagline: `${title} by experienced consultants.`,
    summary: `${title} from our ${parent.replace(/-/g, " ")} practice.`,
    icon,
    parent,
    sections: [],
    drafted: ["tagline", "summary"],
  }));
}

export function findService(slug: string): Service | undefined {
  return services.find((service) => service.slug === slug);
}

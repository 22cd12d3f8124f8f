import type { IconName } from "./icon-name.ts";

/**
 * The consultancy's services: six families and their detail pages. One object
 * per page; routes, menus, the footer, the overview, the sitemap and the one
 * service page template read it. `schema/services-schema.ts` checks it when
 * the site builds.
 */
export interface ServiceCard {
  title: string;
  description: string;
  icon: IconName;
  /** Set when the offering has its own page: `/services/<slug>`. */
  href?: string;
}

/** One entry of a numbered process or a framework ladder. */
export interface ListEntry {
  title: string;
  description: string;
}

/**
 * The blocks a service page is built from, in page order. The template draws
 * each kind one way, so all 22 pages share one look.
 * - cards: offerings (the first section of every page has four).
 * - highlights: a why-choose block of three reasons.
 * - steps: a numbered process of six steps.
 * - levels: a framework's levels as an ordered ladder (TMMi has five).
 * - tags: tools, standards or metrics, six of them.
 * - benefits: six benefits as a check list.
 */
export type ServiceSection =
  | { kind: "cards"; title: string; cards: ServiceCard[] }
  | { kind: "highlights"; title: string; items: ServiceCard[] }
  | { kind: "steps"; title: string; items: ListEntry[] }
  | { kind: "levels"; title: string; items: ListEntry[] }
  | { kind: "tags"; title: string; items: string[] }
  | { kind: "benefits"; title: string; items: string[] };

export type ServiceSectionKind = ServiceSection["kind"];

export interface Service {
  slug: string;
  /** The page's h1, e.g. "Agile Coaching Services". */
  title: string;
  /** The short name used in menus, cards and breadcrumbs. */
  menuTitle: string;
  tagline: string;
  /** One or two sentences: overview cards and the meta description (at most 160 characters). */
  summary: string;
  icon: IconName;
  /** The family a detail service belongs to (its breadcrumb parent). */
  parent?: string;
  /** Four bullets on the services overview card (families only). */
  features?: string[];
  sections: ServiceSection[];
  /**
   * Copy we wrote because the spec does not show it; the owner reviews it
   * (`npm run content:drafted`). Each entry is "tagline", "summary",
   * "features", a section title (the whole section is ours), or
   * "<section title>: descriptions" (the spec names the items, we wrote their
   * descriptions).
   */
  drafted?: string[];
}

export const services: Service[] = [
  // ---------------------------------------------------------------- families
  {
    slug: "agile-coaching",
    title: "Agile Coaching Services",
    menuTitle: "Agile Coaching",
    tagline: "Build teams that deliver value in short, predictable cycles.",
    summary:
      "Experienced coaches who help your teams and leaders adopt Scrum, SAFe and lasting agile habits.",
    icon: "users",
    features: [
      "Scrum framework implementation",
      "SAFe implementation",
      "Team empowerment",
      "Agile transformation",
    ],
    sections: [
      {
        kind: "cards",
        title: "Our Coaching Services",
        cards: [
          {
            title: "Scrum Framework Implementation",
            description:
              "Introduce Scrum's roles, events and artifacts with coaching on the job, so your teams deliver a usable increment every sprint.",
            icon: "target",
            href: "/services/scrum-implementation",
          },
          {
            title: "SAFe Implementation",
            description:
              "Scale agile across teams of teams with the Scaled Agile Framework: Agile Release Trains, PI Planning and Lean portfolio management.",
            icon: "layers",
            href: "/services/safe-implementation",
          },
          {
            title: "Team Empowerment",
            description:
              "Help teams become self-managing and cross-functional, owning how they plan, build and improve their work.",
            icon: "users",
            href: "/services/team-empowerment",
          },
          {
            title: "Agile Transformation",
            description:
              "Change how the whole organization plans, funds and delivers work, from leadership habits to team practices.",
            icon: "refresh",
            href: "/services/agile-transformation",
          },
        ],
      },
      {
        kind: "steps",
        title: "Our Coaching Approach",
        items: [
          {
            title: "Assess",
            description:
              "We observe your teams at work, interview stakeholders and measure current flow to see where you really stand.",
          },
          {
            title: "Agree on goals",
            description:
              "Together we set business outcomes and measurable goals for the coaching, such as predictability or lead time.",
          },
          {
            title: "Plan the change",
            description:
              "We plan small steps and choose practices that fit your context instead of a one-size-fits-all framework.",
          },
          {
            title: "Coach on the job",
            description:
              "Coaches work alongside teams, Scrum Masters, Product Owners and leaders in their real events and decisions.",
          },
          {
            title: "Measure and adapt",
            description:
              "We track the agreed measures and adjust the approach at regular reviews with your sponsors.",
          },
          {
            title: "Hand over",
            description:
              "We grow internal coaches and communities of practice, so improvement continues after we leave.",
          },
        ],
      },
      {
        kind: "highlights",
        title: "Why Choose Our Agile Coaching?",
        items: [
          {
            title: "Experienced Coaches",
            description:
              "Our coaches bring 10+ years of hands-on experience with Scrum, Kanban and scaled agile in delivery organizations.",
            icon: "award",
          },
          {
            title: "Customized Approach",
            description:
              "We start from your context, goals and constraints and adapt the practices to them, not the other way round.",
            icon: "puzzle",
          },
          {
            title: "Proven Results",
            description:
              "We agree on measurable outcomes at the start and review progress against them throughout the engagement.",
            icon: "trending-up",
          },
        ],
      },
    ],
    drafted: [
      "tagline",
      "summary",
      "Our Coaching Services: descriptions",
      "Our Coaching Approach",
      "Why Choose Our Agile Coaching?: descriptions",
    ],
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
    sections: [
      {
        kind: "cards",
        title: "Our Testing Services",
        cards: [
          {
            title: "Test Automation",
            description:
              "Automated web, API and integration tests that run in your CI/CD pipeline on every change.",
            icon: "code",
            href: "/services/test-automation",
          },
          {
            title: "Performance Testing",
            description:
              "Load, stress and scalability tests that show how your system behaves under peak traffic, before your users find out.",
            icon: "gauge",
            href: "/services/performance-testing",
          },
          {
            title: "Security Testing",
            description:
              "Vulnerability assessments, penetration tests and security audits against recognized standards such as the OWASP Top 10.",
            icon: "shield",
            href: "/services/security-testing",
          },
          {
            title: "Test Process Improvement",
            description:
              "TMMi and Agile TPI assessments with a practical roadmap to a more mature test process.",
            icon: "trending-up",
            href: "/services/test-process-improvement",
          },
        ],
      },
      {
        kind: "steps",
        title: "Our Testing Process",
        items: [
          {
            title: "Analyze requirements",
            description:
              "We review requirements and architecture with your team to learn what must work and what could go wrong.",
          },
          {
            title: "Plan by risk",
            description:
              "We prioritize test effort by business risk and agree on test levels, environments and exit criteria.",
          },
          {
            title: "Design tests",
            description:
              "We design test cases and test data that cover the highest risks first, and decide what to automate.",
          },
          {
            title: "Automate",
            description:
              "We build maintainable automated tests and run them in your CI/CD pipeline.",
          },
          {
            title: "Execute and report",
            description:
              "We run the tests, log defects with clear steps to reproduce and report progress against the exit criteria.",
          },
          {
            title: "Improve",
            description:
              "After each release we study the defects that slipped through and sharpen the test approach.",
          },
        ],
      },
      {
        kind: "highlights",
        title: "Why Choose Our Testing Services?",
        items: [
          {
            title: "Risk-Based Focus",
            description:
              "We test what matters most to your business first, so effort goes where a failure would hurt.",
            icon: "target",
          },
          {
            title: "Maintainable Automation",
            description:
              "We build test suites your team can read, run and extend long after the engagement ends.",
            icon: "code",
          },
          {
            title: "Knowledge Transfer",
            description:
              "We work inside your team and share our practices, so your testers keep the skills.",
            icon: "graduation-cap",
          },
        ],
      },
    ],
    drafted: [
      "tagline",
      "summary",
      "Our Testing Services: descriptions",
      "Our Testing Process",
      "Why Choose Our Testing Services?",
    ],
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
    sections: [
      {
        kind: "cards",
        title: "Our DevOps Services",
        cards: [
          {
            title: "CI/CD Implementation",
            description:
              "Automated build, test and deployment pipelines that take every commit safely to production.",
            icon: "workflow",
            href: "/services/cicd-implementation",
          },
          {
            title: "Cloud Migration",
            description:
              "Move applications and data to AWS, Azure or Google Cloud with a plan, minimal downtime and costs under control.",
            icon: "cloud",
            href: "/services/cloud-migration",
          },
          {
            title: "Infrastructure Automation",
            description:
              "Infrastructure as code with Terraform and Ansible: reproducible environments, reviewed like any other change.",
            icon: "server",
            href: "/services/infrastructure-automation",
          },
          {
            title: "Monitoring Solutions",
            description:
              "Metrics, logs, traces and alerts that show how your systems behave and warn you before users notice.",
            icon: "activity",
            href: "/services/monitoring-solutions",
          },
        ],
      },
      {
        kind: "steps",
        title: "Our DevOps Approach",
        items: [
          {
            title: "Map the value stream",
            description:
              "We trace how a change travels from commit to production and take the four DORA metrics as a baseline.",
          },
          {
            title: "Find the bottlenecks",
            description:
              "We rank the delays and manual steps by their effect on speed and stability and agree on target metrics.",
          },
          {
            title: "Automate step by step",
            description:
              "We automate builds, tests, infrastructure and deployments, starting where manual work hurts most.",
          },
          {
            title: "Make it observable",
            description:
              "We add monitoring and alerting so every change and its effect in production are visible.",
          },
          {
            title: "Measure and improve",
            description: "We review the metrics with your team and take on the next bottleneck.",
          },
          {
            title: "Enable your teams",
            description:
              "We pair with your engineers and document the setup, so your teams own it and extend it.",
          },
        ],
      },
      {
        kind: "benefits",
        title: "Benefits of DevOps",
        items: [
          "Shorter lead time from commit to production",
          "Smaller, more frequent and lower-risk releases",
          "Fewer failed changes thanks to automated tests and checks",
          "Faster recovery when something does go wrong",
          "Reproducible environments from development to production",
          "Engineers freed from repetitive manual work",
        ],
      },
    ],
    drafted: [
      "tagline",
      "summary",
      "Our DevOps Services: descriptions",
      "Our DevOps Approach",
      "Benefits of DevOps",
    ],
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
    sections: [
      {
        kind: "cards",
        title: "Our Digital Transformation Services",
        cards: [
          {
            title: "Digital Strategy",
            description:
              "A digital roadmap tied to your business goals, with clear priorities, budgets and measurable milestones.",
            icon: "compass",
            href: "/services/strategy-consulting",
          },
          {
            title: "Cloud Migration",
            description:
              "Move workloads to the cloud in planned waves, with security, cost and downtime under control.",
            icon: "cloud",
            href: "/services/cloud-migration",
          },
          {
            title: "Process Automation",
            description:
              "Automate repetitive, rule-based work across your systems, so people can focus on decisions.",
            icon: "settings",
            href: "/services/process-automation",
          },
          {
            title: "Digital Analytics",
            description:
              "Turn operational and customer data into dashboards and KPIs that show what works and what to change.",
            icon: "bar-chart",
          },
        ],
      },
      {
        kind: "cards",
        title: "Modernize and Innovate",
        cards: [
          {
            title: "Legacy Modernization",
            description:
              "Our specialty: renew aging applications step by step, without a risky big-bang rewrite.",
            icon: "wrench",
            href: "/services/legacy-modernization",
          },
          {
            title: "Digital Innovation",
            description:
              "Test new digital ideas quickly with prototypes and experiments before investing in full development.",
            icon: "lightbulb",
            href: "/services/digital-innovation",
          },
        ],
      },
      {
        kind: "steps",
        title: "Our Transformation Approach",
        items: [
          {
            title: "Discover",
            description:
              "We assess your processes, systems, data and skills, and where they slow the business down.",
          },
          {
            title: "Set the vision",
            description:
              "We agree with leadership on the target state and the business outcomes that define success.",
          },
          {
            title: "Prioritize",
            description:
              "We build a roadmap of initiatives ranked by value, risk and dependencies.",
          },
          {
            title: "Deliver in increments",
            description:
              "We implement change in small releases that deliver value early and limit risk.",
          },
          {
            title: "Measure",
            description: "We track the agreed KPIs and adjust priorities to what the data shows.",
          },
          {
            title: "Embed",
            description:
              "We train your people and adapt roles and ways of working, so the change lasts.",
          },
        ],
      },
    ],
    drafted: [
      "tagline",
      "summary",
      "Our Digital Transformation Services: descriptions",
      "Modernize and Innovate: descriptions",
      "Our Transformation Approach",
    ],
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
    sections: [
      {
        kind: "cards",
        title: "Our Outsourcing Services",
        cards: [
          {
            title: "Software Development",
            description:
              "Development teams that build and maintain web, mobile and back-end applications in your technology stack and process.",
            icon: "code",
          },
          {
            title: "Staff Augmentation",
            description:
              "Developers, testers and DevOps engineers who join your own team for as long as you need them.",
            icon: "user-plus",
          },
          {
            title: "IT Support (24/7)",
            description:
              "Round-the-clock monitoring, incident handling and user support with agreed response times.",
            icon: "headset",
          },
          {
            title: "Quality Assurance",
            description:
              "Manual and automated testing by dedicated testers, built into your delivery pipeline.",
            icon: "check-circle",
          },
        ],
      },
      {
        kind: "highlights",
        title: "Why Outsource With Us?",
        items: [
          {
            title: "Cost-Effective",
            description:
              "Pay for the capacity you need, without the fixed cost of recruiting and keeping every specialist on staff.",
            icon: "trending-up",
          },
          {
            title: "Flexible Scaling",
            description:
              "Grow or shrink the team as your roadmap changes, without long hiring cycles.",
            icon: "layers",
          },
          {
            title: "Global Talent",
            description:
              "Reach skilled engineers and testers beyond your local hiring market, with one point of contact for the whole team.",
            icon: "globe",
          },
        ],
      },
    ],
    drafted: [
      "tagline",
      "summary",
      "Our Outsourcing Services: descriptions",
      "Why Outsource With Us?: descriptions",
    ],
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
    sections: [
      {
        kind: "cards",
        title: "Our Content Management Services",
        cards: [
          {
            title: "CMS Implementation",
            description:
              "Select, configure and integrate the content management system that fits your content, your editors and your existing systems.",
            icon: "layers",
          },
          {
            title: "Content Strategy",
            description:
              "Define content types, workflows, ownership and governance, so content stays accurate and easy to find.",
            icon: "compass",
          },
          {
            title: "Digital Asset Management",
            description:
              "Store, tag and reuse images, video and documents from one managed library, with clear rights and versions.",
            icon: "folder",
          },
          {
            title: "Multi-channel Publishing",
            description:
              "Create content once and publish it to websites, apps and other channels from one structured source.",
            icon: "share",
          },
        ],
      },
      {
        kind: "steps",
        title: "Our Content Management Process",
        items: [
          {
            title: "Audit your content",
            description:
              "We inventory existing content, systems and workflows and find gaps, duplicates and outdated material.",
          },
          {
            title: "Define strategy and governance",
            description:
              "We agree on content types, ownership, workflows and publishing rules with your editors.",
          },
          {
            title: "Select the platform",
            description:
              "We compare CMS options against your requirements and recommend the best fit, headless or traditional.",
          },
          {
            title: "Implement and integrate",
            description:
              "We configure the CMS, build templates and connect it to your existing systems.",
          },
          {
            title: "Migrate content",
            description:
              "We move and clean up existing content with migration scripts and editorial checks.",
          },
          {
            title: "Train and support",
            description:
              "We train editors and administrators and support the first publishing cycles.",
          },
        ],
      },
    ],
    drafted: [
      "tagline",
      "summary",
      "Our Content Management Services: descriptions",
      "Our Content Management Process",
    ],
  },

  // ------------------------------------------------- agile coaching details
  {
    slug: "scrum-implementation",
    title: "Scrum Implementation",
    menuTitle: "Scrum Implementation",
    tagline: "Scrum that works in your teams, not only on paper.",
    summary:
      "Introduce Scrum with hands-on coaching: clear roles, effective events and a product backlog that steers every sprint.",
    icon: "target",
    parent: "agile-coaching",
    sections: [
      {
        kind: "cards",
        title: "Our Scrum Services",
        cards: [
          {
            title: "Scrum Readiness Assessment",
            description:
              "We assess team structure, product ownership and current practices to decide where and how to start with Scrum.",
            icon: "search",
          },
          {
            title: "Team Setup and Training",
            description:
              "We help form cross-functional Scrum Teams and train them in the roles, events and artifacts of the Scrum Guide.",
            icon: "users",
          },
          {
            title: "Scrum Master Coaching",
            description:
              "We coach Scrum Masters in facilitation, removing impediments and helping their team improve.",
            icon: "message-square",
          },
          {
            title: "Product Owner Coaching",
            description:
              "We coach Product Owners in setting product goals, ordering the backlog and working with stakeholders.",
            icon: "target",
          },
        ],
      },
      {
        kind: "steps",
        title: "Our Implementation Process",
        items: [
          {
            title: "Assessment",
            description: "We learn your current ways of working, constraints and goals.",
          },
          {
            title: "Team formation",
            description:
              "We form cross-functional teams, each with a dedicated Product Owner and Scrum Master.",
          },
          {
            title: "Training",
            description:
              "The whole team gets a shared understanding of Scrum theory, roles, events and artifacts.",
          },
          {
            title: "Backlog creation",
            description:
              "We build a first product backlog with a product goal and refined items for the first sprints.",
          },
          {
            title: "First sprints",
            description:
              "The team runs its first sprints while the coach facilitates the events and gives feedback.",
          },
          {
            title: "Continuous improvement",
            description:
              "Retrospectives and metrics help the team inspect and adapt until it no longer needs us.",
          },
        ],
      },
      {
        kind: "benefits",
        title: "Benefits of Scrum",
        items: [
          "A usable product increment at the end of every sprint",
          "Early and frequent feedback from stakeholders and users",
          "Priorities set by value, owned by one accountable Product Owner",
          "Transparent progress through the backlog and sprint reviews",
          "Impediments surfaced and removed quickly",
          "Teams that inspect and improve their own way of working",
        ],
      },
    ],
    drafted: [
      "tagline",
      "summary",
      "Our Scrum Services",
      "Our Implementation Process",
      "Benefits of Scrum",
    ],
  },
  {
    slug: "safe-implementation",
    title: "SAFe Implementation",
    menuTitle: "SAFe Implementation",
    tagline: "Align many teams on one mission with the Scaled Agile Framework.",
    summary:
      "Implement SAFe step by step: Agile Release Trains, PI Planning and Lean portfolio management, coached by practitioners.",
    icon: "layers",
    parent: "agile-coaching",
    sections: [
      {
        kind: "cards",
        title: "Our SAFe Services",
        cards: [
          {
            title: "SAFe Readiness Assessment",
            description:
              "We identify your value streams, assess agile maturity and check whether SAFe fits your organization.",
            icon: "search",
          },
          {
            title: "Leadership Preparation",
            description:
              "We prepare executives and managers for their part in the implementation: Lean-Agile leadership and decision-making.",
            icon: "graduation-cap",
          },
          {
            title: "Agile Release Train Launch",
            description:
              "We design the first Agile Release Train, prepare its teams and facilitate its first PI Planning.",
            icon: "rocket",
          },
          {
            title: "Lean Portfolio Management",
            description:
              "We connect strategy to execution with epics, Lean budgets and a portfolio Kanban.",
            icon: "bar-chart",
          },
        ],
      },
      {
        kind: "levels",
        title: "SAFe Framework Levels",
        items: [
          {
            title: "Foundation",
            description:
              "Lean-Agile leadership, core values, mindset and principles that every other level builds on.",
          },
          {
            title: "Team",
            description:
              "Agile teams that define, build and test value in short iterations with Scrum or Kanban.",
          },
          {
            title: "Agile Release Train",
            description:
              "Five to twelve teams aligned to one value stream that plan, demo and release together every Program Increment.",
          },
          {
            title: "Large Solution",
            description:
              "Several Agile Release Trains and suppliers coordinated in a Solution Train to build large, complex systems.",
          },
          {
            title: "Portfolio",
            description:
              "Strategic themes, Lean budgets and a portfolio Kanban that fund value streams instead of projects.",
          },
          {
            title: "Enterprise",
            description:
              "Portfolios connected to the organization's overall strategy and business agility.",
          },
        ],
      },
      {
        kind: "benefits",
        title: "Benefits of SAFe",
        items: [
          "Many teams aligned on shared objectives every Program Increment",
          "Dependencies between teams made visible and managed in PI Planning",
          "Predictable delivery on a regular planning and release cadence",
          "Funding that follows value streams instead of projects",
          "Built-in quality practices applied consistently at scale",
          "A common language for business and technology leaders",
        ],
      },
    ],
    drafted: [
      "tagline",
      "summary",
      "Our SAFe Services",
      "SAFe Framework Levels",
      "Benefits of SAFe",
    ],
  },
  {
    slug: "team-empowerment",
    title: "Team Empowerment",
    menuTitle: "Team Empowerment",
    tagline: "Self-managing teams that own their work and their results.",
    summary:
      "Coaching that helps teams take ownership: clear goals, shared decision-making and the skills to improve their own way of working.",
    icon: "users",
    parent: "agile-coaching",
    sections: [
      {
        kind: "cards",
        title: "Our Team Empowerment Services",
        cards: [
          {
            title: "Team Coaching",
            description:
              "A coach works with the whole team on collaboration, ownership and continuous improvement in its daily work.",
            icon: "users",
          },
          {
            title: "Leadership Coaching",
            description:
              "We help managers move from directing tasks to setting goals, boundaries and support for self-managing teams.",
            icon: "compass",
          },
          {
            title: "Facilitation Skills",
            description:
              "We train team members to run effective stand-ups, reviews, retrospectives and decision meetings themselves.",
            icon: "message-square",
          },
          {
            title: "Team Health Checks",
            description:
              "Regular, structured health checks that make a team's strengths and concerns visible and lead to concrete actions.",
            icon: "activity",
          },
        ],
      },
      {
        kind: "steps",
        title: "Our Empowerment Process",
        items: [
          {
            title: "Team assessment",
            description:
              "We observe the team and run a health check to understand its strengths, dynamics and blockers.",
          },
          {
            title: "Shared goals",
            description:
              "The team and its stakeholders agree on a clear mission and measurable goals.",
          },
          {
            title: "Working agreements",
            description:
              "The team defines how it works together, makes decisions and handles conflict.",
          },
          {
            title: "Decision rights",
            description:
              "Leaders and team agree which decisions the team owns, using explicit delegation levels.",
          },
          {
            title: "Skills development",
            description:
              "We coach facilitation, feedback and problem-solving skills in the team's real work.",
          },
          {
            title: "Sustain",
            description:
              "We coach the team's own facilitators and leaders to keep the improvement going.",
          },
        ],
      },
      {
        kind: "benefits",
        title: "Benefits of Empowered Teams",
        items: [
          "Faster decisions, made where the knowledge is",
          "Stronger ownership of quality and outcomes",
          "Less dependence on managers for day-to-day choices",
          "Better collaboration within and between teams",
          "Problems raised and solved earlier",
          "Engaged people who stay and grow",
        ],
      },
    ],
    drafted: [
      "tagline",
      "summary",
      "Our Team Empowerment Services",
      "Our Empowerment Process",
      "Benefits of Empowered Teams",
    ],
  },
  {
    slug: "agile-transformation",
    title: "Agile Transformation",
    menuTitle: "Agile Transformation",
    tagline: "Change how your whole organization delivers value, not only its IT teams.",
    summary:
      "An organization-wide agile transformation: leadership, structure, funding and teams changed step by step, with measurable outcomes.",
    icon: "refresh",
    parent: "agile-coaching",
    sections: [
      {
        kind: "cards",
        title: "Our Agile Transformation Services",
        cards: [
          {
            title: "Transformation Assessment",
            description:
              "We assess culture, structure, processes and agile maturity across the organization and name the biggest obstacles.",
            icon: "search",
          },
          {
            title: "Roadmap and Change Strategy",
            description:
              "A step-by-step transformation roadmap with pilot areas, milestones and measures of success.",
            icon: "map",
          },
          {
            title: "Leadership Development",
            description:
              "Coaching and workshops that help leaders model agile values and create the conditions for teams to succeed.",
            icon: "award",
          },
          {
            title: "Organizational Design",
            description:
              "We help you organize around value streams and products instead of functional silos and projects.",
            icon: "network",
          },
        ],
      },
      {
        kind: "steps",
        title: "Our Transformation Process",
        items: [
          {
            title: "Assess",
            description:
              "We learn the current state, the reasons for change and the outcomes you want.",
          },
          {
            title: "Vision and roadmap",
            description: "Leadership agrees on the target state and a roadmap in small steps.",
          },
          {
            title: "Pilot",
            description:
              "One or two product areas start first, to prove the approach and learn quickly.",
          },
          {
            title: "Scale",
            description:
              "Proven practices spread to further teams and departments, adapted to each context.",
          },
          {
            title: "Align the organization",
            description:
              "Structures, funding, HR practices and governance are adjusted to support agile ways of working.",
          },
          {
            title: "Sustain",
            description:
              "We build internal coaching capability and measure outcomes to keep improving.",
          },
        ],
      },
      {
        kind: "benefits",
        title: "Benefits of Agile Transformation",
        items: [
          "Shorter time to market for new products and changes",
          "Strategy and daily work connected by shared goals",
          "Faster response to changing markets and customer needs",
          "Transparent progress and priorities at every level",
          "Less waste from handovers and work nobody needs",
          "A culture of continuous learning and improvement",
        ],
      },
    ],
    drafted: [
      "tagline",
      "summary",
      "Our Agile Transformation Services",
      "Our Transformation Process",
      "Benefits of Agile Transformation",
    ],
  },

  // ------------------------------------------------------- testing details
  {
    slug: "test-automation",
    title: "Test Automation",
    menuTitle: "Test Automation",
    tagline: "Fast, reliable feedback on every change.",
    summary:
      "Automated web and API tests on a maintainable framework, run in your CI/CD pipeline for fast feedback on every change.",
    icon: "code",
    parent: "testing-services",
    sections: [
      {
        kind: "cards",
        title: "Our Test Automation Services",
        cards: [
          {
            title: "Web Test Automation",
            description:
              "End-to-end browser tests of your key user journeys, across browsers, with Playwright, Cypress or Selenium.",
            icon: "globe",
          },
          {
            title: "API Test Automation",
            description:
              "Automated tests of REST and GraphQL APIs for behavior, contracts and error handling, fast and independent of the UI.",
            icon: "code",
          },
          {
            title: "CI/CD Integration",
            description:
              "Tests that run in your pipeline on every commit and merge request, with clear reports and quality gates.",
            icon: "workflow",
          },
          {
            title: "Framework Development",
            description:
              "A maintainable test framework with page objects, reusable components and test data management, fitted to your stack.",
            icon: "puzzle",
          },
        ],
      },
      {
        kind: "steps",
        title: "Our Automation Process",
        items: [
          {
            title: "Assess",
            description:
              "We review the application, the current tests and the pipeline, and pick the tests worth automating first.",
          },
          {
            title: "Define the strategy",
            description: "We agree on scope, the test pyramid, tools and success criteria.",
          },
          {
            title: "Set up the framework",
            description: "We build the framework's structure, conventions and reporting.",
          },
          {
            title: "Automate tests",
            description: "We automate the prioritized scenarios as readable, independent tests.",
          },
          {
            title: "Integrate into CI/CD",
            description: "The suite runs in your pipeline with fast feedback and quality gates.",
          },
          {
            title: "Maintain and hand over",
            description:
              "We keep the tests stable, remove flaky ones and train your team to extend the suite.",
          },
        ],
      },
      {
        kind: "tags",
        title: "Tools We Use",
        items: [
          "Playwright",
          "Cypress",
          "Selenium WebDriver",
          "Postman",
          "REST Assured",
          "Cucumber",
        ],
      },
      {
        kind: "benefits",
        title: "Benefits of Test Automation",
        items: [
          "Regression feedback in minutes instead of days",
          "Higher coverage of critical user journeys and APIs",
          "Fewer defects reaching production",
          "The confidence to release more often",
          "Testers freed for exploratory testing",
          "Consistent, repeatable results on every run",
        ],
      },
    ],
    drafted: [
      "tagline",
      "summary",
      "Our Test Automation Services: descriptions",
      "Our Automation Process",
      "Tools We Use",
      "Benefits of Test Automation",
    ],
  },
  {
    slug: "performance-testing",
    title: "Performance Testing",
    menuTitle: "Performance Testing",
    tagline: "Know your system's limits before your users find them.",
    summary:
      "Load, stress and scalability testing with monitoring, so you know how your application performs under real and peak traffic.",
    icon: "gauge",
    parent: "testing-services",
    sections: [
      {
        kind: "cards",
        title: "Our Performance Testing Services",
        cards: [
          {
            title: "Load Testing",
            description:
              "We simulate the expected number of users to verify response times and throughput against your requirements.",
            icon: "gauge",
          },
          {
            title: "Stress Testing",
            description:
              "We push the system beyond its expected peak to find the breaking point and check that it recovers cleanly.",
            icon: "zap",
          },
          {
            title: "Scalability Testing",
            description:
              "We measure how performance changes as load and infrastructure grow, as a basis for capacity planning.",
            icon: "trending-up",
          },
          {
            title: "Performance Monitoring",
            description:
              "We monitor servers, databases and application components during the tests to locate bottlenecks at their source.",
            icon: "activity",
          },
        ],
      },
      {
        kind: "tags",
        title: "Key Metrics",
        items: [
          "Response time",
          "95th percentile latency",
          "Throughput",
          "Error rate",
          "Concurrent users",
          "CPU and memory usage",
        ],
      },
      {
        kind: "tags",
        title: "Tools We Use",
        items: ["Apache JMeter", "Gatling", "k6", "Locust", "LoadRunner", "Grafana"],
      },
      {
        kind: "benefits",
        title: "Benefits of Performance Testing",
        items: [
          "Confidence that the system handles its expected peak traffic",
          "Bottlenecks found and fixed before go-live",
          "Response-time requirements verified with evidence",
          "Infrastructure sized on measurements, not guesses",
          "Known breaking points and recovery behavior",
          "Performance regressions caught early when tests run in CI/CD",
        ],
      },
    ],
    drafted: [
      "tagline",
      "summary",
      "Our Performance Testing Services: descriptions",
      "Key Metrics",
      "Tools We Use",
      "Benefits of Performance Testing",
    ],
  },
  {
    slug: "security-testing",
    title: "Security Testing",
    menuTitle: "Security Testing",
    tagline: "Find and fix vulnerabilities before attackers do.",
    summary:
      "Vulnerability assessments, penetration tests, security audits and risk assessments against OWASP Top 10, ISO 27001 and more.",
    icon: "shield",
    parent: "testing-services",
    sections: [
      {
        kind: "cards",
        title: "Our Security Testing Services",
        cards: [
          {
            title: "Vulnerability Assessment",
            description:
              "Automated and manual scanning of applications and infrastructure for known weaknesses, ranked by severity.",
            icon: "search",
          },
          {
            title: "Penetration Testing",
            description:
              "Controlled, authorized attacks on your applications, APIs and networks that show how far a real attacker could get.",
            icon: "bug",
          },
          {
            title: "Security Audit",
            description:
              "A review of configurations, code, access rights and processes against your security policies and standards.",
            icon: "clipboard-check",
          },
          {
            title: "Risk Assessment",
            description:
              "We identify threats to your assets, estimate likelihood and impact, and rank the measures that reduce risk most.",
            icon: "shield",
          },
        ],
      },
      {
        kind: "steps",
        title: "Our Security Testing Process",
        items: [
          {
            title: "Planning and scoping",
            description:
              "We agree on targets, rules of engagement, test windows and written authorization.",
          },
          {
            title: "Reconnaissance",
            description:
              "We gather information about the systems, technologies and attack surface in scope.",
          },
          {
            title: "Vulnerability scanning",
            description: "We find known weaknesses with automated scanners and manual checks.",
          },
          {
            title: "Exploitation",
            description:
              "We safely exploit the vulnerabilities to show their real impact and rule out false positives.",
          },
          {
            title: "Reporting",
            description:
              "You get the findings ranked by risk, with evidence and concrete remediation advice.",
          },
          {
            title: "Remediation and retest",
            description:
              "We support your team with the fixes, then retest to confirm that the vulnerabilities are closed.",
          },
        ],
      },
      {
        kind: "tags",
        title: "Security Standards",
        items: ["OWASP Top 10", "ISO 27001", "GDPR", "PCI DSS", "HIPAA", "SOC 2"],
      },
      {
        kind: "benefits",
        title: "Benefits of Security Testing",
        items: [
          "Vulnerabilities fixed before attackers can exploit them",
          "Evidence for compliance audits and certifications",
          "Lower risk of data breaches and their costs",
          "Security risks ranked, so the most important are fixed first",
          "More trust from customers and partners",
          "Developers who learn from concrete findings in their own code",
        ],
      },
    ],
    drafted: [
      "tagline",
      "summary",
      "Our Security Testing Services: descriptions",
      "Our Security Testing Process",
      "Benefits of Security Testing",
    ],
  },
  {
    slug: "test-process-improvement",
    title: "Test Process Improvement",
    menuTitle: "Test Process Improvement",
    tagline: "A test process that matures with your organization.",
    summary:
      "TMMi assessments, Agile TPI, process optimization and test metrics that make your test process measurable and improving.",
    icon: "trending-up",
    parent: "testing-services",
    sections: [
      {
        kind: "cards",
        title: "Our Test Process Improvement Services",
        cards: [
          {
            title: "TMMi Assessment",
            description:
              "An assessment against the TMMi model that shows your current maturity level and the gaps to the next one.",
            icon: "clipboard-check",
          },
          {
            title: "Agile TPI",
            description:
              "An assessment of testing in agile and DevOps teams with the Agile TPI model, focused on the practices that matter in short iterations.",
            icon: "refresh",
          },
          {
            title: "Process Optimization",
            description:
              "Concrete improvements to test strategy, test design, environments and defect management, introduced in small steps.",
            icon: "settings",
          },
          {
            title: "Test Metrics",
            description:
              "A small set of meaningful metrics, such as defect detection and test coverage, to steer and prove the improvement.",
            icon: "bar-chart",
          },
        ],
      },
      {
        kind: "levels",
        title: "TMMi Maturity Levels",
        items: [
          {
            title: "Initial",
            description:
              "Testing is ad hoc and undefined, often seen as debugging after the code is written.",
          },
          {
            title: "Managed",
            description:
              "Testing is a managed process with a test policy and strategy, planning, monitoring, and test design and execution.",
          },
          {
            title: "Defined",
            description:
              "Testing is part of the development lifecycle, with a test organization, training, non-functional testing and peer reviews.",
          },
          {
            title: "Measured",
            description:
              "Testing is measured and managed by numbers: test measurement, product quality evaluation and advanced reviews.",
          },
          {
            title: "Optimization",
            description:
              "Testing improves continuously through defect prevention, quality control and test process optimization.",
          },
        ],
      },
      {
        kind: "steps",
        title: "Our Improvement Process",
        items: [
          {
            title: "Kick-off",
            description:
              "We agree on goals, scope and the model to use (TMMi or Agile TPI) with your stakeholders.",
          },
          {
            title: "Assessment",
            description:
              "Interviews, document reviews and observation establish your current maturity.",
          },
          {
            title: "Improvement plan",
            description: "We rank improvement actions by your business goals.",
          },
          {
            title: "Implementation",
            description: "Improvements are introduced in small steps, with pilots and coaching.",
          },
          {
            title: "Measurement",
            description: "Metrics show whether the improvements deliver the expected results.",
          },
          {
            title: "Reassessment",
            description: "We reassess maturity and plan the next improvement cycle.",
          },
        ],
      },
      {
        kind: "benefits",
        title: "Benefits of Test Process Improvement",
        items: [
          "A clear, objective view of your test maturity",
          "Improvement priorities based on your business goals",
          "Earlier defect detection and a lower cost of quality",
          "Predictable test effort and better-founded release decisions",
          "Metrics that make test progress and quality visible",
          "A recognized model to benchmark your progress against",
        ],
      },
    ],
    drafted: [
      "tagline",
      "summary",
      "Our Test Process Improvement Services: descriptions",
      "TMMi Maturity Levels: descriptions",
      "Our Improvement Process",
      "Benefits of Test Process Improvement",
    ],
  },

  // -------------------------------------------------------- DevOps details
  {
    slug: "cicd-implementation",
    title: "CI/CD Implementation",
    menuTitle: "CI/CD Implementation",
    tagline: "Every commit built, tested and ready to release.",
    summary:
      "CI/CD pipeline design, automation setup, container integration and safe deployment strategies for fast, repeatable releases.",
    icon: "workflow",
    parent: "devops-services",
    sections: [
      {
        kind: "cards",
        title: "Our CI/CD Services",
        cards: [
          {
            title: "Pipeline Design",
            description:
              "We design build, test and release stages, the branching strategy and quality gates around your architecture.",
            icon: "git-branch",
          },
          {
            title: "Automation Setup",
            description:
              "We implement the pipeline as code in GitHub Actions, GitLab CI/CD, Azure Pipelines or Jenkins.",
            icon: "settings",
          },
          {
            title: "Container Integration",
            description:
              "We package applications with Docker and deploy them to Kubernetes or a managed container platform.",
            icon: "container",
          },
          {
            title: "Deployment Strategies",
            description:
              "Blue-green, canary and rolling deployments with automated rollback, so a release is no longer a risky event.",
            icon: "rocket",
          },
        ],
      },
      {
        kind: "steps",
        title: "Our Implementation Process",
        items: [
          {
            title: "Assess delivery",
            description:
              "We map how code gets from commit to production today and where time is lost.",
          },
          {
            title: "Design the pipeline",
            description:
              "We define stages, environments, quality gates and the branching strategy.",
          },
          {
            title: "Automate build and tests",
            description: "Every commit triggers an automated build, unit tests and code analysis.",
          },
          {
            title: "Containerize",
            description: "Applications are packaged as containers for consistent environments.",
          },
          {
            title: "Automate deployment",
            description:
              "Deployments to test, acceptance and production run automatically with a fitting release strategy.",
          },
          {
            title: "Measure and optimize",
            description:
              "We track lead time and change failure rate and make the pipeline faster and more reliable.",
          },
        ],
      },
      {
        kind: "tags",
        title: "Tools We Use",
        items: [
          "GitHub Actions",
          "GitLab CI/CD",
          "Azure Pipelines",
          "Jenkins",
          "Docker",
          "Kubernetes",
        ],
      },
      {
        kind: "benefits",
        title: "Benefits of CI/CD",
        items: [
          "Shorter time from commit to production",
          "Integration problems found within minutes of a commit",
          "Repeatable deployments without manual steps",
          "Quick rollback when a release misbehaves",
          "Consistent environments from test to production",
          "More developer time for features instead of releases",
        ],
      },
    ],
    drafted: [
      "tagline",
      "summary",
      "Our CI/CD Services: descriptions",
      "Our Implementation Process",
      "Tools We Use",
      "Benefits of CI/CD",
    ],
  },
  {
    slug: "cloud-migration",
    title: "Cloud Migration",
    menuTitle: "Cloud Migration",
    tagline: "Move to the cloud with a plan, not a leap.",
    summary:
      "Cloud strategy, migration execution, data migration, and security and compliance for a controlled move to AWS, Azure or Google Cloud.",
    icon: "cloud",
    parent: "devops-services",
    sections: [
      {
        kind: "cards",
        title: "Our Cloud Migration Services",
        cards: [
          {
            title: "Cloud Strategy",
            description:
              "We assess your applications, choose the provider and decide per application whether to rehost, replatform or refactor.",
            icon: "compass",
          },
          {
            title: "Migration Execution",
            description:
              "We migrate applications in planned waves, with tested cutover and rollback plans that keep downtime to a minimum.",
            icon: "rocket",
          },
          {
            title: "Data Migration",
            description:
              "We move databases and files securely and check completeness and integrity before and after the cutover.",
            icon: "database",
          },
          {
            title: "Security & Compliance",
            description:
              "We set up identity, access, encryption and logging to meet your security policies and regulations such as GDPR.",
            icon: "lock",
          },
        ],
      },
      {
        kind: "steps",
        title: "Our Migration Process",
        items: [
          {
            title: "Discovery",
            description: "We inventory applications, dependencies, data and current costs.",
          },
          {
            title: "Strategy and business case",
            description:
              "We choose the target platform and the migration approach per application, and estimate the costs.",
          },
          {
            title: "Landing zone",
            description:
              "We set up accounts, networking, identity and security guardrails in the cloud.",
          },
          {
            title: "Pilot migration",
            description: "A low-risk application moves first, to validate the approach.",
          },
          {
            title: "Migration waves",
            description: "The remaining applications and data move in planned, tested waves.",
          },
          {
            title: "Optimize",
            description:
              "We right-size resources, control costs and modernize applications to use cloud services.",
          },
        ],
      },
      {
        kind: "benefits",
        title: "Benefits of Cloud Migration",
        items: [
          "Capacity that scales with demand",
          "Costs that follow actual use",
          "No more hardware and data center maintenance",
          "Built-in options for backup, recovery and high availability",
          "Quick access to managed services for data and analytics",
          "The security controls and certifications of major cloud providers",
        ],
      },
    ],
    drafted: [
      "tagline",
      "summary",
      "Our Cloud Migration Services: descriptions",
      "Our Migration Process",
      "Benefits of Cloud Migration",
    ],
  },
  {
    slug: "infrastructure-automation",
    title: "Infrastructure Automation",
    menuTitle: "Infrastructure Automation",
    tagline: "Infrastructure as code: reproducible, reviewed and versioned.",
    summary:
      "Infrastructure as code with Terraform and Ansible: environments created, changed and audited through version-controlled code.",
    icon: "server",
    parent: "devops-services",
    sections: [
      {
        kind: "cards",
        title: "Our Infrastructure Automation Services",
        cards: [
          {
            title: "Infrastructure as Code",
            description:
              "We describe networks, servers and cloud resources in Terraform, so environments are created and changed from versioned code.",
            icon: "code",
          },
          {
            title: "Configuration Management",
            description:
              "We automate server configuration and software installation with Ansible, so every machine is set up the same way.",
            icon: "settings",
          },
          {
            title: "Environment Provisioning",
            description:
              "Development, test and production environments created on demand, and alike in every detail that matters.",
            icon: "layers",
          },
          {
            title: "Policy as Code",
            description:
              "Security and compliance rules checked automatically on every infrastructure change, before it is applied.",
            icon: "shield-check",
          },
        ],
      },
      {
        kind: "steps",
        title: "Our Automation Process",
        items: [
          {
            title: "Inventory",
            description:
              "We document the current infrastructure, manual procedures and configuration drift.",
          },
          {
            title: "Design",
            description:
              "We choose tools, module structure, state management and a review workflow.",
          },
          {
            title: "Codify",
            description:
              "We describe the existing infrastructure as code, starting with the parts that change most often.",
          },
          {
            title: "Automate delivery",
            description:
              "Infrastructure changes are planned, reviewed and applied through a CI/CD pipeline.",
          },
          {
            title: "Verify",
            description: "We test infrastructure code and add policy checks and drift detection.",
          },
          {
            title: "Hand over",
            description:
              "We train your engineers and document the modules, so they can extend the setup.",
          },
        ],
      },
      {
        kind: "tags",
        title: "Tools We Use",
        items: [
          "Terraform",
          "Ansible",
          "Packer",
          "AWS CloudFormation",
          "Azure Bicep",
          "Open Policy Agent",
        ],
      },
      {
        kind: "benefits",
        title: "Benefits of Infrastructure Automation",
        items: [
          "Environments created in minutes instead of days",
          "The same configuration in development, test and production",
          "Every change reviewed, versioned and traceable",
          "Fast recovery by recreating infrastructure from code",
          "No configuration drift from manual changes",
          "Compliance rules enforced automatically",
        ],
      },
    ],
    drafted: [
      "tagline",
      "summary",
      "Our Infrastructure Automation Services",
      "Our Automation Process",
      "Tools We Use",
      "Benefits of Infrastructure Automation",
    ],
  },
  {
    slug: "monitoring-solutions",
    title: "Monitoring Solutions",
    menuTitle: "Monitoring Solutions",
    tagline: "See what your systems are doing, and know before your users do.",
    summary:
      "Monitoring and observability with metrics, logs, traces and alerting, so your teams find and fix production problems fast.",
    icon: "activity",
    parent: "devops-services",
    sections: [
      {
        kind: "cards",
        title: "Our Monitoring Services",
        cards: [
          {
            title: "Infrastructure Monitoring",
            description:
              "Metrics for servers, containers, databases and cloud services, with dashboards that show health and capacity at a glance.",
            icon: "server",
          },
          {
            title: "Application Performance Monitoring",
            description:
              "Traces and metrics that follow each request through your services and show where time goes and errors arise.",
            icon: "gauge",
          },
          {
            title: "Log Management",
            description:
              "Central collection, search and retention of logs from all systems, structured so problems can be traced quickly.",
            icon: "file-search",
          },
          {
            title: "Alerting and Incident Response",
            description:
              "Alerts on the symptoms users notice, routed to the right people, with runbooks for the response.",
            icon: "bell",
          },
        ],
      },
      {
        kind: "steps",
        title: "Our Monitoring Process",
        items: [
          {
            title: "Define objectives",
            description:
              "We agree on what matters to your users and set service level objectives (SLOs).",
          },
          {
            title: "Instrument",
            description:
              "We add metrics, logs and traces to applications and infrastructure, for example with OpenTelemetry.",
          },
          {
            title: "Collect and store",
            description: "We set up central, scalable storage for metrics, logs and traces.",
          },
          {
            title: "Visualize",
            description: "We build dashboards for development teams, operations and management.",
          },
          {
            title: "Alert",
            description:
              "We configure actionable alerts tied to the SLOs and route them to the engineers on call.",
          },
          {
            title: "Review and improve",
            description: "We review incidents and alert noise regularly and tune the setup.",
          },
        ],
      },
      {
        kind: "tags",
        title: "Tools We Use",
        items: ["Prometheus", "Grafana", "OpenTelemetry", "Elastic Stack", "Jaeger", "Datadog"],
      },
      {
        kind: "benefits",
        title: "Benefits of Monitoring",
        items: [
          "Problems detected before users report them",
          "Less time to find the root cause of an incident",
          "Fewer, more meaningful alerts",
          "Service levels agreed with the business and measured",
          "Capacity planning based on real usage data",
          "One view of system health for development and operations",
        ],
      },
    ],
    drafted: [
      "tagline",
      "summary",
      "Our Monitoring Services",
      "Our Monitoring Process",
      "Tools We Use",
      "Benefits of Monitoring",
    ],
  },

  // ----------------------------------------- digital transformation details
  {
    slug: "strategy-consulting",
    title: "Digital Strategy Consulting",
    menuTitle: "Digital Strategy Consulting",
    tagline: "A digital roadmap tied to your business goals.",
    summary:
      "Learn where you stand, decide where to invest, and turn it into a digital roadmap your organization can deliver.",
    icon: "compass",
    parent: "digital-transformation",
    sections: [
      {
        kind: "cards",
        title: "Our Strategy Consulting Services",
        cards: [
          {
            title: "Digital Maturity Assessment",
            description:
              "We assess processes, technology, data and skills against your business goals to find the largest gaps and opportunities.",
            icon: "search",
          },
          {
            title: "Technology Roadmap",
            description:
              "A prioritized plan of initiatives over time, with dependencies, budgets and milestones.",
            icon: "map",
          },
          {
            title: "Application Portfolio Review",
            description:
              "We evaluate your application landscape and decide what to keep, modernize, replace or retire.",
            icon: "layers",
          },
          {
            title: "Business Case Development",
            description:
              "We quantify the costs, benefits and risks of digital initiatives, so you can make informed investment decisions.",
            icon: "bar-chart",
          },
        ],
      },
      {
        kind: "steps",
        title: "Our Consulting Process",
        items: [
          {
            title: "Understand the business",
            description:
              "We interview leadership and stakeholders about goals, markets and constraints.",
          },
          {
            title: "Assess the current state",
            description: "We analyze processes, systems, data and capabilities.",
          },
          {
            title: "Identify opportunities",
            description:
              "We find where digital solutions create the most value or remove the largest risks.",
          },
          {
            title: "Prioritize",
            description: "We rank the initiatives by value, effort, risk and dependencies.",
          },
          {
            title: "Build the roadmap",
            description: "Priorities become a phased roadmap with owners, budgets and KPIs.",
          },
          {
            title: "Support execution",
            description:
              "We help start the first initiatives and revise the roadmap as results come in.",
          },
        ],
      },
      {
        kind: "benefits",
        title: "Benefits of Strategy Consulting",
        items: [
          "Digital investments aligned with business goals",
          "A realistic roadmap leadership can commit to",
          "Clear priorities instead of scattered initiatives",
          "Decisions based on a fact-based assessment",
          "Risks and dependencies known before work starts",
          "Measurable milestones to track progress",
        ],
      },
    ],
    drafted: [
      "tagline",
      "summary",
      "Our Strategy Consulting Services",
      "Our Consulting Process",
      "Benefits of Strategy Consulting",
    ],
  },
  {
    slug: "process-automation",
    title: "Process Automation",
    menuTitle: "Process Automation",
    tagline: "Let software handle the repetitive work.",
    summary:
      "Analyze your workflows, automate rule-based work with workflow tools, integrations and RPA, and measure the result.",
    icon: "settings",
    parent: "digital-transformation",
    sections: [
      {
        kind: "cards",
        title: "Our Process Automation Services",
        cards: [
          {
            title: "Process Analysis",
            description:
              "We map current workflows, measure volumes and lead times, and select the processes with the best automation potential.",
            icon: "search",
          },
          {
            title: "Workflow Automation",
            description:
              "We digitize approvals, requests and handovers on a workflow platform, with clear status and an audit trail.",
            icon: "workflow",
          },
          {
            title: "Robotic Process Automation",
            description:
              "Software robots perform rule-based tasks in existing applications that offer no API.",
            icon: "settings",
          },
          {
            title: "System Integration",
            description:
              "We connect applications through APIs and integration platforms, so data flows without being typed in twice.",
            icon: "network",
          },
        ],
      },
      {
        kind: "steps",
        title: "Our Automation Process",
        items: [
          {
            title: "Identify",
            description: "We collect candidate processes with data on volumes, errors and effort.",
          },
          {
            title: "Analyze and simplify",
            description: "We map each process and simplify it before automating it.",
          },
          {
            title: "Design the solution",
            description:
              "We choose workflow, integration or RPA per step, and define exceptions and controls.",
          },
          {
            title: "Build and test",
            description:
              "We build the automation and test it with real cases, edge cases included.",
          },
          {
            title: "Roll out",
            description: "We go live in stages, with monitoring and a fallback to manual handling.",
          },
          {
            title: "Measure and improve",
            description:
              "We track throughput, error rates and time saved, and refine the automation.",
          },
        ],
      },
      {
        kind: "benefits",
        title: "Benefits of Process Automation",
        items: [
          "Less time spent on repetitive manual work",
          "Fewer errors from manual data entry",
          "Faster processing and shorter lead times",
          "A complete audit trail for every case",
          "Higher volumes handled without extra staff",
          "People free for work that needs judgment",
        ],
      },
    ],
    drafted: [
      "tagline",
      "summary",
      "Our Process Automation Services",
      "Our Automation Process",
      "Benefits of Process Automation",
    ],
  },
  {
    slug: "legacy-modernization",
    title: "Legacy Modernization",
    menuTitle: "Legacy Modernization",
    tagline: "Renew the systems your business runs on, without stopping it.",
    summary:
      "We modernize aging applications step by step: assess, re-architect, upgrade and migrate, protected by tests, while the business keeps running.",
    icon: "wrench",
    parent: "digital-transformation",
    sections: [
      {
        kind: "cards",
        title: "Our Modernization Services",
        cards: [
          {
            title: "Application Assessment",
            description:
              "We analyze code, architecture, dependencies and business value to choose the right modernization path for each application.",
            icon: "search",
          },
          {
            title: "Incremental Re-architecture",
            description:
              "We replace legacy functions piece by piece behind stable interfaces (the strangler fig pattern), with old and new running side by side.",
            icon: "blocks",
          },
          {
            title: "Code Refactoring and Upgrades",
            description:
              "We upgrade outdated frameworks and languages and refactor the code, protected by automated regression tests.",
            icon: "code",
          },
          {
            title: "Data Migration",
            description:
              "We migrate data from legacy databases and formats with validation, reconciliation and a rollback plan.",
            icon: "database",
          },
        ],
      },
      {
        kind: "steps",
        title: "Our Modernization Process",
        items: [
          {
            title: "Assess",
            description:
              "We analyze the application: its code, data, dependencies and business value.",
          },
          {
            title: "Choose a strategy",
            description:
              "Per component we decide to retain, rehost, replatform, refactor, rebuild or replace.",
          },
          {
            title: "Build a safety net",
            description:
              "Automated regression tests capture today's behavior before anything changes.",
          },
          {
            title: "Modernize in increments",
            description: "We replace or refactor components in small, releasable steps.",
          },
          {
            title: "Migrate data and users",
            description:
              "Data and users move to the new components with validation and a rollback plan.",
          },
          {
            title: "Decommission",
            description:
              "Legacy components are retired once their replacements have proven themselves in production.",
          },
        ],
      },
      {
        kind: "benefits",
        title: "Benefits of Legacy Modernization",
        items: [
          "Lower maintenance and licensing costs",
          "Less risk from unsupported platforms and scarce skills",
          "Faster delivery of new features",
          "Better security on supported, patched technology",
          "Easy integration with modern services and APIs",
          "Business continuity throughout the modernization",
        ],
      },
    ],
    drafted: [
      "tagline",
      "summary",
      "Our Modernization Services",
      "Our Modernization Process",
      "Benefits of Legacy Modernization",
    ],
  },
  {
    slug: "digital-innovation",
    title: "Digital Innovation",
    menuTitle: "Digital Innovation",
    tagline: "Test new ideas quickly, invest in what works.",
    summary:
      "Find opportunities, validate ideas with prototypes and experiments, and turn proven concepts into digital products.",
    icon: "lightbulb",
    parent: "digital-transformation",
    sections: [
      {
        kind: "cards",
        title: "Our Innovation Services",
        cards: [
          {
            title: "Innovation Workshops",
            description:
              "Structured workshops, such as design sprints, that turn business challenges into concrete, testable ideas.",
            icon: "lightbulb",
          },
          {
            title: "Rapid Prototyping",
            description:
              "Clickable prototypes and proofs of concept, built in days or weeks, to test ideas with real users.",
            icon: "flask-conical",
          },
          {
            title: "Technology Assessment",
            description:
              "We evaluate emerging technologies such as AI, IoT and low-code against your use cases and constraints.",
            icon: "search",
          },
          {
            title: "MVP Development",
            description:
              "We build a minimum viable product to validate the concept with real users before scaling up.",
            icon: "rocket",
          },
        ],
      },
      {
        kind: "steps",
        title: "Our Innovation Process",
        items: [
          {
            title: "Discover",
            description: "We identify customer problems and business opportunities.",
          },
          {
            title: "Ideate",
            description: "We generate and select ideas together with users and stakeholders.",
          },
          {
            title: "Prototype",
            description: "We build a quick prototype of the most promising idea.",
          },
          {
            title: "Validate",
            description: "We test the prototype with real users against agreed criteria.",
          },
          {
            title: "Build the MVP",
            description: "We develop a minimum viable product of the validated concept.",
          },
          {
            title: "Scale",
            description:
              "We grow the product, integrate it into your landscape and hand it to a permanent team.",
          },
        ],
      },
      {
        kind: "benefits",
        title: "Benefits of Digital Innovation",
        items: [
          "Ideas validated before large investments",
          "Faster learning about what customers value",
          "Lower risk through small, measurable experiments",
          "New digital products and revenue opportunities",
          "Teams practiced in experimentation",
          "Emerging technologies judged against real use cases",
        ],
      },
    ],
    drafted: [
      "tagline",
      "summary",
      "Our Innovation Services",
      "Our Innovation Process",
      "Benefits of Digital Innovation",
    ],
  },
];

export function findService(slug: string): Service | undefined {
  return services.find((service) => service.slug === slug);
}

/** The address of a service page. */
export function servicePath(service: Pick<Service, "slug">): string {
  return `/services/${service.slug}`;
}

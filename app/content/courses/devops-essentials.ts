import type { CourseGroup } from "../training.ts";

export const devopsEssentialsGroup: CourseGroup = {
  title: "DevOps Essentials",
  icon: "book-open",
  description:
    "The principles and practices behind fast, reliable delivery: cloud, pipelines, reliability and the culture that holds them together.",
  courses: [
    {
      slug: "cloud-essentials",
      title: "Cloud Essentials",
      tagline: "The foundations of AWS, Azure and Google Cloud in one week.",
      description:
        "A five-day introduction to cloud computing across the three major providers. You learn the service and deployment models, work hands-on with the core services of AWS, Microsoft Azure and Google Cloud, and learn to secure cloud workloads and keep their cost under control.",
      facts: { days: 5, hours: 40, fee: 1999 },
      certificate: "Certificate",
      included: ["Course Materials", "Cloud Credits", "Hands-on Labs"],
      modules: [
        "Cloud Computing Fundamentals",
        "AWS Core Services",
        "Azure Fundamentals",
        "Google Cloud Basics",
        "Cloud Security",
        "Cost Management",
      ],
      benefits: [
        {
          icon: "cloud",
          title: "Multi-Cloud Foundation",
          description:
            "Compare AWS, Azure and Google Cloud, and choose the right service for the job.",
        },
        {
          icon: "lock",
          title: "Security from the Start",
          description:
            "Apply the shared responsibility model, identity and access management, and encryption.",
        },
        {
          icon: "bar-chart",
          title: "Cost Awareness",
          description: "Estimate, monitor and reduce what your cloud workloads cost.",
        },
      ],
      drafted: ["tagline", "description", "benefits"],
    },
    {
      slug: "devops-management",
      title: "DevOps Management",
      tagline: "Lead the move to DevOps: culture, flow and measurable delivery.",
      description:
        "For managers and team leads who guide a DevOps adoption. You learn the principles behind DevOps, map and improve value streams, measure delivery performance with the DORA metrics, organize teams for fast flow, and manage risk and compliance without slowing delivery down.",
      facts: { days: 3, hours: 24, fee: 1499 },
      included: ["Course Materials", "Case Studies", "Assessment Templates"],
      modules: [
        "DevOps Principles and Culture",
        "Value Stream Mapping",
        "Measuring Delivery with DORA Metrics",
        "Team Structures for Fast Flow",
        "Leading a DevOps Transformation",
        "Governance, Risk and Compliance",
      ],
      benefits: [
        {
          icon: "compass",
          title: "Clear Direction",
          description: "Build a DevOps roadmap that fits your organization.",
        },
        {
          icon: "bar-chart",
          title: "Measurable Results",
          description: "Track delivery performance with metrics the industry recognizes.",
        },
        {
          icon: "users",
          title: "Aligned Teams",
          description: "Bring development, operations and the business behind shared goals.",
        },
      ],
      drafted: ["tagline", "description", "included", "modules", "benefits"],
    },
    {
      slug: "cicd",
      title: "CI/CD Implementation",
      tagline: "Build pipelines that take every change safely from commit to production.",
      description:
        "A hands-on course in continuous integration and continuous delivery. You design pipelines as code, build automated tests into them, manage artifacts and versions, roll out with blue-green, canary and rolling deployments, and keep secrets and the pipeline itself secure.",
      facts: { days: 4, hours: 32, fee: 1499 },
      included: ["Course Materials", "Hands-on Labs", "Pipeline Templates"],
      modules: [
        "Continuous Integration Fundamentals",
        "Pipeline Design and Pipeline as Code",
        "Automated Testing in the Pipeline",
        "Artifact Management and Versioning",
        "Deployment Strategies",
        "Pipeline Security and Secrets Management",
      ],
      benefits: [
        {
          icon: "rocket",
          title: "Faster Releases",
          description: "Ship small changes often, with less effort per release.",
        },
        {
          icon: "shield",
          title: "Safer Deployments",
          description: "Release with strategies that limit the impact of a bad change.",
        },
        {
          icon: "refresh",
          title: "Fast Feedback",
          description: "Know within minutes whether a change is ready to ship.",
        },
      ],
      drafted: ["tagline", "description", "included", "modules", "benefits"],
    },
    {
      slug: "sre",
      title: "Site Reliability Engineering",
      tagline: "Run reliable services with SLOs, error budgets and less toil.",
      description:
        "Learn the practices of Site Reliability Engineering as Google introduced them: define service level indicators and objectives, balance reliability and speed with error budgets, build monitoring and alerting that matter, handle incidents and learn from them, and automate away toil.",
      facts: { days: 4, hours: 32, fee: 1499 },
      included: ["Course Materials", "Hands-on Labs", "SLO Templates"],
      modules: [
        "SRE Principles and Practices",
        "SLIs, SLOs and Error Budgets",
        "Monitoring, Alerting and Observability",
        "Incident Response and Blameless Postmortems",
        "Eliminating Toil through Automation",
        "Capacity Planning and Release Engineering",
      ],
      benefits: [
        {
          icon: "target",
          title: "Reliability Targets",
          description:
            "Agree how reliable a service must be, and spend the rest of the budget on features.",
        },
        {
          icon: "activity",
          title: "Better Monitoring",
          description: "Alert on the symptoms users feel, not on every metric.",
        },
        {
          icon: "settings",
          title: "Less Toil",
          description: "Automate repetitive operational work away.",
        },
      ],
      drafted: ["tagline", "description", "included", "modules", "benefits"],
    },
    {
      slug: "phoenix-project",
      title: "Phoenix Project Simulation Workshop",
      tagline: "Experience DevOps in a business simulation based on The Phoenix Project.",
      description:
        "In this workshop your team runs the IT department of Parts Unlimited, the company from the novel The Phoenix Project. Round by round you feel the effect of unplanned work, bottlenecks and silos, then apply the Three Ways of DevOps (flow, feedback, and continual learning and experimentation) and watch the results improve.",
      facts: { days: 2, hours: 16, fee: 999 },
      included: ["Course Materials", "Simulation Game", "Action Plan Template"],
      modules: [
        "The Phoenix Project and the Three Ways",
        "Making Work Visible",
        "Flow, Constraints and Work in Progress",
        "Unplanned Work and Fast Feedback",
        "Continual Learning and Experimentation",
        "Applying the Lessons at Work",
      ],
      benefits: [
        {
          icon: "puzzle",
          title: "Learning by Doing",
          description: "Experience DevOps principles instead of only hearing about them.",
        },
        {
          icon: "message-square",
          title: "Shared Language",
          description: "Give business and IT a common story to refer to.",
        },
        {
          icon: "rocket",
          title: "Concrete Next Steps",
          description: "Leave with improvements you can start on the next day.",
        },
      ],
      drafted: ["tagline", "description", "included", "modules", "benefits"],
    },
  ],
};

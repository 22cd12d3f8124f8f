import type { CourseGroup } from "../training.ts";

export const methodologiesGroup: CourseGroup = {
  title: "Test Methodologies",
  icon: "compass",
  description: "Lead testing with metrics, risk analysis and agile practice.",
  courses: [
    {
      slug: "test-metrics",
      title: "Test Metrics and Analysis",
      tagline: "Measure testing, and turn the numbers into decisions.",
      description:
        "Learn which test and quality metrics are worth collecting, how to gather them reliably, how to analyze trends, and how to report and visualize them so that stakeholders can act on them.",
      facts: { days: 2, hours: 16, fee: 499 },
      certificate: "Certificate",
      included: ["Course Materials", "Analysis Tools", "Report Templates"],
      modules: [
        "Metrics Fundamentals",
        "Data Collection Methods",
        "Analysis Techniques",
        "Reporting Strategies",
        "Visualization Tools",
        "Continuous Improvement",
      ],
      benefits: [
        {
          icon: "bar-chart",
          title: "Data Analysis",
          description: "Analyze test and defect data with sound techniques.",
        },
        {
          icon: "trending-up",
          title: "Trend Analysis",
          description: "Spot trends in quality and progress early enough to act on them.",
        },
        {
          icon: "eye",
          title: "Visualization",
          description: "Present metrics in dashboards and reports that people grasp at a glance.",
        },
      ],
      drafted: ["tagline", "description", "benefit-descriptions"],
    },
    {
      slug: "agile-testing-leadership",
      title: "Agile Testing Leadership",
      tagline: "Lead quality in agile teams as a coach, strategist and advocate.",
      description:
        "For test leads, test managers and senior testers in agile teams. You develop a test strategy that fits agile delivery, coach and mentor team members, advocate for quality across the organization, and keep improving how your teams test.",
      facts: { days: 3, hours: 24, fee: 999 },
      certificate: "Certificate",
      included: ["Course Materials", "Case Studies", "Leadership Templates"],
      modules: [
        "Agile Testing Principles",
        "Test Leadership in Agile",
        "Test Strategy Development",
        "Team Coaching & Mentoring",
        "Quality Advocacy",
        "Continuous Improvement",
      ],
      benefits: [
        {
          icon: "users",
          title: "Leadership Skills",
          description:
            "Lead testing through influence and example rather than command and control.",
        },
        {
          icon: "compass",
          title: "Strategic Thinking",
          description: "Shape a test strategy that supports fast, sustainable delivery.",
        },
        {
          icon: "graduation-cap",
          title: "Coaching Abilities",
          description: "Help testers and developers grow their testing skills.",
        },
      ],
      drafted: ["tagline", "description", "benefit-descriptions"],
    },
    {
      slug: "risk-based-testing",
      title: "Risk-Based Testing",
      tagline: "Spend test effort where the risk is.",
      description:
        "Learn to identify and assess product risks with stakeholders, turn them into a test strategy and plan, use exploratory testing where it finds the most, and choose mitigation strategies for the risks that remain.",
      facts: { days: 2, hours: 16, fee: 499 },
      certificate: "Certificate",
      included: ["Course Materials", "Risk Analysis Tools", "Strategy Templates"],
      modules: [
        "Risk Analysis Fundamentals",
        "Risk Assessment Techniques",
        "Test Strategy Development",
        "Risk-Based Test Planning",
        "Exploratory Testing",
        "Risk Mitigation Strategies",
      ],
      benefits: [
        {
          icon: "shield",
          title: "Risk Management",
          description: "Identify, assess and track product risks together with stakeholders.",
        },
        {
          icon: "target",
          title: "Strategic Testing",
          description: "Prioritize tests so the most important risks are covered first.",
        },
        {
          icon: "search",
          title: "Early Detection",
          description: "Find the defects that matter most, earlier in delivery.",
        },
      ],
      drafted: ["tagline", "description", "benefit-descriptions"],
    },
  ],
};

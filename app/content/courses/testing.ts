import type { TrainingFamily } from "../training.ts";
import { seed } from "./seed.ts";

export const testingTraining: TrainingFamily = {
  slug: "testing",
  title: "Testing Training",
  menuTitle: "Testing",
  tagline: "ISTQB certification, automation, performance and test methodology courses.",
  summary:
    "ISTQB certification preparation, UI and API automation, performance and chaos engineering.",
  icon: "test-tube",
  groups: [
    {
      title: "ISTQB Certifications Preparation",
      icon: "award",
      description: "Prepare for the ISTQB Foundation, Advanced and Expert certifications.",
      courses: [
        seed("istqb-foundation", "ISTQB Foundation Level", 2, 12, 499, "Certificate of Attendance"),
        seed("advanced-manager", "Advanced Test Manager", 5, 40, 1499),
        seed("technical-analyst", "Advanced Technical Test Analyst", 5, 40, 1499),
        seed("process-improvement", "Expert Test Process Improvement", 5, 40, 2499),
      ],
    },
    {
      title: "Automation Testing",
      icon: "code",
      description: "Automate UI and API tests and drive design with BDD and TDD.",
      courses: [
        seed("ui-automation", "UI Test Automation", 4, 32, 999, "Certificate"),
        seed("api-automation", "API Test Automation", 3, 24, 999, "Certificate"),
        seed("bdd", "Behavior Driven Development", 3, 24, 999, "Certificate"),
        seed("tdd", "Test Driven Development", 3, 24, 999, "Certificate"),
      ],
    },
    {
      title: "Performance and Reliability Testing",
      icon: "gauge",
      description: "Measure, load and break systems on purpose, before your users do.",
      courses: [
        seed("performance-testing-essentials", "Performance Testing Essentials", 3, 24, 999),
        seed(
          "advanced-performance-testing",
          "Advanced Performance Testing",
          4,
          32,
          1499,
          "Advanced Certificate",
        ),
        seed("chaos-engineering", "Chaos Engineering", 4, 32, 1499, "Certificate"),
      ],
    },
    {
      title: "Test Methodologies",
      icon: "compass",
      description: "Lead testing with metrics, risk and agile practice.",
      courses: [
        seed("test-metrics", "Test Metrics and Analysis", 2, 16, 499, "Certificate"),
        seed("agile-testing-leadership", "Agile Testing Leadership", 3, 24, 999, "Certificate"),
        seed("risk-based-testing", "Risk-Based Testing", 2, 16, 499, "Certificate"),
      ],
    },
  ],
};

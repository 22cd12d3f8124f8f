import type { CourseGroup } from "../training.ts";

export const automationGroup: CourseGroup = {
  title: "Automation Testing",
  icon: "code",
  description:
    "Automate UI and API tests with today's frameworks, and let tests drive the design with BDD and TDD.",
  courses: [
    {
      slug: "ui-automation",
      title: "UI Test Automation",
      tagline: "Reliable browser tests with Playwright, Cypress and Selenium.",
      description:
        "A hands-on course in automated web UI testing. You write tests with Playwright, Cypress and Selenium WebDriver and compare their strengths, structure suites with the Page Object Model, and run them across browsers in a CI/CD pipeline.",
      facts: { days: 4, hours: 32, fee: 999 },
      certificate: "Certificate",
      included: ["Course Materials", "Hands-on Labs", "Framework Templates"],
      modules: [
        "Web UI Testing Fundamentals",
        "Playwright Framework",
        "Cypress Framework",
        "Selenium WebDriver",
        "Page Object Model",
        "CI/CD Integration",
      ],
      benefits: [
        {
          icon: "layers",
          title: "Modern Frameworks",
          description:
            "Work with Playwright, Cypress and Selenium, and know which one fits your project.",
        },
        {
          icon: "check-circle",
          title: "Best Practices",
          description:
            "Write stable, readable tests: robust locators, page objects and no fixed waits.",
        },
        {
          icon: "globe",
          title: "Cross-browser Testing",
          description: "Run one suite against Chromium, Firefox and WebKit, locally and in CI.",
        },
      ],
      drafted: ["tagline", "description", "benefit-descriptions"],
    },
    {
      slug: "api-automation",
      title: "API Test Automation",
      tagline: "Automate REST API tests with Postman and RestAssured.",
      description:
        "Learn to test APIs thoroughly and automatically: requests, responses and collections in Postman, code-based suites with RestAssured, security and performance checks for APIs, and running it all in your CI/CD pipeline.",
      facts: { days: 3, hours: 24, fee: 999 },
      certificate: "Certificate",
      included: ["Course Materials", "Hands-on Labs", "Framework Templates"],
      modules: [
        "API Testing Fundamentals",
        "Postman Advanced Features",
        "RestAssured Framework",
        "API Security Testing",
        "Performance Testing APIs",
        "CI/CD Integration",
      ],
      benefits: [
        {
          icon: "server",
          title: "API Expertise",
          description: "Understand HTTP, REST and authentication well enough to test any web API.",
        },
        {
          icon: "code",
          title: "Framework Skills",
          description: "Build maintainable API test suites in Postman and RestAssured.",
        },
        {
          icon: "puzzle",
          title: "Integration Testing",
          description:
            "Verify that services work together, and catch breaking changes before release.",
        },
      ],
      drafted: ["tagline", "description", "benefit-descriptions"],
    },
    {
      slug: "bdd",
      title: "Behavior Driven Development",
      tagline: "Specify behavior together in Gherkin, and automate it with Cucumber.",
      description:
        "Behavior Driven Development brings business, development and testing together around concrete examples. You write scenarios in Gherkin, automate them with Cucumber step definitions, and connect them to the test frameworks you already use.",
      facts: { days: 3, hours: 24, fee: 999 },
      certificate: "Certificate",
      included: ["Course Materials", "Hands-on Labs", "Framework Templates"],
      modules: [
        "BDD Fundamentals",
        "Cucumber Framework",
        "Gherkin Syntax",
        "Step Definitions",
        "Test Scenarios Design",
        "Integration with Test Frameworks",
      ],
      benefits: [
        {
          icon: "lightbulb",
          title: "BDD Expertise",
          description: "Apply BDD from the first discovery conversation to the automated scenario.",
        },
        {
          icon: "users",
          title: "Collaboration",
          description: "Agree on behavior with business and developers before code is written.",
        },
        {
          icon: "file-text",
          title: "Documentation",
          description: "Keep living documentation that always matches what the system does.",
        },
      ],
      drafted: ["tagline", "description", "benefit-descriptions"],
    },
    {
      slug: "tdd",
      title: "Test Driven Development",
      tagline: "Write the test first, and design cleaner code in short red-green-refactor cycles.",
      description:
        "A practical course in Test Driven Development. Through exercises you learn the red-green-refactor cycle, unit testing practice and test design patterns, when to use mocks and stubs, and how to bring TDD into existing legacy code.",
      facts: { days: 3, hours: 24, fee: 999 },
      certificate: "Certificate",
      included: ["Course Materials", "Hands-on Labs", "Framework Templates"],
      modules: [
        "TDD Fundamentals",
        "Red-Green-Refactor Cycle",
        "Unit Testing Best Practices",
        "Test Design Patterns",
        "Mocking and Stubbing",
        "TDD in Legacy Code",
      ],
      benefits: [
        {
          icon: "code",
          title: "Clean Code",
          description: "Small, well-designed units that are easy to understand and change.",
        },
        {
          icon: "zap",
          title: "Fast Feedback",
          description: "Know within seconds whether a change broke something.",
        },
        {
          icon: "check-circle",
          title: "Quality Focus",
          description: "Build quality in from the first line instead of testing it in afterwards.",
        },
      ],
      drafted: ["tagline", "description", "benefit-descriptions"],
    },
  ],
};

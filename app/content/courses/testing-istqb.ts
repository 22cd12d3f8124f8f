import type { CourseGroup } from "../training.ts";

// Module lists follow the chapters of the current ISTQB syllabi; the spec
// gives only the facts table for these courses.
export const istqbGroup: CourseGroup = {
  title: "ISTQB Certifications Preparation",
  icon: "award",
  description:
    "Prepare for the ISTQB Foundation, Advanced and Expert Level exams with trainers who test for a living.",
  courses: [
    {
      slug: "istqb-foundation",
      title: "ISTQB Foundation Level",
      tagline:
        "Two focused days of preparation for the ISTQB Certified Tester Foundation Level exam.",
      description:
        "This course prepares you for the ISTQB Certified Tester Foundation Level (CTFL) exam by working through the current syllabus chapter by chapter: why testing matters and how it fits every lifecycle, static testing, test techniques, test management and tools. We teach in a small group, so every question gets an answer, and practice exams show you where you stand before you sit the certification exam.",
      facts: { days: 2, hours: 12, fee: 499 },
      certificate: "Certificate of Attendance",
      maxAttendees: 5,
      included: ["Course Materials", "Practice Exams", "Certification Exam"],
      modules: [
        "Fundamentals of Testing",
        "Testing Throughout the Software Development Lifecycle",
        "Static Testing",
        "Test Analysis and Design",
        "Managing the Test Activities",
        "Test Tools",
      ],
      benefits: [
        {
          icon: "award",
          title: "Recognized Certification",
          description:
            "CTFL is the entry point of the ISTQB scheme and the basis for every Advanced and Expert Level certification.",
        },
        {
          icon: "message-square",
          title: "Shared Vocabulary",
          description:
            "Speak the same testing language as your colleagues and clients, based on the ISTQB glossary.",
        },
        {
          icon: "check-circle",
          title: "Exam Confidence",
          description:
            "Practice exams in the format of the real one: 40 multiple-choice questions in 60 minutes.",
        },
      ],
      benefitsAsText: true,
      drafted: ["tagline", "description", "modules", "benefits"],
    },
    {
      slug: "advanced-manager",
      title: "Advanced Test Manager",
      tagline: "Lead test activities, people and risk at ISTQB Advanced Level.",
      description:
        "For experienced testers and test leads preparing for the ISTQB Certified Tester Advanced Level Test Management (CTAL-TM) exam. You learn to plan, estimate, monitor and control testing, to base test decisions on product risk, to manage reviews and defects, and to build and lead a test team. The exam fee is included.",
      facts: { days: 5, hours: 40, fee: 1499 },
      included: ["Course Materials", "Practice Exams", "Exam Fee"],
      modules: [
        "Test Management in Context",
        "Risk-Based Testing",
        "Test Planning, Estimation and Monitoring",
        "Reviews and Defect Management",
        "Test Process Improvement",
        "Leading the Test Team",
      ],
      benefits: [
        {
          icon: "target",
          title: "Risk-Based Decisions",
          description:
            "Focus test effort where product risk is highest, and explain your choices to stakeholders.",
        },
        {
          icon: "bar-chart",
          title: "Control Over Testing",
          description:
            "Estimate, monitor and report test progress with metrics your management understands.",
        },
        {
          icon: "users",
          title: "Team Leadership",
          description:
            "Build, motivate and grow a test team, and communicate well across the project.",
        },
      ],
      drafted: ["tagline", "description", "included", "modules", "benefits"],
    },
    {
      slug: "technical-analyst",
      title: "Advanced Technical Test Analyst",
      tagline: "White-box techniques, static analysis and the technical quality characteristics.",
      description:
        "Prepares you for the ISTQB Certified Tester Advanced Level Technical Test Analyst (CTAL-TTA) exam. You practice white-box test techniques and static and dynamic analysis, test for security, reliability, performance efficiency and maintainability, and learn where test tools and automation pay off. The exam fee is included.",
      facts: { days: 5, hours: 40, fee: 1499 },
      included: ["Course Materials", "Practice Exams", "Exam Fee"],
      modules: [
        "Risk-Based Testing for Technical Test Analysts",
        "White-Box Test Techniques",
        "Static and Dynamic Analysis",
        "Quality Characteristics for Technical Testing",
        "Reviews",
        "Test Tools and Automation",
      ],
      benefits: [
        {
          icon: "code",
          title: "Code-Level Insight",
          description: "Design tests from the structure of the code and measure what they cover.",
        },
        {
          icon: "shield",
          title: "Non-Functional Quality",
          description:
            "Test security, reliability, performance efficiency and maintainability with the right approach for each.",
        },
        {
          icon: "settings",
          title: "Automation Know-how",
          description: "Choose, plan and introduce test tools and automation that pay off.",
        },
      ],
      drafted: ["tagline", "description", "included", "modules", "benefits"],
    },
    {
      slug: "process-improvement",
      title: "Expert Test Process Improvement",
      tagline: "Assess and improve test processes with TMMi, TPI NEXT and analytical approaches.",
      description:
        "An ISTQB Expert Level course on improving the test process. You learn to assess test processes with models such as TMMi and TPI NEXT and with analytical approaches such as causal analysis, to plan and run an improvement program, and to manage the people side of change. The exam fee is included.",
      facts: { days: 5, hours: 40, fee: 2499 },
      included: ["Course Materials", "Case Studies", "Exam Fee"],
      modules: [
        "The Context of Test Process Improvement",
        "Model-Based Improvement: TMMi and TPI NEXT",
        "Analytical Approaches: Causal Analysis and GQM",
        "The Improvement Process (IDEAL)",
        "Organization, Roles and Skills",
        "Managing Change",
      ],
      benefits: [
        {
          icon: "search",
          title: "Objective Assessment",
          description: "Measure test maturity against recognized models instead of opinion.",
        },
        {
          icon: "trending-up",
          title: "Lasting Improvement",
          description: "Turn assessment findings into an improvement plan that sticks.",
        },
        {
          icon: "compass",
          title: "Change Leadership",
          description: "Lead the people side of process change in your organization.",
        },
      ],
      drafted: ["tagline", "description", "included", "modules", "benefits"],
    },
  ],
};

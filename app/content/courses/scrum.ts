import type { TrainingFamily } from "../training.ts";

export const scrumTraining: TrainingFamily = {
  slug: "scrum",
  title: "Scrum Training",
  menuTitle: "Scrum",
  tagline: "Professional Scrum Master and Product Owner certification courses.",
  summary:
    "Professional Scrum Master (PSM I) and Professional Scrum Product Owner (PSPO) preparation.",
  icon: "users",
  hubLayout: "cards",
  theme: "blue",
  groups: [
    {
      title: "Scrum Certifications",
      icon: "award",
      description: "Two-day courses that prepare you for the PSM I and PSPO I assessments.",
      courses: [
        {
          slug: "psm",
          title: "Professional Scrum Master (PSM I)",
          tagline: "Master the Scrum framework and the role of the Scrum Master.",
          description:
            "A two-day course for Scrum Masters and everyone who wants to understand Scrum in depth. You work through Scrum theory and values, the Scrum Master role, facilitating the Scrum events, working with the Product Owner and the Development Team, and scaling Scrum. The course prepares you for the PSM I assessment, and its fee is included.",
          facts: { days: 2, hours: 16, fee: 299 },
          certificate: "PSM I Certificate",
          included: ["Course Materials", "Practice Assessments", "PSM I Exam Fee"],
          modules: [
            "Scrum Framework and Theory",
            "Scrum Values and Principles",
            "The Scrum Master Role",
            "Facilitating Scrum Events",
            "Working with Product Owner and Development Team",
            "Scaling Scrum",
          ],
          benefits: [
            {
              icon: "award",
              title: "Professional Certification",
              description: "Prepare for the internationally recognized PSM I certification.",
            },
            {
              icon: "users",
              title: "Team Leadership",
              description: "Serve and lead your team as it grows into a self-managing team.",
            },
            {
              icon: "lightbulb",
              title: "Problem Solving",
              description: "Remove impediments, and help your team resolve conflicts itself.",
            },
          ],
          card: {
            title: "Professional Scrum Master PSM I",
            icon: "users",
            description:
              "Learn to serve your team as its Scrum Master, and prepare for the PSM I assessment.",
            features: [
              "Scrum theory, values and events",
              "The Scrum Master role in practice",
              "Practice assessments",
              "PSM I exam fee included",
            ],
          },
          drafted: ["tagline", "description", "benefit-descriptions", "card"],
        },
        {
          slug: "pspo",
          title: "Professional Scrum Product Owner (PSPO)",
          tagline: "Maximize the value your product delivers, as its Product Owner.",
          description:
            "A two-day course for Product Owners, product managers and business stakeholders. You learn the Product Owner role, shape a product vision and strategy, manage the Product Backlog, work with stakeholders, plan releases and optimize value. The course prepares you for the PSPO I assessment, and its fee is included.",
          facts: { days: 2, hours: 16, fee: 299 },
          certificate: "PSPO Certificate",
          included: ["Course Materials", "Practice Assessments", "PSPO I Exam Fee"],
          modules: [
            "Product Owner Role",
            "Product Vision and Strategy",
            "Product Backlog Management",
            "Stakeholder Management",
            "Release Planning",
            "Value Optimization",
          ],
          benefits: [
            {
              icon: "compass",
              title: "Strategic Vision",
              description: "Turn a product vision into a strategy and an ordered Product Backlog.",
            },
            {
              icon: "trending-up",
              title: "Value Maximization",
              description: "Decide what to build next by the value it delivers.",
            },
            {
              icon: "users",
              title: "Stakeholder Alignment",
              description: "Bring stakeholders to a shared understanding of goals and priorities.",
            },
          ],
          card: {
            title: "Professional Product Owner PSPO",
            icon: "compass",
            description:
              "Learn to maximize the value of your product as its Product Owner, and prepare for the PSPO I assessment.",
            features: [
              "Product vision and strategy",
              "Product Backlog management",
              "Stakeholder management",
              "PSPO I exam fee included",
            ],
          },
          drafted: ["tagline", "description", "benefit-descriptions", "card"],
        },
      ],
    },
  ],
};

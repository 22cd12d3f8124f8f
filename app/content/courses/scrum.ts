import type { TrainingFamily } from "../training.ts";
import { seed } from "./seed.ts";

export const scrumTraining: TrainingFamily = {
  slug: "scrum",
  title: "Scrum Training",
  menuTitle: "Scrum",
  tagline: "Professional Scrum Master and Product Owner certification courses.",
  summary:
    "Professional Scrum Master (PSM I) and Professional Scrum Product Owner (PSPO) preparation.",
  icon: "users",
  groups: [
    {
      title: "Scrum Certifications",
      icon: "award",
      description: "Two-day courses that prepare you for the PSM I and PSPO I assessments.",
      courses: [
        seed("psm", "Professional Scrum Master (PSM I)", 2, 16, 299, "PSM I Certificate"),
        seed("pspo", "Professional Scrum Product Owner (PSPO)", 2, 16, 299, "PSPO Certificate"),
      ],
    },
  ],
};

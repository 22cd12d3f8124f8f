import type { TrainingFamily } from "../training.ts";
import { seed } from "./seed.ts";

export const devopsTraining: TrainingFamily = {
  slug: "devops",
  title: "DevOps Training",
  menuTitle: "DevOps",
  tagline: "Cloud, CI/CD, SRE and the tools that automate delivery.",
  summary:
    "Cloud essentials, CI/CD, SRE, Docker, Ansible, GitHub Actions, Azure Pipelines and GitLab.",
  icon: "git-branch",
  groups: [
    {
      title: "DevOps Essentials",
      icon: "book-open",
      description: "The principles and practices behind fast, reliable delivery.",
      courses: [
        seed("cloud-essentials", "Cloud Essentials", 5, 40, 1999, "Certificate"),
        seed("devops-management", "DevOps Management", 3, 24, 1499),
        seed("cicd", "CI/CD Implementation", 4, 32, 1499),
        seed("sre", "Site Reliability Engineering", 4, 32, 1499),
        seed("phoenix-project", "Phoenix Project Simulation Workshop", 2, 16, 999),
      ],
    },
    {
      title: "Hands-on DevOps",
      icon: "wrench",
      description: "Practical, lab-based courses on the tools teams use every day.",
      courses: [
        seed("docker", "Docker", 3, 24, 999),
        seed("code-quality", "Code Quality Analysis with SonarQube", 2, 16, 499),
        seed("ansible", "Ansible", 3, 24, 999),
        seed("github-actions", "GitHub Actions", 3, 24, 999),
        seed("azure-pipelines", "Azure DevOps Pipelines", 3, 24, 999),
        seed("gitlab", "GitLab", 3, 24, 999),
      ],
    },
  ],
};

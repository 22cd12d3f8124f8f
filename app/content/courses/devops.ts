import type { TrainingFamily } from "../training.ts";
import { devopsEssentialsGroup } from "./devops-essentials.ts";
import { handsOnDevopsGroup } from "./devops-hands-on.ts";

export const devopsTraining: TrainingFamily = {
  slug: "devops",
  title: "DevOps Training",
  menuTitle: "DevOps",
  tagline: "Cloud, CI/CD, SRE and the tools that automate delivery.",
  summary:
    "Cloud essentials, CI/CD, SRE, Docker, Ansible, GitHub Actions, Azure Pipelines, Terraform and GitLab.",
  icon: "git-branch",
  hubLayout: "sections",
  groups: [devopsEssentialsGroup, handsOnDevopsGroup],
};

import type { CourseGroup } from "../training.ts";

export const handsOnDevopsGroup: CourseGroup = {
  title: "Hands-on DevOps",
  icon: "wrench",
  description: "Practical, lab-based courses on the tools teams use every day.",
  courses: [
    {
      slug: "docker",
      title: "Docker",
      tagline: "Build, ship and run applications in containers.",
      description:
        "A hands-on introduction to containers with Docker. You build efficient images with Dockerfiles, connect containers through networks and volumes, describe multi-container applications with Docker Compose, work with registries and secure your images, and run containers in CI/CD pipelines.",
      facts: { days: 3, hours: 24, fee: 999 },
      included: ["Course Materials", "Hands-on Labs", "Example Projects"],
      modules: [
        "Containers and Docker Fundamentals",
        "Building Images with Dockerfiles",
        "Networking and Storage",
        "Multi-Container Applications with Docker Compose",
        "Registries and Image Security",
        "Docker in CI/CD",
      ],
      benefits: [
        {
          icon: "container",
          title: "Portable Applications",
          description: "Package an application once and run it the same way everywhere.",
        },
        {
          icon: "zap",
          title: "Faster Environments",
          description: "Start development and test environments in seconds.",
        },
        {
          icon: "lock",
          title: "Secure Images",
          description: "Build small images with fewer vulnerabilities.",
        },
      ],
      drafted: ["tagline", "description", "included", "modules", "benefits"],
    },
    {
      slug: "code-quality",
      title: "Code Quality Analysis with SonarQube",
      tagline: "Measure and improve code quality with SonarQube quality gates.",
      description:
        "Learn to set up SonarQube and use it to keep code clean: configure quality profiles and rules, define quality gates, analyze code in your CI/CD pipeline and pull requests, and manage technical debt, bugs, code smells and security hotspots.",
      facts: { days: 2, hours: 16, fee: 499 },
      included: ["Course Materials", "Hands-on Labs", "Quality Gate Templates"],
      modules: [
        "Code Quality Fundamentals",
        "Setting Up SonarQube",
        "Quality Profiles and Rules",
        "Quality Gates",
        "SonarQube in CI/CD and Pull Requests",
        "Technical Debt and Security Hotspots",
      ],
      benefits: [
        {
          icon: "check-circle",
          title: "Cleaner Code",
          description: "Catch bugs and code smells before they are merged.",
        },
        {
          icon: "shield",
          title: "Security Awareness",
          description: "Find and review security hotspots early.",
        },
        {
          icon: "trending-up",
          title: "Visible Technical Debt",
          description: "Track technical debt, and pay it down deliberately.",
        },
      ],
      drafted: ["tagline", "description", "included", "modules", "benefits"],
    },
    {
      slug: "ansible",
      title: "Ansible",
      tagline: "Automate configuration and deployment with Ansible playbooks.",
      description:
        "A hands-on course in Ansible automation: inventories and ad-hoc commands, writing playbooks, using variables, facts and Jinja2 templates, structuring work in roles and collections, and protecting secrets with Ansible Vault.",
      facts: { days: 3, hours: 24, fee: 999 },
      included: ["Course Materials", "Hands-on Labs", "Playbook Examples"],
      modules: [
        "Ansible Architecture and Inventory",
        "Ad-hoc Commands and Modules",
        "Writing Playbooks",
        "Variables, Facts and Templates",
        "Roles and Collections",
        "Ansible Vault and Best Practices",
      ],
      benefits: [
        {
          icon: "settings",
          title: "Consistent Servers",
          description: "Configure every server the same way, every time.",
        },
        {
          icon: "zap",
          title: "Faster Deployments",
          description: "Replace manual steps with repeatable playbooks.",
        },
        {
          icon: "file-text",
          title: "Infrastructure as Code",
          description: "Keep configuration in version control, reviewed like any other code.",
        },
      ],
      drafted: ["tagline", "description", "included", "modules", "benefits"],
    },
    {
      slug: "github-actions",
      title: "GitHub Actions",
      tagline: "Automate build, test and deployment in your GitHub repository.",
      description:
        "Learn to build CI/CD workflows with GitHub Actions: events, jobs and steps, using marketplace actions and writing your own, building and testing with matrix builds, managing secrets and deployment environments, and scaling with reusable workflows and self-hosted runners.",
      facts: { days: 3, hours: 24, fee: 999 },
      included: ["Course Materials", "Hands-on Labs", "Workflow Templates"],
      modules: [
        "GitHub Actions Fundamentals",
        "Workflows, Events and Jobs",
        "Using and Creating Actions",
        "Build and Test Automation",
        "Secrets, Environments and Deployments",
        "Reusable Workflows and Self-hosted Runners",
      ],
      benefits: [
        {
          icon: "git-branch",
          title: "CI/CD Next to Your Code",
          description: "Keep pipelines in the repository they build.",
        },
        {
          icon: "refresh",
          title: "Reusable Automation",
          description: "Share workflows and actions across teams.",
        },
        {
          icon: "lock",
          title: "Secure Deployments",
          description: "Protect secrets, and gate releases with environments.",
        },
      ],
      drafted: ["tagline", "description", "included", "modules", "benefits"],
    },
    {
      slug: "azure-pipelines",
      title: "Azure DevOps Pipelines",
      tagline: "Build and release with YAML pipelines in Azure DevOps.",
      description:
        "A hands-on course in Azure Pipelines: multi-stage YAML pipelines, Microsoft-hosted and self-hosted agents, running tests and publishing artifacts, releasing to environments with approvals and checks, and reusing pipeline logic with templates and variable groups.",
      facts: { days: 3, hours: 24, fee: 999 },
      included: ["Course Materials", "Hands-on Labs", "Pipeline Templates"],
      modules: [
        "Azure Pipelines Fundamentals",
        "YAML Pipelines",
        "Agents and Agent Pools",
        "Tests and Artifacts",
        "Environments, Approvals and Multi-Stage Releases",
        "Templates, Variables and Secrets",
      ],
      benefits: [
        {
          icon: "workflow",
          title: "Pipelines as Code",
          description: "Version and review your pipelines together with the application.",
        },
        {
          icon: "check-circle",
          title: "Controlled Releases",
          description: "Release through environments with approvals and checks.",
        },
        {
          icon: "layers",
          title: "Reusable Templates",
          description: "Standardize pipelines across teams with templates.",
        },
      ],
      drafted: ["tagline", "description", "included", "modules", "benefits"],
    },
    // The spec's DevOps hub links terraform but gives no facts and no route:
    // the course gets an honest page without facts ("dates and fee on request").
    {
      slug: "terraform",
      title: "Terraform",
      tagline: "Provision cloud infrastructure as code with Terraform.",
      description:
        "A hands-on course in infrastructure as code with Terraform: writing configuration with providers, resources and data sources, parameterizing it with variables and outputs, reusing it through modules, keeping state safe in remote backends, and running plan and apply from a CI/CD pipeline.",
      included: ["Course Materials", "Hands-on Labs", "Module Examples"],
      modules: [
        "Infrastructure as Code and Terraform Basics",
        "Providers, Resources and Data Sources",
        "Variables, Outputs and Modules",
        "State and Remote Backends",
        "Environments and Team Workflows",
        "Terraform in CI/CD Pipelines",
      ],
      benefits: [
        {
          icon: "file-text",
          title: "Infrastructure as Code",
          description: "Describe infrastructure in versioned code that is reviewed like any other.",
        },
        {
          icon: "refresh",
          title: "Repeatable Environments",
          description: "Create identical environments on demand, and tear them down again.",
        },
        {
          icon: "cloud",
          title: "Multi-Cloud Skills",
          description: "Use one workflow for AWS, Azure, Google Cloud and many other providers.",
        },
      ],
      drafted: ["tagline", "description", "included", "modules", "benefits"],
    },
    {
      slug: "gitlab",
      title: "GitLab",
      tagline: "Plan, build, test and deploy on one platform with GitLab CI/CD.",
      description:
        "A hands-on course in GitLab: projects, merge requests and code review, CI/CD pipelines in .gitlab-ci.yml, runners and executors, the container and package registries, and security scanning and deployments to environments.",
      facts: { days: 3, hours: 24, fee: 999 },
      included: ["Course Materials", "Hands-on Labs", "Pipeline Templates"],
      modules: [
        "GitLab Fundamentals",
        "Merge Requests and Code Review",
        "GitLab CI/CD Pipelines",
        "Runners and Executors",
        "Container and Package Registries",
        "Security Scanning and Deployments",
      ],
      benefits: [
        {
          icon: "layers",
          title: "One Platform",
          description: "Work from issue to deployment in a single tool.",
        },
        {
          icon: "rocket",
          title: "Automated Delivery",
          description: "Build, test and deploy every change with pipelines.",
        },
        {
          icon: "shield",
          title: "Built-in Security",
          description: "Scan code and dependencies in every merge request.",
        },
      ],
      drafted: ["tagline", "description", "included", "modules", "benefits"],
    },
  ],
};

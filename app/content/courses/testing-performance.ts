import type { CourseGroup } from "../training.ts";

export const performanceGroup: CourseGroup = {
  title: "Performance and Reliability Testing",
  icon: "gauge",
  description:
    "Measure, load and break systems on purpose, so you learn their limits before your users do.",
  courses: [
    {
      slug: "performance-testing-essentials",
      title: "Performance Testing Essentials",
      tagline: "Plan, script, run and analyze load tests.",
      description:
        "The foundations of performance testing: the types of performance test and what each one tells you, performance requirements and workload models, scripting and running load tests, monitoring the system under test, and analyzing and reporting the results. The tool licenses for the labs are included.",
      facts: { days: 3, hours: 24, fee: 999 },
      included: ["Course Materials", "Hands-on Labs", "Tool Licenses"],
      modules: [
        "Performance Testing Fundamentals",
        "Performance Requirements and Workload Models",
        "Load Test Scripting",
        "Running Load, Stress and Endurance Tests",
        "Monitoring and Bottleneck Analysis",
        "Reporting Performance Results",
      ],
      benefits: [
        {
          icon: "gauge",
          title: "Performance Basics",
          description:
            "Know which performance test answers which question, and which metrics matter.",
        },
        {
          icon: "activity",
          title: "Realistic Load",
          description: "Model workloads that resemble how real users behave.",
        },
        {
          icon: "search",
          title: "Bottleneck Hunting",
          description: "Read monitoring data to find where response time is lost.",
        },
      ],
      drafted: ["tagline", "description", "included", "modules", "benefits"],
    },
    {
      slug: "advanced-performance-testing",
      title: "Advanced Performance Testing",
      tagline:
        "Performance engineering at scale: distributed load, CI pipelines and capacity planning.",
      description:
        "For testers and engineers who already run load tests. You generate distributed load from the cloud, build performance tests into CI/CD pipelines, profile applications with monitoring tools, and plan capacity from test results.",
      facts: { days: 4, hours: 32, fee: 1499 },
      certificate: "Advanced Certificate",
      included: ["Course Materials", "Hands-on Labs", "Cloud Lab Environment"],
      modules: [
        "Performance Engineering Across the Lifecycle",
        "Advanced Workload Modeling",
        "Distributed Load Generation",
        "Performance Testing in CI/CD",
        "Application Performance Monitoring and Profiling",
        "Capacity Planning and Scalability",
      ],
      benefits: [
        {
          icon: "trending-up",
          title: "Scalability Insight",
          description: "Find the limits of your system before your users do.",
        },
        {
          icon: "refresh",
          title: "Continuous Performance",
          description: "Catch performance regressions in every build, not just before a release.",
        },
        {
          icon: "bar-chart",
          title: "Capacity Planning",
          description: "Turn test results into sound capacity and infrastructure decisions.",
        },
      ],
      drafted: ["tagline", "description", "included", "modules", "benefits"],
    },
    {
      slug: "chaos-engineering",
      title: "Chaos Engineering",
      tagline: "Break systems on purpose, safely, to make them resilient.",
      description:
        "Chaos engineering is experimenting on a system to build confidence that it withstands turbulent conditions in production. You design experiments around a steady-state hypothesis, inject faults into cloud-native systems, observe what happens, and learn to run chaos experiments safely in production.",
      facts: { days: 4, hours: 32, fee: 1499 },
      certificate: "Certificate",
      included: ["Course Materials", "Hands-on Labs", "Cloud Platform Access"],
      modules: [
        "Chaos Engineering Principles",
        "System Resilience Testing",
        "Fault Injection Techniques",
        "Chaos Experiment Design",
        "Monitoring and Observability",
        "Chaos in Production",
      ],
      benefits: [
        {
          icon: "shield",
          title: "System Resilience",
          description: "Find weaknesses before they cause outages, and prove that the fixes work.",
        },
        {
          icon: "target",
          title: "Proactive Defense",
          description: "Rehearse failure, so incidents become routine instead of emergencies.",
        },
        {
          icon: "cloud",
          title: "Cloud Native",
          description: "Run chaos experiments on containers, Kubernetes and cloud services.",
        },
      ],
      drafted: ["tagline", "description", "benefit-descriptions"],
    },
  ],
};

import type { TrainingFamily } from "../training.ts";
import { automationGroup } from "./testing-automation.ts";
import { istqbGroup } from "./testing-istqb.ts";
import { methodologiesGroup } from "./testing-methodologies.ts";
import { performanceGroup } from "./testing-performance.ts";

export const testingTraining: TrainingFamily = {
  slug: "testing",
  title: "Testing Training",
  menuTitle: "Testing",
  tagline: "ISTQB certification, automation, performance and test methodology courses.",
  summary:
    "ISTQB certification preparation, UI and API automation, performance and chaos engineering.",
  icon: "test-tube",
  hubLayout: "sections",
  // The order of the hub's sections and of the Training menu.
  groups: [istqbGroup, automationGroup, performanceGroup, methodologiesGroup],
};

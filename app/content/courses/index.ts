import type { TrainingFamily } from "../training.ts";
import { devopsTraining } from "./devops.ts";
import { scrumTraining } from "./scrum.ts";
import { testingTraining } from "./testing.ts";

/** In the order the Training menu and overview show them. */
export const trainingFamilies: TrainingFamily[] = [testingTraining, devopsTraining, scrumTraining];

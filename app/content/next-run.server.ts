import type { NextRun } from "~/components/training/next-run-date";
import { formatDate } from "./course-format.ts";
import { todayInAmsterdam, upcomingRuns } from "./course-runs.ts";
import type { Course } from "./training.server.ts";

/** A course's soonest upcoming run, for hubs, the overview, the finder and the menu. */
export function nextRunOf(course: Course, today = todayInAmsterdam()): NextRun | undefined {
  const [next] = upcomingRuns(course.runs, course.days, today);
  return next && { start: next.start, label: nextRunLabel(next.start) };
}

/** "Next date: 1 March 2027" */
export function nextRunLabel(start: string): string {
  return `Next date: ${formatDate(start)}`;
}

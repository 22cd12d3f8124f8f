/**
 * A course's next scheduled date, as the build formatted it
 * (next-run.server.ts makes it). Apart from its maker, so the browser code
 * that shows it (the course finder) imports no server module.
 */
export interface NextRun {
  /** "YYYY-MM-DD" */
  start: string;
  /** "Next date: 1 March 2027" */
  label: string;
  /** The runs after it, so a date that passes after the build gives way to the next one. */
  later?: { start: string; label: string }[];
}

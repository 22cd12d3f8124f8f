/** A course's next scheduled date, as its loader formatted it. */
export interface NextRun {
  /** "YYYY-MM-DD": past dates hide themselves (useHidePastDates). */
  start: string;
  /** "Next date: 1 March 2027" */
  label: string;
}

export function NextRunDate({ run, className = "" }: { run: NextRun; className?: string }) {
  return (
    <p
      data-run-start={run.start}
      data-next-run=""
      className={`font-semibold text-brand-800 ${className}`}
    >
      {run.label}
    </p>
  );
}

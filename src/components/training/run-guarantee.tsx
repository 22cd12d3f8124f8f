/**
 * Whether a run goes ahead, as small labels beside its places: the "Guaranteed
 * to run" mark ("Startgarantie"), or for a run below its minimum that it is not
 * yet, and by when we decide. The mark is in the HTML of every run, hidden
 * until the run is guaranteed: on our server the page script shows it, and
 * hides the note, as soon as /availability.json says so
 * (src/enhancements/run-availability.ts). Without JavaScript the page says
 * what the build knew. The finder's island draws the same labels itself, from
 * its notes (a component of its own would cost the island bytes).
 */
export function RunGuarantee(props: {
  isGuaranteed: boolean;
  /** The mark's words. */
  guaranteed: string;
  /** "Not yet guaranteed · decided by 1 March 2027"; absent for a run without a minimum. */
  decision?: string;
}) {
  return (
    <>
      <span data-run-guaranteed="" hidden={!props.isGuaranteed} className="run-guaranteed">
        {props.guaranteed}
      </span>
      {props.decision && !props.isGuaranteed && (
        <span data-run-decision="" className="run-decision">
          {props.decision}
        </span>
      )}
    </>
  );
}

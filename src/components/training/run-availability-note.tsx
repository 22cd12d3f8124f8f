import type { RunState } from "#src/training/run-availability.ts";

/**
 * A run's places as a small label: "3 places left", "Last 2 places" (amber),
 * "Full: waiting list". `data-run-availability` lets the page script write
 * the store's figure into a page's HTML (src/enhancements/run-availability.ts);
 * its colour follows `data-state` (.run-places in src/app.css).
 */
export function RunAvailabilityNote(props: { text: string; state: RunState }) {
  return (
    <span data-run-availability="" data-state={props.state} className="run-places">
      {props.text}
    </span>
  );
}

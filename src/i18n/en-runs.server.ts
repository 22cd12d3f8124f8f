/**
 * The words of course runs that fill up (spread into en.server.ts as its
 * `runs` section): places left, the waiting list, and runs no longer open for
 * enrolment.
 */
export const enRuns = {
  runs: {
    /**
     * A run's places as the course page, the enrolment form's run choice and
     * the finder show them; the page script writes the same from
     * /availability.json (`{count}` places left).
     */
    availability: {
      left: { one: "{count} place left", other: "{count} places left" },
      /** 1 or 2 left. */
      last: { one: "Last place", other: "Last {count} places" },
      full: "Full: waiting list",
    },
    /** The enrolment form's line once an enrolment is on a full run's waiting list ({course}, {run}). */
    sentWaiting:
      "Thank you! {course} ({run}) is full, so your enrollment is on its waiting list. We let you know by e-mail as soon as a place comes free. While you are on the waiting list there is no contract and you owe nothing.",
    /** The receiver's page for an enrolment in a run not open for it (server/http/response-pages.ts). */
    closed: {
      started: {
        title: "This run has started",
        text: "The run you chose has already started, so it no longer takes enrollments. Choose another run, or ask us about a date that suits you.",
      },
      cancelled: {
        title: "This run is cancelled",
        text: "The run you chose has been cancelled and takes no enrollments. Choose another run, or ask us about a date that suits you.",
      },
      unknown: {
        title: "This run is not on offer",
        text: "We do not offer the run you chose (or no longer). Choose another run, or ask us about a date that suits you.",
      },
    },
  },
};

import { ButtonLink } from "#src/components/button-link.tsx";
import type { UpcomingRunsWords } from "#src/i18n/dictionary.ts";
import type { AvailabilityWords, RunPlaces } from "#src/training/run-availability.ts";
import { RunAvailabilityNote } from "./run-availability-note.tsx";
import { RunGuarantee } from "./run-guarantee.tsx";

/** One scheduled run as the course page shows it; every text is prepared at build time (`load`). */
export interface RunRow {
  start: string;
  dates: string;
  mode: string;
  language: string;
  /** Its entry in /availability.json ("devops/docker/2027-03-01-classroom"). */
  key: string;
  /** Its places as the build counted them; none where the build counts none (Netlify). */
  places?: RunPlaces;
  isGuaranteed: boolean;
  /** Below its minimum: "Not yet guaranteed · decided by 1 March 2027". */
  decision?: string;
  enrolHref: string;
  /** The run as a calendar file (.ics), written at build time. */
  calendarHref: string;
}

/**
 * "Upcoming dates" on a course page: each run with its dates, mode and place,
 * language, places left, whether it is guaranteed to run (below its minimum:
 * by when we decide), and an Enroll link that carries the run into the
 * contact form. A course without runs says that
 * dates are planned on request and offers an enquiry and in-company training.
 * On our server the page script shows each run's places as they stand now
 * and its guarantee, and hides a run cancelled since the build (`data-run`,
 * the words in `data-availability-words`).
 */
export function UpcomingRuns(props: {
  runs: RunRow[];
  text: UpcomingRunsWords;
  availabilityWords: AvailabilityWords;
  enquiryHref: string;
  inCompanyHref: string;
}) {
  const { text } = props;
  return (
    <section
      aria-labelledby="dates-heading"
      className="print:mt-6"
      data-availability-words={
        props.runs.length > 0 ? JSON.stringify(props.availabilityWords) : undefined
      }
    >
      <h2 id="dates-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
        {text.title}
      </h2>
      {props.runs.length > 0 ? (
        <ul className="mt-8 space-y-4">
          {props.runs.map((run) => (
            <li
              key={`${run.start}-${run.mode}`}
              data-run-start={run.start}
              data-run={run.key}
              className="card-shell flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6"
            >
              <div>
                <p className="text-lg font-semibold text-slate-900">{run.dates}</p>
                <p className="mt-1 text-slate-700">
                  {run.mode} · {run.language}
                </p>
                <p className="mt-2 flex flex-wrap gap-2 text-sm">
                  {run.places && (
                    <RunAvailabilityNote text={run.places.text} state={run.places.state} />
                  )}
                  <RunGuarantee
                    isGuaranteed={run.isGuaranteed}
                    guaranteed={text.guaranteed}
                    decision={run.decision}
                  />
                </p>
              </div>
              <div className="flex shrink-0 flex-col items-start gap-3 sm:items-end print:hidden">
                <ButtonLink href={run.enrolHref}>
                  {text.enrol}
                  <span className="sr-only">: {run.dates}</span>
                </ButtonLink>
                <a
                  href={run.calendarHref}
                  download
                  className="text-base font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
                >
                  {text.addToCalendar}
                  <span className="sr-only">: {run.dates}</span>
                </a>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-6 max-w-3xl text-lg leading-8 text-slate-700">
          <p>{text.noRuns}</p>
          <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2 print:hidden">
            <a
              href={props.enquiryHref}
              className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
            >
              {text.askDates}
            </a>
            <a
              href={props.inCompanyHref}
              className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
            >
              {text.askInCompany}
            </a>
          </p>
        </div>
      )}
    </section>
  );
}

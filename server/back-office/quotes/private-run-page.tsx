import type { ReactNode } from "react";
import { type Language, languages } from "#src/i18n/languages.ts";
import { PageShell } from "#server/back-office/shared/page-shell.tsx";
import type { PrivateRunField, PrivateRunProblems, PrivateRunValues } from "./private-run-form.ts";
import { privateRunModes } from "./private-run-form.ts";
import { privateRunPath, quotePath } from "./quote-paths.ts";

/** The back office is English: each language as it names it. */
const languageNames: Record<Language, string> = { en: "English", nl: "Dutch" };

/**
 * "Create private run…" on an accepted quote (and its change until it starts): the course from
 * the live catalogue, its days, times and place as a course file gives a run's, the
 * participants' language and number. Each problem stands at its field, everything typed kept.
 */
export function PrivateRunPage(props: {
  signedIn: { email: string };
  quote: { id: number; number: string; company: string };
  courses: { key: string; title: string }[];
  values: PrivateRunValues;
  problems?: PrivateRunProblems;
  /** Changing this run (its key), not making a new one. */
  runKey?: string;
}) {
  const { values, problems = {}, quote, runKey } = props;
  const title = runKey ? "Change the private run" : "Create a private run";
  const field = (name: PrivateRunField, label: string, input: ReactNode, hint?: string) => (
    <div className="field">
      <label htmlFor={name}>{label}</label>
      {hint && (
        <p className="hint" id={`${name}-hint`}>
          {hint}
        </p>
      )}
      {input}
      {problems[name] && (
        <p className="problem" id={`${name}-problem`}>
          {problems[name]}
        </p>
      )}
    </div>
  );
  const described = (name: PrivateRunField, hasHint = false) => {
    const ids = [hasHint && `${name}-hint`, problems[name] && `${name}-problem`].filter(Boolean);
    return {
      ...(problems[name] && { "aria-invalid": true }),
      ...(ids.length > 0 && { "aria-describedby": ids.join(" ") }),
    };
  };
  return (
    <PageShell title={title} signedIn={props.signedIn} section="quotes" isNarrow>
      <p>
        <a href={quotePath(quote.id)}>← Quote {quote.number}</a>
      </p>
      <h1>{title}</h1>
      <p>
        A run of the course for {quote.company} only, from quote {quote.number}: never on the site,
        the finder or the sitemap; its roster, participants' link, joining details, attendance and
        certificates work as for any run. Its enrolment is the quote's buyer's, confirmed at once
        and never invoiced (the quote is).
        {runKey
          ? " A change is possible until it starts. New days, times or place are e-mailed to the buyer's contact and each participant with an address of their own, in the participants' language; a change of the number alone is not."
          : " The contact gets the link where they name the participants."}
      </p>
      {Object.keys(problems).length > 0 && (
        <p className="problem" role="alert">
          Nothing {runKey ? "changed" : "created"}: see the fields below.
        </p>
      )}
      <form method="post" action={privateRunPath(quote.id, runKey)} className="quote-form">
        <input type="hidden" name="token" value={values.token} />
        {field(
          "course",
          "Course",
          <select
            id="course"
            name="course"
            defaultValue={values.course}
            disabled={Boolean(runKey)}
            {...described("course")}
          >
            <option value="">Choose the course</option>
            {props.courses.map((course) => (
              <option key={course.key} value={course.key}>
                {course.title}
              </option>
            ))}
          </select>,
        )}
        {field(
          "start",
          "First day",
          <input
            id="start"
            name="start"
            type="date"
            defaultValue={values.start}
            {...described("start")}
          />,
        )}
        {field(
          "end",
          "Last day",
          <input id="end" name="end" type="date" defaultValue={values.end} {...described("end")} />,
        )}
        {field(
          "times",
          "Times (optional)",
          <input
            id="times"
            name="times"
            defaultValue={values.times}
            {...described("times", true)}
          />,
          "As a course file writes them, e.g. 9:00–17:00: the joining details say them.",
        )}
        {field(
          "mode",
          "How",
          <select id="mode" name="mode" defaultValue={values.mode} {...described("mode")}>
            {privateRunModes.map((mode) => (
              <option key={mode} value={mode}>
                {mode}
              </option>
            ))}
          </select>,
        )}
        {field(
          "location",
          "Place",
          <input
            id="location"
            name="location"
            defaultValue={values.location}
            {...described("location", true)}
          />,
          "Where it is held: the joining details and the certificate's mails name it. Online needs none.",
        )}
        {field(
          "language",
          "The participants' language",
          <select
            id="language"
            name="language"
            defaultValue={values.language}
            disabled={Boolean(runKey)}
            {...described("language")}
          >
            {languages.map((language) => (
              <option key={language} value={language}>
                {languageNames[language]}
              </option>
            ))}
          </select>,
        )}
        {field(
          "participants",
          "Participants",
          <input
            id="participants"
            name="participants"
            inputMode="numeric"
            defaultValue={values.participants}
            {...described("participants", true)}
          />,
          "The places of the run: the buyer names this many participants.",
        )}
        {runKey && (
          <>
            <input type="hidden" name="course" value={values.course} />
            <input type="hidden" name="language" value={values.language} />
          </>
        )}
        <div className="actions">
          <button type="submit">{runKey ? "Save the changes" : "Create the private run"}</button>
          <a className="button secondary" href={quotePath(quote.id)}>
            Back to the quote
          </a>
        </div>
      </form>
    </PageShell>
  );
}

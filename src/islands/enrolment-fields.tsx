import { FormField } from "#src/components/contact/form-field.tsx";
import { textLinkClass } from "#src/components/contact/form-classes.ts";
import type { FormWords } from "#src/i18n/dictionary.ts";
import { fill } from "#src/i18n/fill.ts";
import type { EnrolmentField } from "#src/forms/enrolment-schema.ts";
import type { RunPlaces } from "#src/training/run-availability.ts";
import { RunAvailabilityNote } from "#src/components/training/run-availability-note.tsx";
import { BuyerFields } from "./buyer-fields.tsx";
import type { Cents } from "#src/money/money.ts";

/**
 * The option of the run choice: its label, then its places (the page script
 * writes the same: src/enhancements/run-availability.ts).
 */
export function runOptionText(label: string, places: RunPlaces | undefined): string {
  return places?.text ? `${label} · ${places.text}` : label;
}

/** A course as the form offers it: written into the page at build time. */
export interface EnrolmentCourseOption {
  key: string;
  title: string;
  /** The fee with its VAT basis, as the fee card writes it. */
  fee?: string;
  /** The fee per participant incl. and excl. VAT, for the total above the button. */
  price?: { inclVatCents: Cents; exclVatCents: Cents };
  maxAttendees?: number;
  runs: {
    key: string;
    start: string;
    label: string;
    /** Its entry in /availability.json. */
    availabilityKey: string;
    /** Its places as the build counted them. */
    places?: RunPlaces;
  }[];
}

export interface EnrolmentFieldsProps {
  strings: FormWords;
  courses: EnrolmentCourseOption[];
  /** The course chosen, if any: its fee and its limit of attendees. */
  course?: EnrolmentCourseOption;
  /** The select's value, "<course>|<run>", or "" before a choice. */
  choice: string;
  onChoice: (choice: string) => void;
  /** The run chosen has dates: a private buyer may ask that it starts within the withdrawal period. */
  canAskExpress: boolean;
  /** The message for a field that does not pass, in the page's language. */
  errorText: (field: EnrolmentField) => string | undefined;
  expressRequest: string;
  courseTermsHref: string;
  /** The runs' places: the store's as they stand now once read, else the build's. */
  placesOf: (run: EnrolmentCourseOption["runs"][number]) => RunPlaces | undefined;
  /** The visitor's day: a run starting on it or before takes no enrolment. */
  today: string;
  /** The participants' number and rows (participant-fields.tsx). */
  participants: React.ReactNode;
  countries: { code: string; name: string }[];
}

/**
 * The enrolment form's fields: the course and run, who enrolls, the
 * participants, who pays (a business or a private person) and where, and the
 * terms. They hold no state of
 * their own; the form (enrolment-form.tsx) checks them, sends them and says
 * how it went.
 */
export function EnrolmentFields(props: EnrolmentFieldsProps) {
  const { strings, courses, course, choice, onChoice, canAskExpress, errorText } = props;
  const { expressRequest, courseTermsHref, placesOf, today } = props;
  const chosenRun = course?.runs.find((run) => choice === `${course.key}|${run.key}`);
  const chosenPlaces = chosenRun && placesOf(chosenRun);
  const text = strings.enrolment;
  const optional = (label: string) => `${label} (${text.optional})`;
  const choiceError = errorText("choice");
  const termsError = errorText("terms");
  const checkClass = "mt-1 size-5 shrink-0 accent-brand-700";
  return (
    <div className="mt-6 grid gap-6 sm:grid-cols-2">
      <FormField
        name="choice"
        idPrefix="enrol"
        label={text.labels.choice}
        error={choiceError}
        className="sm:col-span-2"
        control={(attributes) => (
          <select {...attributes} onChange={(event) => onChoice(event.target.value)} required>
            <option value="">{text.choiceGroupNone}</option>
            {courses.map((option) => (
              <optgroup
                key={option.key}
                label={`${option.title}: ${option.fee ?? text.feeOnRequest}`}
              >
                {option.runs.map((candidate) => {
                  const places = placesOf(candidate);
                  const label = `${option.title}: ${candidate.label}`;
                  // Started or cancelled: no longer offered (the page script does the same before this runs).
                  const isClosed = candidate.start <= today || places?.state === "cancelled";
                  return (
                    <option
                      key={candidate.key}
                      value={`${option.key}|${candidate.key}`}
                      data-run={candidate.availabilityKey}
                      data-run-start={candidate.start}
                      data-label={label}
                      hidden={isClosed}
                      disabled={isClosed}
                      // The page script may have written the store's figure in before React ran.
                      suppressHydrationWarning
                    >
                      {runOptionText(label, places)}
                    </option>
                  );
                })}
                <option value={`${option.key}|none`}>
                  {option.title}: {text.runNone}
                </option>
                <option value={`${option.key}|in-company`}>
                  {option.title}: {text.runInCompany}
                </option>
              </optgroup>
            ))}
          </select>
        )}
      />
      {course && (
        <p className="text-base font-medium text-slate-900 sm:col-span-2" aria-live="polite">
          {course.fee ? fill(text.fee, { fee: course.fee }) : text.feeOnRequest}
          {/* The chosen run's places, which a phone's closed choice cuts off. */}
          {chosenPlaces?.text && (
            <span className="ml-3 text-sm">
              <RunAvailabilityNote text={chosenPlaces.text} state={chosenPlaces.state} />
            </span>
          )}
        </p>
      )}
      {/* The booker's fields as one group, named for a screen reader too. */}
      <fieldset className="grid gap-6 sm:col-span-2 sm:grid-cols-2">
        <legend className="mb-4 text-lg font-semibold text-slate-900">
          {text.labels.participant}
        </legend>
        <FormField
          name="name"
          idPrefix="enrol"
          label={strings.labels.name}
          error={errorText("name")}
          className="sm:col-span-2"
          control={(attributes) => (
            <input {...attributes} type="text" autoComplete="name" required />
          )}
        />
        <FormField
          name="email"
          idPrefix="enrol"
          label={strings.labels.email}
          error={errorText("email")}
          control={(attributes) => (
            <input {...attributes} type="email" autoComplete="email" maxLength={50} required />
          )}
        />
        <FormField
          name="phone"
          idPrefix="enrol"
          label={strings.labels.phone}
          error={errorText("phone")}
          control={(attributes) => <input {...attributes} type="tel" autoComplete="tel" required />}
        />
      </fieldset>
      {props.participants}
      <BuyerFields strings={strings} countries={props.countries} errorText={errorText} />
      <FormField
        name="remarks"
        idPrefix="enrol"
        label={optional(text.labels.remarks)}
        error={errorText("remarks")}
        className="sm:col-span-2"
        control={(attributes) => <textarea {...attributes} rows={3} />}
      />
      {/* Counts only for a private person enrolling in a run with dates; the server checks it too. */}
      {expressRequest && (
        <label className="flex items-start gap-3 text-base text-slate-800 sm:col-span-2">
          <input
            type="checkbox"
            name="express"
            value="yes"
            disabled={choice !== "" && !canAskExpress}
            className={checkClass}
          />
          <span>
            {expressRequest} <span className="text-slate-600">({text.expressWhen})</span>
          </span>
        </label>
      )}
      <div className="sm:col-span-2">
        <label className="flex items-start gap-3 text-base text-slate-800">
          <input
            type="checkbox"
            name="terms"
            value="accepted"
            required
            className={checkClass}
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? "enrol-terms-error" : undefined}
          />
          <span>
            {text.terms.before}
            <a href={courseTermsHref} className={textLinkClass}>
              {text.terms.link}
            </a>
            {text.terms.after}
          </span>
        </label>
        {termsError && (
          <p id="enrol-terms-error" className="mt-2 text-base text-red-700">
            {termsError}
          </p>
        )}
      </div>
    </div>
  );
}

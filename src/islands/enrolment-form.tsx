import { useEffect, useRef, useState } from "react";
import { formIcons } from "#src/components/contact/form-icons.ts";
import {
  failedNoteClass,
  sentNoteClass,
  submitButtonClass,
} from "#src/components/contact/form-classes.ts";
import { PostedForm } from "#src/components/contact/posted-form.tsx";
import { Icon } from "#src/components/icon.tsx";
import { type FormWords, formMessage } from "#src/i18n/dictionary.ts";
import { fill } from "#src/i18n/fill.ts";
import type { Language } from "#src/i18n/languages.ts";
import { localDate } from "#src/training/local-date.ts";
import {
  type EnrolmentChoices,
  type EnrolmentErrors,
  type EnrolmentField,
  enrolmentFieldNames,
  enrolmentLimits,
  validateEnrolment,
} from "#src/forms/enrolment-schema.ts";
import { type EnrolmentCourseOption, EnrolmentFields } from "./enrolment-fields.tsx";
import { EnrolmentTotal } from "./enrolment-total.tsx";
import { postForm } from "./post-form.ts";
import { useRunPlaces } from "./use-run-places.ts";

type Status = "idle" | "submitting" | "sent" | "failed";

export interface EnrolmentFormProps {
  strings: FormWords;
  language: Language;
  /** The enrolment thank-you page of this language: the action without JavaScript. */
  action: string;
  /** Where the receiver leads an enrolment on a full run's waiting list, and what the form then says. */
  waiting: { path: string; sent: string };
  courseTermsHref: string;
  termsVersion: string;
  /** The course terms' sentence for an express request to start within 14 days. */
  expressRequest: string;
  /** How a total reads for the company's VAT basis: course-format.ts `totalAmounts`. */
  totalAmounts: string;
  /** The page language's Intl locale, for the total's amounts. */
  locale: string;
  courses: EnrolmentCourseOption[];
}

/**
 * The enrolment form, an island like the contact form (contact-form.tsx):
 * without JavaScript a plain form posting to the enrolment thank-you page,
 * every field shown; with it, the shared schema checks the fields first, the
 * fields that do not apply (a business's or a private person's, the express
 * request) step aside, and the outcome shows in place. ?course=…&run=… (an
 * Enroll link) chooses the course and the run.
 */
export function EnrolmentForm(props: EnrolmentFormProps) {
  const { strings, courses } = props;
  const text = strings.enrolment;
  const [status, setStatus] = useState<Status>("idle");
  const [errors, setErrors] = useState<EnrolmentErrors>({});
  const [hasTriedSubmit, setHasTriedSubmit] = useState(false);
  const [choice, setChoice] = useState("");
  const [sentSummary, setSentSummary] = useState("");
  const [participantsText, setParticipantsText] = useState("1");
  const formRef = useRef<HTMLFormElement>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const live = useRunPlaces();

  // The choice as the page left it: an Enroll link's (src/enhancements/enrolment-choice.ts) or the visitor's.
  useEffect(() => {
    const select = formRef.current?.elements.namedItem("choice");
    if (select instanceof HTMLSelectElement) setChoice(select.value);
  }, []);
  useEffect(() => {
    if (status === "sent") sentRef.current?.focus();
    if (status === "failed") submitRef.current?.focus();
  }, [status]);

  // The form's courses are the choices themselves (key, runs' keys and starts, group size):
  // no copy of them, and enrolmentChoices' code stays on the server.
  const choices: EnrolmentChoices = Object.fromEntries(courses.map((each) => [each.key, each]));
  const [courseKey, runKey] = choice.split("|");
  const course = courses.find((candidate) => candidate.key === courseKey);
  const run = course?.runs.find((candidate) => candidate.key === runKey);
  const today = localDate(new Date());
  // The withdrawal period runs from our confirmation, sent later: any dated run may start within it.
  const canAskExpress = run !== undefined;
  const participants = Number(participantsText);
  const maxParticipants = course?.maxAttendees ?? enrolmentLimits.participants.max;
  const isParticipantsValid =
    Number.isInteger(participants) && participants >= 1 && participants <= maxParticipants;

  function currentInput() {
    const data = new FormData(formRef.current ?? undefined);
    return Object.fromEntries(enrolmentFieldNames.map((name) => [name, data.get(name) ?? ""]));
  }
  // After the first attempt, messages follow the typing, so a fixed field stops being red.
  function handleChange() {
    setParticipantsText(String(currentInput().participants).trim() || "1");
    if (hasTriedSubmit) setErrors(validateEnrolment(currentInput(), choices).errors);
  }

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === "submitting" || status === "sent") return;
    const form = event.currentTarget;
    const input = currentInput();
    const result = validateEnrolment(input, choices);
    setHasTriedSubmit(true);
    setErrors(result.errors);
    if (!result.isValid) {
      const first = enrolmentFieldNames.find((field) => result.errors[field]);
      const control = first && form.querySelector<HTMLElement>(`[name="${first}"]`);
      control?.focus();
      return;
    }
    setStatus("submitting");
    try {
      const response = await postForm(form);
      const runLabel = runKey === "in-company" ? text.runInCompany : text.runNone;
      // The receiver's 303, followed: the waiting-list page when the run was full.
      const isWaiting = new URL(response.url, window.location.href).pathname === props.waiting.path;
      setSentSummary(
        fill(isWaiting ? props.waiting.sent : text.sent, {
          course: course?.title ?? "",
          run: run?.label ?? runLabel,
        }),
      );
      form.reset();
      setParticipantsText("1");
      setHasTriedSubmit(false);
      setStatus("sent");
    } catch {
      setStatus("failed");
    }
  }

  const errorText = (field: EnrolmentField) => {
    const key = errors[field];
    return key && formMessage(strings, key);
  };
  const isBusy = status === "submitting";
  const isSent = status === "sent";
  return (
    <PostedForm
      ref={formRef}
      name="enrolment"
      action={props.action}
      language={props.language}
      honeypotLabel={strings.honeypotLabel}
      isBusy={isBusy}
      onSubmit={handleSubmit}
      onChange={handleChange}
    >
      <input type="hidden" name="termsVersion" value={props.termsVersion} />

      <p className="text-base text-slate-600">{text.intro}</p>
      <EnrolmentFields
        strings={strings}
        courses={courses}
        course={course}
        choice={choice}
        onChoice={setChoice}
        canAskExpress={canAskExpress}
        errorText={errorText}
        expressRequest={props.expressRequest}
        courseTermsHref={props.courseTermsHref}
        placesOf={(candidate) => live?.[candidate.availabilityKey] ?? candidate.places}
        today={today}
      />

      <div role="status" aria-live="polite">
        {isSent && (
          <p ref={sentRef} tabIndex={-1} className={sentNoteClass}>
            <Icon node={formIcons.circleCheck} className="mt-0.5 size-5 shrink-0 text-brand-700" />
            {sentSummary}
          </p>
        )}
      </div>
      <div role="alert">
        {status === "failed" && <p className={`mt-6 ${failedNoteClass}`}>{strings.failed}</p>}
      </div>
      <EnrolmentTotal
        words={text}
        locale={props.locale}
        price={course?.price}
        amounts={props.totalAmounts}
        participants={isParticipantsValid ? participants : undefined}
      />
      <button
        ref={submitRef}
        type="submit"
        disabled={isBusy || isSent}
        className={`mt-4 ${submitButtonClass}`}
      >
        {isBusy ? text.submit.submitting : isSent ? text.submit.sent : text.submit.idle}
      </button>
    </PostedForm>
  );
}

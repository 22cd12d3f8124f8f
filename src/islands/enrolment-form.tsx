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
  isRequestRun,
  repeatedEnrolmentFields,
  validateEnrolment,
} from "#src/forms/enrolment-schema.ts";
import { noScriptParticipantRows, type ParticipantRowErrors } from "#src/forms/participant-list.ts";
import { type EnrolmentCourseOption, EnrolmentFields } from "./enrolment-fields.tsx";
import { EnrolmentTotal } from "./enrolment-total.tsx";
import { ParticipantFields } from "./participant-fields.tsx";
import { useIsHydrated } from "./use-is-hydrated.ts";
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
  /** The course terms' sentence for an express request to start within 14 days; empty: no box. */
  expressRequest: string;
  /**
   * The Netlify build (no server to confirm, invoice or take a withdrawal): every choice is a
   * request without obligation, with only that button (decided at build time).
   */
  isRequestOnly?: boolean;
  /** How a total reads for the company's VAT basis: course-format.ts `totalAmounts`. */
  totalAmounts: string;
  /** The page language's Intl locale, for the total's amounts. */
  locale: string;
  courses: EnrolmentCourseOption[];
  /** The countries an address may be in, named in the page's language. */
  countries: { code: string; name: string }[];
  /** The privacy line under the button, rendered at build time (no JavaScript). */
  children?: React.ReactNode;
}

/**
 * The enrolment form, an island like the contact form (contact-form.tsx):
 * without JavaScript a plain form posting to the enrolment thank-you page,
 * every field shown; with it, the shared schema checks the fields first, the
 * express request steps aside where it does not apply, the participants'
 * rows follow their number, one button shows (an order's, or a request's
 * for "no date yet" and in-company), and the outcome shows in place.
 * ?course=…&run=… (an Enroll link) chooses the course and the run.
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
  const [rowErrors, setRowErrors] = useState<ParticipantRowErrors>([]);
  const isHydrated = useIsHydrated();
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
  // Without JavaScript (and until the island runs) a fixed set of rows; then as many as chosen.
  const rows = !isHydrated
    ? noScriptParticipantRows
    : isParticipantsValid
      ? participants
      : Math.min(Math.max(1, Math.trunc(participants) || 1), maxParticipants);
  const isRequest = props.isRequestOnly || isRequestRun(runKey ?? "");

  function currentInput() {
    const data = new FormData(formRef.current ?? undefined);
    const repeated: readonly string[] = repeatedEnrolmentFields;
    return Object.fromEntries(
      enrolmentFieldNames.map((name) => [
        name,
        repeated.includes(name) ? data.getAll(name) : (data.get(name) ?? ""),
      ]),
    );
  }
  // After the first attempt, messages follow the typing, so a fixed field stops being red.
  function handleChange() {
    setParticipantsText(String(currentInput().participants).trim() || "1");
    if (hasTriedSubmit) {
      const result = validateEnrolment(currentInput(), choices);
      setErrors(result.errors);
      setRowErrors(result.participantErrors);
    }
  }

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === "submitting" || status === "sent") return;
    const form = event.currentTarget;
    const input = currentInput();
    const result = validateEnrolment(input, choices);
    setHasTriedSubmit(true);
    setErrors(result.errors);
    setRowErrors(result.participantErrors);
    if (!result.isValid) {
      const first = enrolmentFieldNames.find((field) => result.errors[field]);
      // A participant's field: the first row with that problem.
      const row = result.participantErrors.findIndex((each) =>
        first === "participantEmail" ? each.email : each.name,
      );
      const control =
        first && form.querySelectorAll<HTMLElement>(`[name="${first}"]`)[Math.max(0, row)];
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
        fill(isRequest ? text.request.thanks : isWaiting ? props.waiting.sent : text.sent, {
          course: course?.title ?? "",
          run: run?.label ?? runLabel,
        }),
      );
      form.reset();
      setParticipantsText("1");
      setRowErrors([]);
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
        countries={props.countries}
        participants={
          <ParticipantFields
            strings={strings}
            rows={rows}
            isFixedSet={!isHydrated}
            maxParticipants={maxParticipants}
            error={errorText("participants")}
            rowError={(index, part) => {
              const key = rowErrors[index]?.[part];
              return key && formMessage(strings, key);
            }}
          />
        }
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
      {isHydrated && isRequest ? (
        <p data-enrolment-total="" className="mt-8 text-base font-medium text-slate-900">
          {text.request.note}
        </p>
      ) : (
        <EnrolmentTotal
          words={text}
          locale={props.locale}
          price={course?.price}
          amounts={props.totalAmounts}
          participants={isParticipantsValid ? participants : undefined}
        />
      )}
      {/* Without JavaScript both buttons, each saying what it is for; with it, the one that applies. */}
      {!props.isRequestOnly && (!isHydrated || !isRequest) && (
        <button
          ref={submitRef}
          type="submit"
          name="intent"
          value="order"
          disabled={isBusy || isSent}
          className={`mt-4 mr-4 ${submitButtonClass}`}
        >
          {isBusy ? text.submit.submitting : isSent ? text.submit.sent : text.submit.idle}
        </button>
      )}
      {(!isHydrated || isRequest) && (
        <button
          ref={isRequest ? submitRef : undefined}
          type="submit"
          name="intent"
          value="request"
          disabled={isBusy || isSent}
          className={`mt-4 ${submitButtonClass}`}
        >
          {isBusy ? text.request.submitting : isSent ? text.request.sent : text.request.idle}
        </button>
      )}
      {!isHydrated && !props.isRequestOnly && (
        <p className="mt-4 text-base text-slate-600">{text.request.whichButton}</p>
      )}
      {props.children && (
        <div className="mt-6 text-sm leading-6 text-slate-600">{props.children}</div>
      )}
    </PostedForm>
  );
}

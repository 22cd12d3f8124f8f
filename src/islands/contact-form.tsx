import { useEffect, useRef, useState } from "react";
import {
  type ContactErrors,
  type ContactField,
  contactFieldNames,
  contactLimits,
  validateContact,
} from "#src/forms/contact-schema.ts";
import type { FormWords } from "#src/i18n/dictionary.ts";
import type { Language } from "#src/i18n/languages.ts";
import { Icon } from "#src/components/icon.tsx";
import { FormField } from "#src/components/contact/form-field.tsx";
import {
  failedNoteClass,
  sentNoteClass,
  submitButtonClass,
  textLinkClass,
} from "#src/components/contact/form-classes.ts";
import { PostedForm } from "#src/components/contact/posted-form.tsx";
import { formIcons } from "#src/components/contact/form-icons.ts";
import { postForm } from "./post-form.ts";

type Status = "idle" | "submitting" | "sent" | "failed";

export interface ContactFormProps {
  /** This page's texts: its dictionary's `form`, from the page's load. */
  strings: FormWords;
  language: Language;
  /** The thank-you page of this language: the action without JavaScript. */
  action: string;
  /** Shown beside the submit button: the privacy note, drawn at build time (PrivacyNote). */
  children?: React.ReactNode;
  /** Linked when the enquiry is about a course (?course=…). */
  courseTermsHref: string;
}

/**
 * The contact form, an island: React runs it in the browser. Without JavaScript it is a plain HTML form that posts to
 * the thank-you page of its language (our server and Netlify both take it
 * there). With JavaScript it checks the fields with the shared schema first,
 * then posts the same fields to "/" and shows the outcome in place.
 *
 * Its texts come in as props (written into the page at build time), never
 * from an import: the bundle carries no language's table. Every post names its
 * `language`, so the owner answers in the visitor's language.
 *
 * Fields are uncontrolled: what a visitor types before the page hydrates is
 * kept, and the only state is the status and the errors.
 */
export function ContactForm(props: ContactFormProps) {
  const [status, setStatus] = useState<Status>("idle");
  const [errors, setErrors] = useState<ContactErrors>({});
  const [hasTriedSubmit, setHasTriedSubmit] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);
  // ?course=<family>/<slug> (a course's "Ask for dates"): the course terms are
  // linked. Its message was written in by the page script
  // (src/enhancements/course-enquiry.ts), before this island starts.
  const [course, setCourse] = useState<string | undefined>();
  useEffect(() => {
    setCourse(new URLSearchParams(window.location.search).get("course") ?? undefined);
  }, []);

  useEffect(() => {
    if (status === "sent") sentRef.current?.focus();
    if (status === "failed") submitRef.current?.focus();
  }, [status]);

  function currentValues(): Record<ContactField, string> {
    const data = new FormData(formRef.current ?? undefined);
    return Object.fromEntries(
      contactFieldNames.map((name) => [name, String(data.get(name) ?? "")]),
    ) as Record<ContactField, string>;
  }

  // After the first attempt, messages follow the typing, so a fixed field stops being red.
  function handleChange() {
    if (hasTriedSubmit) setErrors(validateContact(currentValues()).errors);
  }

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === "submitting" || status === "sent") return;
    const form = event.currentTarget;
    const result = validateContact(currentValues());
    setHasTriedSubmit(true);
    setErrors(result.errors);
    if (!result.isValid) {
      const firstInvalid = contactFieldNames.find((field) => result.errors[field]);
      const control = firstInvalid && form.elements.namedItem(firstInvalid);
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    setStatus("submitting");
    try {
      // The form's own fields, as checked: its name, language, the four and the honeypot.
      await postForm(form);
      form.reset();
      setHasTriedSubmit(false);
      setStatus("sent");
    } catch {
      setStatus("failed");
    }
  }

  const { strings } = props;
  const errorText = (field: ContactField) => {
    const key = errors[field];
    return key && strings.messages[key];
  };
  const isBusy = status === "submitting";
  const isSent = status === "sent";
  return (
    <PostedForm
      ref={formRef}
      name="contact"
      action={props.action}
      language={props.language}
      honeypotLabel={strings.honeypotLabel}
      isBusy={isBusy}
      onSubmit={handleSubmit}
      onChange={handleChange}
    >
      <p className="text-base text-slate-600">{strings.allRequired}</p>
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <FormField
          name="name"
          label={strings.labels.name}
          error={errorText("name")}
          className="sm:col-span-2"
          control={(attributes) => (
            <input {...attributes} type="text" autoComplete="name" required />
          )}
        />
        <FormField
          name="email"
          label={strings.labels.email}
          error={errorText("email")}
          control={(attributes) => (
            <input
              {...attributes}
              type="email"
              autoComplete="email"
              maxLength={contactLimits.email.max}
              required
            />
          )}
        />
        <FormField
          name="phone"
          label={strings.labels.phone}
          error={errorText("phone")}
          control={(attributes) => <input {...attributes} type="tel" autoComplete="tel" required />}
        />
        <FormField
          name="message"
          label={strings.labels.message}
          error={errorText("message")}
          className="sm:col-span-2"
          control={(attributes) => <textarea {...attributes} rows={4} required />}
        />
      </div>

      <div role="status" aria-live="polite">
        {isSent && (
          <p ref={sentRef} tabIndex={-1} className={sentNoteClass}>
            <Icon node={formIcons.circleCheck} className="mt-0.5 size-5 shrink-0 text-brand-700" />
            {strings.sent}
          </p>
        )}
      </div>
      <div role="alert">
        {status === "failed" && (
          <p className={`mt-6 flex items-start gap-3 ${failedNoteClass}`}>
            <Icon node={formIcons.circleAlert} className="mt-0.5 size-5 shrink-0 text-red-700" />
            {strings.failed}
          </p>
        )}
      </div>

      <div className="mt-8 flex flex-col gap-5 md:flex-row md:items-start md:gap-8">
        <button
          ref={submitRef}
          type="submit"
          disabled={isBusy || isSent}
          className={`shrink-0 ${submitButtonClass}`}
        >
          {isBusy ? (
            <>
              <Icon node={formIcons.loaderCircle} className="size-5 animate-spin" />
              {strings.submit.submitting}
            </>
          ) : isSent ? (
            <>
              <Icon node={formIcons.circleCheck} className="size-5" />
              {strings.submit.sent}
            </>
          ) : (
            <>
              {strings.submit.idle}
              <Icon node={formIcons.send} className="size-5" />
            </>
          )}
        </button>
        <div className="text-base leading-7 text-slate-600">
          {props.children}
          {course && (
            <p className="mt-2 flex items-start gap-2">
              <Icon node={formIcons.shieldCheck} className="mt-1 size-5 shrink-0 text-brand-700" />
              <span>
                {strings.courseTerms.before}
                <a href={props.courseTermsHref} className={textLinkClass}>
                  {strings.courseTerms.link}
                </a>
                {strings.courseTerms.after}
              </span>
            </p>
          )}
        </div>
      </div>
    </PostedForm>
  );
}

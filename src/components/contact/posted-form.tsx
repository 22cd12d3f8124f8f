import type { Language } from "#src/i18n/languages.ts";

/**
 * The contact and the enrolment form's <form>: without JavaScript a plain
 * post to `action` (our server and Netlify Forms both take it), with the
 * fields every post carries (the form's name, the page's language) and the
 * honeypot. One component for both islands, so the browser gets it once.
 */
export function PostedForm(props: {
  name: string;
  action: string;
  language: Language;
  honeypotLabel: string;
  isBusy: boolean;
  ref: React.Ref<HTMLFormElement>;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  onChange: () => void;
  children: React.ReactNode;
}) {
  return (
    <form
      ref={props.ref}
      name={props.name}
      method="post"
      action={props.action}
      data-netlify="true"
      netlify-honeypot="bot-field"
      noValidate
      aria-busy={props.isBusy}
      onSubmit={props.onSubmit}
      onChange={props.onChange}
    >
      <input type="hidden" name="form-name" value={props.name} />
      <input type="hidden" name="language" value={props.language} />
      {/* The honeypot: invisible and unreachable for people, tempting for bots. */}
      <div className="sr-only" aria-hidden="true">
        <label>
          {props.honeypotLabel}
          <input type="text" name="bot-field" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      {props.children}
    </form>
  );
}

import { editorPath } from "#src/admin/editor-paths.ts";
import { minimumPasswordLength } from "#src/admin/new-password.ts";

/**
 * The editor's account page (/admin/account), where an invitation or a
 * password-reset e-mail sent by Netlify Identity lands. Every state of the
 * page is here as HTML; its script (src/admin/editor-account.ts) reads the
 * link's token and shows one of them. Staff only, in English like the editor.
 */
export function EditorAccountPage() {
  return (
    <main className="mx-auto max-w-lg px-4 py-16 sm:px-6 sm:py-24">
      <p className="text-base font-semibold text-brand-700">Content editor</p>

      <section data-view="checking" aria-labelledby="checking-title">
        <ViewHeading id="checking-title">Your editor account</ViewHeading>
        <p className="mt-4 text-lg leading-8 text-slate-700">Reading the link from your e-mail…</p>
        <noscript>
          <p className="mt-4 text-lg leading-8 text-slate-700">
            This page needs JavaScript: turn it on, then open the link from your e-mail again.
          </p>
        </noscript>
      </section>

      <section data-view="none" aria-labelledby="none-title" hidden>
        <ViewHeading id="none-title">Your editor account</ViewHeading>
        <p className="mt-4 text-lg leading-8 text-slate-700">
          This is where an editor sets their password, from the link in an invitation or a
          password-reset e-mail. Open the link in that e-mail to continue.
        </p>
        <p className="mt-4 text-lg leading-8 text-slate-700">
          Have a password already? <EditorLink>Log in to the editor</EditorLink>.
        </p>
      </section>

      <PasswordForm
        view="invite"
        heading="Set your password"
        intro="You have been invited to edit the website. Choose the password you will log in with."
        submitLabel="Set password and open the editor"
      />

      <PasswordForm
        view="recovery"
        heading="Choose a new password"
        intro={
          <>
            Choose a new password for{" "}
            <span data-account-email className="font-semibold">
              your editor account
            </span>
            .
          </>
        }
        submitLabel="Save password and open the editor"
      />

      <section data-view="failed" aria-labelledby="failed-title" hidden>
        <ViewHeading id="failed-title">This link does not work</ViewHeading>
        <p id="failed-message" className="mt-4 text-lg leading-8 text-slate-700" />
        <p className="mt-4 text-lg leading-8 text-slate-700">
          <EditorLink>Go to the editor's login</EditorLink>
        </p>
      </section>
    </main>
  );
}

/** A view's heading: focused when its view is shown, so a screen reader starts there. */
function ViewHeading(props: { id: string; children: React.ReactNode }) {
  return (
    // Focused by the script, not by the visitor: no focus ring on a heading, which does nothing when clicked.
    <h1
      id={props.id}
      tabIndex={-1}
      className="mt-3 text-3xl font-bold tracking-tight outline-none sm:text-4xl"
    >
      {props.children}
    </h1>
  );
}

function EditorLink(props: { children: React.ReactNode }) {
  return (
    <a
      href={editorPath}
      className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
    >
      {props.children}
    </a>
  );
}

const controlClass =
  "block w-full rounded-lg border border-slate-500 bg-white px-4 py-3 text-base text-slate-900 shadow-sm hover:border-slate-600 focus:border-brand-600 aria-invalid:border-red-600";

/**
 * The new password twice. No browser validation (noValidate): the script
 * checks both fields and says what is wrong in words, in the alert below
 * them, before anything is sent. Without the script the form is never shown,
 * so it can never send a password in a URL.
 */
function PasswordForm(props: {
  view: "invite" | "recovery";
  heading: string;
  intro: React.ReactNode;
  submitLabel: string;
}) {
  const id = props.view;
  return (
    <section data-view={id} aria-labelledby={`${id}-title`} hidden>
      <ViewHeading id={`${id}-title`}>{props.heading}</ViewHeading>
      <p className="mt-4 text-lg leading-8 text-slate-700">{props.intro}</p>
      <form id={`${id}-form`} className="mt-8" noValidate>
        {/* Whose password this is, for a password manager (known for a reset only). */}
        <input type="text" name="username" autoComplete="username" hidden readOnly />
        <div>
          <label htmlFor={`${id}-password`} className="block text-base font-medium text-slate-900">
            New password
          </label>
          <p id={`${id}-hint`} className="mt-1 text-base text-slate-600">
            At least {minimumPasswordLength} characters.
          </p>
          <input
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={minimumPasswordLength}
            aria-describedby={`${id}-hint`}
            className={`mt-2 ${controlClass}`}
          />
        </div>
        <div className="mt-6">
          <label
            htmlFor={`${id}-confirmation`}
            className="block text-base font-medium text-slate-900"
          >
            Repeat the password
          </label>
          <input
            id={`${id}-confirmation`}
            name="confirmation"
            type="password"
            autoComplete="new-password"
            required
            className={`mt-2 ${controlClass}`}
          />
        </div>
        <p
          id={`${id}-error`}
          role="alert"
          className="mt-6 text-base font-medium text-red-700 empty:mt-0"
        />
        <p id={`${id}-status`} role="status" className="mt-6 text-base text-slate-700 empty:mt-0" />
        <button
          type="submit"
          className="mt-6 inline-flex min-h-12 items-center justify-center rounded-lg bg-brand-700 px-6 py-3 text-base font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 aria-disabled:cursor-wait aria-disabled:opacity-80"
        >
          {props.submitLabel}
        </button>
      </form>
    </section>
  );
}

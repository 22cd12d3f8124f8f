import { backOfficePaths } from "#server/back-office/paths.ts";
import { PageShell } from "#server/back-office/shared/page-shell.tsx";
import { PasskeyForm } from "./passkey-form.tsx";
import { Notices } from "#server/back-office/shared/notices.tsx";

/**
 * Signing in: one button, the device asks for its fingerprint, face or PIN.
 * Without JavaScript the button still posts, and the answer says why that
 * is not enough (a passkey is reached through the browser's script API).
 */
export function SignInPage(props: { problem?: string; notice?: string }) {
  return (
    <PageShell title="Sign in" isNarrow scripts={[`${backOfficePaths.assets}/sign-in.js`]}>
      <h1>Sign in</h1>
      <Notices notice={props.notice} problem={props.problem} />
      <p>
        Sign in with the passkey you made from your invitation: your device asks for your
        fingerprint, face, PIN or security key.
      </p>
      <PasskeyForm
        action={backOfficePaths.signIn}
        optionsAction={backOfficePaths.signInOptions}
        label="Sign in with a passkey"
      />
      <p className="muted">
        No passkey, or lost it? Ask the site's owner for an invitation: it lets you make a new one.
      </p>
    </PageShell>
  );
}

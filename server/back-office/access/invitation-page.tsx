import type { InvitationState } from "./account-tables.ts";
import { backOfficePaths, invitationPath } from "#server/back-office/paths.ts";
import { PageShell } from "#server/back-office/shared/page-shell.tsx";
import { formatTime } from "#server/back-office/shared/format-time.ts";
import { PasskeyForm } from "./passkey-form.tsx";

export interface InvitationPageProps {
  token: string;
  state: InvitationState;
  email?: string;
  expiresAt?: string;
}

/** Why an invitation link cannot be used, said so the person knows what to do next. */
export const invitationProblems: Record<Exclude<InvitationState, "valid">, string> = {
  used: "This invitation has already been used: each invitation works once. If that was not you, tell the site's owner at once.",
  expired:
    "This invitation has expired: invitations are valid for 24 hours. Ask the site's owner for a new one.",
  unknown:
    "This link is not a valid invitation. Check that you opened the whole link from the message, or ask the site's owner for a new one.",
};

/**
 * An invitation: the person makes a passkey on this device, which is their
 * way in from then on. A used, expired or unknown link says so and makes
 * no account.
 */
export function InvitationPage(props: InvitationPageProps) {
  if (props.state !== "valid") {
    return (
      <PageShell title="Invitation" isNarrow>
        <h1>This invitation cannot be used</h1>
        <p className="problem">{invitationProblems[props.state]}</p>
        <p>
          <a href={backOfficePaths.signIn}>Sign in</a> if you already have a passkey.
        </p>
      </PageShell>
    );
  }
  const action = invitationPath(props.token);
  return (
    <PageShell
      title="Invitation"
      isNarrow
      scripts={[`${backOfficePaths.assets}/register-passkey.js`]}
    >
      <h1>Create your passkey</h1>
      <dl className="facts">
        <dt>Account</dt>
        <dd>{props.email}</dd>
        <dt>Link valid until</dt>
        <dd>{formatTime(props.expiresAt)}</dd>
      </dl>
      <p>
        A passkey is how you sign in to the back office: no password. Your device (phone, laptop or
        security key) keeps it and asks for your fingerprint, face or PIN each time. This link works
        once.
      </p>
      <PasskeyForm action={action} optionsAction={`${action}/options`} label="Create a passkey" />
    </PageShell>
  );
}

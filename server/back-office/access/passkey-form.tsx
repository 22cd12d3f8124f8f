/**
 * The form both passkey pages share: a button, and a status line the page's
 * script (server/back-office/browser/) fills in. The script finds the form by
 * `data-passkey`, and asks `data-options` for the ceremony's options.
 */
export function PasskeyForm(props: { action: string; optionsAction: string; label: string }) {
  return (
    <form method="post" action={props.action} data-passkey="" data-options={props.optionsAction}>
      <p className="actions">
        <button type="submit">{props.label}</button>
      </p>
      <p className="status problem" role="alert" data-passkey-status="" />
      <noscript>
        <p className="problem">
          A passkey is reached through your browser's JavaScript: turn JavaScript on for this site
          to continue.
        </p>
      </noscript>
    </form>
  );
}

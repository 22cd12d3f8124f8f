/** Short confirmations after a change, chosen by a known key in the address (never text from it). */
const notices: Record<string, string> = {
  "signed-out": "You are signed out.",
  "signed-out-elsewhere":
    "Every other session of your account has ended: only this browser is still signed in.",
  handled: "Marked as handled.",
  rebuild: "A rebuild has started: reload this page to follow it.",
  "rolled-back": "The site was rolled back to the previous build.",
};

/** Why a change was not made, chosen the same way. */
const problems: Record<string, string> = {
  rollback:
    "Nothing was rolled back: the builds changed since the page was shown, or a build is running. Look again below.",
};

/** The confirmation an address asks for with `?notice=<key>`, if it names a known one. */
export function noticeIn(url: URL): string | undefined {
  const key = url.searchParams.get("notice") ?? "";
  return Object.hasOwn(notices, key) ? notices[key] : undefined;
}

/** The problem an address names with `?problem=<key>`, if it is a known one. */
export function problemIn(url: URL): string | undefined {
  const key = url.searchParams.get("problem") ?? "";
  return Object.hasOwn(problems, key) ? problems[key] : undefined;
}

/**
 * What a page says about the step just taken: a confirmation (a status the
 * screen reader announces politely) or a problem (an alert).
 */
export function Notices(props: { notice?: string; problem?: string }) {
  return (
    <>
      {props.notice && (
        <p className="notice" role="status">
          {props.notice}
        </p>
      )}
      {props.problem && (
        <p className="problem" role="alert">
          {props.problem}
        </p>
      )}
    </>
  );
}

import type { AccountSession } from "./session-tables.ts";
import { backOfficePaths } from "#server/back-office/paths.ts";
import { formatTime } from "#server/back-office/shared/format-time.ts";
import { Notices } from "#server/back-office/shared/notices.tsx";
import { PageShell } from "#server/back-office/shared/page-shell.tsx";

/**
 * The account's sessions: each browser signed in with one of its passkeys,
 * and the button that ends all of them but this one.
 */
export function SessionsPage(props: {
  signedIn: { email: string };
  sessions: AccountSession[];
  notice?: string;
}) {
  const others = props.sessions.filter((session) => !session.isCurrent).length;
  return (
    <PageShell title="Your sessions" signedIn={props.signedIn}>
      <h1>Your sessions</h1>
      <Notices notice={props.notice} />
      <p>
        Each browser where your account is signed in. A session ends after 2 hours without use, 12
        hours after signing in, or when you sign out there.
      </p>
      {/* Focusable, so the table can be scrolled sideways by keyboard on a narrow screen. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1). */}
      <section className="table-wrap" aria-label="Your sessions" tabIndex={0}>
        <table>
          <caption className="visually-hidden">Your sessions, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Browser</th>
              <th scope="col">Signed in</th>
              <th scope="col">Last seen</th>
            </tr>
          </thead>
          <tbody>
            {props.sessions.map((session) => (
              <tr key={session.id} data-session={session.isCurrent ? "current" : "other"}>
                <td>
                  {session.browser ?? "Not recorded"}
                  {session.isCurrent && <strong> (this session)</strong>}
                </td>
                <td>{formatTime(session.createdAt)}</td>
                <td>{formatTime(session.lastSeenAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className="panel" aria-labelledby="everywhere-heading">
        <h2 id="everywhere-heading">Sign out everywhere</h2>
        <p>
          Ends every other session of your account at once: a lost laptop or phone is signed out on
          its next request. This browser stays signed in.{" "}
          {others === 0 ? "There are no other sessions now." : ""}
        </p>
        <form method="post" action={backOfficePaths.signOutEverywhere}>
          <button type="submit">Sign out everywhere</button>
        </form>
      </section>
    </PageShell>
  );
}

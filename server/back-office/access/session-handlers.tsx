import { redirect, sendPage } from "#server/back-office/http.ts";
import { backOfficePaths } from "#server/back-office/paths.ts";
import type { SignedInContext } from "#server/back-office/router.tsx";
import { noticeIn } from "#server/back-office/shared/notices.tsx";
import { SessionsPage } from "./sessions-page.tsx";
import type { Sessions } from "./sessions.ts";

/**
 * The signed-in account's own sessions: the list (when each started, when it
 * was last seen, its browser family) and "Sign out everywhere", for someone
 * who lost a laptop or signed in on a machine that is not theirs. A POST like
 * every change: the router has checked its Origin and the session.
 */
export function createSessionHandlers(options: { sessions: Pick<Sessions, "list" | "endOthers"> }) {
  const { sessions } = options;
  return {
    async sessions({ request, response, url, signedIn }: SignedInContext) {
      sendPage(
        request,
        response,
        200,
        <SessionsPage
          signedIn={{ email: signedIn.email }}
          sessions={await sessions.list(signedIn)}
          notice={noticeIn(url)}
        />,
      );
    },

    async signOutEverywhere({ request, response, signedIn }: SignedInContext) {
      await sessions.endOthers(signedIn);
      redirect(request, response, `${backOfficePaths.sessions}?notice=signed-out-elsewhere`);
    },
  };
}

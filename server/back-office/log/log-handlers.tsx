import type { BackOfficeStore } from "#server/back-office/back-office-store.ts";
import { sendPage } from "#server/back-office/http.ts";
import type { SignedInContext } from "#server/back-office/router.tsx";
import { LogPage } from "./log-page.tsx";

/** The log page shows this many entries. */
const logPageSize = 500;

/** The whole log: who did what in the back office, newest first. */
export function createLogHandlers(options: { store: Pick<BackOfficeStore, "auditLog"> }) {
  return {
    async log({ request, response, signedIn }: SignedInContext) {
      const entries = await options.store.auditLog(logPageSize);
      sendPage(
        request,
        response,
        200,
        <LogPage signedIn={{ email: signedIn.email }} entries={entries} limit={logPageSize} />,
      );
    },
  };
}

export type LogHandlers = ReturnType<typeof createLogHandlers>;

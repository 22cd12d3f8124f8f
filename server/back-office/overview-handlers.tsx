import type { EnquiryStore } from "#server/enquiries/enquiry-store.ts";
import { sendPage } from "./http.ts";
import type { SignedInContext } from "./router.tsx";
import type { SiteBuilds } from "./site/site-builds.ts";
import type { BackOfficeStore } from "./back-office-store.ts";
import { LogPage } from "./views/log-page.tsx";
import { noticeIn, problemIn } from "./views/notices.tsx";
import { OverviewPage } from "./views/overview-page.tsx";

export interface OverviewHandlerOptions {
  store: Pick<BackOfficeStore, "auditLog">;
  enquiries: Pick<EnquiryStore, "find">;
  builds: Pick<SiteBuilds, "status">;
}

/** The log page shows this many entries. */
const logPageSize = 500;

/** The pages over every area: the overview (builds, what is waiting, the latest log) and the whole log. */
export function createOverviewHandlers(options: OverviewHandlerOptions) {
  const { store, enquiries, builds } = options;
  return {
    async overview({ request, response, url, signedIn }: SignedInContext) {
      const [status, enquiryRows, enrolmentRows, recentLog] = await Promise.all([
        builds.status(),
        enquiries.find({ kind: "enquiry" }),
        enquiries.find({ kind: "enrolment" }),
        store.auditLog(10),
      ]);
      sendPage(
        request,
        response,
        200,
        <OverviewPage
          signedIn={{ email: signedIn.email }}
          builds={status}
          unhandled={{
            enquiries: enquiryRows.filter((row) => !row.handledAt).length,
            enrolments: enrolmentRows.filter((row) => !row.handledAt).length,
          }}
          recentLog={recentLog}
          notice={noticeIn(url)}
          problem={problemIn(url)}
        />,
      );
    },

    async log({ request, response, signedIn }: SignedInContext) {
      const entries = await store.auditLog(logPageSize);
      sendPage(
        request,
        response,
        200,
        <LogPage signedIn={{ email: signedIn.email }} entries={entries} limit={logPageSize} />,
      );
    },
  };
}

export type OverviewHandlers = ReturnType<typeof createOverviewHandlers>;

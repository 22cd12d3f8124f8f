import type { EnquiryStore } from "#server/enquiries/enquiry-store.ts";
import type { BackOfficeStore } from "#server/back-office/back-office-store.ts";
import { sendPage } from "#server/back-office/http.ts";
import type { SignedInContext } from "#server/back-office/router.tsx";
import { noticeIn, problemIn } from "#server/back-office/shared/notices.tsx";
import type { SiteBuilds } from "#server/back-office/site/site-builds.ts";
import { OverviewPage } from "./overview-page.tsx";

export interface OverviewHandlerOptions {
  store: Pick<BackOfficeStore, "auditLog">;
  enquiries: Pick<EnquiryStore, "find">;
  builds: Pick<SiteBuilds, "status">;
}

/** The page over every area: the live site and its builds, what is waiting, the latest of the log. */
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
  };
}

export type OverviewHandlers = ReturnType<typeof createOverviewHandlers>;

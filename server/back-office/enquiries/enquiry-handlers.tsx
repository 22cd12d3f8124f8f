import type { EnquiryStore } from "#server/enquiries/enquiry-store.ts";
import type { SubmissionKind } from "#server/enquiries/enquiry-tables.ts";
import { enquiriesToCsv, enrolmentsToCsv } from "#server/enquiries/enquiry-csv.ts";
import { redirect, sendCsv, sendPage } from "#server/back-office/http.ts";
import { backOfficePaths, enquiryPath } from "#server/back-office/paths.ts";
import type { SignedInContext } from "#server/back-office/router.tsx";
import { DeleteEnquiryPage } from "./delete-enquiry-page.tsx";
import { EnquiriesPage, enquiriesListPath, kindLabels } from "./enquiries-page.tsx";
import { EnquiryPage } from "./enquiry-page.tsx";
import { guardedAction } from "#server/back-office/shared/guarded-action.ts";
import { noticeIn } from "#server/back-office/shared/notices.tsx";

export interface EnquiryHandlerOptions {
  enquiries: Pick<EnquiryStore, "find" | "get" | "markHandled" | "delete"> &
    Partial<Pick<EnquiryStore, "participants">>;
  /** An enrolment's invoices and credit notes, kept when it is deleted (art. 52 AWR). */
  invoicesOf?: (enrolmentIds: number[]) => Promise<{ number: string }[]>;
  /** Records what someone did in the back office's log. */
  audit: (actor: string, action: string, detail: string) => Promise<void>;
  now: () => Date;
}

/**
 * The enquiries and enrolments: the list with its search, the CSV export,
 * one enquiry, marking it handled, and deleting it for good (a visitor's
 * erasure request). The log records exports and deletions, never whom they
 * were about nor what was searched for.
 */
export function createEnquiryHandlers(options: EnquiryHandlerOptions) {
  const { enquiries, audit, now } = options;
  /** The numbers of an enrolment's invoices; none where the store keeps no invoices. */
  const keptInvoices = async (id: number) =>
    ((await options.invoicesOf?.([id]).catch(() => [])) ?? []).map((document) => document.number);

  function kindAndSearch(url: URL): { kind: SubmissionKind; search: string } {
    return {
      kind: url.searchParams.get("kind") === "enrolment" ? "enrolment" : "enquiry",
      search: (url.searchParams.get("q") ?? "").trim().slice(0, 200),
    };
  }

  /** The enquiry the address names; the not-found page when it is gone. */
  const anEnquiry = guardedAction({
    find: ({ params }) => enquiries.get(Number(params.id)),
    notFound: {
      text: "That enquiry is not here: it may have been deleted.",
      back: { href: backOfficePaths.enquiries, label: "Back to the enquiries" },
    },
  });

  return {
    async list({ request, response, url, signedIn }: SignedInContext) {
      const { kind, search } = kindAndSearch(url);
      const rows = await enquiries.find({ kind, search });
      const deleted = Number(url.searchParams.get("deleted"));
      sendPage(
        request,
        response,
        200,
        <EnquiriesPage
          signedIn={{ email: signedIn.email }}
          kind={kind}
          search={search}
          enquiries={rows}
          notice={
            Number.isInteger(deleted) && deleted > 0
              ? `Deleted for good (number ${deleted}).${Number(url.searchParams.get("kept")) > 0 ? " Its invoices and credit notes are kept, as the law requires (7 years, art. 52 AWR)." : ""}`
              : undefined
          }
        />,
      );
    },

    async exportCsv({ request, response, url, signedIn }: SignedInContext) {
      const { kind, search } = kindAndSearch(url);
      const rows = await enquiries.find({ kind, search });
      // That a search narrowed it, never its text: a search is often someone's name.
      await audit(
        signedIn.email,
        "export",
        `${rows.length} ${rows.length === 1 ? kindLabels[kind].one : kindLabels[kind].many.toLowerCase()} as CSV${search ? ", narrowed by a search" : ""}`,
      );
      const csv = kind === "enrolment" ? enrolmentsToCsv(rows) : enquiriesToCsv(rows);
      const day = now().toISOString().slice(0, 10);
      sendCsv(
        request,
        response,
        `${kind === "enrolment" ? "enrolments" : "enquiries"}-${day}.csv`,
        csv,
      );
    },

    show: anEnquiry(async ({ request, response, url, signedIn }, enquiry) => {
      const participants =
        enquiry.kind === "enrolment" ? await enquiries.participants?.(enquiry.id) : undefined;
      sendPage(
        request,
        response,
        200,
        <EnquiryPage
          signedIn={{ email: signedIn.email }}
          enquiry={enquiry}
          participants={participants}
          notice={noticeIn(url)}
        />,
      );
    }),

    markHandled: anEnquiry(async ({ request, response, signedIn }, enquiry) => {
      await enquiries.markHandled(enquiry.id, now());
      await audit(signedIn.email, "handled", `${enquiry.kind ?? "enquiry"} ${enquiry.id}`);
      redirect(request, response, `${enquiryPath(enquiry.id)}?notice=handled`);
    }),

    confirmDelete: anEnquiry(async ({ request, response, signedIn }, enquiry) => {
      sendPage(
        request,
        response,
        200,
        <DeleteEnquiryPage
          signedIn={{ email: signedIn.email }}
          enquiry={enquiry}
          keptInvoices={await keptInvoices(enquiry.id)}
        />,
      );
    }),

    delete: anEnquiry(async ({ request, response, signedIn }, enquiry) => {
      const kept = await keptInvoices(enquiry.id);
      await enquiries.delete(enquiry.id);
      // The log keeps that it happened, never who it was about.
      await audit(
        signedIn.email,
        "deletion",
        `${enquiry.kind ?? "enquiry"} ${enquiry.id}, received ${enquiry.receivedAt.slice(0, 10)}${kept.length > 0 ? `; kept its invoices ${kept.join(", ")} (art. 52 AWR)` : ""}`,
      );
      const list = new URL(enquiriesListPath(enquiry.kind ?? "enquiry"), "http://localhost");
      list.searchParams.set("deleted", String(enquiry.id));
      if (kept.length > 0) list.searchParams.set("kept", String(kept.length));
      redirect(request, response, `${list.pathname}${list.search}`);
    }),
  };
}

export type EnquiryHandlers = ReturnType<typeof createEnquiryHandlers>;

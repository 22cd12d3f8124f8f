import { isCancellationCause } from "#src/training/cancellation-terms.ts";
import { todayInAmsterdam } from "#src/training/course-runs.ts";
import { readFormBody } from "#server/http/form-body.ts";
import { createCatalogueReader } from "#server/enquiries/enrolment-record.ts";
import type { EnrolmentRecord } from "#server/mail/enrolment-mails.ts";
import { findCourse, runFacts } from "#server/runs/run-mail-facts.ts";
import { offerContext } from "#server/runs/offer-runs.ts";
import { invoicingContextOf } from "#server/runs/run-invoices.ts";
import type { VatIdVerdict } from "#server/invoices/place-of-supply.ts";
import type { PlaceAction } from "#server/runs/roster-types.ts";
import { redirect, sendPage } from "#server/back-office/http.ts";
import { backOfficePaths } from "#server/back-office/paths.ts";
import type { SignedInContext } from "#server/back-office/router.tsx";
import { guardedAction, Refusal } from "#server/back-office/shared/guarded-action.ts";
import { MessagePage } from "#server/back-office/shared/message-page.tsx";
import { cancellationChoice } from "./cancellation-choice.ts";
import { CancelPlacePage } from "./run-action-pages.tsx";
import type { RunHandlerOptions } from "./run-handlers.tsx";
import { runLineOf } from "./runs-page-lines.ts";
import { rosterPath } from "./run-paths.ts";
import { logMinimumReached } from "./minimum-reached.ts";
import { vatIdAnswerFor } from "./vat-id-checks.ts";

/** The log's words for each action, and the roster's notice after it. */
const done: Record<PlaceAction, { log: string; notice: string }> = {
  confirm: { log: "confirm", notice: "confirmed" },
  place: { log: "give place", notice: "placed" },
  cancel: { log: "cancel enrolment", notice: "cancelled" },
};

/**
 * The changes to one enrolment's place: confirm it, give a waiting one a
 * place, cancel it (asked once more on a page of its own). Each names in its
 * address the version of the place the coordinator was shown; the store
 * changes nothing if it moved on since, and the roster then says what it is
 * now. A place is given only while enough are free: the course file's
 * capacity is the one limit, so the site's counts stay true (raise it there
 * when the room allows more).
 */
export function createPlaceHandlers(options: RunHandlerOptions) {
  const { runs, audit, now } = options;
  const catalogueOf = createCatalogueReader(options.privateRuns);

  /**
   * The enrolment the address names, the version of its place it was shown
   * at, and the live catalogue; an address without a version changes nothing,
   * and an enrolment deleted meanwhile sends the coordinator back to the runs.
   */
  const anEnrolment = guardedAction({
    async find({ url, params, build }: SignedInContext) {
      const version = versionIn(url);
      if (version === undefined) return new Refusal(refuseWithoutVersion);
      const row = await runs.runEnrolment(Number(params.id));
      return row && { row, version, catalogue: catalogueOf(build?.folder) };
    },
    notFound: ({ request, response }) =>
      redirect(request, response, `${backOfficePaths.runs}?problem=gone`),
  });

  const change = (action: PlaceAction) =>
    anEnrolment(async (context, { row, version, catalogue }) => {
      const { request, response, signedIn } = context;
      const roster = rosterPath(row.courseKey, row.runKey);
      const back = (query: Record<string, string>) =>
        redirect(
          request,
          response,
          `${roster}?${new URLSearchParams({ ...query, enrolment: String(row.id) })}`,
        );
      const run = findCourse(catalogue, row.courseKey)?.runs.find(
        (candidate) => candidate.key === row.runKey,
      );
      if (action === "place" && !run) {
        back({ problem: "not-offered" });
        return;
      }
      const record = JSON.parse(row.details ?? "{}") as Partial<EnrolmentRecord>;
      const facts = runFacts(catalogue, row.courseKey, row.runKey, record);
      // The cancel page posts the cause chosen; without one (an older page) the store suggests it.
      let cause: string | undefined;
      let receivedOn: string | undefined;
      let invoicing = invoicingContextOf(catalogue);
      if (action === "cancel") {
        const form = await readFormBody(request);
        cause = form.kind === "fields" ? form.fields.get("cause") : undefined;
        if (cause !== undefined && !isCancellationCause(cause)) {
          back({ problem: "cause" });
          return;
        }
        // The day it reached us (review 3, M5); the store refuses one after today or before the enrolment.
        receivedOn =
          form.kind === "fields" ? form.fields.get("receivedOn") || undefined : undefined;
      }
      if (action === "confirm" && invoicing) {
        // A reverse charge only on VIES's word, asked here (never in the store's process).
        const answer = await vatIdAnswerFor(row, facts, invoicing, options.vatIds);
        const form = await readFormBody(request);
        const isDutchVatChosen = form.kind === "fields" && form.fields.get("vat") === "dutch";
        if (answer && answer.outcome !== "valid" && !isDutchVatChosen) {
          back({ problem: "vat-id" });
          return;
        }
        if (answer) invoicing = { ...invoicing, vatIdCheck: { ...answer, isDutchVatChosen } };
      }
      const outcome = await runs.changePlace({
        id: row.id,
        version,
        action,
        ...(isCancellationCause(cause) && { cause }),
        ...(receivedOn && { receivedOn }),
        at: now().toISOString(),
        capacity: run?.capacity ?? null,
        facts,
        ...(options.offers && { offers: offerContext(catalogue, options.offers) }),
        ...(invoicing && { invoicing }),
      });
      switch (outcome.outcome) {
        case "gone":
          redirect(request, response, `${backOfficePaths.runs}?problem=gone`);
          return;
        case "changed":
          back({ problem: "changed" });
          return;
        case "refused":
          back({ problem: outcome.reason });
          return;
        case "done":
          await audit(
            signedIn.email,
            done[action].log,
            `enrolment ${row.id} on ${row.courseKey} ${row.runKey}: ${row.place ?? "to confirm"} → ${outcome.enrolment.place}${outcome.enrolment.cancelCause ? ` (${outcome.enrolment.cancelCause})` : ""}${outcome.enrolment.cancelReceivedOn ? `, received on ${outcome.enrolment.cancelReceivedOn}` : ""}${vatIdWords(invoicing?.vatIdCheck)}, ${runs.isMailing ? "e-mailed" : "not e-mailed (e-mail off)"}`,
          );
          options.onMailQueued?.();
          if (outcome.documents) options.onInvoicesIssued?.(outcome.documents);
          back({
            notice: done[action].notice,
            ...(outcome.documents && { documents: String(outcome.documents.length) }),
            ...(outcome.guaranteed &&
              (await logMinimumReached(
                audit,
                signedIn.email,
                { ...row, cause: `confirming enrolment ${row.id}` },
                outcome.guaranteed,
                runs.isMailing,
              ))),
            ...(outcome.documents && invoicing?.vatIdCheck && { vat: vatOf(invoicing.vatIdCheck) }),
          });
      }
    });

  return {
    confirm: change("confirm"),
    givePlace: change("place"),
    cancel: change("cancel"),

    cancelPage: anEnrolment(async ({ request, response, signedIn, url }, found) => {
      const { row, catalogue } = found;
      const line = runLineOf(
        catalogue,
        await runs.runOverview(),
        row.courseKey,
        row.runKey,
        todayInAmsterdam(now()),
      );
      const causes = cancellationChoice(
        row,
        {
          ...(line.start && { start: line.start }),
          isCancelled: Boolean(line.state.cancelledAt),
        },
        now(),
        url.searchParams.get("receivedOn") ?? undefined,
      );
      sendPage(
        request,
        response,
        200,
        <CancelPlacePage
          signedIn={{ email: signedIn.email }}
          line={line}
          row={{ ...row, placeVersion: found.version }}
          causes={causes}
          isMailing={runs.isMailing}
        />,
      );
    }),
  };
}

/** The log's words for VIES's answer on a confirmation: the VAT decided and the evidence. */
function vatIdWords(check: VatIdVerdict | undefined): string {
  if (!check) return "";
  if (check.outcome === "valid") {
    return `, VAT reverse charged: VIES confirmed ${check.vatId}${check.consultationNumber ? ` (consultation ${check.consultationNumber})` : ""}`;
  }
  return `, Dutch VAT chosen: VIES ${check.outcome === "invalid" ? "said not valid" : "could not be reached"} for ${check.vatId}`;
}

/** What the roster's notice says of the VAT after a confirmation with VIES's answer. */
function vatOf(check: VatIdVerdict): string {
  return check.outcome === "valid" ? "reverse-charge" : "dutch";
}

/**
 * The version of the place an action's address names: digits only ("0",
 * "12"), never an empty value, spaces, a sign, hex or an exponent, which
 * `Number` would read as a number ("", " 0", "0x0" all read 0).
 */
export function versionIn(url: URL): number | undefined {
  const raw = url.searchParams.get("version");
  if (raw === null || !/^\d{1,15}$/.test(raw)) return undefined;
  return Number(raw);
}

/** An action's address that names no version of the place: the roster's buttons always do. */
function refuseWithoutVersion({ request, response, signedIn }: SignedInContext) {
  sendPage(
    request,
    response,
    400,
    <MessagePage
      title="Nothing done"
      text="This address does not say which version of the enrolment you saw. Use the buttons on the run's roster."
      signedIn={{ email: signedIn.email }}
      link={{ href: backOfficePaths.runs, label: "Go to the runs" }}
    />,
  );
}

export type PlaceHandlers = ReturnType<typeof createPlaceHandlers>;

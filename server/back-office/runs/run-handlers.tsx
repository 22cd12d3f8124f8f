import { todayInAmsterdam } from "#src/training/course-runs.ts";
import type { EnrolmentCatalogue } from "#src/training/enrolment-catalogue.server.ts";
import { createCatalogueReader } from "#server/enquiries/enrolment-record.ts";
import { findCourse, mailRun, runFacts } from "#server/runs/run-mail-facts.ts";
import type { RosterRow, RunChangeOutcome, RunOverview } from "#server/runs/roster-types.ts";
import { offerContext } from "#server/runs/offer-runs.ts";
import { redirect, sendCsv, sendPage } from "#server/back-office/http.ts";
import { backOfficePaths } from "#server/back-office/paths.ts";
import type { SignedInContext } from "#server/back-office/router.tsx";
import { guardedAction, Refusal } from "#server/back-office/shared/guarded-action.ts";
import type { NotFoundWords } from "#server/back-office/shared/not-found.tsx";
import { noticeIn } from "#server/back-office/shared/notices.tsx";
import {
  CancelRunPage,
  GuaranteeRunPage,
  type MoveTarget,
  MoveRunPage,
} from "./run-action-pages.tsx";
import { type RunLine, runLineOf, runLines } from "./runs-page-lines.ts";
import { participantsToCsv, rosterToCsv } from "./roster-csv.ts";
import { rosterMessages } from "./roster-messages.ts";
import { rosterPath, runOfParams } from "./run-paths.ts";
import { RosterPage } from "./roster-page.tsx";
import { rosterInvoices } from "./roster-invoice-facts.ts";
import { RunsPage } from "./runs-page.tsx";
import { createWithdrawalStatementHandlers } from "./withdrawal-statements.tsx";
import { logMinimumReached } from "./minimum-reached.ts";
import type { RunHandlerOptions } from "./run-handler-options.ts";

export type { RunHandlerOptions, RunTablesStore } from "./run-handler-options.ts";

/** What a run's pages and actions start from: the live catalogue, the store's counts, the run. */
export interface RunView {
  catalogue: EnrolmentCatalogue | undefined;
  overview: RunOverview;
  line: RunLine;
  today: string;
}

/**
 * The Runs page, each run's roster and CSV, and the changes to a whole run
 * (guarantee, cancel, move), each asked once more on a page of its own and
 * then posted; the changes to one enrolment are place-handlers.tsx. Runs
 * come from the live release's enrolment catalogue and the store; each
 * change is logged by run and enrolment number, never by name.
 */
export function createRunHandlers(options: RunHandlerOptions) {
  const { runs, audit, now } = options;
  const catalogueOf = createCatalogueReader(options.privateRuns);

  /** The run the address names, or undefined when nobody knows it. */
  async function viewOf(context: SignedInContext): Promise<RunView | undefined> {
    const { courseKey, runKey } = runOfParams(context.params);
    const catalogue = catalogueOf(context.build?.folder);
    const overview = await runs.runOverview();
    const today = todayInAmsterdam(now());
    const isKnown =
      findCourse(catalogue, courseKey)?.runs.some((run) => run.key === runKey) ||
      [...overview.runs, ...overview.states].some(
        (row) => row.courseKey === courseKey && row.runKey === runKey,
      );
    if (!isKnown) return undefined;
    const line = runLineOf(catalogue, overview, courseKey, runKey, today);
    return { catalogue, overview, line, today };
  }

  /** A run the address names: its roster and CSV. */
  const aRun = guardedAction({ find: viewOf, notFound: noSuchRun });
  /** A change to a whole run is only for a run the live site offers and has not started. */
  const aChangeableRun = guardedAction({
    find: viewOf,
    notFound: noSuchRun,
    check: (_, { line }) =>
      line.isOffered && !line.isPast && !line.isUndated
        ? undefined
        : new Refusal(({ request, response }) =>
            redirect(request, response, withQuery(line, { problem: "not-offered" })),
          ),
  });

  /** After a change to a run: logged, the mails woken, back to the roster with what happened. */
  async function finish(
    context: SignedInContext,
    view: RunView,
    action: string,
    outcome: RunChangeOutcome,
    target = view.line,
  ) {
    const { request, response, signedIn } = context;
    if (outcome.outcome !== "done") {
      const problem = outcome.outcome === "unchanged" ? "unchanged" : outcome.reason;
      const numbers: Record<string, string> =
        outcome.outcome === "refused" && outcome.reason === "too-small"
          ? { confirmed: String(outcome.confirmed), free: String(outcome.free) }
          : {};
      redirect(request, response, withQuery(view.line, { problem, ...numbers }));
      return;
    }
    const { line } = view;
    await audit(
      signedIn.email,
      action,
      `${line.courseKey} ${line.runKey}${target === line ? "" : ` to ${target.runKey}`}: ${outcome.mailed} ${runs.isMailing ? "e-mailed" : "not e-mailed (e-mail off)"}`,
    );
    if (outcome.mailed > 0) options.onMailQueued?.();
    const notice = { guarantee: "guaranteed", "cancel run": "run-cancelled", "move run": "moved" }[
      action
    ];
    redirect(
      request,
      response,
      withQuery(target, {
        notice: notice ?? "",
        mailed: String(outcome.mailed),
        ...(outcome.placed !== undefined && {
          placed: String(outcome.placed),
          waiting: String(outcome.waiting ?? 0),
        }),
        ...(outcome.guaranteed &&
          (await logMinimumReached(
            audit,
            signedIn.email,
            { ...target, cause: `moving ${line.runKey} here` },
            outcome.guaranteed,
            runs.isMailing,
          ))),
      }),
    );
  }

  /** The other runs of the course a move may go to, with the places free on each. */
  function moveTargets(view: RunView): MoveTarget[] {
    const { catalogue, overview, line, today } = view;
    // A private run is one buyer's: never a target, and its people go nowhere else (issue 45).
    if (line.privateOf) return [];
    const all = runLines(catalogue, overview, today).upcoming;
    return all
      .filter(
        (other) =>
          other.courseKey === line.courseKey &&
          other.runKey !== line.runKey &&
          !other.state.cancelledAt &&
          !other.privateOf,
      )
      .map((other) => ({
        line: other,
        free: other.capacity === null ? null : Math.max(other.capacity - other.counts.taken, 0),
      }));
  }

  /** The roster for invoicing (one row per enrolment) or the attendance list (one per participant). */
  async function exportRoster(
    request: SignedInContext["request"],
    response: SignedInContext["response"],
    who: string,
    line: { courseKey: string; runKey: string; courseTitle: string; label: string },
    kind: "roster" | "participants",
  ) {
    const { rows } = await runs.runRoster(line.courseKey, line.runKey);
    await audit(
      who,
      "export",
      `${kind === "roster" ? "roster" : "participants"} of ${line.courseKey} ${line.runKey} as CSV (${rows.length} ${rows.length === 1 ? "enrolment" : "enrolments"})`,
    );
    const run = { course: line.courseTitle, label: line.label };
    sendCsv(
      request,
      response,
      `${kind}-${line.courseKey.replace("/", "-")}-${line.runKey}.csv`,
      kind === "roster" ? rosterToCsv(rows, run) : participantsToCsv(rows, run),
    );
  }
  return {
    ...createWithdrawalStatementHandlers(options),
    async list({ request, response, url, signedIn, build }: SignedInContext) {
      const catalogue = catalogueOf(build?.folder);
      const lines = runLines(catalogue, await runs.runOverview(), todayInAmsterdam(now()));
      sendPage(
        request,
        response,
        200,
        <RunsPage
          signedIn={{ email: signedIn.email }}
          {...lines}
          hasCatalogue={catalogue !== undefined}
          isMailing={runs.isMailing}
          withdrawals={await runs.openWithdrawalStatements()}
          notice={
            url.searchParams.get("problem") === "gone"
              ? "That enrolment is not here any more: it was deleted."
              : noticeIn(url)
          }
        />,
      );
    },

    roster: aRun(async ({ request, response, url, signedIn }, { line, catalogue }) => {
      const { rows } = await runs.runRoster(line.courseKey, line.runKey);
      const invoices = await rosterInvoices(
        rows,
        catalogue,
        options.invoicesOf,
        now(),
        options.payUrl,
        options.vatIds,
      );
      // A store without the certificate tables' answer (a test's fake) shows none.
      const certificates = (await options.certificates?.runCertificates(
        line.courseKey,
        line.runKey,
      )) ?? { certificates: [], ticks: [] };
      const offers = ((await runs.runningOffers()) ?? []).filter(
        (offer) => offer.courseKey === line.courseKey && offer.runKey === line.runKey,
      );
      sendPage(
        request,
        response,
        200,
        <RosterPage
          signedIn={{ email: signedIn.email }}
          line={line}
          rows={rows}
          today={todayInAmsterdam(now())}
          offers={offers}
          certificates={certificates}
          movedTo={
            line.state.movedTo
              ? {
                  label: line.movedToLabel ?? line.state.movedTo,
                  href: rosterPath(line.courseKey, line.state.movedTo),
                }
              : undefined
          }
          {...invoices}
          {...rosterMessages(url, rows, line, runs.isMailing, invoices.invoices)}
        />,
      );
    }),

    exportCsv: aRun(({ request, response, signedIn }, { line }) =>
      exportRoster(request, response, signedIn.email, line, "roster"),
    ),

    exportParticipantsCsv: aRun(({ request, response, signedIn }, { line }) =>
      exportRoster(request, response, signedIn.email, line, "participants"),
    ),

    guaranteePage: aChangeableRun(({ request, response, signedIn }, { line }) => {
      sendPage(
        request,
        response,
        200,
        <GuaranteeRunPage
          signedIn={{ email: signedIn.email }}
          line={line}
          isMailing={runs.isMailing}
        />,
      );
    }),

    guarantee: aChangeableRun(async (context, view) => {
      const { line, catalogue } = view;
      const outcome = await runs.guaranteeRun({
        courseKey: line.courseKey,
        runKey: line.runKey,
        at: now().toISOString(),
        facts: runFacts(catalogue, line.courseKey, line.runKey),
      });
      await finish(context, view, "guarantee", outcome);
    }),

    cancelRunPage: aChangeableRun(({ request, response, signedIn }, { line, today }) => {
      sendPage(
        request,
        response,
        200,
        <CancelRunPage
          signedIn={{ email: signedIn.email }}
          line={line}
          today={today}
          isMailing={runs.isMailing}
        />,
      );
    }),

    cancelRun: aChangeableRun(async (context, view) => {
      const { line, catalogue } = view;
      const otherRuns = moveTargets(view).map((target) => {
        const run = findCourse(catalogue, line.courseKey)?.runs.find(
          (candidate) => candidate.key === target.line.runKey,
        );
        return run?.label ?? { en: target.line.label, nl: target.line.label };
      });
      const outcome = await runs.cancelRun({
        courseKey: line.courseKey,
        runKey: line.runKey,
        at: now().toISOString(),
        facts: { ...runFacts(catalogue, line.courseKey, line.runKey), otherRuns },
      });
      await finish(context, view, "cancel run", outcome);
    }),

    movePage: aChangeableRun(async ({ request, response, url, signedIn }, view) => {
      const targets = moveTargets(view);
      const chosen = targets.find((target) => target.line.runKey === url.searchParams.get("to"));
      const { rows } = chosen
        ? await runs.runRoster(view.line.courseKey, view.line.runKey)
        : { rows: [] };
      sendPage(
        request,
        response,
        200,
        <MoveRunPage
          signedIn={{ email: signedIn.email }}
          line={view.line}
          today={view.today}
          isMailing={runs.isMailing}
          targets={targets}
          chosen={chosen && { ...chosen, ...moveOutcome(rows, chosen.free) }}
        />,
      );
    }),

    move: aChangeableRun(async (context, view) => {
      const { line, catalogue } = view;
      const target = moveTargets(view).find(
        (candidate) => candidate.line.runKey === context.url.searchParams.get("to"),
      );
      const toRun = findCourse(catalogue, line.courseKey)?.runs.find(
        (run) => run.key === target?.line.runKey,
      );
      if (!target || !toRun) {
        redirect(
          context.request,
          context.response,
          `${rosterPath(line.courseKey, line.runKey)}/move`,
        );
        return;
      }
      const outcome = await runs.moveRun({
        courseKey: line.courseKey,
        runKey: line.runKey,
        toKey: toRun.key,
        toCapacity: toRun.capacity,
        at: now().toISOString(),
        facts: { ...runFacts(catalogue, line.courseKey, line.runKey), to: mailRun(toRun) },
        ...(options.offers && { offers: offerContext(catalogue, options.offers) }),
      });
      await finish(context, view, "move run", outcome, target.line);
    }),
  };
}

const noSuchRun: NotFoundWords = {
  text: "No such run: the live site does not offer it and no enrolment names it.",
  back: { href: backOfficePaths.runs, label: "Back to the runs" },
};

/** A roster's address with a notice or problem. */
export function withQuery(
  line: Pick<RunLine, "courseKey" | "runKey">,
  query: Record<string, string>,
) {
  return `${rosterPath(line.courseKey, line.runKey)}?${new URLSearchParams(query)}`;
}

/** What a move would do: the store's order (run-moves.ts), confirmed first, its waiting list aside. */
function moveOutcome(rows: RosterRow[], free: number | null): { placed: number; waiting: number } {
  const holding = [
    ...rows.filter((row) => row.place === "confirmed"),
    ...rows.filter((row) => row.place === "placed"),
  ];
  const waiting = rows.filter((row) => row.place === "waiting" || row.place === "offered");
  let left = free ?? Number.POSITIVE_INFINITY;
  let placed = 0;
  for (const row of [...holding, ...waiting]) {
    if (row.participants > left) continue;
    left -= row.participants;
    placed++;
  }
  return { placed, waiting: holding.length + waiting.length - placed };
}

export type RunHandlers = ReturnType<typeof createRunHandlers>;

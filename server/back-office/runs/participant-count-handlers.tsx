import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { formMessage } from "#src/i18n/dictionary.ts";
import { todayInAmsterdam } from "#src/training/course-runs.ts";
import { validateEmail, validateName } from "#src/forms/contact-schema.ts";
import { readFormBody } from "#server/http/form-body.ts";
import { createCatalogueReader } from "#server/enquiries/enrolment-record.ts";
import type { EnrolmentRecord } from "#server/mail/enrolment-mails.ts";
import { offerContext } from "#server/runs/offer-runs.ts";
import type { ParticipantCountOutcome } from "#server/runs/participant-count.ts";
import { findCourse, runFacts } from "#server/runs/run-mail-facts.ts";
import { invoicingContextOf } from "#server/runs/run-invoices.ts";
import type { RosterRow } from "#server/runs/roster-types.ts";
import { redirect, sendPage } from "#server/back-office/http.ts";
import { backOfficePaths } from "#server/back-office/paths.ts";
import type { SignedInContext } from "#server/back-office/router.tsx";
import { guardedAction } from "#server/back-office/shared/guarded-action.ts";
import { logMinimumReached } from "./minimum-reached.ts";
import { PageShell } from "#server/back-office/shared/page-shell.tsx";
import { untilTheRunStarts } from "./participant-handlers.tsx";
import { versionIn } from "./place-handlers.tsx";
import { rosterParticipants } from "./roster-csv.ts";
import type { RunHandlerOptions } from "./run-handlers.tsx";
import { runLineOf, type RunLine } from "./runs-page-lines.ts";
import { addParticipantPath, removeParticipantPath, rosterPath } from "./run-paths.ts";
import { vatIdAnswerFor } from "./vat-id-checks.ts";

const words = dictionaries.en.form;

interface Found {
  row: RosterRow;
  /** The version of the enrolment the page was shown at. */
  version: number;
  catalogue: ReturnType<ReturnType<typeof createCatalogueReader>>;
  line: RunLine;
  today: string;
}

/**
 * One participant more on an enrolment, or one fewer, until the run starts
 * (server/runs/participant-count.ts decides, in one transaction): a page that
 * says what follows (a place taken or freed, an invoice or a credit note)
 * and a button that posts it, naming the version of the enrolment shown.
 * Logged by enrolment and position, never by name.
 */
export function createParticipantCountHandlers(options: RunHandlerOptions) {
  const { runs, audit, now } = options;
  const catalogueOf = createCatalogueReader(options.privateRuns);

  const anEnrolment = guardedAction({
    async find({ url, params, build }: SignedInContext): Promise<Found | undefined> {
      const version = versionIn(url);
      const row = await runs.runEnrolment(Number(params.id));
      if (!row || version === undefined) return undefined;
      const catalogue = catalogueOf(build?.folder);
      const today = todayInAmsterdam(now());
      const line = runLineOf(catalogue, await runs.runOverview(), row.courseKey, row.runKey, today);
      return { row, version, catalogue, line, today };
    },
    notFound: ({ request, response }) =>
      redirect(request, response, `${backOfficePaths.runs}?problem=gone`),
    check: (_, found) => untilTheRunStarts(found),
  });

  /** What the store needs besides the change itself: the run's capacity, its facts, invoicing. */
  function changeContext(found: Found) {
    const { row, catalogue } = found;
    const run = findCourse(catalogue, row.courseKey)?.runs.find((each) => each.key === row.runKey);
    const record = JSON.parse(row.details ?? "{}") as Partial<EnrolmentRecord>;
    const invoicing = invoicingContextOf(catalogue);
    return {
      enquiryId: row.id,
      version: found.version,
      at: now().toISOString(),
      capacity: run?.capacity ?? null,
      facts: runFacts(catalogue, row.courseKey, row.runKey, record),
      ...(options.offers && { offers: offerContext(catalogue, options.offers) }),
      ...(invoicing && { invoicing }),
    };
  }

  /** An extra invoice to be reverse charged: VIES asked first, here (vat-id-checks.ts). */
  async function withVatIdAnswer(context: ReturnType<typeof changeContext>, row: RosterRow) {
    if (!context.invoicing || row.place !== "confirmed") return context;
    const vatIdCheck = await vatIdAnswerFor(row, context.facts, context.invoicing, options.vatIds);
    return vatIdCheck ? { ...context, invoicing: { ...context.invoicing, vatIdCheck } } : context;
  }

  async function answer(
    { request, response, signedIn }: SignedInContext,
    found: Found,
    outcome: ParticipantCountOutcome,
    done: { log: string; notice: string },
  ) {
    const roster = rosterPath(found.row.courseKey, found.row.runKey);
    const back = (query: Record<string, string>) =>
      redirect(
        request,
        response,
        `${roster}?${new URLSearchParams({ ...query, enrolment: String(found.row.id) })}`,
      );
    switch (outcome.outcome) {
      case "gone":
        redirect(request, response, `${backOfficePaths.runs}?problem=gone`);
        return;
      case "changed":
        back({ problem: "changed" });
        return;
      case "refused":
        back({ problem: `participant-${outcome.reason}` });
        return;
      case "done":
        await audit(
          signedIn.email,
          done.log,
          `enrolment ${found.row.id} on ${found.row.courseKey} ${found.row.runKey}: ${found.row.participants} → ${outcome.enrolment.participants} participants, ${outcome.documents.length} invoice documents`,
        );
        if (outcome.documents.length > 0) options.onInvoicesIssued?.(outcome.documents);
        back({
          notice: done.notice,
          documents: String(outcome.documents.length),
          ...(outcome.guaranteed &&
            (await logMinimumReached(
              audit,
              signedIn.email,
              { ...found.row, cause: `a participant added to enrolment ${found.row.id}` },
              outcome.guaranteed,
              runs.isMailing,
            ))),
        });
        if (outcome.guaranteed?.mailed) options.onMailQueued?.();
    }
  }

  function addPage(
    context: SignedInContext,
    found: Found,
    status = 200,
    problems: string[] = [],
    values = { name: "", email: "" },
  ) {
    const { row, line } = found;
    sendPage(
      context.request,
      context.response,
      status,
      <PageShell
        title="Add a participant"
        signedIn={{ email: context.signedIn.email }}
        section="runs"
        isNarrow
      >
        <h1>Add a participant</h1>
        <p>
          <strong>{line.courseTitle}</strong>, {line.label}; enrolment of {row.name}, now{" "}
          {row.participants} {row.participants === 1 ? "participant" : "participants"}.
        </p>
        <p>
          {row.place === "waiting"
            ? "The enrolment is on the waiting list: the group waits together, one larger."
            : "Added only while a place is free on the run."}{" "}
          {row.place === "confirmed"
            ? "An invoice for the one participant is issued at the fee as enrolled and e-mailed to the buyer, as with the confirmation."
            : "Nothing is invoiced yet: the invoice on confirmation counts every participant."}
        </p>
        {problems.length > 0 && (
          <div className="problem" role="alert">
            {problems.map((problem) => (
              <p key={problem}>{problem}</p>
            ))}
          </div>
        )}
        <form method="post" action={addParticipantPath(row.id, found.version)} className="stack">
          <label htmlFor="name">Name</label>
          <input id="name" name="name" defaultValue={values.name} required autoComplete="off" />
          <label htmlFor="email">
            E-mail (optional: without one, their mails go to the booker)
          </label>
          <input
            id="email"
            name="email"
            type="email"
            defaultValue={values.email}
            autoComplete="off"
          />
          <div className="actions">
            <button type="submit">Add the participant</button>
            <a className="button secondary" href={rosterPath(line.courseKey, line.runKey)}>
              Back to the roster
            </a>
          </div>
        </form>
      </PageShell>,
    );
  }

  /** The participant the address names, else the not-found answer. */
  const participantOf = (context: SignedInContext, found: Found) =>
    rosterParticipants(found.row).find((each) => each.position === Number(context.params.position));

  return {
    addPage: anEnrolment((context, found) => addPage(context, found)),

    add: anEnrolment(async (context, found) => {
      const form = await readFormBody(context.request);
      const fields = form.kind === "fields" ? form.fields : new Map<string, string>();
      const values = {
        name: (fields.get("name") ?? "").trim(),
        email: (fields.get("email") ?? "").trim(),
      };
      const problems = [
        validateName(values.name),
        values.email ? validateEmail(values.email) : undefined,
      ]
        .filter((key) => key !== undefined)
        .map((key) => formMessage(words, key));
      if (problems.length > 0) {
        addPage(context, found, 400, problems, values);
        return;
      }
      const outcome = await runs.changeParticipantCount({
        kind: "add",
        ...values,
        ...(await withVatIdAnswer(changeContext(found), found.row)),
      });
      if (outcome.outcome === "refused" && outcome.reason === "duplicate") {
        addPage(
          context,
          found,
          400,
          ["Another participant of this enrolment has this e-mail address."],
          values,
        );
        return;
      }
      await answer(context, found, outcome, {
        log: "add participant",
        notice: "participant-added",
      });
    }),

    removePage: anEnrolment((context, found) => {
      const { row, line } = found;
      const participant = participantOf(context, found);
      if (!participant) {
        redirect(context.request, context.response, `${backOfficePaths.runs}?problem=gone`);
        return;
      }
      const isLast = row.participants <= 1;
      sendPage(
        context.request,
        context.response,
        200,
        <PageShell
          title="Remove a participant"
          signedIn={{ email: context.signedIn.email }}
          section="runs"
          isNarrow
        >
          <h1>Remove participant {participant.position}</h1>
          <p>
            <strong>{line.courseTitle}</strong>, {line.label}; enrolment of {row.name}:{" "}
            {participant.name || "to be named"}
            {participant.email && ` (${participant.email})`}.
          </p>
          {isLast ? (
            <p>
              This is the enrolment's only participant: cancel the enrolment instead (its page
              applies the course terms).
            </p>
          ) : (
            <>
              <p>
                The place is freed and offered to the waiting list at once.{" "}
                {row.place === "confirmed"
                  ? "A credit note for one participant is issued against the enrolment's invoice and e-mailed to the buyer. For a late cancellation with the terms' charge, cancel the whole enrolment instead, or invoice the charge yourself."
                  : "Nothing was invoiced yet, so nothing is credited."}{" "}
                Nobody else is e-mailed.
              </p>
              <form
                method="post"
                action={removeParticipantPath(row.id, participant.position, found.version)}
              >
                <div className="actions">
                  <button type="submit" className="danger">
                    Remove the participant
                  </button>
                  <a className="button secondary" href={rosterPath(line.courseKey, line.runKey)}>
                    Back to the roster
                  </a>
                </div>
              </form>
            </>
          )}
        </PageShell>,
      );
    }),

    remove: anEnrolment(async (context, found) => {
      const participant = participantOf(context, found);
      if (!participant) {
        redirect(context.request, context.response, `${backOfficePaths.runs}?problem=gone`);
        return;
      }
      const outcome = await runs.changeParticipantCount({
        kind: "remove",
        position: participant.position,
        ...changeContext(found),
      });
      await answer(context, found, outcome, {
        log: "remove participant",
        notice: "participant-removed",
      });
    }),
  };
}

export type ParticipantCountHandlers = ReturnType<typeof createParticipantCountHandlers>;

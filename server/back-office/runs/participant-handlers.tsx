import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { formMessage } from "#src/i18n/dictionary.ts";
import { todayInAmsterdam } from "#src/training/course-runs.ts";
import { validateEmail, validateName } from "#src/forms/contact-schema.ts";
import { readFormBody } from "#server/http/form-body.ts";
import { createCatalogueReader } from "#server/enquiries/enrolment-record.ts";
import { redirect, sendPage } from "#server/back-office/http.ts";
import { backOfficePaths } from "#server/back-office/paths.ts";
import type { SignedInContext } from "#server/back-office/router.tsx";
import { guardedAction, Refusal } from "#server/back-office/shared/guarded-action.ts";
import { PageShell } from "#server/back-office/shared/page-shell.tsx";
import { participantAnchor } from "./attendance-marks.tsx";
import { rosterParticipants } from "./roster-csv.ts";
import type { RunHandlerOptions } from "./run-handlers.tsx";
import { runLineOf } from "./runs-page-lines.ts";
import { participantNamePath, rosterPath } from "./run-paths.ts";

const words = dictionaries.en.form;

/**
 * A substitute in a participant's place (the course terms allow sending
 * someone else), or a name given later to an unnamed participant: a page
 * with the name and e-mail, posted like every roster action (session and
 * Origin checked by the router). Until the run starts, for an enrolment that
 * is not cancelled; an e-mail another participant of the enrolment has is
 * refused. Logged by enrolment and position, never by name.
 */
export function createParticipantHandlers(options: RunHandlerOptions) {
  const { runs, audit, now } = options;
  const catalogueOf = createCatalogueReader(options.privateRuns);

  const aParticipant = guardedAction({
    async find({ params, build }: SignedInContext) {
      const row = await runs.runEnrolment(Number(params.id));
      const position = Number(params.position);
      const participant = row && rosterParticipants(row).find((each) => each.position === position);
      if (!row || !participant) return undefined;
      const today = todayInAmsterdam(now());
      const line = runLineOf(
        catalogueOf(build?.folder),
        await runs.runOverview(),
        row.courseKey,
        row.runKey,
        today,
      );
      return { row, participant, line, today };
    },
    notFound: ({ request, response }) =>
      redirect(request, response, `${backOfficePaths.runs}?problem=gone`),
    check: (_, found) => untilTheRunStarts(found),
  });

  function page(
    context: SignedInContext,
    found: {
      row: { id: number; name: string };
      participant: { name: string; email: string; position: number };
      line: { courseKey: string; runKey: string; courseTitle: string; label: string };
    },
    status = 200,
    problems: string[] = [],
    values?: { name: string; email: string },
  ) {
    const { row, participant, line } = found;
    const shown = values ?? participant;
    sendPage(
      context.request,
      context.response,
      status,
      <PageShell
        title="Change a participant"
        signedIn={{ email: context.signedIn.email }}
        section="runs"
        isNarrow
      >
        <h1>Change participant {participant.position}</h1>
        <p>
          <strong>{line.courseTitle}</strong>, {line.label}; enrolment of {row.name}. Now:{" "}
          {participant.name || "to be named"}
          {participant.email && ` (${participant.email})`}.
        </p>
        <p>
          Someone else in this place (the course terms allow a substitute), or the name of a
          participant not yet named. The joining details and the after-course mails go to the e-mail
          given here; without one, to the booker.
        </p>
        {problems.length > 0 && (
          <div className="problem" role="alert">
            {problems.map((problem) => (
              <p key={problem}>{problem}</p>
            ))}
          </div>
        )}
        <form
          method="post"
          action={participantNamePath(row.id, participant.position)}
          className="stack"
        >
          <label htmlFor="name">Name</label>
          <input id="name" name="name" defaultValue={shown.name} required autoComplete="off" />
          <label htmlFor="email">E-mail (optional)</label>
          <input
            id="email"
            name="email"
            type="email"
            defaultValue={shown.email}
            autoComplete="off"
          />
          <div className="actions">
            <button type="submit">Save</button>
            <a className="button secondary" href={rosterPath(line.courseKey, line.runKey)}>
              Back to the roster
            </a>
          </div>
        </form>
      </PageShell>,
    );
  }

  return {
    page: aParticipant((context, found) => page(context, found)),

    save: aParticipant(async (context, found) => {
      const { row, participant } = found;
      const form = await readFormBody(context.request);
      const fields = form.kind === "fields" ? form.fields : new Map<string, string>();
      const values = {
        name: (fields.get("name") ?? "").trim(),
        email: (fields.get("email") ?? "").trim(),
      };
      const nameProblem = validateName(values.name);
      const emailProblem = values.email ? validateEmail(values.email) : undefined;
      const problems = [nameProblem, emailProblem]
        .filter((key) => key !== undefined)
        .map((key) => formMessage(words, key));
      if (problems.length > 0) {
        page(context, found, 400, problems, values);
        return;
      }
      const outcome = await runs.renameParticipant({
        enquiryId: row.id,
        position: participant.position,
        ...values,
        at: now().toISOString(),
      });
      if (outcome.outcome === "duplicate") {
        page(
          context,
          found,
          400,
          ["Another participant of this enrolment has this e-mail address."],
          values,
        );
        return;
      }
      if (outcome.outcome !== "done") {
        redirect(context.request, context.response, `${backOfficePaths.runs}?problem=gone`);
        return;
      }
      await audit(
        context.signedIn.email,
        "change participant",
        `enrolment ${row.id} participant ${participant.position} on ${row.courseKey} ${row.runKey}`,
      );
      redirect(
        context.request,
        context.response,
        `${rosterPath(row.courseKey, row.runKey)}?notice=renamed&enrolment=${row.id}&participant=${participant.position}#${participantAnchor(row.id, participant.position)}`,
      );
    }),
  };
}

/**
 * Who takes part changes on the roster until the run starts, and not on a
 * cancelled enrolment (a substitute, one participant more or fewer): else
 * back to the roster, which says why.
 */
export function untilTheRunStarts(found: {
  row: { id: number; place: string | null; courseKey: string; runKey: string };
  line: { start?: string };
  today: string;
}): Refusal | undefined {
  const { row, line, today } = found;
  if (row.place !== "cancelled" && !(line.start && line.start <= today)) return undefined;
  return new Refusal(({ request, response }) =>
    redirect(
      request,
      response,
      `${rosterPath(row.courseKey, row.runKey)}?problem=no-substitute&enrolment=${row.id}`,
    ),
  );
}

export type ParticipantHandlers = ReturnType<typeof createParticipantHandlers>;

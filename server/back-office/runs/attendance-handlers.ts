import { todayInAmsterdam } from "#src/training/course-runs.ts";
import { readFormBody } from "#server/http/form-body.ts";
import { createCatalogueReader } from "#server/enquiries/enrolment-record.ts";
import { isAttendanceMark } from "#server/runs/attendance-tables.ts";
import { redirect } from "#server/back-office/http.ts";
import { backOfficePaths } from "#server/back-office/paths.ts";
import type { SignedInContext } from "#server/back-office/router.tsx";
import { guardedAction, Refusal } from "#server/back-office/shared/guarded-action.ts";
import type { RunHandlerOptions } from "./run-handlers.tsx";
import { isAttendanceOpen, participantAnchor } from "./attendance-marks.tsx";
import { runLineOf } from "./runs-page-lines.ts";
import { rosterPath } from "./run-paths.ts";

/**
 * The roster's attendance marks: one small form per participant, posted
 * (session and Origin checked by the router, as every roster action) and
 * saved at once; the roster comes back at that participant. Logged by
 * enrolment and position, never by name.
 */
export function createAttendanceHandlers(options: RunHandlerOptions) {
  const { runs, audit, now } = options;
  const catalogueOf = createCatalogueReader(options.privateRuns);

  const aParticipant = guardedAction({
    async find({ params, build }: SignedInContext) {
      const row = await runs.runEnrolment(Number(params.id));
      if (!row) return undefined;
      const today = todayInAmsterdam(now());
      const line = runLineOf(
        catalogueOf(build?.folder),
        await runs.runOverview(),
        row.courseKey,
        row.runKey,
        today,
      );
      return { row, line, today, position: Number(params.position) };
    },
    notFound: ({ request, response }) =>
      redirect(request, response, `${backOfficePaths.runs}?problem=gone`),
    check: (_, { row, line, today }) =>
      isAttendanceOpen(line, today)
        ? undefined
        : new Refusal(({ request, response }) =>
            redirect(request, response, back(row, { problem: "attendance-early" })),
          ),
  });

  return {
    mark: aParticipant(async ({ request, response, signedIn }, { row, position }) => {
      const form = await readFormBody(request);
      const mark = form.kind === "fields" ? form.fields.get("mark") : undefined;
      if (!isAttendanceMark(mark)) {
        redirect(request, response, back(row, { problem: "mark" }));
        return;
      }
      const outcome = await runs.markAttendance({
        enquiryId: row.id,
        position,
        mark,
        at: now().toISOString(),
      });
      if (outcome.outcome === "gone") {
        redirect(request, response, `${backOfficePaths.runs}?problem=gone`);
        return;
      }
      if (outcome.outcome === "no-place") {
        redirect(request, response, back(row, { problem: "no-seat" }));
        return;
      }
      await audit(
        signedIn.email,
        "mark attendance",
        `enrolment ${row.id} participant ${position} on ${row.courseKey} ${row.runKey}: ${mark}`,
      );
      redirect(
        request,
        response,
        back(
          row,
          { notice: "marked", participant: String(position) },
          `#${participantAnchor(row.id, position)}`,
        ),
      );
    }),
  };
}

function back(
  row: { id: number; courseKey: string; runKey: string },
  query: Record<string, string>,
  fragment = "",
): string {
  return `${rosterPath(row.courseKey, row.runKey)}?${new URLSearchParams({ ...query, enrolment: String(row.id) })}${fragment}`;
}

export type AttendanceHandlers = ReturnType<typeof createAttendanceHandlers>;

import { todayInAmsterdam } from "#src/training/course-runs.ts";
import { readFormBody } from "#server/http/form-body.ts";
import { redirect } from "#server/back-office/http.ts";
import { backOfficePaths } from "#server/back-office/paths.ts";
import type { SignedInContext } from "#server/back-office/router.tsx";
import { guardedAction } from "#server/back-office/shared/guarded-action.ts";
import { versionIn } from "./place-handlers.tsx";
import type { RunHandlerOptions } from "./run-handlers.tsx";
import { rosterPath } from "./run-paths.ts";

/**
 * A consumer's express request to start within the withdrawal period, made by
 * replying to the confirmation (its joining details are held until then:
 * server/runs/express-request.ts), recorded on the roster with the day it
 * reached us: a POST naming the version of the enrolment shown, logged by
 * enrolment number, never by name. Once recorded, the joining details that
 * are due go out at once (`onExpressRequest`), later ones on their day.
 */
export function createExpressRequestHandlers(options: RunHandlerOptions) {
  const { runs, audit, now } = options;

  const anEnrolment = guardedAction({
    async find({ url, params }: SignedInContext) {
      const version = versionIn(url);
      const row = await runs.runEnrolment(Number(params.id));
      return row && version !== undefined ? { row, version } : undefined;
    },
    notFound: ({ request, response }) =>
      redirect(request, response, `${backOfficePaths.runs}?problem=gone`),
  });

  return {
    record: anEnrolment(async ({ request, response, signedIn }, { row, version }) => {
      const back = (query: Record<string, string>) =>
        redirect(
          request,
          response,
          `${rosterPath(row.courseKey, row.runKey)}?${new URLSearchParams({ ...query, enrolment: String(row.id) })}`,
        );
      const form = await readFormBody(request);
      const receivedOn = form.kind === "fields" ? (form.fields.get("receivedOn") ?? "") : "";
      const isInRange =
        receivedOn <= todayInAmsterdam(now()) &&
        receivedOn >= todayInAmsterdam(new Date(row.receivedAt));
      if (!isDay(receivedOn) || !isInRange) {
        back({ problem: "express-date" });
        return;
      }
      const outcome = await runs.recordExpressRequest({
        id: row.id,
        version,
        receivedOn,
        at: now().toISOString(),
      });
      switch (outcome.outcome) {
        case "gone":
          redirect(request, response, `${backOfficePaths.runs}?problem=gone`);
          return;
        case "changed":
          back({ problem: "changed" });
          return;
        case "not-needed":
          back({ problem: "express-not-needed" });
          return;
        case "done":
          await audit(
            signedIn.email,
            "record express request",
            `enrolment ${row.id} on ${row.courseKey} ${row.runKey}: received by e-mail on ${receivedOn}`,
          );
          options.onExpressRequest?.();
          back({ notice: "express-request" });
      }
    }),
  };
}

export type ExpressRequestHandlers = ReturnType<typeof createExpressRequestHandlers>;

/** A real day written as YYYY-MM-DD ("2026-02-30" is none). */
function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

import { readFormBody } from "#server/http/form-body.ts";
import { redirect } from "#server/back-office/http.ts";
import { backOfficePaths } from "#server/back-office/paths.ts";
import type { SignedInContext } from "#server/back-office/router.tsx";
import { guardedAction } from "#server/back-office/shared/guarded-action.ts";
import { createCatalogueReader } from "#server/enquiries/enrolment-record.ts";
import { findCourse } from "#server/runs/run-mail-facts.ts";
import { type Cents, cents } from "#src/money/money.ts";
import { versionIn } from "./place-handlers.tsx";
import type { RunHandlerOptions } from "./run-handlers.tsx";
import { rosterPath } from "./run-paths.ts";

/**
 * The owner's charge for a consumer's cancellation, from the roster after the start (review 3,
 * M7; server/runs/cancellation-charge.ts): the terms' percentage, or the costs typed in euros
 * incl. VAT. A POST naming the version shown; the store checks the start, the ceiling and that
 * it was not decided before, and writes its log line with the change.
 */
export function createCancellationChargeHandlers(options: RunHandlerOptions) {
  const { runs, now } = options;
  const catalogueOf = createCatalogueReader(options.privateRuns);

  const anEnrolment = guardedAction({
    async find({ url, params, build }: SignedInContext) {
      const version = versionIn(url);
      const row = await runs.runEnrolment(Number(params.id));
      return row && version !== undefined
        ? { row, version, catalogue: catalogueOf(build?.folder) }
        : undefined;
    },
    notFound: ({ request, response }) =>
      redirect(request, response, `${backOfficePaths.runs}?problem=gone`),
  });

  return {
    confirm: anEnrolment(async ({ request, response, signedIn }, { row, version, catalogue }) => {
      const back = (query: Record<string, string>) =>
        redirect(
          request,
          response,
          `${rosterPath(row.courseKey, row.runKey)}?${new URLSearchParams({ ...query, enrolment: String(row.id) })}`,
        );
      const form = await readFormBody(request);
      const fields = form.kind === "fields" ? form.fields : new Map<string, string>();
      const kind = fields.get("charge");
      const costs = kind === "costs" ? eurosIn(fields.get("costs") ?? "") : undefined;
      if ((kind !== "terms" && kind !== "costs") || (kind === "costs" && costs === undefined)) {
        back({ problem: "charge-amount" });
        return;
      }
      const run = findCourse(catalogue, row.courseKey)?.runs.find(
        (candidate) => candidate.key === row.runKey,
      );
      const start =
        run?.start ?? (JSON.parse(row.details ?? "{}").run?.start as string | undefined);
      if (!start) {
        back({ problem: "charge-not-started" });
        return;
      }
      const outcome = await runs.confirmCancellationCharge({
        id: row.id,
        version,
        charge: kind === "costs" ? { kind, inclVat: costs as Cents } : { kind: "terms" },
        start,
        at: now().toISOString(),
        by: signedIn.email,
      });
      switch (outcome.outcome) {
        case "gone":
          redirect(request, response, `${backOfficePaths.runs}?problem=gone`);
          return;
        case "changed":
          back({ problem: "changed" });
          return;
        case "not-waiting":
          back({ problem: "charge-decided" });
          return;
        case "not-started":
          back({ problem: "charge-not-started" });
          return;
        case "refused":
          back({ problem: outcome.reason === "above-ceiling" ? "charge-above" : "charge-amount" });
          return;
        case "done":
          options.onMailQueued?.();
          if (outcome.documents.length > 0) options.onInvoicesIssued?.(outcome.documents);
          back({ notice: "charge", documents: String(outcome.documents.length) });
      }
    }),
  };
}

export type CancellationChargeHandlers = ReturnType<typeof createCancellationChargeHandlers>;

/** Euros as typed ("120", "120.50", "120,50", "€ 0"), in cents; undefined when not that. */
export function eurosIn(typed: string): Cents | undefined {
  const match = /^(?:€\s*)?(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(typed.trim());
  if (!match) return undefined;
  return cents(Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0")));
}

import type { IncomingMessage, ServerResponse } from "node:http";
import {
  type AvailabilityAnswer,
  availabilityFromTallies,
  type RunTallies,
} from "#src/training/run-availability.ts";
import type { EnrolmentCatalogue } from "#src/training/enrolment-catalogue.server.ts";
import { createCatalogueReader } from "./enrolment-record.ts";
import type { EnquiryStore } from "./enquiry-store.ts";

/** Where the page script asks (src/enhancements/run-availability.ts). */
export const availabilityPath = "/availability.json";

/**
 * GET /availability.json: every run of the served build with its places as
 * the store has them now (`{ runs: { "<course>/<run>": { capacity, left,
 * state, guaranteed } } }`), so pages show them without a rebuild. Public and
 * cacheable for 5 s: a proxy or browser may answer a burst of visitors from
 * one answer. Cheap: one aggregate over the enquiries by run, in the store's
 * process, shared by every request that arrives while it runs. A store that
 * cannot answer gets 503 and the pages keep the build's figures.
 */
export function createAvailability(options: { store: Pick<EnquiryStore, "runTallies"> }) {
  const catalogueOf = createCatalogueReader();
  let asking: Promise<RunTallies> | undefined;
  const tallies = () => {
    asking ??= options.store.runTallies().finally(() => {
      asking = undefined;
    });
    return asking;
  };

  return async function answerAvailability(
    request: IncomingMessage,
    response: ServerResponse,
    buildFolder: string | undefined,
  ) {
    let body: string;
    try {
      body = `${JSON.stringify(availabilityOf(catalogueOf(buildFolder), await tallies()))}\n`;
    } catch {
      const text = "The places of the runs cannot be read now.\n";
      response.writeHead(503, {
        "Content-Type": "text/plain; charset=utf-8",
        "Content-Length": Buffer.byteLength(text),
        "Cache-Control": "no-store",
        "Retry-After": "60",
      });
      response.end(request.method === "HEAD" ? undefined : text);
      return;
    }
    response.writeHead(200, {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Length": Buffer.byteLength(body),
      "Cache-Control": "public, max-age=5",
    });
    response.end(request.method === "HEAD" ? undefined : body);
  };
}

/** The build's runs (its enrolment catalogue) with the store's tallies. */
export function availabilityOf(
  catalogue: EnrolmentCatalogue | undefined,
  tallies: RunTallies,
): AvailabilityAnswer {
  const runs = (catalogue?.courses ?? []).flatMap((course) =>
    course.runs.map((run) => ({
      courseKey: course.key,
      runKey: run.key,
      // A catalogue written before runs had a capacity: no limit.
      capacity: run.capacity ?? null,
      guaranteed: run.guaranteed ?? false,
    })),
  );
  return { runs: availabilityFromTallies(runs, tallies) };
}

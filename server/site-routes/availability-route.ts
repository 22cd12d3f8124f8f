import { createAvailability } from "#server/enquiries/availability.ts";
import type { EnquiryStore } from "#server/enquiries/enquiry-store.ts";
import type { SiteRequest } from "./site-request.ts";

/**
 * GET /availability.json: the runs' places now, for the page script
 * (server/enquiries/availability.ts), from the build this response comes from.
 */
export function createAvailabilityAnswer(store: Pick<EnquiryStore, "runTallies">) {
  const answerAvailability = createAvailability({ store });
  return ({ request, response, build }: SiteRequest) =>
    answerAvailability(request, response, build?.folder);
}

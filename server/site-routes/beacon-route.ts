import type { TrafficCounter } from "#server/traffic/traffic-counter.ts";
import type { SiteRequest } from "./site-request.ts";

/**
 * POST /count: the page script's beacon for a prerendered page the visitor
 * opened (server/traffic/), checked against the pages of the build serving.
 */
export function createBeaconAnswer(traffic: Pick<TrafficCounter, "receiveBeacon">) {
  return {
    hasBuild: ({ build }: SiteRequest) => Boolean(build),
    answer: async ({ request, response, build }: SiteRequest) => {
      if (build) await traffic.receiveBeacon(request, response, build.files);
    },
  };
}

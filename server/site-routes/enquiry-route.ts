import type { EnquiryNotifier } from "#server/enquiries/enquiry-notifier.ts";
import type { EnquiryStore } from "#server/enquiries/enquiry-store.ts";
import { createEnquiryReceiver, isEnquiryPath } from "#server/enquiries/receiver.ts";
import { createRateLimiter } from "#server/http/rate-limiter.ts";
import type { TrafficCounter } from "#server/traffic/traffic-counter.ts";
import type { SiteRequest } from "./site-request.ts";

/**
 * POST / (and each language's thank-you page, the forms' no-JavaScript
 * action): the enquiry receiver (server/enquiries/receiver.ts), its rate
 * limit per client swept every minute, and each enquiry stored counted for
 * the page it was sent from.
 */
export function createEnquiryAnswer(options: {
  store: EnquiryStore;
  notifier?: Pick<EnquiryNotifier, "wake">;
  /** Enquiries per client address per minute; 0 turns the limit off. */
  rateLimitPerMinute: number;
  trustedProxyHops: number;
  traffic?: Pick<TrafficCounter, "countConversion">;
  log: Pick<Console, "info" | "warn" | "error">;
}) {
  const limiter = createRateLimiter({ limit: options.rateLimitPerMinute });
  const sweep = setInterval(limiter.sweep, 60_000);
  sweep.unref();
  const receiveEnquiry = createEnquiryReceiver({
    store: options.store,
    limiter,
    trustedProxyHops: options.trustedProxyHops,
    notifier: options.notifier,
    log: options.log,
    onReceived: (request, received) => options.traffic?.countConversion(request, received),
  });
  return {
    isEnquiryRequest: ({ pathname }: SiteRequest) => isEnquiryPath(pathname),
    answer: ({ request, response, build }: SiteRequest) =>
      receiveEnquiry(request, response, build?.folder),
    stop: () => clearInterval(sweep),
  };
}

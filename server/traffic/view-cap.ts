import { createHash, randomBytes } from "node:crypto";
import { rateLimitKey } from "#server/http/client-address.ts";

/**
 * Views one visitor (its address and user agent) may add in a minute. A
 * person reads a page in seconds, not one a second for a minute; a script
 * reloading a page adds no more than this, whatever it sends.
 */
export const maxViewsPerVisitorPerMinute = 60;

/**
 * One address may add the views of this many visitors in a minute, all its
 * visitors together: a client that sends a new user agent with every request
 * is still one address, and an office or a mobile network sharing one has
 * room for several people reading at once.
 */
export const visitorsPerAddress = 5;

/** Visitors and addresses remembered in a minute: a flood of new ones past it counts nothing more that minute. */
const maxKeysPerMinute = 20_000;

export interface ViewCapOptions {
  now?: () => Date;
  /** Views per visitor a minute (TRAFFIC_VIEWS_PER_MINUTE); an address gets five times as many; 0: no cap. */
  perVisitor?: number;
}

/**
 * A cap on the views one client adds to the counts in a minute (a clock
 * minute). It knows a client only by two hashes of a random value of the
 * minute: of its address (an IPv6 address by its /64, as rateLimitKey), and
 * of its address and user agent. When the minute
 * ends (at the next view, or by a timer if none comes) the value's bytes are
 * overwritten with zeros and the hashes dropped: nothing about a client is
 * kept beyond its minute, and nothing is ever written.
 */
export function createViewCap(options: ViewCapOptions = {}) {
  const now = options.now ?? (() => new Date());
  const perVisitor = options.perVisitor ?? maxViewsPerVisitorPerMinute;
  const perAddress = perVisitor * visitorsPerAddress;
  let held: { minute: number; salt: Buffer; views: Map<string, number> } | undefined;
  let timer: NodeJS.Timeout | undefined;

  function forget() {
    clearTimeout(timer);
    if (!held) return;
    held.salt.fill(0);
    held.views.clear();
    held = undefined;
  }

  function current() {
    const time = now().getTime();
    const minute = Math.floor(time / 60_000);
    if (held?.minute !== minute) {
      forget();
      held = { minute, salt: randomBytes(32), views: new Map() };
      timer = setTimeout(forget, (minute + 1) * 60_000 - time);
      timer.unref();
    }
    return held;
  }

  return {
    /** Whether one more view of this client counts this minute (and, if so, it is counted against its cap). */
    allows(address: string, userAgent: string): boolean {
      if (perVisitor <= 0) return true;
      const { salt, views } = current();
      // As the enquiries' rate limit knows a client: IPv6 by its /64, which one subscriber holds.
      const byAddress = createHash("sha256").update(salt).update(rateLimitKey(address)).digest();
      const visitor = createHash("sha256").update(byAddress).update(userAgent).digest("base64url");
      const addressKey = byAddress.toString("base64url");
      const visitorViews = views.get(visitor) ?? 0;
      const addressViews = views.get(addressKey) ?? 0;
      if (visitorViews >= perVisitor || addressViews >= perAddress) return false;
      const newKeys = Number(visitorViews === 0) + Number(addressViews === 0);
      if (views.size + newKeys > maxKeysPerMinute) return false;
      views.set(visitor, visitorViews + 1);
      views.set(addressKey, addressViews + 1);
      return true;
    },
    /** What the minute holds: tests see it bounded, and gone after the minute. */
    memoryForTests(): { keys: number; salt: Buffer } | undefined {
      return held && { keys: held.views.size, salt: held.salt };
    },
    close: forget,
  };
}

export type ViewCap = ReturnType<typeof createViewCap>;

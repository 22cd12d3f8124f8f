import { createHash, randomBytes } from "node:crypto";
import { networkKey } from "#server/http/client-address.ts";

export interface DailyVisitorsOptions {
  /** The day (YYYY-MM-DD, Amsterdam) a moment belongs to. */
  dayOf: (at: Date) => string;
  now?: () => Date;
  /** Visitors and visitor-page pairs remembered per day; beyond it they are counted by network (see below), and memory stays bounded under a flood. */
  maxEntries?: number;
  /** How often to check whether the day has ended, when no visit asks: every minute unless told. */
  checkIntervalMs?: number;
}

/** What a view tells about its visitor: new to the site today, new to this page today. */
export interface VisitorSighting {
  isNewToday: boolean;
  isNewOnPage: boolean;
}

/**
 * One bit per network and per network and page, at a place the day's salt
 * chooses: 2^18 bits, 32 KiB a day whatever comes. With 10,000 networks
 * marked, a new one finds its bit taken by another 4 % of the time.
 */
const networkBits = 2 ** 18;

/**
 * Who has been seen today, without knowing who: a visitor is the hash of a
 * random salt of the day, the client's address and its user agent. The salt
 * and the hashes live only in this process's memory, for one day: when the
 * day ends (checked every minute and at every visit) the salt's bytes are
 * overwritten with zeros and dropped, and the hashes with them, so no one
 * can link two days or test an address against a hash. Neither is ever
 * written to the store or a log. A restart starts a new salt: a visitor seen
 * before it counts again that day.
 *
 * The day remembers `maxEntries` hashes. Once they are full (one client
 * sending a new user agent with every request fills them in about a minute),
 * a visitor it cannot remember is counted as new only if nobody of its
 * network (networkKey: IPv4 /24, IPv6 /48) was seen today, and new on a page
 * only if nobody of its network saw that page: one bit each in a fixed bitmap
 * at a place the salt chooses, zeroed with it at midnight. So a flood adds one
 * visitor, not none for everyone until midnight, and not one per made-up
 * user agent; real visitors from other networks keep counting (a few too few:
 * a colleague on the same network, a bit another network took).
 */
export function createDailyVisitors(options: DailyVisitorsOptions) {
  const now = options.now ?? (() => new Date());
  const maxEntries = options.maxEntries ?? 100_000;
  // One set of strings for the day: each visitor's hash, and the hash with each page it saw.
  let today: { day: string; salt: Buffer; seen: Set<string>; networks: Uint8Array } | undefined;

  function forget() {
    if (!today) return;
    today.salt.fill(0);
    today.networks.fill(0);
    today.seen.clear();
    today = undefined;
  }

  /** The day that is now; what belongs to an earlier one is destroyed first. */
  function current() {
    const day = options.dayOf(now());
    if (today?.day !== day) {
      forget();
      today = {
        day,
        salt: randomBytes(32),
        seen: new Set(),
        networks: new Uint8Array(networkBits / 8),
      };
    }
    return today;
  }

  /** Marks the bit of `parts` (salted); whether it was marked already. */
  function mark(day: NonNullable<typeof today>, ...parts: string[]): boolean {
    const hash = createHash("sha256").update(day.salt);
    for (const part of parts) hash.update("\0").update(part);
    const bit = hash.digest().readUInt32BE(0) % networkBits;
    const byte = bit >> 3;
    const flag = 1 << (bit & 7);
    const wasMarked = ((day.networks[byte] ?? 0) & flag) !== 0;
    day.networks[byte] = (day.networks[byte] ?? 0) | flag;
    return wasMarked;
  }

  const timer = setInterval(() => {
    if (today && today.day !== options.dayOf(now())) forget();
  }, options.checkIntervalMs ?? 60_000);
  timer.unref();

  return {
    /** Records a view of `page` by the client with this address and user agent, on the current day. */
    see(address: string, userAgent: string, page: string): VisitorSighting {
      const day = current();
      const hash = createHash("sha256")
        .update(day.salt)
        .update(address)
        .update("\0")
        .update(userAgent)
        .digest("base64url")
        .slice(0, 22);
      const onPage = `${hash} ${page}`;
      if (day.seen.has(onPage)) return { isNewToday: false, isNewOnPage: false };
      // Only a first sighting costs the network's hashes: a repeat view ends above.
      const network = networkKey(address);
      if (day.seen.size >= maxEntries) {
        const isNewToday = !day.seen.has(hash) && !mark(day, "network", network);
        const isNewOnPage = !mark(day, "page", network, page) || isNewToday;
        return { isNewToday, isNewOnPage };
      }
      day.seen.add(onPage);
      mark(day, "page", network, page);
      if (day.seen.has(hash)) return { isNewToday: false, isNewOnPage: true };
      day.seen.add(hash);
      mark(day, "network", network);
      return { isNewToday: true, isNewOnPage: true };
    },
    /** The day whose salt is held, if any: tests see it go. */
    heldDay(): string | undefined {
      return today?.day;
    },
    /** The salt itself, not a copy: a test keeps it and sees its bytes zeroed when the day ends. */
    saltForTests(): Buffer | undefined {
      return today?.salt;
    },
    /** What the day holds: its hashes (at most `maxEntries` and one) and the bitmap's bytes, itself, not a copy. */
    memoryForTests(): { entries: number; networks: Uint8Array } | undefined {
      return today && { entries: today.seen.size, networks: today.networks };
    },
    /** Destroys today's salt and hashes and stops the check. */
    close() {
      clearInterval(timer);
      forget();
    },
  };
}

export type DailyVisitors = ReturnType<typeof createDailyVisitors>;

import { createHash, randomBytes } from "node:crypto";

export interface DailyVisitorsOptions {
  /** The day (YYYY-MM-DD, Amsterdam) a moment belongs to. */
  dayOf: (at: Date) => string;
  now?: () => Date;
  /** Visitors and visitor-page pairs remembered per day; beyond it new ones are not counted as visitors (memory stays bounded under a flood). */
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
 * Who has been seen today, without knowing who: a visitor is the hash of a
 * random salt of the day, the client's address and its user agent. The salt
 * and the hashes live only in this process's memory, for one day: when the
 * day ends (checked every minute and at every visit) the salt's bytes are
 * overwritten with zeros and dropped, and the hashes with them, so no one
 * can link two days or test an address against a hash. Neither is ever
 * written to the store or a log. A restart starts a new salt: a visitor seen
 * before it counts again that day.
 */
export function createDailyVisitors(options: DailyVisitorsOptions) {
  const now = options.now ?? (() => new Date());
  const maxEntries = options.maxEntries ?? 100_000;
  // One set of strings for the day: each visitor's hash, and the hash with each page it saw.
  let today: { day: string; salt: Buffer; seen: Set<string> } | undefined;

  function forget() {
    if (!today) return;
    today.salt.fill(0);
    today.seen.clear();
    today = undefined;
  }

  /** The day that is now; what belongs to an earlier one is destroyed first. */
  function current() {
    const day = options.dayOf(now());
    if (today?.day !== day) {
      forget();
      today = { day, salt: randomBytes(32), seen: new Set() };
    }
    return today;
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
      if (day.seen.size >= maxEntries) return { isNewToday: false, isNewOnPage: false };
      day.seen.add(onPage);
      if (day.seen.has(hash)) return { isNewToday: false, isNewOnPage: true };
      day.seen.add(hash);
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
    /** Destroys today's salt and hashes and stops the check. */
    close() {
      clearInterval(timer);
      forget();
    },
  };
}

export type DailyVisitors = ReturnType<typeof createDailyVisitors>;

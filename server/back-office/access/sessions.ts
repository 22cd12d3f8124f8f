import type { IncomingMessage } from "node:http";
import type { BackOfficeStore } from "#server/back-office/back-office-store.ts";
import { secretTokenHash } from "./secret-tokens.ts";
import { sessionToken } from "./session-cookie.ts";

/**
 * How long a session lives (OWASP ASVS 5, V7): it ends after 2 hours without
 * a request, and 12 hours after sign-in whatever happens, so a browser left
 * signed in on a shared machine does not stay a way in.
 */
export const sessionLimits = {
  idleMs: 2 * 60 * 60_000,
  absoluteMs: 12 * 60 * 60_000,
  /** A live session is marked seen at most this often: one write a minute, not one per request. */
  touchEveryMs: 60_000,
};

/** Someone with a valid session. */
export interface SignedIn {
  accountId: number;
  email: string;
  /** The session's token hash: what signing out deletes. */
  sessionHash: string;
}

export function createSessions(store: BackOfficeStore, now: () => Date = () => new Date()) {
  return {
    /**
     * The session a request carries, if it is valid now. Each look-up asks
     * the store: a revoked account or an ended session is refused on its very
     * next request, whatever the browser still holds.
     */
    async find(request: IncomingMessage): Promise<SignedIn | undefined> {
      const token = sessionToken(request);
      if (!token) return undefined;
      const sessionHash = secretTokenHash(token);
      const time = now().getTime();
      const row = await store.session(sessionHash, new Date(time).toISOString(), {
        idleSince: new Date(time - sessionLimits.idleMs).toISOString(),
        startedSince: new Date(time - sessionLimits.absoluteMs).toISOString(),
        touchBefore: new Date(time - sessionLimits.touchEveryMs).toISOString(),
      });
      return row ? { accountId: row.accountId, email: row.email, sessionHash } : undefined;
    },
    /** The signed-in account's live sessions, newest first, the asking one marked. */
    list(signedIn: SignedIn) {
      const time = now().getTime();
      return store.accountSessions(signedIn.accountId, signedIn.sessionHash, {
        idleSince: new Date(time - sessionLimits.idleMs).toISOString(),
        startedSince: new Date(time - sessionLimits.absoluteMs).toISOString(),
      });
    },
    /**
     * "Sign out everywhere": every other session of the account ends now (a
     * lost laptop is refused on its next request); the asking one stays. Logged.
     */
    endOthers(signedIn: SignedIn): Promise<number> {
      return store.endOtherSessions(signedIn.accountId, signedIn.sessionHash, now().toISOString());
    },
    /** Forgets sessions past their limits (they are refused anyway; this keeps the table small). */
    sweep(): Promise<number> {
      const time = now().getTime();
      return store.deleteDeadSessions(
        new Date(time - sessionLimits.idleMs).toISOString(),
        new Date(time - sessionLimits.absoluteMs).toISOString(),
      );
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;

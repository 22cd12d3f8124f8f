import type { StoreConnection } from "#server/store/database.ts";

/**
 * The back office's sessions in the store (these methods join those of
 * ../tables.ts): a session found by its token's hash and kept alive by
 * requests, ended at sign-out, the list of an account's sessions and "Sign
 * out everywhere". Runs in the store's process.
 */

export interface SessionRow {
  accountId: number;
  email: string;
  createdAt: string;
  lastSeenAt: string;
}

/** A live session of an account, as its owner sees it in the list of sessions. */
export interface AccountSession {
  /** The row's number: a key for the page, not the token or its hash. */
  id: number;
  createdAt: string;
  lastSeenAt: string;
  /** The browser family at sign-in ("Firefox"); null for sessions started before it was kept. */
  browser: string | null;
  /** The session of the request asking. */
  isCurrent: boolean;
}

type AddAuditEntry = (at: string, actor: string, action: string, detail: string) => void;

export function sessionMethods(
  store: Pick<StoreConnection, "database" | "transaction">,
  addAuditEntry: AddAuditEntry,
) {
  const { database: db, transaction } = store;
  return {
    /**
     * The session behind a token hash, if it is still alive: not idle since
     * `idleSince` and not started before `startedSince`. A dead one is
     * deleted. `touchBefore`: a live session last seen before it is marked
     * seen now (one write every minute or so, not one per request).
     */
    session(
      tokenHash: string,
      now: string,
      limits: { idleSince: string; startedSince: string; touchBefore: string },
    ): SessionRow | undefined {
      const row = db
        .prepare(
          `SELECT s.account_id AS accountId, a.email, s.created_at AS createdAt, s.last_seen_at AS lastSeenAt
           FROM sessions s JOIN accounts a ON a.id = s.account_id WHERE s.token_hash = ?`,
        )
        .get(tokenHash) as SessionRow | undefined;
      if (!row) return undefined;
      if (row.lastSeenAt < limits.idleSince || row.createdAt < limits.startedSince) {
        transaction(() => db.prepare("DELETE FROM sessions WHERE token_hash = ?").run(tokenHash));
        return undefined;
      }
      if (row.lastSeenAt < limits.touchBefore) {
        transaction(() =>
          db
            .prepare("UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?")
            .run(now, tokenHash),
        );
        return { ...row, lastSeenAt: now };
      }
      return row;
    },
    endSession(tokenHash: string, now: string) {
      transaction(() => {
        const row = db
          .prepare(
            "SELECT a.email FROM sessions s JOIN accounts a ON a.id = s.account_id WHERE s.token_hash = ?",
          )
          .get(tokenHash) as { email: string } | undefined;
        db.prepare("DELETE FROM sessions WHERE token_hash = ?").run(tokenHash);
        if (row) addAuditEntry(now, row.email, "sign-out", "signed out");
      });
    },
    /**
     * The account's sessions still alive (not idle since `idleSince`, not
     * started before `startedSince`), newest first; `currentHash` is marked.
     */
    accountSessions(
      accountId: number,
      currentHash: string,
      limits: { idleSince: string; startedSince: string },
    ): AccountSession[] {
      const rows = db
        .prepare(
          `SELECT rowid AS id, created_at AS createdAt, last_seen_at AS lastSeenAt, browser, token_hash = ? AS isCurrent
           FROM sessions WHERE account_id = ? AND last_seen_at >= ? AND created_at >= ?
           ORDER BY created_at DESC, rowid DESC`,
        )
        .all(currentHash, accountId, limits.idleSince, limits.startedSince) as unknown as (Omit<
        AccountSession,
        "isCurrent"
      > & { isCurrent: number })[];
      return rows.map((row) => ({ ...row, isCurrent: row.isCurrent === 1 }));
    },
    /**
     * "Sign out everywhere": ends every session of the account but
     * `currentHash`, at once (each is refused on its next request), and logs
     * it. Returns how many ended.
     */
    endOtherSessions(accountId: number, currentHash: string, now: string): number {
      return transaction(() => {
        const account = db.prepare("SELECT email FROM accounts WHERE id = ?").get(accountId) as
          | { email: string }
          | undefined;
        if (!account) return 0;
        const ended = Number(
          db
            .prepare("DELETE FROM sessions WHERE account_id = ? AND token_hash <> ?")
            .run(accountId, currentHash).changes,
        );
        addAuditEntry(
          now,
          account.email,
          "sign-out",
          `signed out everywhere else: ${ended} other ${ended === 1 ? "session" : "sessions"} ended`,
        );
        return ended;
      });
    },
    /** Forgets sessions that can no longer be used; returns how many. */
    deleteDeadSessions(idleSince: string, startedSince: string): number {
      return transaction(() =>
        Number(
          db
            .prepare("DELETE FROM sessions WHERE last_seen_at < ? OR created_at < ?")
            .run(idleSince, startedSince).changes,
        ),
      );
    },
  };
}

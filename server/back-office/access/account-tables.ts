import type { StoreConnection } from "#server/store/database.ts";
import type { AddAuditEntry } from "#server/back-office/log/audit-log-tables.ts";
import { formatTime } from "#server/back-office/shared/format-time.ts";

/**
 * The accounts in the store, with their passkeys and one-time invitations
 * (the tables are made with the others in ../tables.ts, whose methods these
 * join): an invitation made, then used once and in time; a passkey sign-in;
 * an account ended. Each change is logged in its own transaction. Runs in
 * the store's process and in `npm run admin`.
 */

export interface Account {
  id: number;
  email: string;
  /** The WebAuthn user handle (base64url): the same for every passkey of the account. */
  userHandle: string;
  createdAt: string;
  lastSignInAt: string | null;
  passkeyCount: number;
}

export interface StoredPasskey {
  /** base64url, as the authenticator gave it. */
  credentialId: string;
  accountId: number;
  email: string;
  publicKey: Uint8Array;
  counter: number;
  /** JSON array of transports ("internal", "usb", "hybrid", ...), as the browser reported them. */
  transports: string | null;
}

export interface Invitation {
  email: string;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

export type InvitationState = "valid" | "used" | "expired" | "unknown";

export interface NewPasskey {
  credentialId: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string | null;
}

export function accountMethods(
  store: Pick<StoreConnection, "database" | "transaction">,
  addAuditEntry: AddAuditEntry,
) {
  const { database: db, transaction } = store;

  const accountFields = `a.id, a.email, a.user_handle AS userHandle, a.created_at AS createdAt, a.last_sign_in_at AS lastSignInAt,
    (SELECT COUNT(*) FROM passkeys p WHERE p.account_id = a.id) AS passkeyCount`;

  function accountByEmail(email: string): Account | undefined {
    return db.prepare(`SELECT ${accountFields} FROM accounts a WHERE a.email = ?`).get(email) as
      | Account
      | undefined;
  }

  function invitationState(invitation: Invitation | undefined, now: string): InvitationState {
    if (!invitation) return "unknown";
    if (invitation.usedAt) return "used";
    return invitation.expiresAt <= now ? "expired" : "valid";
  }

  function invitation(tokenHash: string): Invitation | undefined {
    return db
      .prepare(
        "SELECT email, created_at AS createdAt, expires_at AS expiresAt, used_at AS usedAt FROM invitations WHERE token_hash = ?",
      )
      .get(tokenHash) as Invitation | undefined;
  }

  return {
    accounts(): Account[] {
      return db
        .prepare(`SELECT ${accountFields} FROM accounts a ORDER BY a.email`)
        .all() as unknown as Account[];
    },
    accountByEmail,

    /** A one-time invitation for `email`; the log says who made it. */
    createInvitation(tokenHash: string, email: string, at: string, expiresAt: string, by: string) {
      transaction(() => {
        db.prepare(
          "INSERT INTO invitations (token_hash, email, created_at, expires_at) VALUES (?, ?, ?, ?)",
        ).run(tokenHash, email, at, expiresAt);
        addAuditEntry(at, by, "invitation", `${email} (valid until ${formatTime(expiresAt)})`);
      });
    },
    invitation(tokenHash: string, now: string): (Invitation & { state: InvitationState }) | null {
      const found = invitation(tokenHash);
      return found ? { ...found, state: invitationState(found, now) } : null;
    },
    invitationState(tokenHash: string, now: string): InvitationState {
      return invitationState(invitation(tokenHash), now);
    },

    /**
     * Uses an invitation: in one transaction it is checked (unused, not
     * expired), marked used, its account made (or found: a new passkey for
     * someone who lost theirs) and the passkey stored, and a session started.
     * `browser`: the browser family (access/browser-family.ts), never the
     * User-Agent itself. Returns the account, or why not: nothing is changed then.
     */
    redeemInvitation(
      tokenHash: string,
      now: string,
      userHandle: string,
      passkey: NewPasskey,
      sessionHash: string,
      browser: string | null = null,
    ): { account: Account } | { problem: Exclude<InvitationState, "valid"> } {
      return transaction(() => {
        const found = invitation(tokenHash);
        const state = invitationState(found, now);
        if (state !== "valid" || !found) {
          return { problem: state as Exclude<InvitationState, "valid"> };
        }
        db.prepare("UPDATE invitations SET used_at = ? WHERE token_hash = ?").run(now, tokenHash);
        let account = accountByEmail(found.email);
        if (!account) {
          db.prepare(
            "INSERT INTO accounts (email, user_handle, created_at, last_sign_in_at) VALUES (?, ?, ?, ?)",
          ).run(found.email, userHandle, now, now);
        } else {
          db.prepare("UPDATE accounts SET last_sign_in_at = ? WHERE id = ?").run(now, account.id);
        }
        account = accountByEmail(found.email) as Account;
        db.prepare(
          "INSERT INTO passkeys (credential_id, account_id, public_key, counter, transports, created_at, last_used_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
        ).run(
          passkey.credentialId,
          account.id,
          passkey.publicKey,
          passkey.counter,
          passkey.transports,
          now,
          now,
        );
        db.prepare(
          "INSERT INTO sessions (token_hash, account_id, created_at, last_seen_at, browser) VALUES (?, ?, ?, ?, ?)",
        ).run(sessionHash, account.id, now, now, browser);
        account = accountByEmail(found.email) as Account;
        addAuditEntry(now, account.email, "passkey", "registered a passkey from an invitation");
        addAuditEntry(now, account.email, "sign-in", "signed in");
        return { account };
      });
    },

    passkey(credentialId: string): StoredPasskey | undefined {
      const row = db
        .prepare(
          `SELECT p.credential_id AS credentialId, p.account_id AS accountId, a.email, p.public_key AS publicKey, p.counter, p.transports
           FROM passkeys p JOIN accounts a ON a.id = p.account_id WHERE p.credential_id = ?`,
        )
        .get(credentialId) as StoredPasskey | undefined;
      return row ? { ...row, publicKey: new Uint8Array(row.publicKey) } : undefined;
    },

    /**
     * A verified passkey sign-in: the passkey's counter moves on, the account
     * remembers the time, and a new session starts (a new token at every
     * sign-in: a session id someone planted earlier is worth nothing). The
     * session the browser held before, if any, ends. False when the passkey
     * is gone (revoked meanwhile). `browser` as for redeemInvitation.
     */
    recordSignIn(
      credentialId: string,
      counter: number,
      now: string,
      sessionHash: string,
      previousSessionHash?: string | null,
      browser: string | null = null,
    ): boolean {
      return transaction(() => {
        const passkey = db
          .prepare(
            "SELECT p.account_id AS accountId, a.email FROM passkeys p JOIN accounts a ON a.id = p.account_id WHERE p.credential_id = ?",
          )
          .get(credentialId) as { accountId: number; email: string } | undefined;
        if (!passkey) return false;
        if (previousSessionHash) {
          db.prepare("DELETE FROM sessions WHERE token_hash = ?").run(previousSessionHash);
        }
        db.prepare("UPDATE passkeys SET counter = ?, last_used_at = ? WHERE credential_id = ?").run(
          counter,
          now,
          credentialId,
        );
        db.prepare("UPDATE accounts SET last_sign_in_at = ? WHERE id = ?").run(
          now,
          passkey.accountId,
        );
        db.prepare(
          "INSERT INTO sessions (token_hash, account_id, created_at, last_seen_at, browser) VALUES (?, ?, ?, ?, ?)",
        ).run(sessionHash, passkey.accountId, now, now, browser);
        addAuditEntry(now, passkey.email, "sign-in", "signed in with a passkey");
        return true;
      });
    },

    /** Ends an account: its sessions (at once), passkeys and unused invitations go with it. */
    revokeAccount(email: string, now: string, by: string): boolean {
      return transaction(() => {
        const account = accountByEmail(email);
        db.prepare(
          "DELETE FROM invitations WHERE email = ? COLLATE NOCASE AND used_at IS NULL",
        ).run(email);
        if (!account) return false;
        db.prepare("DELETE FROM sessions WHERE account_id = ?").run(account.id);
        db.prepare("DELETE FROM passkeys WHERE account_id = ?").run(account.id);
        db.prepare("DELETE FROM accounts WHERE id = ?").run(account.id);
        addAuditEntry(now, by, "revocation", `${account.email}: account and sessions ended`);
        return true;
      });
    },
  };
}

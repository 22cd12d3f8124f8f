import { createHash, randomBytes } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";

/** What a link in a mail may do: one purpose per token. */
export type LinkPurpose =
  | "offer"
  | "move-choice"
  | "participants"
  | "evaluation"
  | "payment"
  | "withdrawal";

export interface LinkToken {
  id: number;
  purpose: LinkPurpose;
  enquiryId: number;
  expiresAt: string;
  usedAt: string | null;
}

/** A token as a link presents it: open, or why it acts no more. */
export type LinkTokenState =
  | { state: "open"; token: LinkToken }
  | { state: "used"; token: LinkToken }
  | { state: "expired"; token: LinkToken }
  | { state: "unknown" };

/** The shape of a token: 256 bits, base64url, no padding. */
const tokenShape = /^[A-Za-z0-9_-]{43}$/;

export function hashLinkToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * The links in our mails that act on one enrolment (an offer's answer, a move's
 * choice, later participants' names, payment, evaluation). Each token is 256
 * random bits in base64url; the store keeps only its SHA-256 (as the back
 * office's invitations), so a copy of the store opens no link. A token is
 * single-purpose, tied to its one enrolment, expires, and is used once. Runs
 * inside its owner's transaction, in the store's process.
 */
export function openLinkTokens(db: DatabaseSync) {
  const insert = db.prepare(
    "INSERT INTO link_tokens (token_hash, purpose, enquiry_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)",
  );
  const byHash = db.prepare(
    "SELECT id, purpose, enquiry_id AS enquiryId, expires_at AS expiresAt, used_at AS usedAt FROM link_tokens WHERE token_hash = ?",
  );
  const markUsed = db.prepare(
    "UPDATE link_tokens SET used_at = ? WHERE id = ? AND used_at IS NULL",
  );

  return {
    /** A new token for `purpose` on one enrolment: the raw token, for the mail only, and its row id. */
    issue(purpose: LinkPurpose, enquiryId: number, at: string, expiresAt: string) {
      const token = randomBytes(32).toString("base64url");
      const { lastInsertRowid } = insert.run(
        hashLinkToken(token),
        purpose,
        enquiryId,
        at,
        expiresAt,
      );
      return { token, id: Number(lastInsertRowid) };
    },

    /** What a link's token is now, for this purpose only (another purpose's token is unknown here). */
    find(token: string, purpose: LinkPurpose, now: string): LinkTokenState {
      if (!tokenShape.test(token)) return { state: "unknown" };
      const row = byHash.get(hashLinkToken(token)) as LinkToken | undefined;
      if (!row || row.purpose !== purpose) return { state: "unknown" };
      const found = { ...row, id: Number(row.id), enquiryId: Number(row.enquiryId) };
      if (found.usedAt) return { state: "used", token: found };
      if (found.expiresAt <= now) return { state: "expired", token: found };
      return { state: "open", token: found };
    },

    /** Marks it used; false when it already was (the other answer won). */
    use(id: number, at: string): boolean {
      return markUsed.run(at, id).changes === 1;
    },
  };
}

export type LinkTokens = ReturnType<typeof openLinkTokens>;

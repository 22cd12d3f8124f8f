import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { databasePath, openDatabase } from "#server/store/database.ts";
import { newSecretToken, secretTokenHash } from "#server/back-office/access/secret-tokens.ts";
import { type BackOfficeTables, openBackOfficeTables } from "#server/back-office/tables.ts";

/**
 * The back office's tables on a real SQLite file: invitations used once and
 * only in time, sessions ended by idleness, age, sign-out and revocation.
 */
let dir: string;
let store: ReturnType<typeof openDatabase>;
let tables: BackOfficeTables;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "back-office-tables-"));
  store = openDatabase(databasePath(dir));
  tables = openBackOfficeTables(store);
});
afterEach(async () => {
  store.close();
  await rm(dir, { recursive: true, force: true });
});

const at = (iso: string) => new Date(iso).toISOString();
const passkey = (credentialId = "cred-1") => ({
  credentialId,
  publicKey: new Uint8Array([1, 2, 3]),
  counter: 0,
  transports: '["internal"]',
});
const sessionLimits = (now: string) => ({
  idleSince: new Date(Date.parse(now) - 2 * 3600_000).toISOString(),
  startedSince: new Date(Date.parse(now) - 12 * 3600_000).toISOString(),
  touchBefore: new Date(Date.parse(now) - 60_000).toISOString(),
});

function invite(email = "ada@example.nl", createdAt = "2026-11-24T10:00:00Z") {
  const token = newSecretToken();
  const expires = new Date(Date.parse(createdAt) + 24 * 3600_000).toISOString();
  tables.createInvitation(secretTokenHash(token), email, at(createdAt), expires, "test");
  return secretTokenHash(token);
}

describe("invitations", () => {
  it("makes an account with its passkey and a session, once", () => {
    const invitation = invite();
    const first = tables.redeemInvitation(
      invitation,
      at("2026-11-24T11:00:00Z"),
      "handle-1",
      passkey(),
      "session-1",
    );
    expect(first).toMatchObject({ account: { email: "ada@example.nl", passkeyCount: 1 } });
    expect(
      tables.session(
        "session-1",
        at("2026-11-24T11:00:00Z"),
        sessionLimits("2026-11-24T11:00:00Z"),
      ),
    ).toMatchObject({
      email: "ada@example.nl",
    });

    const again = tables.redeemInvitation(
      invitation,
      at("2026-11-24T11:01:00Z"),
      "handle-2",
      passkey("cred-2"),
      "session-2",
    );
    expect(again).toEqual({ problem: "used" });
    expect(tables.passkey("cred-2")).toBeUndefined();
    expect(
      tables.session(
        "session-2",
        at("2026-11-24T11:01:00Z"),
        sessionLimits("2026-11-24T11:01:00Z"),
      ),
    ).toBeUndefined();
  });

  it("refuses an invitation after 24 hours and makes no account", () => {
    const invitation = invite("late@example.nl", "2026-11-24T10:00:00Z");
    expect(tables.invitationState(invitation, at("2026-11-25T09:59:59Z"))).toBe("valid");
    const late = tables.redeemInvitation(
      invitation,
      at("2026-11-25T10:00:00Z"),
      "h",
      passkey(),
      "s",
    );
    expect(late).toEqual({ problem: "expired" });
    expect(tables.accountByEmail("late@example.nl")).toBeUndefined();
  });

  it("adds a new passkey to the account of someone who lost theirs", () => {
    tables.redeemInvitation(invite(), at("2026-11-24T11:00:00Z"), "handle-1", passkey("old"), "s1");
    const result = tables.redeemInvitation(
      invite(),
      at("2026-11-24T12:00:00Z"),
      "ignored",
      passkey("new"),
      "s2",
    );
    expect(result).toMatchObject({ account: { userHandle: "handle-1", passkeyCount: 2 } });
    expect(tables.accounts()).toHaveLength(1);
  });
});

describe("sessions", () => {
  const start = "2026-11-24T08:00:00Z";
  beforeEach(() => {
    tables.redeemInvitation(invite(), at(start), "handle-1", passkey(), "session-1");
  });

  it("end after 2 hours without a request, and are kept alive by requests", () => {
    const hour = (h: number) => new Date(Date.parse(start) + h * 3600_000).toISOString();
    expect(tables.session("session-1", hour(1.9), sessionLimits(hour(1.9)))).toBeDefined();
    // Seen at 1.9 h: alive until 3.9 h.
    expect(tables.session("session-1", hour(3.8), sessionLimits(hour(3.8)))).toBeDefined();
    expect(tables.session("session-1", hour(5.81), sessionLimits(hour(5.81)))).toBeUndefined();
    // Gone for good, not only refused.
    expect(tables.session("session-1", hour(3.9), sessionLimits(hour(3.9)))).toBeUndefined();
  });

  it("end 12 hours after sign-in, however busy", () => {
    let last: unknown;
    for (let h = 1; h <= 13; h++) {
      const now = new Date(Date.parse(start) + h * 3600_000).toISOString();
      last = tables.session("session-1", now, sessionLimits(now));
      if (h < 12) expect(last, `hour ${h}`).toBeDefined();
    }
    expect(last).toBeUndefined();
  });

  it("end at sign-out and when the account is revoked; a new sign-in ends the session it replaces", () => {
    const now = at("2026-11-24T09:00:00Z");
    expect(tables.recordSignIn("cred-1", 5, now, "session-2", "session-1")).toBe(true);
    expect(tables.session("session-1", now, sessionLimits(now))).toBeUndefined();
    tables.endSession("session-2", now);
    expect(tables.session("session-2", now, sessionLimits(now))).toBeUndefined();

    tables.recordSignIn("cred-1", 6, now, "session-3");
    expect(tables.revokeAccount("ada@example.nl", now, "test")).toBe(true);
    expect(tables.session("session-3", now, sessionLimits(now))).toBeUndefined();
    expect(tables.passkey("cred-1")).toBeUndefined();
    expect(tables.recordSignIn("cred-1", 7, now, "session-4")).toBe(false);
  });
});

describe("the log", () => {
  it("records invitations, sign-ins, sign-outs and revocations, newest first", () => {
    tables.redeemInvitation(invite(), at("2026-11-24T11:00:00Z"), "h", passkey(), "s");
    tables.endSession("s", at("2026-11-24T11:30:00Z"));
    tables.revokeAccount("ada@example.nl", at("2026-11-24T12:00:00Z"), "npm run admin");
    expect(tables.auditLog(10).map((entry) => entry.action)).toEqual([
      "revocation",
      "sign-out",
      "sign-in",
      "passkey",
      "invitation",
    ]);
  });
});

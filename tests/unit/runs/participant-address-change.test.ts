import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { fill } from "#src/i18n/fill.ts";
import type { Language } from "#src/i18n/languages.ts";
import { databasePath, openDatabase } from "#server/store/database.ts";
import { openLinkTokens } from "#server/store/link-tokens.ts";
import { type EnquiryTables, openEnquiryTables } from "#server/enquiries/enquiry-tables.ts";
import { type RunMailJob, runMail } from "#server/mail/run-mails.ts";
import { openRunTables, type RunTables } from "#server/runs/run-tables.ts";
import { testIdentity } from "#tests/support/test-identity.ts";

/**
 * Issue 43, the red team's last point: the receipt's link lets whoever holds it change where a
 * participant's mail goes (joining details, certificate, evaluation link). The change stays
 * possible, but never silent: the earlier address is told, and the back office's log says so.
 */
const addresses = { from: "Site <noreply@example.nl>", to: "owner@example.nl" };

let dir: string;
let database: ReturnType<typeof openDatabase>;
let enquiries: EnquiryTables;
let tables: RunTables;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "participant-address-"));
  database = openDatabase(databasePath(dir));
  enquiries = openEnquiryTables(database);
  tables = openRunTables(database);
});
afterEach(async () => {
  database.close();
  await rm(dir, { recursive: true, force: true });
});

/** An enrolment of two with its receipt's link, as the receipt's mail issues it. */
function enrolWithLink(language: Language) {
  const [placed] = enquiries.addBatch([
    {
      values: { name: "Booker", email: "booker@example.nl", phone: "", message: "" },
      language,
      receivedAt: "2026-11-01T10:00:00.000Z",
      isToBeMailed: false,
      enrolment: JSON.stringify({
        buyer: "business",
        course: { key: "devops/docker", title: "Docker" },
        run: { key: "2027-03-01-online", label: "1–2 March 2027, online", start: "2027-03-01" },
      }),
      run: {
        courseKey: "devops/docker",
        runKey: "2027-03-01-online",
        participants: 2,
        isScheduled: true,
        capacity: 10,
      },
    },
  ]);
  const id = placed?.id as number;
  const { token } = openLinkTokens(database.database).issue(
    "participants",
    id,
    "2026-11-01T10:00:00.000Z",
    "2027-03-01T00:00:00.000Z",
  );
  return { id, token };
}

const rows = () =>
  database.database
    .prepare("SELECT id, kind, facts, mail_status AS status FROM run_mails ORDER BY id")
    .all() as { id: number; kind: string; facts: string; status: string }[];
const logLines = () =>
  database.database.prepare("SELECT actor, action, detail FROM audit_log ORDER BY id").all() as {
    actor: string;
    action: string;
    detail: string;
  }[];

describe("a participant's address changed on the receipt's link", () => {
  it("tells the earlier address and logs the change, in the same save", () => {
    const { id, token } = enrolWithLink("en");
    const at = "2026-11-02T09:00:00.000Z";
    const first = [
      { position: 1, name: "Ann", email: "ann@example.nl" },
      { position: 2, name: "Bob", email: "" },
    ];
    // Naming an address where there was none replaces nobody's: nothing to tell.
    expect(tables.saveLinkedParticipants(token, at, first, true)).toBe("saved");
    expect(rows()).toEqual([]);
    expect(logLines()).toEqual([]);

    const changed = [
      { position: 1, name: "Ann", email: "someone.else@example.org" },
      { position: 2, name: "Bob", email: "bob@example.nl" },
    ];
    expect(tables.saveLinkedParticipants(token, at, changed, true)).toBe("saved");
    const mails = rows();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: "address-changed", status: "pending" });
    expect(JSON.parse(mails[0]?.facts ?? "{}").formerAddress).toEqual({
      address: "ann@example.nl",
      position: 1,
    });
    expect(logLines()).toEqual([
      {
        actor: "the booker (receipt's link)",
        action: "participant address changed",
        detail: `enrolment E-${id}, participant 1: the earlier address is e-mailed`,
      },
    ]);
  });

  it("changes nothing of the sort when only the letters' case or the name changes", () => {
    const { token } = enrolWithLink("en");
    const at = "2026-11-02T09:00:00.000Z";
    tables.saveLinkedParticipants(token, at, [
      { position: 1, name: "Ann", email: "ann@example.nl" },
    ]);
    tables.saveLinkedParticipants(token, at, [
      { position: 1, name: "Ann de Vries", email: "Ann@Example.nl" },
    ]);
    expect(rows()).toEqual([]);
    expect(logLines()).toEqual([]);
  });

  it.each(["en", "nl"] as const)(
    "sends the %s mail to the earlier address only, without the new one",
    (language) => {
      const { token } = enrolWithLink(language);
      const at = "2026-11-02T09:00:00.000Z";
      tables.saveLinkedParticipants(token, at, [
        { position: 1, name: "", email: "ann@example.nl" },
      ]);
      tables.saveLinkedParticipants(
        token,
        at,
        [{ position: 1, name: "", email: "someone.else@example.org" }],
        true,
      );
      const [job] = tables.claimDueRunMails(
        "2026-11-02T09:01:00.000Z",
        "2026-11-02T09:06:00.000Z",
        1,
      ) as RunMailJob[];
      const mail = runMail(addresses, job as RunMailJob, testIdentity);
      const words = dictionaries[language].mail.runs.addressChanged;
      expect(mail.to).toBe("ann@example.nl");
      expect(mail.subject).toBe(fill(words.subject, { course: "Docker" }));
      expect(mail.text).toContain(fill(words.opening, { position: 1 }));
      expect(mail.text).toContain(words.question);
      expect(mail.text).toContain("Docker");
      expect(mail.text).not.toContain("someone.else@example.org");
      // Sent: the earlier address is not kept in the queue after it.
      tables.markRunMailSent(job?.id as number, "2026-11-02T09:02:00.000Z");
      expect(JSON.parse(rows()[0]?.facts ?? "{}").formerAddress).toEqual({ position: 1 });
    },
  );

  it("with e-mail off, stores the mail as not sent and says so in the log", () => {
    const { token } = enrolWithLink("en");
    const at = "2026-11-02T09:00:00.000Z";
    tables.saveLinkedParticipants(token, at, [{ position: 1, name: "", email: "ann@example.nl" }]);
    tables.saveLinkedParticipants(token, at, [{ position: 1, name: "", email: "" }]);
    expect(rows()[0]).toMatchObject({ kind: "address-changed", status: "off" });
    expect(logLines()[0]?.detail).toContain("not e-mailed (e-mail off)");
  });
});

import { DatabaseSync } from "node:sqlite";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testIdentity } from "#tests/support/test-identity.ts";
import { enquiryStore, enquiryTables } from "#server/enquiries/enquiry-store.ts";
import { runMail } from "#server/mail/run-mails.ts";
import { runStore, runTables } from "#server/runs/run-store.ts";
import { invoiceTables } from "#server/invoices/invoice-store.ts";
import { databasePath } from "#server/store/database.ts";
import { openStore, type Store } from "#server/store/store.ts";
import { migrations } from "#server/store/migrations/migrations.ts";

/**
 * A cancellation's cause through the real store (its own process, migrated
 * to the schema with `cancel_cause`): recorded in the commit of the
 * cancellation, handed to its mail, which then says what is refunded and by
 * when; a cause the enrolment's place does not allow changes nothing.
 */
const facts = {
  course: { en: "Docker", nl: "Docker" },
  run: {
    key: "2027-03-01-classroom",
    label: { en: "1–3 March 2027", nl: "1–3 maart 2027" },
    start: "2027-03-01",
    end: "2027-03-03",
    mode: "classroom" as const,
    location: "Eindhoven",
  },
};

describe("a cancellation's cause in the store", () => {
  let work: string;
  let store: Store;
  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), "cancel-cause-"));
    store = await openStore(work, { tables: [enquiryTables, runTables, invoiceTables] });
  });
  afterAll(async () => {
    await store.close();
    await rm(work, { recursive: true, force: true });
  });

  async function confirmedPrivate(name: string): Promise<number> {
    const placed = await enquiryStore(store).addEnrolment(
      { name, email: `${name.toLowerCase()}@example.nl`, phone: "", message: "" },
      new Date("2027-02-01T09:00:00Z"),
      "nl",
      {
        buyer: "private",
        participants: 1,
        price: { shown: "€ 1.499,00", exclVat: 1499, inclVat: 1813.79 },
      },
      {
        courseKey: "devops/docker",
        runKey: facts.run.key,
        participants: 1,
        isScheduled: true,
        capacity: 3,
      },
    );
    const id = placed.id as number;
    const runs = runStore(store, { isMailing: true });
    const confirmed = await runs.changePlace({
      id,
      version: 0,
      action: "confirm",
      at: "2027-02-01T10:00:00.000Z",
      capacity: 3,
      facts,
    });
    expect(confirmed.outcome).toBe("done");
    return id;
  }

  it("is recorded with a withdrawal, and the participant's mail gives the refund's last day", async () => {
    const runs = runStore(store, { isMailing: true });
    const id = await confirmedPrivate("Sanne");
    // The buyer's own cancellation does not apply within the withdrawal period (to 15 February).
    expect(
      await runs.changePlace({
        id,
        version: 1,
        action: "cancel",
        cause: "buyer",
        at: "2027-02-05T10:00:00.000Z",
        capacity: 3,
        facts,
      }),
    ).toMatchObject({ outcome: "refused", reason: "cause" });
    expect(await runs.runEnrolment(id)).toMatchObject({ place: "confirmed", cancelCause: null });

    const outcome = await runs.changePlace({
      id,
      version: 1,
      action: "cancel",
      cause: "withdrawal",
      at: "2027-02-05T10:00:00.000Z",
      capacity: 3,
      facts,
    });
    expect(outcome).toMatchObject({
      outcome: "done",
      enrolment: { place: "cancelled", cancelCause: "withdrawal" },
    });
    const db = new DatabaseSync(databasePath(work), { readOnly: true });
    try {
      expect(
        db.prepare("SELECT place, cancel_cause AS cause FROM enquiries WHERE id = ?").get(id),
      ).toEqual({ place: "cancelled", cause: "withdrawal" });
      expect(db.prepare("PRAGMA user_version").get()).toEqual({ user_version: migrations.length });
    } finally {
      db.close();
    }

    // Its mail, as the outbox hands it over: what the participant reads.
    const jobs = await runs.outbox.claimDueMails(new Date("2027-02-05T10:00:01Z"), 60_000, 10);
    const cancelled = jobs.find((job) => job.enquiryId === id && job.kind === "cancelled");
    const text = String(
      runMail({ to: "office@example.nl", from: "w@example.nl" }, cancelled as never, testIdentity)
        .text,
    );
    expect(text).toContain("Je hebt de overeenkomst herroepen");
    expect(text).toContain("dus uiterlijk op 19 februari 2027");
  });

  it("refuses a cause outside the list in the store itself", async () => {
    const id = await confirmedPrivate("Piet");
    const db = new DatabaseSync(databasePath(work));
    try {
      expect(() =>
        db.prepare("UPDATE enquiries SET cancel_cause = 'whim' WHERE id = ?").run(id),
      ).toThrow(/CHECK constraint failed/);
    } finally {
      db.close();
    }
  });
});

import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { backOfficeTables } from "#server/back-office/back-office-store.ts";
import { openBackOfficeTables } from "#server/back-office/tables.ts";
import { enquiryStore, enquiryTables } from "#server/enquiries/enquiry-store.ts";
import { openEnquiryTables } from "#server/enquiries/enquiry-tables.ts";
import { runTables } from "#server/runs/run-store.ts";
import { invoiceTables } from "#server/invoices/invoice-store.ts";
import { openRunTables } from "#server/runs/run-tables.ts";
import { databasePath, openDatabase } from "#server/store/database.ts";
import { migrate } from "#server/store/migrate.ts";
import { migrations } from "#server/store/migrations/migrations.ts";
import { openStore } from "#server/store/store.ts";
import { trafficTables } from "#server/traffic/traffic-store.ts";
import { openTrafficTables } from "#server/traffic/traffic-tables.ts";
import { dumpStore, loadStore } from "#tests/support/store-dump.ts";

/**
 * Every store an earlier version made (tests/fixtures/stores/, one per
 * change of its shape) opens through today's store code and loses nothing:
 * each row is still there, unchanged, and readable through today's table
 * methods; the store ends at the latest schema version with exactly the
 * tables of a new store; and opening it again changes nothing.
 */
const fixtures = path.resolve("tests/fixtures/stores");
const files = readdirSync(fixtures).filter((file) => file.endsWith(".sql"));
const latest = migrations.length;
const always = { idleSince: "2000-01-01T00:00:00.000Z", startedSince: "2000-01-01T00:00:00.000Z" };
type Row = Record<string, unknown>;
type Snapshot = Map<string, Map<string, Row>>;

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "store-fixture-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The fixture as the store of a data folder of its own. */
function storeFrom(fixture: string): { dataDir: string; file: string } {
  const dataDir = path.join(dir, "data");
  mkdirSync(dataDir);
  const file = databasePath(dataDir);
  loadStore(file, readFileSync(path.join(fixtures, fixture), "utf8"));
  return { dataDir, file };
}

function reading<T>(file: string, read: (db: DatabaseSync) => T): T {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/** Every row of every table, by its key (its rowid, or its primary key without one). */
function snapshot(file: string): Snapshot {
  return reading(file, (db) => {
    const tables = db
      .prepare(
        "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
      )
      .all() as { name: string; sql: string }[];
    return new Map(
      tables.map(({ name, sql }) => {
        const isWithoutRowid = /WITHOUT\s+ROWID/i.test(sql);
        const keys = (db.prepare(`PRAGMA table_info(${name})`).all() as Row[])
          .filter((column) => Number(column.pk) > 0)
          .map((column) => String(column.name));
        const rows = db
          .prepare(`SELECT ${isWithoutRowid ? "" : "rowid AS row_id, "}* FROM ${name}`)
          .all() as Row[];
        const keyOf = (row: Row) =>
          isWithoutRowid ? keys.map((key) => row[key]).join("|") : String(row.row_id);
        return [name, new Map(rows.map((row) => [keyOf(row), { ...row }]))];
      }),
    );
  });
}

const rowsOf = (tables: Snapshot, table: string) => [...(tables.get(table)?.values() ?? [])];

/** Tables, columns, indexes and triggers, as a new store must have them too (column order aside). */
function schemaOf(file: string) {
  return reading(file, (db) => {
    const objects = db
      .prepare(
        "SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name",
      )
      .all() as { type: string; name: string; sql: string }[];
    return objects.map(({ type, name, sql }) => {
      if (type !== "table") return { type, name, sql: sql.replace(/\s+/g, " ") };
      const columns = (db.prepare(`PRAGMA table_xinfo(${name})`).all() as Row[])
        .map(({ cid: _, ...column }) => ({ ...column }))
        .sort((a, b) => String(a.name).localeCompare(String(b.name)));
      const indexes = (db.prepare(`PRAGMA index_list(${name})`).all() as Row[]).map((index) => ({
        ...index,
        seq: undefined,
        columns: (db.prepare(`PRAGMA index_xinfo(${index.name})`).all() as Row[])
          .filter((column) => column.key === 1)
          .map(({ name, desc, coll }) => ({ name, desc, coll })),
      }));
      return { type, name, isWithoutRowid: /WITHOUT\s+ROWID/i.test(sql), columns, indexes };
    });
  });
}

/** The store as text, but for the health probe, which every opening by a server writes. */
function contents(file: string): string {
  return reading(file, dumpStore).replace(/^INSERT INTO health_probe .*$/m, "");
}

/** The one change the migrations make to the rows themselves: the log forgets an export's search. */
function withSearchForgotten(table: string, row: Row): Row {
  const detail = String(row.detail);
  if (table !== "audit_log" || row.action !== "export" || !detail.includes(" (search “")) {
    return row;
  }
  return {
    ...row,
    detail: `${detail.slice(0, detail.indexOf(" (search “"))}, narrowed by a search`,
  };
}

/**
 * Where the ledger's migration (0011) moved a row of the money tables, with every value it had:
 * a payment, refund or offset to `ledger_entries` and its payer beside it, a refund owed to
 * `refunds`, each under its own id (tests/integration/store/ledger-migration.test.ts checks
 * what each became).
 */
function movedRow(table: string, row: Row): { table: string; key: string; row: Row } | undefined {
  if (table === "invoice_payments") {
    return {
      table: "ledger_entries",
      key: String(row.id),
      row: {
        invoice_id: row.invoice_id,
        amount_cents: row.amount,
        paid_on: row.paid_on,
        note: row.note,
        recorded_at: row.recorded_at,
        recorded_by: row.recorded_by,
      },
    };
  }
  if (table === "transfer_payments") {
    return {
      table: "ledger_entries",
      key: String(row.payment_id),
      row: { payer_iban: row.payer_iban, payer_name: row.payer_name },
    };
  }
  if (table === "invoice_refunds") {
    return {
      table: "refunds",
      key: String(row.id),
      row: {
        invoice_id: row.invoice_id,
        credit_note_id: row.credit_note_id,
        amount_cents: row.amount,
        method: row.method,
        payment_reference: row.payment_id,
        provider_refund_id: row.refund_id,
        due_on: row.due_on,
        created_at: row.created_at,
        done_on: row.done_on,
        done_by: row.done_by,
        problem: row.problem,
      },
    };
  }
  return undefined;
}

describe("stores made by earlier versions", () => {
  it("are all here: one per change of the store's shape, the oldest first", () => {
    expect(files.length).toBeGreaterThanOrEqual(15);
    expect(files).toContain("2026-11-22-0d589b4.sql");
    expect(files).toContain(`schema-${latest}.sql`);
  });

  it.each(files)("%s opens with every row kept, readable through today's tables", (fixture) => {
    const { file } = storeFrom(fixture);
    const before = snapshot(file);
    const enquiryRows = rowsOf(before, "enquiries");
    const runMailRows = rowsOf(before, "run_mails");
    const enrolled = enquiryRows.filter((row) => row.kind === "enrolment");
    const sequence = reading(file, (db) =>
      db.prepare("SELECT seq FROM sqlite_sequence WHERE name = 'enquiries'").get(),
    ) as { seq: number };

    const connection = openDatabase(file);
    try {
      const enquiries = openEnquiryTables(connection);
      const runs = openRunTables(connection);
      const backOffice = openBackOfficeTables(connection);
      const traffic = openTrafficTables(connection);

      // Enquiries and enrolments, each as the English form's, never mailed, unless it says otherwise.
      const listed = new Map(enquiries.list().map((row) => [row.id, { ...row }]));
      expect([...listed.keys()].sort()).toEqual(enquiryRows.map((row) => row.id).sort());
      for (const row of enquiryRows) {
        expect(listed.get(Number(row.id))).toEqual({
          id: row.id,
          receivedAt: row.received_at,
          language: row.language ?? "en",
          kind: row.kind ?? "enquiry",
          details: row.details ?? null,
          name: row.name,
          email: row.email,
          phone: row.phone,
          message: row.message,
          mailStatus: row.mail_status ?? "off",
          handledAt: row.handled_at ?? null,
        });
      }
      expect(
        enquiries
          .find({ kind: "enrolment" })
          .map((row) => row.name)
          .sort(),
      ).toEqual(enrolled.map((row) => row.name).sort());
      expect(enquiries.pendingMailCount()).toBe(
        enquiryRows.filter((row) => row.mail_status === "pending").length,
      );

      // Their places and runs, and the run mails.
      const taken = new Map<string, number>();
      for (const row of enrolled.filter((row) =>
        ["placed", "confirmed"].includes(`${row.place}`),
      )) {
        const run = `${row.course_key} ${row.run_key}`;
        taken.set(run, (taken.get(run) ?? 0) + Number(row.participants));
      }
      const tallies = enquiries.runTallies();
      expect(
        new Map(tallies.taken.map((run) => [`${run.courseKey} ${run.runKey}`, run.taken])),
      ).toEqual(taken);
      expect(tallies.states).toHaveLength(rowsOf(before, "run_states").length);
      for (const row of enrolled.filter((row) => row.course_key)) {
        const lastMail = runMailRows
          .filter((mail) => mail.enquiry_id === row.id)
          .sort((a, b) => Number(b.id) - Number(a.id))[0];
        expect(runs.runEnrolment(Number(row.id))).toMatchObject({
          name: row.name,
          place: row.place,
          placeVersion: row.place_version,
          lastMailKind: lastMail?.kind ?? null,
          lastMailStatus: lastMail?.mail_status ?? null,
        });
      }
      expect(runs.pendingRunMailCount()).toBe(
        runMailRows.filter((mail) => mail.mail_status === "pending").length,
      );

      // The back office: accounts with their passkeys, invitations, sessions, the log.
      const accounts = rowsOf(before, "accounts");
      const passkeys = rowsOf(before, "passkeys");
      expect(backOffice.accounts().map((account) => [account.email, account.passkeyCount])).toEqual(
        accounts
          .map((account) => [
            account.email,
            passkeys.filter((passkey) => passkey.account_id === account.id).length,
          ])
          .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
      );
      for (const passkey of passkeys) {
        expect(backOffice.passkey(String(passkey.credential_id))).toMatchObject({
          accountId: passkey.account_id,
          publicKey: new Uint8Array(passkey.public_key as Uint8Array),
          counter: passkey.counter,
        });
      }
      for (const invitation of rowsOf(before, "invitations")) {
        expect(
          backOffice.invitation(String(invitation.token_hash), "2026-11-25T12:00:00.000Z"),
        ).toMatchObject({ email: invitation.email, state: invitation.used_at ? "used" : "valid" });
      }
      for (const session of rowsOf(before, "sessions")) {
        const hash = String(session.token_hash);
        expect(backOffice.accountSessions(Number(session.account_id), hash, always)).toContainEqual(
          {
            id: session.row_id,
            createdAt: session.created_at,
            lastSeenAt: session.last_seen_at,
            browser: session.browser ?? null,
            isCurrent: true,
          },
        );
      }
      expect(backOffice.auditLog(100).map((entry) => ({ ...entry }))).toEqual(
        rowsOf(before, "audit_log")
          .map((row) => withSearchForgotten("audit_log", row))
          .map(({ row_id: _, ...row }) => row)
          .sort((a, b) => String(b.at).localeCompare(String(a.at)) || Number(b.id) - Number(a.id)),
      );

      // The visit counts: one figure per row of the CSV.
      const counted = [
        "traffic_days",
        "traffic_sources",
        "traffic_not_found",
        "traffic_conversions",
      ]
        .map((table) => rowsOf(before, table).length)
        .reduce((sum, count) => sum + count, 3 * rowsOf(before, "traffic_pages").length);
      expect(traffic.trafficRows("2000-01-01", "2999-12-31")).toHaveLength(counted);

      // New rows come after the ones there, and a new enrolment is placed on its run (one where
      // nobody waits: on 1 March Barbara waits and would fit, so a newcomer would wait behind her).
      const [added, placed] = enquiries.addBatch([
        {
          values: { name: "New Comer", email: "new@example.nl", phone: "", message: "Hello" },
          language: "nl",
          receivedAt: "2026-11-26T10:00:00.000Z",
          isToBeMailed: true,
        },
        {
          values: { name: "Late Comer", email: "late@example.nl", phone: "", message: "" },
          language: "en",
          receivedAt: "2026-11-26T10:01:00.000Z",
          isToBeMailed: false,
          enrolment: JSON.stringify({ run: { start: "2027-04-12", end: "2027-04-13" } }),
          run: {
            courseKey: "testing/istqb-foundation",
            runKey: "2027-04-12-online",
            participants: 1,
            isScheduled: true,
            capacity: 12,
          },
        },
      ]);
      expect(added).toEqual({ id: (sequence?.seq ?? 0) + 1, place: null });
      expect(placed).toEqual({ id: (sequence?.seq ?? 0) + 2, place: "placed" });
    } finally {
      connection.close();
    }

    // Every row is still there with every value it had; enrolments count their retention from their run.
    const after = snapshot(file);
    for (const [table, rows] of before) {
      for (const [key, row] of rows) {
        const moved = movedRow(table, row);
        if (moved) {
          expect(after.get(moved.table)?.get(moved.key), `${table} ${key}`).toMatchObject(
            moved.row,
          );
          continue;
        }
        expect(after.get(table)?.get(key), `${table} ${key}`).toMatchObject(
          withSearchForgotten(table, row),
        );
      }
    }
    const lastDays = Object.fromEntries(
      rowsOf(after, "enquiries")
        .filter((row) => row.kind === "enrolment" && Number(row.id) <= (sequence?.seq ?? 0))
        .map((row) => [row.name, row.run_last_day]),
    );
    if (enrolled.length > 0) {
      const hadRuns = enrolled.some((row) => row.run_key);
      expect(lastDays).toEqual({
        "Edsger Dijkstra": "2027-03-03",
        "Barbara Liskov": "2027-03-03",
        "Grace Hopper": null,
        // Enrolled for February; once runs could move, on the run moved to April since.
        "Tony Hoare": hadRuns ? "2027-04-12" : "2027-02-02",
      });
    }

    // The latest schema, the same as a new store's, and nothing more to do on the next opening.
    expect(reading(file, (db) => db.prepare("PRAGMA user_version").get())).toEqual({
      user_version: latest,
    });
    const fresh = path.join(dir, "fresh.sqlite");
    openDatabase(fresh).close();
    expect(schemaOf(file)).toEqual(schemaOf(fresh));
    const once = contents(file);
    const again = openDatabase(file);
    expect(again.migrated).toBeUndefined();
    again.close();
    expect(contents(file)).toBe(once);
  });
});

describe("stores made since numbered migrations", () => {
  it.each(files.filter((file) => /^schema-\d+\.sql$/.test(file)))(
    "%s has the schema its migrations make today, to the letter: a shipped migration never changes",
    (fixture) => {
      const version = Number(/\d+/.exec(fixture)?.[0]);
      const { file } = storeFrom(fixture);
      const made = path.join(dir, "made.sqlite");
      const db = new DatabaseSync(made);
      migrate(db, made, migrations.slice(0, version));
      db.close();
      const objects = (store: string) =>
        reading(store, (db) =>
          db
            .prepare("SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name")
            .all(),
        );
      expect(objects(made)).toEqual(objects(file));
      expect(reading(file, (db) => db.prepare("PRAGMA user_version").get())).toEqual({
        user_version: version,
      });
    },
  );
});

describe("the server's store process", () => {
  it.each(["2026-11-22-0d589b4.sql", "2026-11-25-0d12e1e.sql"])(
    "migrates %s as it opens, then serves it as it is",
    async (fixture) => {
      const { dataDir, file } = storeFrom(fixture);
      const names = reading(file, (db) =>
        (
          db.prepare("SELECT name FROM enquiries ORDER BY received_at DESC, id DESC").all() as Row[]
        ).map((row) => row.name),
      );
      const tables = [enquiryTables, runTables, invoiceTables, backOfficeTables, trafficTables];
      for (const _ of ["migrating", "as it is"]) {
        const store = enquiryStore(await openStore(dataDir, { tables }));
        try {
          expect((await store.list()).map((row) => row.name)).toEqual(names);
        } finally {
          await store.close();
        }
        expect(reading(file, (db) => db.prepare("PRAGMA user_version").get())).toEqual({
          user_version: latest,
        });
      }
    },
  );
});

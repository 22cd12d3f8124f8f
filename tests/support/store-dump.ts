import { DatabaseSync, type SQLInputValue } from "node:sqlite";

/**
 * A store as SQL text, and back: the fixtures of tests/fixtures/stores/ are
 * kept so, to read and to diff. Like the sqlite3 shell's `.dump`, but it
 * keeps what a store's behaviour may depend on: the schema version
 * (user_version), every table's text as it was made (an older store's
 * `ALTER TABLE` additions included), rowids that are not a column (the
 * sessions' list numbers them) and the AUTOINCREMENT counters.
 */
export function dumpStore(db: DatabaseSync): string {
  const version = (db.prepare("PRAGMA user_version").get() as { user_version: number })
    .user_version;
  const objects = db
    .prepare(
      "SELECT type, name, sql FROM sqlite_master WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%' ORDER BY rowid",
    )
    .all() as { type: string; name: string; sql: string }[];
  const lines = [`PRAGMA user_version = ${version};`];
  for (const table of objects.filter((object) => object.type === "table")) {
    lines.push(`${table.sql};`);
    lines.push(...tableRows(db, table.name, /\bWITHOUT\s+ROWID\b/i.test(table.sql)));
  }
  for (const object of objects.filter((object) => object.type !== "table")) {
    lines.push(`${object.sql};`);
  }
  const hasSequence = db
    .prepare("SELECT 1 FROM sqlite_master WHERE name = 'sqlite_sequence'")
    .get();
  if (hasSequence) {
    lines.push("DELETE FROM sqlite_sequence;");
    for (const row of db.prepare("SELECT name, seq FROM sqlite_sequence ORDER BY name").all()) {
      lines.push(
        `INSERT INTO sqlite_sequence (name, seq) VALUES (${literal(row.name)}, ${literal(row.seq)});`,
      );
    }
  }
  return `${lines.join("\n")}\n`;
}

/** Makes `file` the store the dump describes (the file must not exist yet). */
export function loadStore(file: string, dump: string): void {
  const db = new DatabaseSync(file);
  try {
    db.exec(`BEGIN; ${dump} COMMIT;`);
  } finally {
    db.close();
  }
}

function tableRows(db: DatabaseSync, table: string, isWithoutRowid: boolean): string[] {
  const columns = db.prepare(`PRAGMA table_info(${quoted(table)})`).all() as {
    name: string;
    type: string;
    pk: number;
  }[];
  const keys = columns.filter((column) => column.pk > 0);
  const isRowidAlias = keys.length === 1 && keys[0]?.type.toUpperCase() === "INTEGER";
  const names = columns.map((column) => column.name);
  const withRowid = !isWithoutRowid && !isRowidAlias;
  const selected = [...(withRowid ? ["rowid"] : []), ...names];
  const order = isWithoutRowid ? keys.map((key) => quoted(key.name)).join(", ") : "rowid";
  const rows = db
    .prepare(`SELECT ${selected.map(quoted).join(", ")} FROM ${quoted(table)} ORDER BY ${order}`)
    .all() as Record<string, SQLInputValue>[];
  return rows.map(
    (row) =>
      `INSERT INTO ${quoted(table)} (${selected.map(quoted).join(", ")}) VALUES (${selected
        .map((name) => literal(row[name]))
        .join(", ")});`,
  );
}

function quoted(name: string): string {
  return /^[a-z_][a-z0-9_]*$/.test(name) ? name : `"${name.replace(/"/g, '""')}"`;
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  if (value instanceof Uint8Array) return `X'${Buffer.from(value).toString("hex").toUpperCase()}'`;
  return `'${String(value).replace(/'/g, "''")}'`;
}

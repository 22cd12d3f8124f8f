import { closeSync, existsSync, mkdirSync, openSync, statSync, unlinkSync } from "node:fs";
import path from "node:path";
import { backup, DatabaseSync } from "node:sqlite";
import { parseArgs } from "node:util";
import { databaseFileName, databasePath, openDatabase } from "#server/store/database.ts";
import { isSchemaProblem } from "#server/store/migrate.ts";
import { type Enquiry, openEnquiryTables } from "./enquiry-tables.ts";
import { enquiriesToCsv, enrolmentsToCsv } from "./enquiry-csv.ts";
import { enquiriesToTable, enrolmentsToTable } from "./terminal-tables.ts";

/**
 * `npm run enquiries`: the stored enquiries, newest first, from the store under
 * DATA_DIR (default ./data); or a backup of that store. It only reads the
 * store (never migrates or creates it), so it works on a copy on read-only
 * media too; a store of an older schema asks for the server to migrate it,
 * but is backed up as it is. Every failure is one line on stderr and exit
 * status 1; a wrong option is the usage and status 2.
 */
const usage = `Usage: npm run -s enquiries -- [--enrolments] [--json | --csv | --backup FILE]
  (no option)    a table, newest first, with whether each was e-mailed
  --enrolments   the course enrolments instead of the contact-form enquiries
  --json         a JSON array, nothing else on stdout
  --csv          CSV for a spreadsheet (formula-safe)
  --backup FILE  a consistent copy of the store, safe while the server runs;
                 FILE may be a folder (the copy is FILE/${databaseFileName}).
                 Read it back with DATA_DIR=<its folder> npm run enquiries.
Reads DATA_DIR (default ./data).`;

/** A failure the operator can act on: said in one line, no stack trace. */
class CliProblem extends Error {}

function usageError(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

let values: {
  json?: boolean;
  csv?: boolean;
  help?: boolean;
  backup?: string;
  enrolments?: boolean;
};
try {
  ({ values } = parseArgs({
    options: {
      json: { type: "boolean", default: false },
      csv: { type: "boolean", default: false },
      enrolments: { type: "boolean", default: false },
      backup: { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
  }));
} catch (error) {
  usageError(error instanceof Error ? error.message : String(error));
}

if (values.help) {
  console.log(usage);
  process.exit(0);
}
if ([values.json, values.csv, values.backup !== undefined].filter(Boolean).length > 1) {
  usageError("Choose one of --json, --csv and --backup.");
}
// `--backup ""` (an unset shell variable) would mean the working directory.
if (values.backup !== undefined && values.backup.trim() === "") {
  usageError("--backup needs a file or folder to write the copy to.");
}

const dataDir = path.resolve(process.env.DATA_DIR || "data");
const source = databasePath(dataDir);

try {
  if (values.backup !== undefined) await backUp(values.backup);
  else list();
} catch (error) {
  console.error(error instanceof CliProblem ? error.message : storeProblem(error));
  process.exit(1);
}

async function backUp(requested: string) {
  if (!existsSync(source)) {
    throw new CliProblem(`No enquiry store at ${source} to back up (DATA_DIR=${dataDir}).`);
  }
  let target = path.resolve(requested);
  if (requested.endsWith("/") || statSync(target, { throwIfNoEntry: false })?.isDirectory()) {
    target = path.join(target, databaseFileName);
  }
  makeFolder(path.dirname(target));
  // Created empty and exclusively first: a backup never overwrites, and a
  // target we cannot write fails here, before SQLite is asked to.
  try {
    closeSync(openSync(target, "wx"));
  } catch (error) {
    const code = errorCode(error);
    if (code === "EEXIST") {
      throw new CliProblem(
        `${target} exists already; choose a new file (a backup never overwrites).`,
      );
    }
    throw new CliProblem(`Cannot write the backup to ${target} (${code || errorText(error)}).`);
  }
  // Whatever its schema: the copy to keep before an upgrade migrates the store.
  const database = new DatabaseSync(source, { readOnly: true });
  try {
    database.exec("PRAGMA busy_timeout = 5000");
    // SQLite's online backup: page by page, consistent even while the server
    // commits; it never holds the write lock long enough to stall enquiries.
    const pages = await backup(database, target, { rate: 100 });
    console.error(`Backed up ${source} to ${target} (${pages} pages).`);
  } catch (error) {
    unlinkSync(target);
    throw new CliProblem(`Cannot write the backup to ${target} (${errorText(error)}).`);
  } finally {
    database.close();
  }
}

/**
 * Creates a backup's folder one level at a time from the deepest one that
 * exists. (Node's recursive mkdir loops for ever on some paths, /proc/x/y.)
 */
function makeFolder(folder: string) {
  const missing: string[] = [];
  let at = folder;
  while (!existsSync(at)) {
    missing.unshift(at);
    const parent = path.dirname(at);
    if (parent === at) break;
    at = parent;
  }
  for (const level of missing) {
    try {
      mkdirSync(level);
    } catch (error) {
      throw new CliProblem(
        `Cannot create the folder ${level} for the backup (${errorCode(error) || errorText(error)}).`,
      );
    }
  }
}

function list() {
  let enquiries: Enquiry[] = [];
  // No database yet means no enquiries yet; reading must not create one.
  if (existsSync(source)) {
    const database = openDatabase(source, { isReadOnly: true });
    try {
      enquiries = openEnquiryTables(database).list();
    } finally {
      database.close();
    }
  } else if (!values.json && !values.csv) {
    console.error(`No enquiry store at ${source} yet.`);
  }

  // Enquiries and enrolments share the store; each listing shows its own.
  const isEnrolment = (enquiry: Enquiry) => enquiry.kind === "enrolment";
  const shown = enquiries.filter((enquiry) => isEnrolment(enquiry) === Boolean(values.enrolments));
  if (values.json) {
    const rows = values.enrolments
      ? shown.map((enquiry) => ({ ...enquiry, details: JSON.parse(enquiry.details ?? "{}") }))
      : shown.map(({ details: _, kind: __, ...enquiry }) => enquiry);
    process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
  } else if (values.csv) {
    process.stdout.write(values.enrolments ? enrolmentsToCsv(shown) : enquiriesToCsv(shown));
  } else {
    process.stdout.write(values.enrolments ? enrolmentsToTable(shown) : enquiriesToTable(shown));
  }
}

function storeProblem(error: unknown): string {
  const text = errorText(error);
  if (isSchemaProblem(error)) return text;
  if (/not a database|malformed|corrupt/i.test(text)) {
    return `${source} is damaged (${text}); restore the last backup (DATA_DIR=<its folder> npm run enquiries reads one).`;
  }
  return `Cannot read the enquiry store ${source} (${errorCode(error) || text}): check DATA_DIR=${dataDir}.`;
}

function errorCode(error: unknown): string {
  return (error as { code?: string })?.code ?? "";
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

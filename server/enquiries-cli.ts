import { existsSync, mkdirSync, statSync } from "node:fs";
import path from "node:path";
import { backup } from "node:sqlite";
import { parseArgs } from "node:util";
import {
  databaseFileName,
  databasePath,
  type Enquiry,
  openEnquiryDatabase,
} from "./enquiry-database.ts";
import { enquiriesToCsv, enquiriesToTable } from "./enquiry-formats.ts";

/**
 * `npm run enquiries`: the stored enquiries, newest first, from the store under
 * DATA_DIR (default ./data); or a backup of that store.
 */
const usage = `Usage: npm run -s enquiries -- [--json | --csv | --backup FILE]
  (no option)    a table, newest first, with whether each was e-mailed
  --json         a JSON array, nothing else on stdout
  --csv          CSV for a spreadsheet (formula-safe)
  --backup FILE  a consistent copy of the store, safe while the server runs;
                 FILE may be a folder (the copy is FILE/${databaseFileName}).
                 Read it back with DATA_DIR=<its folder> npm run enquiries.
Reads DATA_DIR (default ./data).`;

let values: { json?: boolean; csv?: boolean; help?: boolean; backup?: string };
try {
  ({ values } = parseArgs({
    options: {
      json: { type: "boolean", default: false },
      csv: { type: "boolean", default: false },
      backup: { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
  }));
} catch (error) {
  console.error(`${error instanceof Error ? error.message : error}\n\n${usage}`);
  process.exit(2);
}

if (values.help) {
  console.log(usage);
  process.exit(0);
}
if ([values.json, values.csv, values.backup !== undefined].filter(Boolean).length > 1) {
  console.error(`Choose one of --json, --csv and --backup.\n\n${usage}`);
  process.exit(2);
}

const dataDir = path.resolve(process.env.DATA_DIR || "data");
const source = databasePath(dataDir);

if (values.backup !== undefined) {
  if (!existsSync(source)) {
    console.error(`No enquiry store at ${source} to back up (DATA_DIR=${dataDir}).`);
    process.exit(1);
  }
  let target = path.resolve(values.backup);
  if (values.backup.endsWith("/") || statSync(target, { throwIfNoEntry: false })?.isDirectory()) {
    target = path.join(target, databaseFileName);
  }
  if (existsSync(target)) {
    console.error(`${target} exists already; choose a new file (a backup never overwrites).`);
    process.exit(1);
  }
  mkdirSync(path.dirname(target), { recursive: true });
  // SQLite's online backup: page by page, consistent even while the server
  // commits; it never holds the write lock long enough to stall enquiries.
  const database = openEnquiryDatabase(source);
  try {
    const pages = await backup(database.database, target, { rate: 100 });
    console.error(`Backed up ${source} to ${target} (${pages} pages).`);
  } finally {
    database.close();
  }
  process.exit(0);
}

let enquiries: Enquiry[] = [];
// No database yet means no enquiries yet; reading must not create one.
if (existsSync(source)) {
  const database = openEnquiryDatabase(source);
  try {
    enquiries = database.list();
  } finally {
    database.close();
  }
} else if (!values.json && !values.csv) {
  console.error(`No enquiry store at ${source} yet.`);
}

if (values.json) {
  process.stdout.write(`${JSON.stringify(enquiries, null, 2)}\n`);
} else if (values.csv) {
  process.stdout.write(enquiriesToCsv(enquiries));
} else {
  process.stdout.write(enquiriesToTable(enquiries));
}

import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { enquiriesToCsv, enquiriesToTable } from "./enquiry-formats.ts";
import { databasePath, type Enquiry, openEnquiryStore } from "./enquiry-store.ts";

/**
 * `npm run enquiries`: the stored enquiries, newest first, from the store under
 * DATA_DIR (default ./data).
 *   npm run enquiries              a table for reading
 *   npm run enquiries -- --json    a JSON array, nothing else on stdout
 *   npm run enquiries -- --csv     CSV for a spreadsheet (formula-safe)
 */
const { values } = parseArgs({
  options: {
    json: { type: "boolean", default: false },
    csv: { type: "boolean", default: false },
    help: { type: "boolean", short: "h", default: false },
  },
});

if (values.help) {
  console.log("Usage: npm run enquiries [-- --json | --csv]   (reads DATA_DIR, default ./data)");
  process.exit(0);
}
if (values.json && values.csv) {
  console.error("Choose one of --json and --csv.");
  process.exit(2);
}

const dataDir = path.resolve(process.env.DATA_DIR || "data");
let enquiries: Enquiry[] = [];
// No database yet means no enquiries yet; reading must not create one.
if (existsSync(databasePath(dataDir))) {
  const store = openEnquiryStore(dataDir);
  try {
    enquiries = store.list();
  } finally {
    store.close();
  }
} else if (!values.json && !values.csv) {
  console.error(`No enquiry store at ${databasePath(dataDir)} yet.`);
}

if (values.json) {
  process.stdout.write(`${JSON.stringify(enquiries, null, 2)}\n`);
} else if (values.csv) {
  process.stdout.write(enquiriesToCsv(enquiries));
} else {
  process.stdout.write(enquiriesToTable(enquiries));
}

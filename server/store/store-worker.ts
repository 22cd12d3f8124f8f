import { openBackOfficeTables } from "#server/back-office/tables.ts";
import { type NewEnquiry, openEnquiryDatabase } from "./database.ts";

/**
 * The process that owns the enquiry database (see enquiry-store.ts). SQLite
 * calls block: a commit waits for the disk, and a lock held by another
 * process (a backup, `npm run enquiries`, a second server) waits up to the
 * busy timeout. Here they block only this process, never the pages. And a
 * storage fault that kills a process (SIGBUS from the shared-memory file
 * SQLite maps, when it is truncated or cannot grow) kills only this one: the
 * server goes on serving pages and refuses enquiries.
 */
export interface StoreRequest {
  id: number;
  method: string;
  args: unknown[];
}

export type StoreReply =
  | { id: number; result: unknown }
  | { id: number; error: { message: string; code?: string } };

const send = process.send?.bind(process);
if (!send) throw new Error("store-worker.ts runs as a child process of the server only");
const file = process.argv[2] ?? "";

const reply = (message: StoreReply, then?: () => void) => send(message, undefined, {}, then);
const failure = (id: number, error: unknown): StoreReply => ({
  id,
  error: {
    message: error instanceof Error ? error.message : String(error),
    code: (error as { code?: string }).code,
  },
});

// The server decides when this process ends (it closes the store on its way
// out); a signal meant for the whole group (Ctrl-C, systemd's stop) must not
// end it while the server is still answering requests in flight.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => {});
let database: ReturnType<typeof openEnquiryDatabase> | undefined;
/** What the server may call: the enquiries' methods and the back office's (accounts, sessions, log). */
let methods: Record<string, unknown> = {};
// The server is gone (or closed the store): nothing more will be asked.
process.on("disconnect", () => {
  database?.close();
  process.exit(0);
});

try {
  database = openEnquiryDatabase(file);
  const { database: _connection, transaction: _transaction, ...enquiryMethods } = database;
  methods = { ...enquiryMethods, ...openBackOfficeTables(database) };
  reply({ id: 0, result: "open" });
} catch (error) {
  reply(failure(0, error), () => process.exit(0));
}

// Enquiries arriving in the same turn share one transaction (group commit):
// each commit waits for the disk, and one wait for many keeps a burst fast.
let queue: { id: number; enquiry: NewEnquiry }[] = [];
function flush() {
  const batch = queue;
  queue = [];
  if (batch.length === 0 || !database) return;
  try {
    const ids = database.addBatch(batch.map((item) => item.enquiry));
    batch.forEach((item, index) => {
      reply({ id: item.id, result: ids[index] });
    });
  } catch (error) {
    for (const item of batch) reply(failure(item.id, error));
  }
}

process.on("message", (request: StoreRequest) => {
  if (!database) return;
  if (request.method === "add") {
    if (queue.length === 0) setImmediate(flush);
    queue.push({ id: request.id, enquiry: request.args[0] as NewEnquiry });
    return;
  }
  flush();
  try {
    const method = Object.hasOwn(methods, request.method) ? methods[request.method] : undefined;
    if (typeof method !== "function") throw new Error(`No store method ${request.method}`);
    const result = (method as (...args: unknown[]) => unknown)(...request.args);
    if (request.method === "close") {
      reply({ id: request.id, result: null }, () => process.disconnect());
      return;
    }
    reply({ id: request.id, result: result ?? null });
  } catch (error) {
    reply(failure(request.id, error));
  }
});

import { parentPort, workerData } from "node:worker_threads";
import { type NewEnquiry, openEnquiryDatabase } from "./enquiry-database.ts";

/**
 * The thread that owns the enquiry database (see enquiry-store.ts). SQLite
 * calls block: a commit waits for the disk, and a lock held by another
 * process (a backup, `npm run enquiries`, a second server) waits up to the
 * busy timeout. Here they block only this thread, never the pages.
 */
export interface StoreRequest {
  id: number;
  method: string;
  args: unknown[];
}

export type StoreReply =
  | { id: number; result: unknown }
  | { id: number; error: { message: string; code?: string } };

const port = parentPort;
if (!port) throw new Error("enquiry-store-worker.ts runs as a worker thread only");
const { file } = workerData as { file: string };

const reply = (message: StoreReply) => port.postMessage(message);
const failure = (id: number, error: unknown): StoreReply => ({
  id,
  error: {
    message: error instanceof Error ? error.message : String(error),
    code: (error as { code?: string }).code,
  },
});

let database: ReturnType<typeof openEnquiryDatabase>;
try {
  database = openEnquiryDatabase(file);
  reply({ id: 0, result: "open" });
} catch (error) {
  reply(failure(0, error));
  process.exit(0);
}

// Enquiries arriving in the same turn share one transaction (group commit):
// each commit waits for the disk, and one wait for many keeps a burst fast.
let queue: { id: number; enquiry: NewEnquiry }[] = [];
function flush() {
  const batch = queue;
  queue = [];
  if (batch.length === 0) return;
  try {
    const ids = database.addBatch(batch.map((item) => item.enquiry));
    batch.forEach((item, index) => {
      reply({ id: item.id, result: ids[index] });
    });
  } catch (error) {
    for (const item of batch) reply(failure(item.id, error));
  }
}

port.on("message", (request: StoreRequest) => {
  if (request.method === "add") {
    if (queue.length === 0) setImmediate(flush);
    queue.push({ id: request.id, enquiry: request.args[0] as NewEnquiry });
    return;
  }
  flush();
  try {
    const method = database[request.method as keyof typeof database];
    if (typeof method !== "function") throw new Error(`No store method ${request.method}`);
    const result = (method as (...args: unknown[]) => unknown)(...request.args);
    reply({ id: request.id, result: result ?? null });
    if (request.method === "close") port.close();
  } catch (error) {
    reply(failure(request.id, error));
  }
});

import { enableCompileCache } from "node:module";
import { fileURLToPath } from "node:url";
import { type OpenTables, openDatabase } from "./database.ts";

/**
 * The process that owns the store's database (see store.ts). SQLite calls
 * block: a commit waits for the disk, and a lock held by another process (a
 * backup, `npm run enquiries`, a second server) waits up to the busy timeout.
 * Here they block only this process, never the pages. And a storage fault
 * that kills a process (SIGBUS from the shared-memory file SQLite maps, when
 * it is truncated or cannot grow) kills only this one: the server goes on
 * serving pages and refuses enquiries.
 *
 * Started as `store-worker.ts <database file> <table module>...`: it knows
 * no table of its own; each table module (an owner's, e.g.
 * server/enquiries/enquiry-tables.ts) is imported here and adds its methods,
 * each name registered once (a second registration refuses the start).
 */
export interface StoreRequest {
  id: number;
  method: string;
  args: unknown[];
}

export type StoreReply =
  | { id: number; result: unknown }
  | { id: number; error: { message: string; code?: string } };

type Method = (...args: unknown[]) => unknown;

// Like the server (server/main.ts): what V8 compiled is kept for the next start
// (from the first module on when the server passed NODE_COMPILE_CACHE down).
enableCompileCache();

const send = process.send?.bind(process);
if (!send) throw new Error("store-worker.ts runs as a child process of the server only");
const [file = "", ...tableModules] = process.argv.slice(2);

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
let database: ReturnType<typeof openDatabase> | undefined;
/** Set once every table module has opened: the server asks nothing before its "open". */
let isReady = false;
/** What the server may call: the store's own methods and those of every table module. */
const methods = new Map<string, Method>();
/** Who registered each name (a table module's file): a name is one module's alone. */
const owners = new Map<string, string>();
/** Writes whose calls in one turn share a transaction, each with the calls waiting for it. */
const groupedWrites = new Map<string, (items: unknown[]) => unknown[]>();
const queues = new Map<string, { id: number; item: unknown }[]>();
// The server is gone (or closed the store): nothing more will be asked.
process.on("disconnect", () => {
  database?.close();
  process.exit(0);
});

/**
 * Like fastify's `decorate`: a second module registering a name refuses the
 * start, naming both, where a map would let the later one silently replace
 * the earlier one's method.
 */
function register(name: string, module: string) {
  const owner = module.startsWith("file:") ? fileURLToPath(module) : module;
  const earlier = owners.get(name);
  if (earlier !== undefined) {
    throw new Error(
      `The store method ${name} is registered twice: by ${earlier} and by ${owner}; each table module's method names must be its own`,
    );
  }
  owners.set(name, owner);
}

function flush() {
  for (const [name, batch] of queues) {
    queues.delete(name);
    const write = groupedWrites.get(name);
    if (!write || batch.length === 0) continue;
    try {
      const results = write(batch.map((call) => call.item));
      batch.forEach((call, index) => {
        reply({ id: call.id, result: results[index] ?? null });
      });
    } catch (error) {
      for (const call of batch) reply(failure(call.id, error));
    }
  }
}

process.on("message", (request: StoreRequest) => {
  if (!isReady) return;
  if (groupedWrites.has(request.method)) {
    if (queues.size === 0) setImmediate(flush);
    const queue = queues.get(request.method) ?? [];
    queues.set(request.method, queue);
    queue.push({ id: request.id, item: request.args[0] });
    return;
  }
  // What was queued before this call is committed before it.
  flush();
  try {
    const method = methods.get(request.method);
    if (!method) throw new Error(`No store method ${request.method}`);
    const result = method(...request.args);
    if (request.method === "close") {
      reply({ id: request.id, result: null }, () => process.disconnect());
      return;
    }
    reply({ id: request.id, result: result ?? null });
  } catch (error) {
    reply(failure(request.id, error));
  }
});

try {
  database = openDatabase(file);
  if (database.migrated) {
    const { from, to } = database.migrated;
    console.log(`Migrated the store ${file} from schema version ${from} to ${to}`);
  }
  const { probe, settings, close } = database;
  for (const [name, method] of Object.entries({ probe, settings, close })) {
    register(name, "the store itself (server/store/database.ts)");
    methods.set(name, method as Method);
  }
  for (const module of tableModules) {
    const { openTables } = (await import(module)) as { openTables: OpenTables };
    const tables = openTables(database);
    for (const [name, method] of Object.entries(tables.methods)) {
      register(name, module);
      methods.set(name, method as Method);
    }
    for (const [name, write] of Object.entries(tables.groupedWrites ?? {})) {
      register(name, module);
      groupedWrites.set(name, write as (items: unknown[]) => unknown[]);
    }
  }
  isReady = true;
  reply({ id: 0, result: "open" });
} catch (error) {
  database?.close();
  database = undefined;
  reply(failure(0, error), () => process.exit(0));
}

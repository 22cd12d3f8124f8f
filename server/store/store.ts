import { type ChildProcess, fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { databasePath, storeLostCode } from "./database.ts";
import type { StoreReply } from "./store-worker.ts";

export { databaseFileName, databasePath } from "./database.ts";

export class StoreError extends Error {
  /** SQLite's or the file system's code, e.g. SQLITE_BUSY or ENOENT; STORE_LOST, STORE_DOWN. */
  code: string | undefined;
  constructor(message: string, code?: string) {
    super(message);
    this.code = code;
  }
}

/** The code of a StoreError for a store whose process ended, or that never opened. */
export const storeDownCode = "STORE_DOWN";

export interface StoreOptions {
  /**
   * The table modules the store serves, each handed in by its owner as a
   * module address (server/enquiries/enquiry-store.ts, server/back-office/back-office-store.ts):
   * the store's process imports them, so the store knows none of them.
   */
  tables: readonly string[];
  /**
   * Resolve even when the store cannot be opened: it then refuses every call
   * with the reason (`fault()`), and the server can go on serving pages.
   */
  allowFaultyStart?: boolean;
  log?: Pick<Console, "error">;
}

/**
 * The store: one SQLite file under DATA_DIR, behind a child process that owns
 * the database (server/store/store-worker.ts), so a commit waiting for the
 * disk or for another process's lock never holds up a page, and a storage
 * fault that kills that process (SIGBUS) leaves the pages served. Its owners
 * reach their tables through `tablesOf` (tables-of.ts), typed by each table
 * module's own methods (server/runs/run-store.ts, server/enquiries/enquiry-store.ts).
 *
 * Resolves once the database is open and writable; rejects with a StoreError
 * saying why not (unless `allowFaultyStart`): among the reasons, two table
 * modules (or a module and the store) registering the same method name. A store found lost (its file
 * deleted, replaced or truncated, its WAL gone) or whose process ended stays
 * faulty: every call is refused with the reason until the server restarts.
 */
export async function openStore(dataDir: string, options: StoreOptions) {
  const log = options.log ?? console;
  const file = databasePath(dataDir);
  // Resolved here, not at import: a jsdom test that imports databasePath has no file URL for this module.
  const workerFile = fileURLToPath(new URL("./store-worker.ts", import.meta.url));
  const child: ChildProcess = fork(workerFile, [file, ...options.tables], {
    serialization: "advanced",
    stdio: ["ignore", "inherit", "inherit", "ipc"],
    // Not the parent's flags (a test runner's loaders): this is plain Node.
    execArgv: [],
  });
  const pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  let nextId = 1;
  let failure: StoreError | undefined;
  let isOpen = true;
  let isStarted = false;
  const hasExited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  /** Resolves when the child has gone; keeps this process alive until then. */
  const exited = () => {
    child.ref();
    return hasExited;
  };

  // A child waiting for nothing must not keep the process alive; one with
  // calls in flight must, or `await store.close()` could end with the process.
  const updateRef = () => {
    if (pending.size > 0) {
      child.ref();
      child.channel?.ref();
    } else {
      child.unref();
      child.channel?.unref();
    }
  };
  const fail = (error: StoreError) => {
    if (!failure && isStarted && isOpen) log.error(`${error.message}`);
    failure ??= error;
    for (const call of pending.values()) call.reject(error);
    pending.clear();
    updateRef();
  };
  const settle = (message: StoreReply) => {
    const call = pending.get(message.id);
    if (!call) return;
    pending.delete(message.id);
    updateRef();
    if ("error" in message) {
      const error = new StoreError(message.error.message, message.error.code);
      // Lost stays lost: nothing more is written into what is not our store.
      if (error.code === storeLostCode) fail(error);
      call.reject(error);
    } else call.resolve(message.result);
  };
  child.on("message", settle);
  child.on("error", (error) =>
    fail(new StoreError(`The enquiry store failed: ${error.message}`, storeDownCode)),
  );
  child.on("exit", (code, signal) => {
    const ended = () =>
      fail(
        isOpen
          ? new StoreError(
              `The enquiry store's process ended (${signal ?? `exit status ${code}`}): enquiries are refused until the server restarts; pages are still served`,
              storeDownCode,
            )
          : new StoreError("The enquiry store is closed", storeDownCode),
      );
    // A reply the process sent just before it ended (why it could not open)
    // may still be in the channel under load: it is read before the channel closes.
    if (child.connected) child.once("disconnect", ended);
    else ended();
  });

  function send<T>(method: string, args: unknown[]): Promise<T> {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      updateRef();
      child.send({ id, method, args });
    });
  }

  // The child's first message (id 0) says whether the database opened.
  const opened = new Promise<unknown>((resolve, reject) => pending.set(0, { resolve, reject }));
  updateRef();
  try {
    await opened;
    await send("probe", [new Date().toISOString()]);
  } catch (error) {
    const reason =
      error instanceof StoreError ? error : new StoreError(String(error), storeDownCode);
    if (child.connected) child.disconnect();
    await exited();
    if (!options.allowFaultyStart) throw reason;
    failure = reason;
  }
  isStarted = true;

  return {
    file,
    /**
     * A method of one of the table modules, run in the store's process; it
     * resolves with what the method returned (an `undefined` arrives as null).
     * Untyped: the server calls a module's methods through `tablesOf`
     * (tables-of.ts), which gives each its module's types.
     */
    call(method: string, ...args: unknown[]): Promise<unknown> {
      if (!isOpen) return Promise.reject(new StoreError("The enquiry store is closed"));
      return send(method, args);
    },
    /** A committed write: the store is there, ours, unlocked and writable. */
    probe(): Promise<void> {
      return send("probe", [new Date().toISOString()]);
    },
    settings(): Promise<{ journalMode: string; synchronous: number }> {
      return send("settings", []);
    },
    /** Why the store refuses calls (lost, its process ended, never opened); undefined while it works. */
    fault(): StoreError | undefined {
      return failure;
    },
    /** The store process's id: tests end it as a storage fault would. */
    pid: child.pid,
    /** Commits what is queued, then closes the database and its process. */
    async close(): Promise<void> {
      if (!isOpen) return;
      isOpen = false;
      if (!failure) await send("close", []).catch(() => undefined);
      if (child.connected) child.disconnect();
      const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
      await exited();
      clearTimeout(timer);
    },
  };
}

export type Store = Awaited<ReturnType<typeof openStore>>;

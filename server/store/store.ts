import { type ChildProcess, fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { defaultLanguage, type Language } from "#src/i18n/languages.ts";
import type { ContactValues } from "#src/forms/contact-schema.ts";
import {
  databasePath,
  type Enquiry,
  type EnquiryQuery,
  type MailJob,
  type NewEnquiry,
  storeLostCode,
} from "./database.ts";
import type { StoreReply } from "./store-worker.ts";

export { databaseFileName, databasePath, type Enquiry } from "./database.ts";

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

export interface EnquiryStoreOptions {
  /** Commit each enquiry with its "to be e-mailed" mark (e-mail is on). */
  isMailing?: boolean;
  /**
   * Resolve even when the store cannot be opened: it then refuses every call
   * with the reason (`fault()`), and the server can go on serving pages.
   */
  allowFaultyStart?: boolean;
  log?: Pick<Console, "error">;
}

/**
 * The enquiries, in SQLite under DATA_DIR, behind a child process that owns
 * the database (server/store/store-worker.ts): a commit waiting for the disk
 * or for another process's lock never holds up a page, and a storage fault
 * that kills that process (SIGBUS) leaves the pages served.
 *
 * `add` resolves only after the enquiry's transaction has committed, with its
 * outbox mark when e-mail is on (`isMailing`): the two are one commit, so an
 * enquiry is never stored without its e-mail to come. Resolves once the
 * database is open and writable; rejects with a StoreError saying why not
 * (unless `allowFaultyStart`).
 *
 * A store found lost (its file deleted, replaced or truncated, its WAL gone)
 * or whose process ended stays faulty: every call is refused with the reason
 * until the server restarts.
 */
export async function openEnquiryStore(dataDir: string, options: EnquiryStoreOptions = {}) {
  const log = options.log ?? console;
  const file = databasePath(dataDir);
  // Resolved here, not at import: a jsdom test that imports databasePath has no file URL for this module.
  const workerFile = fileURLToPath(new URL("./store-worker.ts", import.meta.url));
  const child: ChildProcess = fork(workerFile, [file], {
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
  child.on("exit", (code, signal) =>
    fail(
      isOpen
        ? new StoreError(
            `The enquiry store's process ended (${signal ?? `exit status ${code}`}): enquiries are refused until the server restarts; pages are still served`,
            storeDownCode,
          )
        : new StoreError("The enquiry store is closed", storeDownCode),
    ),
  );

  function call<T>(method: string, ...args: unknown[]): Promise<T> {
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
    await call("probe", new Date().toISOString());
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
    isMailing: options.isMailing ?? false,
    /**
     * Stores an enquiry with the language of the form it came from; resolves
     * with its id once it is committed to disk.
     */
    add(
      values: ContactValues,
      receivedAt = new Date(),
      language: Language = defaultLanguage,
      enrolment?: object,
    ): Promise<number> {
      if (!isOpen) return Promise.reject(new StoreError("The enquiry store is closed"));
      const enquiry: NewEnquiry = {
        values,
        language,
        receivedAt: receivedAt.toISOString(),
        isToBeMailed: options.isMailing ?? false,
        ...(enrolment && { enrolment: JSON.stringify(enrolment) }),
      };
      return call<number>("add", enquiry);
    },
    /** Newest first. */
    list(): Promise<Enquiry[]> {
      return call("list");
    },
    /** One kind, newest first, narrowed by part of a name or e-mail address. */
    find(query: EnquiryQuery): Promise<Enquiry[]> {
      return call("find", query);
    },
    get(id: number): Promise<Enquiry | undefined> {
      return call<Enquiry | null>("get", id).then((row) => row ?? undefined);
    },
    /** Resolves false when there is no such enquiry. */
    markHandled(id: number, at = new Date()): Promise<boolean> {
      return call("markHandled", id, at.toISOString());
    },
    /** Resolves false when it was already gone. */
    delete(id: number): Promise<boolean> {
      return call("delete", id);
    },
    /**
     * Any other method of the store's process (server/back-office/tables.ts):
     * server/back-office/store.ts gives them their types.
     */
    call,
    /** Deletes enquiries received before `cutoff`; resolves with how many. */
    deleteReceivedBefore(cutoff: Date): Promise<number> {
      return call("deleteReceivedBefore", cutoff.toISOString());
    },
    /** Leases up to `limit` due mails for `leaseMs`; each job carries its lease (`leaseUntil`). */
    claimDueMails(now: Date, leaseMs: number, limit = 1): Promise<MailJob[]> {
      const leaseUntil = new Date(now.getTime() + leaseMs).toISOString();
      return call("claimDueMails", now.toISOString(), leaseUntil, limit);
    },
    /** Extends a claim held until `heldUntil`; resolves false when another sender has taken it. */
    renewMailLease(id: number, heldUntil: string, leaseUntil: Date): Promise<boolean> {
      return call("renewMailLease", id, heldUntil, leaseUntil.toISOString());
    },
    markMailSent(id: number, at = new Date()): Promise<void> {
      return call("markMailSent", id, at.toISOString());
    },
    markMailFailed(id: number, nextAttemptAt: Date): Promise<void> {
      return call("markMailFailed", id, nextAttemptAt.toISOString());
    },
    pendingMailCount(): Promise<number> {
      return call("pendingMailCount");
    },
    /** A committed write: the store is there, ours, unlocked and writable. */
    probe(): Promise<void> {
      return call("probe", new Date().toISOString());
    },
    settings(): Promise<{ journalMode: string; synchronous: number }> {
      return call("settings");
    },
    /** Why the store refuses enquiries (lost, its process ended, never opened); undefined while it works. */
    fault(): StoreError | undefined {
      return failure;
    },
    /** The store process's id: tests end it as a storage fault would. */
    pid: child.pid,
    /** Commits what is queued, then closes the database and its process. */
    async close(): Promise<void> {
      if (!isOpen) return;
      isOpen = false;
      if (!failure) await call("close").catch(() => undefined);
      if (child.connected) child.disconnect();
      const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
      await exited();
      clearTimeout(timer);
    },
  };
}

export type EnquiryStore = Awaited<ReturnType<typeof openEnquiryStore>>;

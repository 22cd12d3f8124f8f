import { Worker } from "node:worker_threads";
import { defaultLanguage, type Language } from "../src/i18n/languages.ts";
import type { ContactValues } from "../src/modules/contact-schema.ts";
import { databasePath, type Enquiry, type MailJob, type NewEnquiry } from "./enquiry-database.ts";
import type { StoreReply } from "./enquiry-store-worker.ts";

export { databaseFileName, databasePath, type Enquiry } from "./enquiry-database.ts";

export class StoreError extends Error {
  /** SQLite's or the file system's code, e.g. SQLITE_BUSY or ENOENT. */
  code: string | undefined;
  constructor(message: string, code?: string) {
    super(message);
    this.code = code;
  }
}

/**
 * The enquiries, in SQLite under DATA_DIR, behind a worker thread that owns
 * the database (server/enquiry-store-worker.ts): a commit waiting for the disk
 * or for another process's lock never holds up a page.
 *
 * `add` resolves only after the enquiry's transaction has committed, with its
 * outbox mark when e-mail is on (`isMailing`): the two are one commit, so an
 * enquiry is never stored without its e-mail to come. Resolves once the
 * database is open and writable; rejects with a StoreError saying why not.
 */
export async function openEnquiryStore(dataDir: string, options: { isMailing?: boolean } = {}) {
  const file = databasePath(dataDir);
  const worker = new Worker(new URL("./enquiry-store-worker.ts", import.meta.url), {
    workerData: { file },
  });
  const pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  let nextId = 1;
  let failure: Error | undefined;
  let isOpen = true;

  // A worker waiting for nothing must not keep the process alive; one with
  // calls in flight must, or `await store.close()` could end with the process.
  const updateRef = () => (pending.size > 0 ? worker.ref() : worker.unref());
  const settle = (message: StoreReply) => {
    const call = pending.get(message.id);
    if (!call) return;
    pending.delete(message.id);
    updateRef();
    if ("error" in message) call.reject(new StoreError(message.error.message, message.error.code));
    else call.resolve(message.result);
  };
  const failAll = (error: Error) => {
    failure ??= error;
    for (const call of pending.values()) call.reject(error);
    pending.clear();
    updateRef();
  };
  worker.on("message", settle);
  worker.on("error", (error) =>
    failAll(new StoreError(`The enquiry store failed: ${error.message}`)),
  );
  worker.on("exit", () => failAll(new StoreError("The enquiry store is closed")));

  function call<T>(method: string, ...args: unknown[]): Promise<T> {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      updateRef();
      worker.postMessage({ id, method, args });
    });
  }

  // The worker's first message (id 0) says whether the database opened.
  const opened = new Promise<unknown>((resolve, reject) => pending.set(0, { resolve, reject }));
  updateRef();
  try {
    await opened;
    await call("probe", new Date().toISOString());
  } catch (error) {
    await worker.terminate();
    throw error;
  }

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
    ): Promise<number> {
      if (!isOpen) return Promise.reject(new StoreError("The enquiry store is closed"));
      const enquiry: NewEnquiry = {
        values,
        language,
        receivedAt: receivedAt.toISOString(),
        isToBeMailed: options.isMailing ?? false,
      };
      return call<number>("add", enquiry);
    },
    /** Newest first. */
    list(): Promise<Enquiry[]> {
      return call("list");
    },
    /** Deletes enquiries received before `cutoff`; resolves with how many. */
    deleteReceivedBefore(cutoff: Date): Promise<number> {
      return call("deleteReceivedBefore", cutoff.toISOString());
    },
    claimDueMails(now: Date, leaseMs: number, limit = 20): Promise<MailJob[]> {
      const leaseUntil = new Date(now.getTime() + leaseMs).toISOString();
      return call("claimDueMails", now.toISOString(), leaseUntil, limit);
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
    /** Commits what is queued, then closes the database and its thread. */
    async close(): Promise<void> {
      if (!isOpen) return;
      isOpen = false;
      if (!failure) await call("close").catch(() => undefined);
      await worker.terminate();
    },
  };
}

export type EnquiryStore = Awaited<ReturnType<typeof openEnquiryStore>>;

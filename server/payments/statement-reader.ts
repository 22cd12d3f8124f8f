import { Worker } from "node:worker_threads";
import type { StatementEntry } from "./camt-statement.ts";

export type StatementRead = { entries: StatementEntry[] } | { refused: string };

/**
 * Reads a statement file in a worker thread of its own (statement-reader-worker.ts), never on
 * the server's event loop: a statement of 9,000 entries took the loop for over a second, every
 * page and enquiry waiting (npm run bench:matching measures the longest stall). The file is
 * handed over as a copy; the entries come back as plain data. A worker that dies is an error.
 */
export function readStatementOffThread(file: Uint8Array): Promise<StatementRead> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./statement-reader-worker.ts", import.meta.url), {
      workerData: { file },
    });
    worker.once("message", (message: StatementRead | { error: string }) => {
      if ("error" in message)
        reject(new Error(`The statement could not be read: ${message.error}`));
      else resolve(message);
      void worker.terminate();
    });
    worker.once("error", reject);
    worker.once("exit", (code) => {
      if (code !== 0) reject(new Error(`The statement reader stopped (exit code ${code})`));
    });
  });
}

import { parentPort, workerData } from "node:worker_threads";
import { readCamtStatement, StatementFileError } from "./camt-statement.ts";

/**
 * A worker thread that reads one statement file (statement-reader.ts): the parsing of a large
 * file (9,000 entries take about a second) happens here, so the server's event loop keeps
 * serving pages meanwhile. Answers with the entries, or the refusal's words, or the error.
 */
const { file } = workerData as { file: Uint8Array };
try {
  parentPort?.postMessage({ entries: readCamtStatement(file).entries });
} catch (error) {
  parentPort?.postMessage(
    error instanceof StatementFileError
      ? { refused: error.message }
      : { error: error instanceof Error ? error.message : String(error) },
  );
}

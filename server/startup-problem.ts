import { isSchemaProblem } from "#server/store/migrate.ts";
import { databasePath } from "#server/store/store.ts";

/**
 * One line for an operator when the server cannot start: which setting, what
 * went wrong, what to do. A stack trace says none of that.
 */
export function startupProblem(
  stage: "store" | "listen",
  error: unknown,
  config: { dataDir: string; port: number; host: string },
): string {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: string }).code ?? "";
  if (stage === "listen") {
    if (code === "EADDRINUSE") {
      return `PORT=${config.port} is in use on ${config.host} (another server?): stop it, or set PORT to a free port.`;
    }
    if (code === "EACCES") {
      return `PORT=${config.port}: this user may not listen there; use a port above 1023 (behind a reverse proxy, see deploy/).`;
    }
    if (code === "EADDRNOTAVAIL" || code === "ENOTFOUND") {
      return `HOST=${config.host} is not an address of this machine: set HOST to 127.0.0.1, 0.0.0.0 or one of its addresses.`;
    }
    return `Cannot listen on ${config.host}:${config.port} (${message}): check PORT and HOST.`;
  }
  const file = databasePath(config.dataDir);
  // A newer version's store, or a migration that failed: the message names the store and what to do.
  if (isSchemaProblem(error)) return `DATA_DIR=${config.dataDir}: ${message}`;
  if (/not a database|malformed|corrupt/i.test(message)) {
    return `DATA_DIR=${config.dataDir}: ${file} is damaged (${message}); move it aside and restore the last backup (npm run enquiries -- --backup), then start again.`;
  }
  if (/readonly|read-only|EACCES|EPERM|EROFS|permission/i.test(`${code} ${message}`)) {
    return `DATA_DIR=${config.dataDir} is not writable for this user (${message}): make it writable, or set DATA_DIR to a folder that is.`;
  }
  if (/locked|busy/i.test(message)) {
    return `DATA_DIR=${config.dataDir}: the store stayed locked by another process (${message}); wait for it (a backup?) or stop it, then start again.`;
  }
  return `DATA_DIR=${config.dataDir}: cannot use the enquiry store ${file} (${message}): set DATA_DIR to a writable folder.`;
}

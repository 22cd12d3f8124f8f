import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { databasePath, openDatabase } from "#server/store/database.ts";
import { isSchemaProblem } from "#server/store/migrate.ts";
import { newSecretToken, secretTokenHash } from "./access/secret-tokens.ts";
import { backOfficeOrigin } from "./back-office-origin.ts";
import { invitationPath } from "./paths.ts";
import { openBackOfficeTables } from "./tables.ts";
import { formatTime } from "./shared/format-time.ts";

/**
 * `npm run admin -- <command>`: the back office's accounts, from a shell on
 * the server (DATA_DIR, default ./data; SITE_URL for the links). There are
 * no passwords: an invitation is a one-time link, valid 24 hours, with which
 * the person makes a passkey. Works while the server runs (the store takes
 * one writer at a time and waits for the other); `list` only reads, so it
 * never makes or migrates the store. Every failure is one line on stderr and
 * exit status 1; a wrong command is the usage and status 2.
 */
const usage = `Usage: npm run admin -- <command>
  invite <e-mail>   print a one-time link (valid 24 hours) that makes a passkey for <e-mail>;
                    for someone who lost theirs, the new passkey joins their account
  list              the accounts, with their passkeys and last sign-in
  revoke <e-mail>   end the account at once: its sessions, passkeys and open invitations
Reads DATA_DIR (default ./data) and SITE_URL (the links' address; else http://localhost:PORT).`;

/** How long an invitation link works. */
export const invitationValidityMs = 24 * 60 * 60_000;
const actor = "npm run admin";

class CliProblem extends Error {}

function usageError(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

let positionals: string[];
try {
  ({ positionals } = parseArgs({ allowPositionals: true, options: {} }));
} catch (error) {
  usageError((error as Error).message);
}
const [command, ...rest] = positionals;

try {
  const env = process.env;
  const dataDir = env.DATA_DIR || "data";
  const file = databasePath(dataDir);
  const isListing = command === "list" && rest.length === 0;
  if (isListing && !existsSync(file)) {
    console.log("No accounts yet: npm run admin -- invite <e-mail>");
    process.exit(0);
  }
  // Invite and revoke write, and migrate an older store as the server would.
  const store = openDatabase(file, { isReadOnly: isListing });
  const tables = openBackOfficeTables(store);
  const now = new Date();
  try {
    if (command === "invite" && rest.length === 1) {
      const email = (rest[0] ?? "").trim().toLowerCase();
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) {
        throw new CliProblem(`"${rest[0]}" is not an e-mail address`);
      }
      let origin: string;
      try {
        origin = backOfficeOrigin(env);
      } catch {
        throw new CliProblem(`SITE_URL is not a URL: "${env.SITE_URL}"`);
      }
      const token = newSecretToken();
      const expiresAt = new Date(now.getTime() + invitationValidityMs).toISOString();
      tables.createInvitation(secretTokenHash(token), email, now.toISOString(), expiresAt, actor);
      const existing = tables.accountByEmail(email);
      console.log(
        `Invitation for ${email}${existing ? " (an account already: a new passkey joins it)" : ""}, valid until ${formatTime(expiresAt)}, one use:\n\n  ${origin}${invitationPath(token)}\n\nSend it to them yourself: whoever opens it first makes the passkey.`,
      );
    } else if (isListing) {
      const accounts = tables.accounts();
      if (accounts.length === 0) console.log("No accounts yet: npm run admin -- invite <e-mail>");
      for (const account of accounts) {
        console.log(
          `${account.email}  ${account.passkeyCount} passkey${account.passkeyCount === 1 ? "" : "s"}  since ${formatTime(account.createdAt)}  last sign-in ${account.lastSignInAt ? formatTime(account.lastSignInAt) : "never"}`,
        );
      }
    } else if (command === "revoke" && rest.length === 1) {
      const email = (rest[0] ?? "").trim();
      if (!tables.revokeAccount(email, now.toISOString(), actor)) {
        throw new CliProblem(
          `No account for ${email} (open invitations for it, if any, are withdrawn)`,
        );
      }
      console.log(`Ended ${email}: its sessions (at once), passkeys and open invitations.`);
    } else {
      usageError(command ? `Unknown command: ${positionals.join(" ")}` : "No command given");
    }
  } finally {
    store.close();
  }
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  const isSaidAsItIs = error instanceof CliProblem || isSchemaProblem(error);
  console.error(isSaidAsItIs ? message : `The store could not be used: ${message}`);
  process.exit(1);
}

import { readFileSync } from "node:fs";
import type { DatabaseSync } from "node:sqlite";
import { baseline } from "./0001-baseline.ts";
import { cancellationCauses } from "./0002-cancellation-causes.ts";
import { offers } from "./0004-offers.ts";
import { evaluationsFromOwnAddress } from "./0009-evaluations-from-own-address.ts";
import { ledger } from "./0011-ledger.ts";
import { cancellationReceipt } from "./0013-cancellation-receipt.ts";
import { quoteInvoices } from "./0015-quote-invoices.ts";

/**
 * One step of the store's schema. `name` is its file in this folder without
 * the extension, numbered: `0002-invoices.sql` is migration 2, and a store
 * at schema version 2 has had migrations 1 and 2. `up` runs inside the
 * transaction of every pending migration (server/store/migrate.ts): it must
 * not begin or commit one itself.
 */
export interface Migration {
  name: string;
  up: (db: DatabaseSync) => void;
}

/** A migration written as plain SQL: `<name>.sql` in this folder, read when it runs. */
export function sqlMigration(name: string, folder = new URL("./", import.meta.url)): Migration {
  return { name, up: (db) => db.exec(readFileSync(new URL(`${name}.sql`, folder), "utf8")) };
}

/**
 * Every migration of the store, in order. Append only: a migration that has
 * shipped is never changed or removed, since stores out there have had it
 * (a fix is the next migration). How to add one: docs/decisions/0022-numbered-migrations.md.
 */
export const migrations: readonly Migration[] = [
  { name: "0001-baseline", up: baseline },
  { name: "0002-cancellation-causes", up: cancellationCauses },
  sqlMigration("0003-participants"),
  { name: "0004-offers", up: offers },
  sqlMigration("0005-invoices"),
  sqlMigration("0006-certificates"),
  sqlMigration("0007-statements-reminders"),
  sqlMigration("0008-online-payments"),
  { name: "0009-evaluations-from-own-address", up: evaluationsFromOwnAddress },
  sqlMigration("0010-run-decisions"),
  { name: "0011-ledger", up: ledger },
  sqlMigration("0012-quotes"),
  { name: "0013-cancellation-receipt", up: cancellationReceipt },
  sqlMigration("0014-withdrawals"),
  { name: "0015-quote-invoices", up: quoteInvoices },
  sqlMigration("0016-private-runs"),
];

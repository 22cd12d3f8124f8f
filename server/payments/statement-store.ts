import type { Store } from "#server/store/store.ts";
import { tablesOf } from "#server/store/tables-of.ts";
import { statementSizeLimit } from "./camt-statement.ts";
import type { PaymentMethods } from "./payment-tables.ts";
import { readStatementOffThread } from "./statement-reader.ts";
import type { Assignment, StatementImport, StatementItem } from "./statement-tables.ts";

/** The most a statement file may be: the upload stops reading past it. */
export const statementLimitBytes = statementSizeLimit;

export type StatementUpload = { imported: StatementImport } | { refused: string };

/**
 * The bank's statement file as the server sees it: read in a worker thread (a refused file
 * never reaches the store, and a large one never holds up the pages), then matched and stored
 * in the store's process in one transaction, with its log lines (statement-tables.ts).
 */
export function statementStore(store: Pick<Store, "call">) {
  const tables = tablesOf<PaymentMethods>(store);
  return {
    async importStatementFile(file: Uint8Array, by: string, at: Date): Promise<StatementUpload> {
      const read = await readStatementOffThread(file);
      if ("refused" in read) return read;
      return { imported: await tables.importStatement(read.entries, by, at.toISOString()) };
    },
    statementItems(
      page = 1,
    ): Promise<{ open: StatementItem[]; openCount: number; decided: StatementItem[] }> {
      return tables.statementItems(page);
    },
    assignStatementItem(
      id: number,
      invoiceNumber: string,
      note: string,
      by: string,
      at: Date,
    ): Promise<Assignment> {
      return tables.assignStatementItem(id, invoiceNumber, note, by, at.toISOString());
    },
    dismissStatementItem(id: number, note: string, by: string, at: Date): Promise<boolean> {
      return tables.dismissStatementItem(id, note, by, at.toISOString());
    },
    /** The account that paid an invoice by transfer, for a refund by transfer. */
    payerIban(invoiceId: number): Promise<{ iban: string | null; name: string | null } | null> {
      return tables.payerIban(invoiceId).then((payer) => payer ?? null);
    },
  };
}

export type StatementStore = ReturnType<typeof statementStore>;

/**
 * The nightly job (server/schedule/daily-jobs.ts) that deletes statement credits belonging to no
 * invoice once they were dealt with (dismissed) more than `days` ago, as the privacy notice
 * says (STATEMENT_LINE_RETENTION_DAYS).
 */
export function statementRetentionJob(
  store: Pick<Store, "call">,
  days: number,
  now: () => Date = () => new Date(),
) {
  const tables = tablesOf<PaymentMethods>(store);
  return {
    name: "statement line retention",
    run: () =>
      tables.purgeDismissedStatementItems(
        new Date(now().getTime() - days * 86_400_000).toISOString(),
      ),
  };
}

import {
  readCamtStatement,
  StatementFileError,
  statementSizeLimit,
} from "#server/payments/camt-statement.ts";
import type { Store } from "#server/store/store.ts";
import { tablesOf } from "#server/store/tables-of.ts";
import type { InvoiceMethods } from "./invoice-tables.ts";
import type { Assignment, StatementImport, StatementItem } from "./statement-tables.ts";

/** The most a statement file may be: the upload stops reading past it. */
export const statementLimitBytes = statementSizeLimit;

export type StatementUpload = { imported: StatementImport } | { refused: string };

/**
 * The bank's statement file as the server sees it: read here, outside the store's process (a
 * refused file never reaches the store), then matched and stored there in one transaction
 * (statement-tables.ts).
 */
export function statementStore(store: Pick<Store, "call">) {
  const tables = tablesOf<InvoiceMethods>(store);
  return {
    async importStatementFile(file: Uint8Array, by: string, at: Date): Promise<StatementUpload> {
      let entries: ReturnType<typeof readCamtStatement>["entries"];
      try {
        ({ entries } = readCamtStatement(file));
      } catch (error) {
        if (error instanceof StatementFileError) return { refused: error.message };
        throw error;
      }
      return { imported: await tables.importStatement(entries, by, at.toISOString()) };
    },
    statementItems(): Promise<{ open: StatementItem[]; decided: StatementItem[] }> {
      return tables.statementItems();
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

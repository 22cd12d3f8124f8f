import type { Store } from "#server/store/store.ts";
import { type Remote, tablesOf } from "#server/store/tables-of.ts";
import type { BackOfficeMethods } from "./tables.ts";

/** The back office's tables, as the module the store's process imports (server/store/store.ts). */
export const backOfficeTables = new URL("./tables.ts", import.meta.url).href;

/**
 * The back office's tables as the server sees them: each call goes to the
 * store's process (server/store/store.ts), so a slow disk never holds up a page.
 * The methods are those of tables.ts, made asynchronous (server/store/tables-of.ts).
 */
export type BackOfficeStore = Remote<BackOfficeMethods>;

export function backOfficeStore(store: Pick<Store, "call">): BackOfficeStore {
  return tablesOf<BackOfficeMethods>(store);
}

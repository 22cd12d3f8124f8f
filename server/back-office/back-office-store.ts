import type { Store } from "#server/store/store.ts";
import type { BackOfficeTables } from "./tables.ts";

/** The back office's tables, as the module the store's process imports (server/store/store.ts). */
export const backOfficeTables = new URL("./tables.ts", import.meta.url).href;

/**
 * The back office's tables as the server sees them: each call goes to the
 * store's process (server/store/store.ts), so a slow disk never holds up a page.
 * The methods are those of tables.ts, made asynchronous; an
 * `undefined` the process returns arrives as null and is turned back here.
 */
type Remote<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => infer R
    ? (...args: A) => Promise<Exclude<R, null> | (null extends R ? undefined : never)>
    : never;
};

export type BackOfficeStore = Remote<BackOfficeTables>;

const methodNames = [
  "accounts",
  "accountByEmail",
  "createInvitation",
  "invitation",
  "invitationState",
  "redeemInvitation",
  "passkey",
  "recordSignIn",
  "session",
  "endSession",
  "accountSessions",
  "endOtherSessions",
  "deleteDeadSessions",
  "revokeAccount",
  "addAuditEntry",
  "deleteAuditEntriesBefore",
  "auditLog",
] as const satisfies readonly (keyof BackOfficeTables)[];

// Every method of the tables is listed above: a new one left out is a type error here.
const isComplete: Exclude<keyof BackOfficeTables, (typeof methodNames)[number]> extends never
  ? true
  : false = true;

export function backOfficeStore(store: Pick<Store, "call">): BackOfficeStore {
  void isComplete;
  return Object.fromEntries(
    methodNames.map((method) => [
      method,
      (...args: unknown[]) =>
        store.call<unknown>(method, ...args).then((result) => result ?? undefined),
    ]),
  ) as BackOfficeStore;
}

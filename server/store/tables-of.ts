import type { Store } from "./store.ts";

/**
 * A table module's methods as the server sees them: each runs in the store's
 * process, so each is asynchronous; an `undefined` the process returns
 * arrives as null and is turned back into `undefined` (so a method's `null`
 * arrives as `undefined` too).
 */
export type Remote<T> = {
  readonly [K in keyof T]: T[K] extends (...args: infer Args) => infer Result
    ? (...args: Args) => Promise<Arrived<Awaited<Result>>>
    : never;
};

type Arrived<Result> = Exclude<Result, null> | (null extends Result ? undefined : never);

/**
 * The one client of a table module's methods, typed by the module's own
 * `StoreMethods` (server/store/database.ts): a method renamed or removed
 * there is a type error at every call, and no call names a method by a
 * string of its own. Each owner's front (server/runs/run-store.ts, ...)
 * builds on it.
 *
 * A method is looked up by name when called, so the client cannot list its
 * methods: spreading it would copy nothing, and is refused.
 */
export function tablesOf<T>(store: Pick<Store, "call">): Remote<T> {
  return new Proxy({} as Remote<T>, {
    get(_, name) {
      // Not a method: `await` asks for `then`, and tools for symbols.
      if (typeof name !== "string" || name === "then") return undefined;
      return (...args: unknown[]) =>
        store.call(name, ...args).then((result) => result ?? undefined);
    },
    ownKeys() {
      throw new TypeError("A store's tables have no list of methods: call each by its name");
    },
  });
}

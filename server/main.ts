import { enableCompileCache } from "node:module";
import { registerTsxLoader } from "./tsx-loader.ts";

// V8 keeps what it compiled of each module, for the next start (Node's compile
// cache, in the system's temporary folder; keyed by each file's content). The
// processes the server starts (the store's, a rebuild's) inherit it through
// the environment, and so keep their first modules too: half a second of CPU
// less for the store's process at each start.
const compileCache = enableCompileCache();
if (compileCache.directory) process.env.NODE_COMPILE_CACHE ??= compileCache.directory;

/**
 * `npm start`: the built site, the enquiry receiver and the back office
 * (server/start-server.ts). The back office's pages are React components in
 * `.tsx` files, which Node loads only once the loader is registered; so the
 * server is imported after it, not beside it.
 */
registerTsxLoader();

// @simplewebauthn/server asks Node's Web Crypto which algorithms it supports
// (SubtleCrypto.supports, ML-DSA), which Node 24 marks experimental with a
// warning at the first sign-in: two lines of noise in the service's log. Every
// other warning is printed as Node prints it.
process.removeAllListeners("warning");
process.on("warning", (warning) => {
  if (warning.name === "ExperimentalWarning" && /Web Crypto API/.test(warning.message)) return;
  console.warn(`(node:${process.pid}) ${warning.name}: ${warning.message}`);
});

await import("./start-server.ts");

import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire, registerHooks } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

let isRegistered = false;

const require = createRequire(import.meta.url);
const esbuildVersion: string = JSON.parse(
  readFileSync(require.resolve("esbuild/package.json"), "utf8"),
).version;

/**
 * What each page compiles to is kept by its source's hash (with the file's
 * path, which the source map names, and esbuild's version), so a server that
 * starts again compiles nothing: compiling the pages took over a second of
 * each start (2-core machine), and the tests start dozens of servers. Beside
 * the build's other caches; where node_modules cannot be written, every start
 * compiles, as before.
 */
const cacheDir = fileURLToPath(new URL("../node_modules/.cache/tsx-loader/", import.meta.url));

/** A page as JavaScript: from the cache, or compiled by esbuild (JSX, which Node's type stripping does not do). */
function compiledPage(file: string, source: string): string {
  const key = createHash("sha256")
    .update(`${esbuildVersion}\0${file}\0${source}`)
    .digest("hex")
    .slice(0, 32);
  const cached = path.join(cacheDir, `${key}.js`);
  try {
    return readFileSync(cached, "utf8");
  } catch {
    // Not compiled yet.
  }
  // esbuild (and its service process) only when something needs compiling.
  const { transformSync } = require("esbuild") as typeof import("esbuild");
  const { code } = transformSync(source, {
    loader: "tsx",
    jsx: "automatic",
    format: "esm",
    sourcefile: file,
    sourcemap: "inline",
  });
  try {
    mkdirSync(cacheDir, { recursive: true });
    // Whole or not at all: servers starting at once may write the same entry.
    const partial = `${cached}.${process.pid}`;
    writeFileSync(partial, code);
    renameSync(partial, cached);
  } catch {
    // A read-only install: compiled again next time.
  }
  return code;
}

/**
 * Lets plain Node import `.tsx` modules: the back office's pages are React
 * components rendered on the server (server/back-office/), and Node's
 * own type stripping does not do JSX. Each `.tsx` file is compiled by esbuild
 * when first imported, or taken from the cache above; everything else loads
 * as before. Register it before importing any module graph that holds a
 * `.tsx` file: static imports are all loaded before the importing module
 * runs, so server/main.ts registers it, then imports the server dynamically.
 */
export function registerTsxLoader() {
  if (isRegistered) return;
  isRegistered = true;
  registerHooks({
    load(url, context, nextLoad) {
      if (!url.startsWith("file:") || !url.endsWith(".tsx")) return nextLoad(url, context);
      const file = fileURLToPath(url);
      return {
        format: "module",
        source: compiledPage(file, readFileSync(file, "utf8")),
        shortCircuit: true,
      };
    },
  });
}

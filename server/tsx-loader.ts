import { readFileSync } from "node:fs";
import { registerHooks } from "node:module";
import { fileURLToPath } from "node:url";
import { transformSync } from "esbuild";

let isRegistered = false;

/**
 * Lets plain Node import `.tsx` modules: the back office's pages are React
 * components rendered on the server (server/back-office/), and Node's
 * own type stripping does not do JSX. Each `.tsx` file is compiled by esbuild
 * when first imported (a few milliseconds); everything else loads as before.
 * Register it before importing any module graph that holds a `.tsx` file:
 * static imports are all loaded before the importing module runs, so
 * server/main.ts registers it, then imports the server dynamically.
 */
export function registerTsxLoader() {
  if (isRegistered) return;
  isRegistered = true;
  registerHooks({
    load(url, context, nextLoad) {
      if (!url.startsWith("file:") || !url.endsWith(".tsx")) return nextLoad(url, context);
      const file = fileURLToPath(url);
      const { code } = transformSync(readFileSync(file, "utf8"), {
        loader: "tsx",
        jsx: "automatic",
        format: "esm",
        sourcefile: file,
        sourcemap: "inline",
      });
      return { format: "module", source: code, shortCircuit: true };
    },
  });
}

import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

/** The scripts the passkey pages load, by the file name they are served as. */
const entries = {
  "sign-in.js": "sign-in.ts",
  "register-passkey.js": "register-passkey.ts",
  "editor-session.js": "editor-session.ts",
} as const;

export type BrowserScriptName = keyof typeof entries;

const browserFolder = fileURLToPath(new URL("./browser/", import.meta.url));

/**
 * The back office's browser scripts, bundled once by esbuild when first asked
 * for (the passkey pages' with @simplewebauthn/browser, about 6 KB gzipped
 * each; the editor's session hint, a few bytes), kept in memory
 * and served from our origin. They belong to the server, not to a site
 * build, so signing in works whichever release is live or rolled back to.
 */
export function createBrowserScripts() {
  let bundled: Promise<Map<string, string>> | undefined;
  async function bundle(): Promise<Map<string, string>> {
    const result = await build({
      entryPoints: Object.fromEntries(
        Object.entries(entries).map(([name, source]) => [
          name.replace(/\.js$/, ""),
          path.join(browserFolder, source),
        ]),
      ),
      bundle: true,
      minify: true,
      // Classic scripts: the editor's page must run its one before Decap's bundle, in order.
      format: "iife",
      target: "es2022",
      write: false,
      outdir: "/",
      logLevel: "silent",
    });
    return new Map(result.outputFiles.map((file) => [path.basename(file.path), file.text]));
  }
  return {
    isScript(name: string): name is BrowserScriptName {
      return Object.hasOwn(entries, name);
    },
    async get(name: BrowserScriptName): Promise<string> {
      bundled ??= bundle().catch((error) => {
        bundled = undefined;
        throw error;
      });
      const scripts = await bundled;
      return scripts.get(name) ?? "";
    },
  };
}

export type BrowserScripts = ReturnType<typeof createBrowserScripts>;

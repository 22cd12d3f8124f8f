import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { inject } from "vitest";
import { builtPages } from "#scripts/built-pages.ts";

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

// The Nu Html Checker over every prerendered page, in one JVM run (starting
// Java is the slow part): zero errors.
//
// One finding is accepted, on the contact pages only: Netlify Forms reads its honeypot
// from the attribute `netlify-honeypot`, which is not HTML. The contact issue
// requires it (Netlify detects the form in the prerendered HTML at deploy);
// browsers ignore unknown attributes, so it costs visitors nothing.
const acceptedErrors = ["contact.html", "nl/contact.html"].map((page) => ({
  message: "Attribute “netlify-honeypot” not allowed on element “form”",
  page,
}));
describe("HTML validity", () => {
  it("every prerendered page passes the Nu Html Checker", { timeout: 180_000 }, async () => {
    const client = path.join(inject("buildDir"), "client");
    const files = builtPages().map((page) => path.join(client, page.file));
    const vnu = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");
    // vnu writes its JSON report to stderr and exits 1 when it finds errors.
    const { stderr } = await promisify(execFile)(
      "java",
      ["-Xss4m", "-jar", vnu, "--errors-only", "--format", "json", ...files],
      { maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: { stderr?: string; code?: number }) => {
      if (typeof error.stderr !== "string" || !error.stderr.startsWith("{")) throw error;
      return { stderr: error.stderr };
    });
    const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
    // One line per distinct error, with the pages it occurs on, so 60 pages
    // sharing one template bug read as one finding.
    const byError = new Map<string, Set<string>>();
    for (const message of messages) {
      if (message.type !== "error" && message.subType !== "fatal") continue;
      const page = path.relative(client, new URL(message.url).pathname);
      if (
        acceptedErrors.some(
          (accepted) => message.message.startsWith(accepted.message) && page === accepted.page,
        )
      ) {
        continue;
      }
      const key = `${message.message}${message.extract ? ` — at: ${message.extract.trim().slice(0, 100)}` : ""}`;
      const pages = byError.get(key) ?? new Set<string>();
      pages.add(page);
      byError.set(key, pages);
    }
    const errors = [...byError].map(([error, pages]) => {
      const list = [...pages];
      return `${error}\n    on ${list.length} page(s): ${list.slice(0, 4).join(", ")}${list.length > 4 ? ", …" : ""}`;
    });
    if (errors.length > 0) console.log(errors.join("\n"));
    expect(errors).toEqual([]);
    expect(files.length).toBe(builtPages().length);
  });
});

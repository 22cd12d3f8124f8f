import { afterEach, describe, expect, it } from "vitest";

// Reading content happens when asked, never on import: a module that read and
// validated the content folder as it loaded would do so in every process that
// merely imports it (the server, a build step, a test with content of its
// own), and would stop it when that folder is broken or elsewhere.
const modules = import.meta.glob([
  "/src/**/*.{ts,tsx}",
  // Browser scripts: they start on the page they run in.
  "!/src/enhancements/**",
  "!/src/admin/**",
  "!/src/islands/hydrate-on-interaction.ts",
]);

const originalContentDir = process.env.CONTENT_DIR;
afterEach(() => {
  if (originalContentDir === undefined) delete process.env.CONTENT_DIR;
  else process.env.CONTENT_DIR = originalContentDir;
});

describe("the modules of src/", () => {
  it("read no content when imported", async () => {
    // A folder that does not exist: any read fails, and fails the import.
    process.env.CONTENT_DIR = "/nonexistent/content";
    const entries = Object.entries(modules);
    expect(entries.length).toBeGreaterThan(50);
    const failed: string[] = [];
    for (const [file, load] of entries) {
      try {
        await load();
      } catch (error) {
        failed.push(`${file}: ${(error as Error).message.split("\n")[0]}`);
      }
    }
    expect(failed).toEqual([]);
  });
});

import { execFile } from "node:child_process";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

/**
 * server/tsx-loader.ts keeps each compiled page by its source: a server
 * started after an edit (a deploy, a fix) must run the edited page, never the
 * one compiled before. Plain Node, as `npm start` runs it.
 */
const run = promisify(execFile);
// Inside the repository, so the page finds React as the server's pages do.
const folder = path.resolve("node_modules/.cache/tsx-loader-test");
const page = path.join(folder, `page-${process.pid}.tsx`);

/** What a fresh Node process renders of the page. */
async function renderInNewProcess(): Promise<string> {
  const script = `
    const { registerTsxLoader } = await import(${JSON.stringify(path.resolve("server/tsx-loader.ts"))});
    registerTsxLoader();
    const { renderToStaticMarkup } = await import("react-dom/server");
    const { Page } = await import(${JSON.stringify(page)});
    process.stdout.write(renderToStaticMarkup(Page()));`;
  const { stdout } = await run(process.execPath, ["--input-type=module", "-e", script]);
  return stdout;
}

afterAll(() => rm(folder, { recursive: true, force: true }));

describe("a compiled page kept between starts", () => {
  it("is compiled again once its source changes", async () => {
    await mkdir(folder, { recursive: true });
    await writeFile(page, "export function Page() { return <p>Before the edit</p>; }\n");
    expect(await renderInNewProcess()).toBe("<p>Before the edit</p>");
    // Now from the cache.
    expect(await renderInNewProcess()).toBe("<p>Before the edit</p>");

    await writeFile(page, "export function Page() { return <p>After the edit</p>; }\n");
    expect(await renderInNewProcess()).toBe("<p>After the edit</p>");
  });
});

import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { precompress } from "#scripts/build-steps/precompress.ts";

const folders: string[] = [];
async function folder(prefix: string) {
  const made = await mkdtemp(path.join(tmpdir(), prefix));
  folders.push(made);
  return made;
}
afterEach(async () => {
  for (const made of folders.splice(0)) await rm(made, { recursive: true, force: true });
});

const page = (words: string) => `<!doctype html><p>${words.repeat(200)}</p>`;

/** What a browser gets from each precompressed copy of `file`. */
async function served(client: string, file: string) {
  const where = path.join(client, file);
  return {
    br: brotliDecompressSync(await readFile(`${where}.br`)).toString(),
    gz: gunzipSync(await readFile(`${where}.gz`)).toString(),
  };
}

describe("precompressed copies", () => {
  it("are the file itself, also when the cache holds an earlier version of it", async () => {
    const cache = await folder("compressed-");
    const client = await folder("client-");
    await writeFile(path.join(client, "index.html"), page("Fee €499. "));
    await precompress(client, cache);
    expect(await served(client, "index.html")).toEqual({
      br: page("Fee €499. "),
      gz: page("Fee €499. "),
    });

    // The next build, after an edit: the same file name, other bytes.
    await writeFile(path.join(client, "index.html"), page("Fee €555. "));
    await precompress(client, cache);
    expect(await served(client, "index.html")).toEqual({
      br: page("Fee €555. "),
      gz: page("Fee €555. "),
    });
  });

  it("come from the cache for a file compressed before, in another build", async () => {
    const cache = await folder("compressed-");
    const first = await folder("client-");
    const second = await folder("client-");
    await writeFile(path.join(first, "about.html"), page("About us. "));
    await precompress(first, cache);
    const kept = await readdir(cache);
    expect(kept).toHaveLength(2);

    // A cached entry stands for its source: planted bytes show the second build used it.
    const marker = Buffer.from("from the cache");
    for (const name of kept) await writeFile(path.join(cache, name), marker);
    await writeFile(path.join(second, "about.html"), page("About us. "));
    await precompress(second, cache);
    expect(await readFile(path.join(second, "about.html.br"))).toEqual(marker);
    expect(await readFile(path.join(second, "about.html.gz"))).toEqual(marker);
  });

  it("are made without a cache as well, and not for files too small to gain", async () => {
    const client = await folder("client-");
    await writeFile(path.join(client, "index.html"), page("Home. "));
    await writeFile(path.join(client, "tiny.html"), "<p>Hi</p>");
    await precompress(client, undefined);
    expect((await readdir(client)).sort()).toEqual([
      "index.html",
      "index.html.br",
      "index.html.gz",
      "tiny.html",
    ]);
  });
});

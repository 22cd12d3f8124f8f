import { createHash, randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { compressibleExtensions } from "#server/http/compressible-extensions.ts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this, compression saves less than the bytes of its own headers. */
const minimumBytes = 1024;

/**
 * Compressed bytes by what was compressed: a rebuild after an edit compresses
 * only the files that changed (the hashed assets and most pages stay the same),
 * which took 5.6 of a build's 26 s before. Entries unused for this long go.
 */
export const defaultCompressionCache = fileURLToPath(
  new URL("../../node_modules/.cache/precompressed", import.meta.url),
);
const unusedEntryMs = 30 * 24 * 60 * 60_000;

/**
 * Brotli's best (11) for the hashed assets, which every first visit loads and
 * which never change; one step lower for pages and data, which is about three
 * times faster to build for under 3% more bytes on them (measured on this site).
 * The editor's 4 MB bundle under /admin, which only staff load: quality 5,
 * 0.2 s instead of 5 s at 10 for 14% more bytes (measured on decap-cms 3.16).
 */
function brotliQuality(file: string): number {
  if (file.includes(`${path.sep}admin${path.sep}`)) return 5;
  return file.includes(`${path.sep}assets${path.sep}`) ? constants.BROTLI_MAX_QUALITY : 10;
}

/**
 * Writes `<file>.br` (brotli) and `<file>.gz` (gzip -9) next to every
 * text file of the build, once, so the server picks the one the browser
 * accepts instead of compressing on every request. A variant that would not be
 * smaller is not written. Must run last: it compresses what the others wrote.
 * `cache` (a folder; none: undefined) keeps what was compressed for the next build.
 */
export async function precompress(
  client: string,
  cache: string | undefined = defaultCompressionCache,
) {
  const entries = await readdir(client, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && compressibleExtensions.has(path.extname(entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name));
  if (cache) await mkdir(cache, { recursive: true });
  let saved = 0;
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++];
      if (file) saved += await compressFile(file, cache);
    }
  };
  await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) }, worker));
  if (cache) await forgetUnused(cache);
  return { files: files.length, savedBytes: saved };
}

async function compressFile(file: string, cache: string | undefined): Promise<number> {
  const source = await readFile(file);
  if (source.length < minimumBytes) return 0;
  const quality = brotliQuality(file);
  const [br, gz] = await Promise.all([
    cached(cache, source, `br${quality}`, () =>
      brotli(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: quality,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
    ),
    cached(cache, source, "gz9", () => gzipAsync(source, { level: 9 })),
  ]);
  let saved = 0;
  if (br.length < source.length) {
    await writeFile(`${file}.br`, br);
    saved += source.length - br.length;
  }
  if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
  return saved;
}

/**
 * The compressed bytes of `source` from the cache, or compressed now and kept.
 * Named by the source's SHA-256 and the method, so a changed file is never
 * given an old copy; written beside and renamed, so two builds at once never
 * read half an entry.
 */
async function cached(
  cache: string | undefined,
  source: Buffer,
  method: string,
  compress: () => Promise<Buffer>,
): Promise<Buffer> {
  if (!cache) return compress();
  const entry = path.join(cache, `${createHash("sha256").update(source).digest("hex")}.${method}`);
  try {
    const kept = await readFile(entry);
    const now = new Date();
    await utimes(entry, now, now).catch(() => {});
    return kept;
  } catch {
    const compressed = await compress();
    const partial = `${entry}.${randomBytes(4).toString("hex")}.partial`;
    try {
      await writeFile(partial, compressed);
      await rename(partial, entry);
    } catch {
      // A cache that cannot be written (a read-only install) only makes the next build slower.
      await rm(partial, { force: true });
    }
    return compressed;
  }
}

async function forgetUnused(cache: string) {
  const now = Date.now();
  for (const name of await readdir(cache).catch(() => [] as string[])) {
    const entry = path.join(cache, name);
    const info = await stat(entry).catch(() => undefined);
    if (info && now - info.mtimeMs > unusedEntryMs) await rm(entry, { force: true });
  }
}

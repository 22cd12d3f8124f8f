import { readdir, readFile, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { compressibleExtensions } from "#server/http/compressible-extensions.ts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this, compression saves less than the bytes of its own headers. */
const minimumBytes = 1024;

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
 */
export async function precompress(client: string) {
  const entries = await readdir(client, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && compressibleExtensions.has(path.extname(entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name));
  let saved = 0;
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++];
      if (file) saved += await compressFile(file);
    }
  };
  await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) }, worker));
  return { files: files.length, savedBytes: saved };
}

async function compressFile(file: string): Promise<number> {
  const source = await readFile(file);
  if (source.length < minimumBytes) return 0;
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality(file),
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: 9 }),
  ]);
  let saved = 0;
  if (br.length < source.length) {
    await writeFile(`${file}.br`, br);
    saved += source.length - br.length;
  }
  if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
  return saved;
}

import { createReadStream, type Stats } from "node:fs";
import { stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { pages } from "./response-pages.ts";

export interface StaticSiteOptions {
  /** The folder the build wrote: build/client. */
  root: string;
  /** Old paths that answer 301 to their new place. */
  redirects: Record<string, string>;
  /** The Content-Security-Policy for an HTML file of the build (path relative to root). */
  pagePolicy?: (relativeFile: string) => string;
}

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".data": "text/x-script; charset=utf-8",
  ".yml": "text/yaml; charset=utf-8",
  ".wasm": "application/wasm",
};

/** Text types the build precompresses (scripts/build-steps/precompress.ts writes .br and .gz). */
export const compressibleExtensions = new Set([
  ".html",
  ".js",
  ".css",
  ".json",
  ".webmanifest",
  ".xml",
  ".txt",
  ".svg",
  ".data",
]);

/**
 * Resolves a URL path to a file of the build: the file itself (assets, .data,
 * sitemap), else `<path>/index.html` so `/about` answers without a redirect.
 * Returns undefined for anything outside the root or not there.
 */
export async function resolveFile(root: string, urlPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes("\0")) return undefined;
  const candidate = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  if (candidate !== root && !candidate.startsWith(root + path.sep)) return undefined;
  for (const file of [candidate, path.join(candidate, "index.html")]) {
    const info = await stat(file).catch(() => undefined);
    if (info?.isFile()) return file;
  }
  return undefined;
}

/** Files of the build that are not pages: the 404 source, the SPA fallback, host config. */
export function isInternalPath(urlPath: string): boolean {
  return (
    /^\/(__spa-fallback\.html|404(\/.*|\.html|\.data)?|_headers|_redirects)$/.test(urlPath) ||
    /\.(br|gz)$/.test(urlPath)
  );
}

/** Serves GET and HEAD from the build: pages, assets, redirects and the 404 page. */
export function createStaticHandler(options: StaticSiteOptions) {
  const root = path.resolve(options.root);
  const send = async (
    request: IncomingMessage,
    response: ServerResponse,
    file: string,
    status: number,
  ) => {
    const policy = file.endsWith(".html")
      ? options.pagePolicy?.(path.relative(root, file).split(path.sep).join("/"))
      : undefined;
    await sendFile(request, response, file, status, policy);
  };
  return {
    /** The path a request resolves to, if it is a page or file of the build. */
    async find(urlPath: string): Promise<string | undefined> {
      const trimmed = urlPath.length > 1 ? urlPath.replace(/\/+$/, "") : urlPath;
      if (options.redirects[trimmed]) return trimmed;
      return isInternalPath(trimmed) ? undefined : resolveFile(root, trimmed);
    },
    async serve(request: IncomingMessage, response: ServerResponse, urlPath: string) {
      const trimmed = urlPath.length > 1 ? urlPath.replace(/\/+$/, "") : urlPath;
      const target = options.redirects[trimmed];
      if (target) {
        response.writeHead(301, { Location: target, "Cache-Control": "public, max-age=3600" });
        response.end();
        return;
      }
      const file = isInternalPath(trimmed) ? undefined : await resolveFile(root, trimmed);
      await send(request, response, file ?? path.join(root, "404.html"), file ? 200 : 404);
    },
    /** The site's own 404 page, for any request we do not serve. */
    async notFound(request: IncomingMessage, response: ServerResponse) {
      await send(request, response, path.join(root, "404.html"), 404);
    },
  };
}

/**
 * The best encoding the client accepts that the build precompressed: brotli,
 * then gzip. A q=0 refuses an encoding.
 */
export function preferredEncoding(acceptEncoding: string | undefined): "br" | "gzip" | undefined {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name = "", ...parameters] = part.split(";").map((piece) => piece.trim());
    if (!name) continue;
    const q = parameters.find((parameter) => parameter.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    accepted.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => accepted.get(name) ?? accepted.get("*") ?? 0;
  if (weightOf("br") > 0 && weightOf("br") >= weightOf("gzip")) return "br";
  if (weightOf("gzip") > 0) return "gzip";
  return undefined;
}

async function sendFile(
  request: IncomingMessage,
  response: ServerResponse,
  file: string,
  status: number,
  policy: string | undefined,
) {
  const extension = path.extname(file);
  const isCompressible = compressibleExtensions.has(extension);
  const encoding = isCompressible
    ? preferredEncoding(request.headers["accept-encoding"])
    : undefined;
  const variants: { file: string; encoding?: "br" | "gzip" }[] = [
    ...(encoding === "br" ? [{ file: `${file}.br`, encoding: "br" as const }] : []),
    ...(encoding ? [{ file: `${file}.gz`, encoding: "gzip" as const }] : []),
    { file },
  ];
  let chosen: (typeof variants)[number] | undefined;
  let info: Stats | undefined;
  for (const variant of variants) {
    info = await stat(variant.file).catch(() => undefined);
    if (info?.isFile()) {
      chosen = variant;
      break;
    }
  }
  if (!chosen || !info) {
    const body = pages.notFound();
    response.writeHead(status, {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": Buffer.byteLength(body),
    });
    response.end(request.method === "HEAD" ? undefined : body);
    return;
  }
  const isHashedAsset = file.includes(`${path.sep}assets${path.sep}`);
  // Weak: the same page in another encoding has its own tag, and a rebuild a new one.
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}${chosen.encoding ? `-${chosen.encoding}` : ""}"`;
  const headers: Record<string, string | number> = {
    "Content-Type": contentTypes[extension] ?? "application/octet-stream",
    // Hashed assets never change; pages and everything else revalidate.
    "Cache-Control": isHashedAsset ? "public, max-age=31536000, immutable" : "no-cache",
    ETag: etag,
    "Last-Modified": info.mtime.toUTCString(),
  };
  if (isCompressible) headers.Vary = "Accept-Encoding";
  if (chosen.encoding) headers["Content-Encoding"] = chosen.encoding;
  if (policy) headers["Content-Security-Policy"] = policy;
  if (status === 200 && isFresh(request, etag)) {
    response.writeHead(304, headers);
    response.end();
    return;
  }
  headers["Content-Length"] = info.size;
  response.writeHead(status, headers);
  if (request.method === "HEAD") {
    response.end();
    return;
  }
  const stream = createReadStream(chosen.file);
  stream.on("error", () => response.destroy());
  stream.pipe(response);
}

function isFresh(request: IncomingMessage, etag: string): boolean {
  const ifNoneMatch = request.headers["if-none-match"];
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === "*" || tag === etag.replace(/^W\//, ""));
}

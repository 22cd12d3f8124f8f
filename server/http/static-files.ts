import { createReadStream, realpathSync, type Stats } from "node:fs";
import { realpath, stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { notFoundPagePaths } from "#src/routing/fixed-paths.ts";
import { type Language, languageOfPath } from "#src/i18n/languages.ts";
import { compressibleExtensions } from "./compressible-extensions.ts";
import { pages, responsePageCsp } from "./response-pages.ts";

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
  ".yml": "text/yaml; charset=utf-8",
  ".ics": "text/calendar; charset=utf-8",
  ".wasm": "application/wasm",
};

/** What a request path leads to in the build. */
export type Resolution =
  | { kind: "file"; file: string }
  | { kind: "redirect"; location: string }
  | { kind: "missing" };

/**
 * The path as the file system will see it: percent-decoded exactly once, dot
 * segments resolved. Every check runs on this, never on the raw path, so
 * "/%5Fheaders" is "/_headers" to the checks too. Undefined for a path no file
 * can have (a broken escape, NUL, a backslash).
 */
export function decodePath(rawPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  if (/[\0\\]/.test(decoded)) return undefined;
  return path.posix.normalize(decoded);
}

/**
 * The path (still percent-encoded) and query of a request target, as the URL
 * parser reads them: dot segments resolved, "%2e%2e" too. Anything
 * unparsable is a path no file has.
 */
export function requestTarget(target: string | undefined): { pathname: string; search: string } {
  try {
    const url = new URL(target ?? "/", "http://localhost");
    return { pathname: url.pathname, search: url.search };
  } catch {
    return { pathname: "/%00", search: "" };
  }
}

/**
 * Resolves a decoded URL path the way Netlify does for this build's layout
 * (astro.config.ts: build.format "file"): "/about" is "about.html", "/" is
 * "index.html", an asset is itself. "/about/" and "/about.html" redirect to
 * "/about", the one address of that page. Anything outside the root, also by
 * a symbolic link, is missing.
 */
export async function resolvePath(root: string, decodedPath: string): Promise<Resolution> {
  const isDirectorySpelling = decodedPath.length > 1 && decodedPath.endsWith("/");
  const trimmed = isDirectorySpelling ? decodedPath.replace(/\/+$/, "") : decodedPath;
  if (isInternalPath(trimmed)) return { kind: "missing" };
  if (trimmed === "/" || trimmed === "/index.html") {
    const home = await realFile(root, path.join(root, "index.html"));
    if (!home) return { kind: "missing" };
    return trimmed === "/" ? { kind: "file", file: home } : { kind: "redirect", location: "/" };
  }
  const page = await realFile(root, path.join(root, `.${trimmed}.html`));
  if (page) {
    return isDirectorySpelling
      ? { kind: "redirect", location: trimmed }
      : { kind: "file", file: page };
  }
  if (trimmed.endsWith(".html") && (await realFile(root, path.join(root, `.${trimmed}`)))) {
    return { kind: "redirect", location: trimmed.slice(0, -".html".length) };
  }
  // A folder with its own index.html (the editor at /admin/) is served at its
  // slash address, as Netlify does; the bare name redirects there.
  const index = await realFile(root, path.join(root, `.${trimmed}`, "index.html"));
  if (index) {
    return isDirectorySpelling
      ? { kind: "file", file: index }
      : { kind: "redirect", location: `${trimmed}/` };
  }
  const file = isDirectorySpelling
    ? undefined
    : await realFile(root, path.join(root, `.${trimmed}`));
  return file ? { kind: "file", file } : { kind: "missing" };
}

/** The file, if it is a regular file whose real path (links followed) is inside the root. */
async function realFile(root: string, candidate: string): Promise<string | undefined> {
  const real = await realpath(candidate).catch(() => undefined);
  if (!real?.startsWith(root + path.sep)) return undefined;
  const info = await stat(real).catch(() => undefined);
  return info?.isFile() ? real : undefined;
}

// Each language's not-found page ("404", "nl/404"): served for unknown paths only.
const notFoundPages = Object.values(notFoundPagePaths)
  .map((pagePath) => pagePath.slice(1).replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
  .join("|");
const internalPattern = new RegExp(`^/((${notFoundPages})(/.*|\\.html)?|_headers|_redirects)$`);

/** Files of the build that are not pages: the 404 sources, host config. */
export function isInternalPath(decodedPath: string): boolean {
  return internalPattern.test(decodedPath) || /\.(br|gz)$/.test(decodedPath);
}

/**
 * The not-found page for a path, relative to the root: its language's
 * ("nl/404.html" for /nl/…) when the build has it, else the English one.
 */
export async function notFoundFile(root: string, decodedPath: string | undefined) {
  const language = languageOfPath(decodedPath ?? "/");
  const own = path.join(root, `${notFoundPagePaths[language].slice(1)}.html`);
  return (await realFile(root, own)) ?? path.join(root, "404.html");
}

/** Serves GET and HEAD from the build: pages, assets, redirects and the 404 page. */
export function createStaticHandler(options: StaticSiteOptions) {
  // Real path: a root reached through a link still contains its own files.
  const root = realpathSync(path.resolve(options.root));
  const send = async (
    request: IncomingMessage,
    response: ServerResponse,
    file: string,
    status: number,
    rawPath: string,
  ) => {
    const policy = file.endsWith(".html")
      ? options.pagePolicy?.(path.relative(root, file).split(path.sep).join("/"))
      : undefined;
    const language = languageOfPath(decodePath(rawPath) ?? "/");
    await sendFile(request, response, root, file, status, policy, language);
  };
  const resolve = async (rawPath: string): Promise<Resolution> => {
    const decoded = decodePath(rawPath);
    if (decoded === undefined) return { kind: "missing" };
    const trimmed = decoded.length > 1 ? decoded.replace(/\/+$/, "") : decoded;
    // Own keys only, as everywhere a visitor's text picks an entry of a table.
    const target = Object.hasOwn(options.redirects, trimmed)
      ? options.redirects[trimmed]
      : undefined;
    if (target) return { kind: "redirect", location: target };
    return resolvePath(root, decoded);
  };
  return {
    /** Whether a request path is a page, file or redirect of the build. */
    async find(rawPath: string): Promise<boolean> {
      return (await resolve(rawPath)).kind !== "missing";
    },
    /** Whether a request path is answered with a page of the build itself (HTML, 200): no redirect, file or 404. */
    async isPage(rawPath: string): Promise<boolean> {
      const resolution = await resolve(rawPath);
      return resolution.kind === "file" && resolution.file.endsWith(".html");
    },
    /** `search` is the request's query ("?x=1" or ""), kept on redirects. */
    async serve(request: IncomingMessage, response: ServerResponse, rawPath: string, search = "") {
      const resolution = await resolve(rawPath);
      if (resolution.kind === "redirect") {
        // Revalidated, never kept: a later build may make the old spelling a
        // page again, and a browser holding a cached 301 would loop between
        // the two (ERR_TOO_MANY_REDIRECTS) long after the build was fixed.
        response.writeHead(301, {
          Location: resolution.location + search,
          "Cache-Control": "no-cache",
        });
        response.end();
        return;
      }
      if (resolution.kind === "file") {
        await send(request, response, resolution.file, 200, rawPath);
        return;
      }
      await send(request, response, await notFoundFile(root, decodePath(rawPath)), 404, rawPath);
    },
    /** The site's own 404 page in the path's language, for any request we do not serve. */
    async notFound(request: IncomingMessage, response: ServerResponse, rawPath = "/") {
      await send(request, response, await notFoundFile(root, decodePath(rawPath)), 404, rawPath);
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
  root: string,
  file: string,
  status: number,
  policy: string | undefined,
  /** The path's language: the server's own not-found page speaks it. */
  language: Language,
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
    // A compressed copy is confined like the page: by its real path.
    const real = await realFile(root, variant.file);
    info = real ? await stat(real).catch(() => undefined) : undefined;
    if (real && info?.isFile()) {
      chosen = { ...variant, file: real };
      break;
    }
  }
  if (!chosen || !info) {
    const body = pages.notFound(language);
    response.writeHead(status, {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": Buffer.byteLength(body),
      "Content-Security-Policy": responsePageCsp,
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

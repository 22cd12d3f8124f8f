import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { ReactElement } from "react";
import { readLimitedBody, settleUnreadBody } from "#server/http/form-body.ts";
import { renderDocument } from "#server/http/render-document.ts";

/**
 * The policy of every back-office page: our own scripts, styles and
 * connections only, no inline code at all, no framing, forms posting only to
 * us. (The Decap editor page has its own, looser one: server/http/admin-policy.ts.)
 */
export const backOfficePolicy = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join("; ");

/**
 * Headers of every back-office response: never stored by a browser or proxy
 * (pages show enquiries), never indexed, and no Referer to another site (an
 * invitation link holds its token). Not "no-referrer": with it, Chromium
 * sends `Origin: null` with a form's POST, which our own origin check must
 * then refuse.
 */
export const backOfficeHeaders: Record<string, string> = {
  "Content-Security-Policy": backOfficePolicy,
  "Cache-Control": "no-store",
  "Referrer-Policy": "same-origin",
  "X-Robots-Tag": "noindex, nofollow",
};

export function sendPage(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  page: ReactElement,
  headers: Record<string, string> = {},
) {
  settleUnreadBody(request, response);
  const html = renderDocument(page);
  response.writeHead(status, {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Length": Buffer.byteLength(html),
    ...headers,
  });
  response.end(request.method === "HEAD" ? undefined : html);
}

export function sendJson(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  settleUnreadBody(request, response);
  const text = JSON.stringify(body ?? null);
  response.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(text),
    ...headers,
  });
  response.end(text);
}

export function sendText(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
) {
  settleUnreadBody(request, response);
  response.writeHead(status, {
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": Buffer.byteLength(text),
    ...headers,
  });
  response.end(request.method === "HEAD" ? undefined : text);
}

/** A file we serve from memory (a script, the stylesheet), revalidated by its ETag. */
export function sendAsset(
  request: IncomingMessage,
  response: ServerResponse,
  contentType: string,
  body: string,
) {
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`;
  const headers = { ETag: etag, "Cache-Control": "no-cache" };
  if (request.headers["if-none-match"] === etag) {
    response.writeHead(304, headers);
    response.end();
    return;
  }
  response.writeHead(200, {
    ...headers,
    "Content-Type": contentType,
    "Content-Length": Buffer.byteLength(body),
  });
  response.end(request.method === "HEAD" ? undefined : body);
}

/** A CSV export (its text from server/http/csv.ts), downloaded as `fileName`. */
export function sendCsv(
  request: IncomingMessage,
  response: ServerResponse,
  fileName: string,
  csv: string,
) {
  response.writeHead(200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${fileName}"`,
    "Content-Length": Buffer.byteLength(csv),
  });
  response.end(request.method === "HEAD" ? undefined : csv);
}

/** After a POST, the page to look at next (303: the browser GETs it). */
export function redirect(
  request: IncomingMessage,
  response: ServerResponse,
  location: string,
  headers: Record<string, string> = {},
) {
  settleUnreadBody(request, response);
  response.writeHead(303, { Location: location, "Content-Length": 0, ...headers });
  response.end();
}

export type JsonBody =
  | { kind: "json"; value: unknown }
  | { kind: "too-large" }
  | { kind: "malformed" }
  | { kind: "aborted" };

/**
 * A JSON request body, read only up to `maxBytes`. Any content type here:
 * our passkey pages send application/json, a body that is not JSON is refused
 * by the parser anyway, and the editor's API insists on the type itself
 * (editing/editing-handlers.tsx).
 */
export async function readJsonBody(request: IncomingMessage, maxBytes: number): Promise<JsonBody> {
  const body = await readLimitedBody(request, maxBytes);
  if (body.kind !== "bytes") return body;
  try {
    return { kind: "json", value: JSON.parse(strictUtf8.decode(body.bytes)) };
  } catch {
    return { kind: "malformed" };
  }
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

import type { IncomingMessage, ServerResponse } from "node:http";

/** The most an enquiry's body may be: the four fields at their limits take under 8 KiB. */
export const maxFormBodyBytes = 32 * 1024;

export type FormBody =
  | {
      kind: "fields";
      /** Each name's first value. */
      fields: Map<string, string>;
      /** Each name's values in order, for the fields a form repeats (the participants' rows). */
      lists: Map<string, string[]>;
    }
  /** 415: not a urlencoded form, another charset, or a compressed body. */
  | { kind: "unsupported" }
  /** 413: over the limit; nothing past the limit was kept (see `settleUnreadBody`). */
  | { kind: "too-large" }
  /** 400: bytes that are not UTF-8, or a broken %-escape. */
  | { kind: "malformed" }
  /** The client went away before the body ended: nobody to answer. */
  | { kind: "aborted" };

/**
 * Reads an `application/x-www-form-urlencoded` body, refusing what is not one
 * before reading, and stopping as soon as it grows past `maxBytes` (the
 * declared Content-Length is checked first, the streamed bytes are counted in
 * case it lied or was absent).
 */
export function readFormBody(
  request: IncomingMessage,
  maxBytes = maxFormBodyBytes,
): Promise<FormBody> {
  if (!isFormUrlEncoded(request.headers["content-type"])) {
    return Promise.resolve({ kind: "unsupported" });
  }
  const encoding = request.headers["content-encoding"]?.trim().toLowerCase();
  if (encoding && encoding !== "identity") return Promise.resolve({ kind: "unsupported" });
  return readLimitedBody(request, maxBytes).then((body): FormBody => {
    if (body.kind !== "bytes") return body;
    try {
      const lists = parseFormLists(body.bytes);
      return { kind: "fields", fields: firstValues(lists), lists };
    } catch {
      return { kind: "malformed" };
    }
  });
}

export type LimitedBody =
  | { kind: "bytes"; bytes: Buffer }
  | { kind: "too-large" }
  /** The client went away before the body ended: nobody to answer. */
  | { kind: "aborted" };

/**
 * A request body, read only up to `maxBytes`: the declared Content-Length is
 * checked first, and the streamed bytes are counted in case it lied or was
 * absent; past the limit, reading stops (see `settleUnreadBody`).
 */
export function readLimitedBody(request: IncomingMessage, maxBytes: number): Promise<LimitedBody> {
  const declared = Number(request.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes) {
    return Promise.resolve({ kind: "too-large" });
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (body: LimitedBody) => {
      request.off("data", onData);
      request.off("end", onEnd);
      request.off("aborted", onAborted);
      request.off("error", onAborted);
      resolve(body);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) finish({ kind: "too-large" });
      else chunks.push(chunk);
    };
    const onEnd = () => finish({ kind: "bytes", bytes: Buffer.concat(chunks) });
    const onAborted = () => finish({ kind: "aborted" });
    request.on("data", onData);
    request.on("end", onEnd);
    request.on("aborted", onAborted);
    request.on("error", onAborted);
  });
}

/** `application/x-www-form-urlencoded`, with no charset or UTF-8 (what browsers send). */
export function isFormUrlEncoded(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const [type = "", ...parameters] = contentType.split(";").map((part) => part.trim());
  if (type.toLowerCase() !== "application/x-www-form-urlencoded") return false;
  for (const parameter of parameters) {
    const [name = "", value = ""] = parameter.split("=").map((part) => part.trim());
    if (name.toLowerCase() !== "charset") continue;
    if (!["utf-8", "utf8"].includes(value.replace(/^"|"$/g, "").toLowerCase())) return false;
  }
  return true;
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });

/**
 * Parses a urlencoded body strictly, unlike URLSearchParams (which turns bad
 * escapes into U+FFFD silently): invalid UTF-8 or a broken %-escape throws.
 * The first value of a repeated name wins.
 */
export function parseFormUrlEncoded(body: Uint8Array): Map<string, string> {
  return firstValues(parseFormLists(body));
}

function firstValues(lists: Map<string, string[]>): Map<string, string> {
  return new Map([...lists].map(([name, values]) => [name, values[0] ?? ""]));
}

/** Every value of every name, in the order posted (a name may repeat). */
export function parseFormLists(body: Uint8Array): Map<string, string[]> {
  const text = strictUtf8.decode(body);
  const lists = new Map<string, string[]>();
  for (const pair of text.split("&")) {
    if (pair === "") continue;
    const separator = pair.indexOf("=");
    const rawName = separator === -1 ? pair : pair.slice(0, separator);
    const rawValue = separator === -1 ? "" : pair.slice(separator + 1);
    const name = decodeURIComponent(rawName.replace(/\+/g, " "));
    const value = decodeURIComponent(rawValue.replace(/\+/g, " "));
    const values = lists.get(name);
    if (values) values.push(value);
    else lists.set(name, [value]);
  }
  return lists;
}

/** How much of a refused body we swallow so the client can read our answer. */
export const maxDiscardedBytes = 1024 * 1024;

/**
 * Called when we answer before reading a request's body to its end (413, 415,
 * 429, ...). Closing the connection while the client is still sending makes
 * its TCP stack drop our answer with a reset, so a visitor would see "connection
 * reset" instead of our page. A body whose declared length is beyond
 * `maxBytes` is not read at all: the connection closes after the answer. Any
 * other body is discarded unseen up to `maxBytes` (or `timeoutMs`), after
 * which the connection is cut.
 */
export function settleUnreadBody(
  request: IncomingMessage,
  response: ServerResponse,
  maxBytes = maxDiscardedBytes,
  timeoutMs = 5_000,
) {
  if (request.readableEnded) return;
  const declared = Number(request.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.setHeader("Connection", "close");
    return;
  }
  let discarded = 0;
  const cut = () => request.socket.destroy();
  const timer = setTimeout(cut, timeoutMs);
  timer.unref();
  request.on("data", (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > maxBytes) {
      clearTimeout(timer);
      cut();
    }
  });
  request.once("close", () => clearTimeout(timer));
  request.resume();
}

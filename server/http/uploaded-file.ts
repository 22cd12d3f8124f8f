import type { IncomingMessage } from "node:http";
import { readLimitedBody } from "./form-body.ts";

export type UploadedFile =
  | { kind: "file"; bytes: Uint8Array; fields: Map<string, string> }
  /** Over the limit: nothing past it was read (see `settleUnreadBody`). */
  | { kind: "too-large" }
  /** Not multipart/form-data, nor a file posted as it is; or a form without the file. */
  | { kind: "unsupported" }
  | { kind: "no-file" }
  | { kind: "aborted" };

/** Room for a form's boundaries and headers besides the file itself. */
const formOverheadBytes = 64 * 1024;

/**
 * One file from a POST: a form's `multipart/form-data` part named `name` (what a browser sends
 * without script), or the body itself when the file is posted as it is (a script, `curl
 * --data-binary`). The body is read only up to `maxBytes` and the form's overhead; the form's
 * other parts are kept as text fields. Enough for our one upload form, not a general parser.
 */
export async function readUploadedFile(
  request: IncomingMessage,
  name: string,
  maxBytes: number,
): Promise<UploadedFile> {
  const type = request.headers["content-type"] ?? "";
  const boundary = /^multipart\/form-data\s*;.*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(type);
  const isRaw = /^(application|text)\/(xml|octet-stream)\b/i.test(type);
  if (!boundary && !isRaw) return { kind: "unsupported" };
  const encoding = request.headers["content-encoding"]?.trim().toLowerCase();
  if (encoding && encoding !== "identity") return { kind: "unsupported" };
  const body = await readLimitedBody(request, maxBytes + (boundary ? formOverheadBytes : 0));
  if (body.kind !== "bytes") return body;
  if (!boundary) return { kind: "file", bytes: body.bytes, fields: new Map() };
  return filePart(body.bytes, boundary[1] ?? boundary[2] ?? "", name, maxBytes);
}

function filePart(body: Buffer, boundary: string, name: string, maxBytes: number): UploadedFile {
  const delimiter = Buffer.from(`--${boundary}`);
  const fields = new Map<string, string>();
  let file: Uint8Array | undefined;
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const partStart = start + delimiter.length;
    // "--" after the delimiter closes the form.
    if (body.subarray(partStart, partStart + 2).toString() === "--") break;
    const next = body.indexOf(delimiter, partStart);
    if (next === -1) break;
    const part = body.subarray(partStart + 2, next - 2); // CRLF after the delimiter and before the next
    const headerEnd = part.indexOf("\r\n\r\n");
    if (headerEnd !== -1) {
      const headers = part.subarray(0, headerEnd).toString("utf8");
      const content = part.subarray(headerEnd + 4);
      const partName = /\bname="([^"]*)"/i.exec(headers)?.[1];
      const isFile = /\bfilename="/i.test(headers);
      if (partName === name && isFile) file = content;
      else if (partName && !isFile) fields.set(partName, content.toString("utf8"));
    }
    start = next;
  }
  if (!file || file.byteLength === 0) return { kind: "no-file" };
  if (file.byteLength > maxBytes) return { kind: "too-large" };
  return { kind: "file", bytes: file, fields };
}

import { createHash } from "node:crypto";
import { createElement } from "react";
import { renderPdf } from "#server/pdf/render-pdf.ts";
import { QuoteDocument } from "./quote-document.tsx";
import type { QuoteSnapshot } from "./quote-snapshot.ts";

/** A version's PDF, from its snapshot alone: rendered once, when it is sent, then stored as it is. */
export function renderQuotePdf(snapshot: QuoteSnapshot): Promise<Uint8Array> {
  return renderPdf(createElement(QuoteDocument, { snapshot }));
}

/** The SHA-256 of a PDF, in hex: what an acceptance records of the exact file sent. */
export function pdfSha256(pdf: Uint8Array): string {
  return createHash("sha256").update(pdf).digest("hex");
}

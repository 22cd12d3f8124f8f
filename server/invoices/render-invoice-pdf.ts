import { createElement } from "react";
import { renderPdf } from "#server/pdf/render-pdf.ts";
import { InvoiceDocument } from "./invoice-document.tsx";
import type { InvoiceSnapshot } from "./invoice-snapshot.ts";

/** An invoice's or credit note's PDF, from its snapshot alone. */
export function renderInvoicePdf(snapshot: InvoiceSnapshot): Promise<Uint8Array> {
  return renderPdf(createElement(InvoiceDocument, { snapshot }));
}

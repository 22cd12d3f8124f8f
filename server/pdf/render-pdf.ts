import { type DocumentProps, renderToBuffer } from "@react-pdf/renderer";
import type { ReactElement } from "react";
import { registerPdfFonts } from "./pdf-fonts.ts";

/**
 * A react-pdf document as the bytes of its PDF. Runs in the process that
 * calls it (the site server, never the store's process): measured on a
 * 2-core machine, the first render of a process takes a second or two (the
 * fonts are read and parsed, the layout engine starts), later ones tens of
 * milliseconds (bench/invoices.ts).
 */
export async function renderPdf(document: ReactElement): Promise<Uint8Array> {
  registerPdfFonts();
  // A component whose root is PdfFrame's <Document>: react-pdf's type wants the Document itself.
  return new Uint8Array(await renderToBuffer(document as ReactElement<DocumentProps>));
}

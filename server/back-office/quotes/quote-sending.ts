import type { IncomingMessage, ServerResponse } from "node:http";
import type { EnrolmentCatalogue } from "#src/training/enrolment-catalogue.server.ts";
import type { QuoteFacts } from "#server/quotes/build-quote.ts";

/**
 * What sending a quote needs from the live release (our details, the VAT
 * setting, the terms) and the server (e-mail on, the site's origin), or the
 * words that say why it cannot send now.
 */
export function sendingFacts(
  catalogue: EnrolmentCatalogue | undefined,
  options: { isMailing: boolean; origin: () => string },
): Omit<QuoteFacts, "number" | "version" | "issueDate"> | { blocked: string } {
  if (!options.isMailing) {
    return { blocked: "E-mail is off (SMTP_URL): quotes go to their buyers by e-mail." };
  }
  const invoicing = catalogue?.invoicing;
  if (!catalogue || !invoicing || !catalogue.quoteTerms) {
    return { blocked: "The live site was built before quotes: rebuild it (Site) first." };
  }
  if ("off" in invoicing) return { blocked: `Our details are not complete: ${invoicing.off}.` };
  return {
    seller: invoicing.seller,
    vat: catalogue.vat,
    terms: catalogue.quoteTerms,
    origin: options.origin(),
  };
}

/** A quote's PDF, shown in the browser. */
export function sendPdf(
  request: IncomingMessage,
  response: ServerResponse,
  pdf: Uint8Array,
  fileName: string,
) {
  response.writeHead(200, {
    "Content-Type": "application/pdf",
    "Content-Disposition": `inline; filename="${fileName}"`,
    "Content-Length": pdf.byteLength,
  });
  response.end(request.method === "HEAD" ? undefined : Buffer.from(pdf));
}

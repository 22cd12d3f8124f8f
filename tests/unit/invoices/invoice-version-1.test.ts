import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { renderInvoiceUbl } from "#server/invoices/invoice-ubl.ts";
import { hasEInvoice, parseInvoiceSnapshot } from "#server/invoices/invoice-snapshot.ts";
import { renderInvoicePdf } from "#server/invoices/render-invoice-pdf.ts";
import { sampleSnapshots, ublVariants } from "#tests/support/invoice-samples.ts";

/**
 * Version 1 snapshots (every course invoice and credit note issued before
 * issue 45) are read as they were written and render byte for byte as they
 * did before version 2 came: the SHA-256 of each sample's PDF and UBL, made by
 * scripts/invoice-samples.ts at the commit named in the fixture. A deliberate
 * change of the course invoice's layout refreshes the fixture from that script.
 */
const fixture = JSON.parse(
  readFileSync(
    new URL("../../fixtures/invoices/version-1-renderings.json", import.meta.url),
    "utf8",
  ),
) as { files: Record<string, string> };
const sha256 = (bytes: Uint8Array | string) => createHash("sha256").update(bytes).digest("hex");
const samples = [
  ...Object.entries(sampleSnapshots()),
  ...Object.entries(ublVariants()).map(
    ([name, snapshot]) => [`variant-${name}`, snapshot] as const,
  ),
];

describe("a version 1 snapshot", () => {
  it.each(samples)(
    "%s is read back unchanged and renders as before",
    async (name, snapshot) => {
      const stored = JSON.parse(JSON.stringify(snapshot));
      const read = parseInvoiceSnapshot(stored);
      expect(read).toEqual(snapshot);
      expect(read.version).toBe(1);
      const pdf = await renderInvoicePdf(read);
      expect(sha256(pdf)).toBe(fixture.files[`${name}.pdf`]);
      if (hasEInvoice(read)) {
        expect(sha256(await renderInvoiceUbl(read, pdf))).toBe(fixture.files[`${name}.xml`]);
      }
    },
    30_000,
  );
});

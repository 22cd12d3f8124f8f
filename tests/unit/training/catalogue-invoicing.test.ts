import { describe, expect, it } from "vitest";
import { companyIn } from "#src/content/company.server.ts";
import { catalogueInvoicing } from "#src/training/enrolment-catalogue.server.ts";

/**
 * What a release tells the server about invoicing: our details, or why it
 * issues none. The repository's company file still marks its facts as
 * placeholders (a test or local build), so it issues none and says which.
 */
describe("a release's invoicing details", () => {
  it("issues no invoices while the facts an invoice prints are placeholders, and names them", () => {
    const placeholders = companyIn("en").placeholders ?? [];
    expect(placeholders).toContain("invoicing.iban");
    const invoicing = catalogueInvoicing();
    expect(invoicing && "off" in invoicing && invoicing.off).toContain("invoicing.iban");
    expect(invoicing && "off" in invoicing && invoicing.off).toContain("vatId");
    expect(invoicing && "off" in invoicing && invoicing.off).not.toContain("siteUrl");
  });
});

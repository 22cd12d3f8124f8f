import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DeleteEnquiryPage } from "#server/back-office/enquiries/delete-enquiry-page.tsx";
import type { Enquiry } from "#server/enquiries/enquiry-tables.ts";

/** A deletion request on an invoiced enrolment says what it keeps and why, before it is confirmed. */
const enrolment: Enquiry = {
  id: 12,
  kind: "enrolment",
  name: "Ada Lovelace",
  email: "ada@example.nl",
  phone: "",
  message: "",
  receivedAt: "2027-01-10T09:00:00.000Z",
  language: "en",
  mailStatus: "sent",
};

describe("deleting an invoiced enrolment", () => {
  it("names the invoices it keeps, for how long and why, and what goes", () => {
    const html = renderToStaticMarkup(
      <DeleteEnquiryPage
        signedIn={{ email: "owner@example.nl" }}
        enquiry={enrolment}
        keptInvoices={["2027-0001", "2027-0002"]}
      />,
    );
    expect(html).toContain("Kept: its invoices and credit notes (2027-0001, 2027-0002)");
    expect(html).toContain("7 years (art. 52 AWR)");
    expect(html).toContain("the phone number, the remarks, the participants");
  });

  it("says nothing of invoices for an enrolment that has none", () => {
    const html = renderToStaticMarkup(
      <DeleteEnquiryPage signedIn={{ email: "owner@example.nl" }} enquiry={enrolment} />,
    );
    expect(html).not.toContain("data-kept-invoices");
  });
});

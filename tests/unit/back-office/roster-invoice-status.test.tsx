import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { InvoiceAccount } from "#server/payments/ledger.ts";
import { RosterInvoices, RunMoney } from "#server/back-office/runs/roster-invoices.tsx";
import { cents } from "#src/money/money.ts";

/**
 * The roster's invoice line: each invoice's status (open with what is to pay, paid, overdue,
 * credited, refund due), its "Pay now" link only when paying online is on and something is open,
 * and the run's money: paid and open over its invoices.
 */
const invoice = (overrides: Partial<InvoiceAccount>): InvoiceAccount =>
  ({
    id: 1,
    number: "2027-0001",
    kind: "invoice",
    enquiryId: 7,
    inclVat: cents(181379),
    paid: cents(0),
    credited: cents(0),
    refundDue: cents(0),
    dueDate: "2027-02-14",
    isRendered: true,
    payToken: "a".repeat(32),
    language: "nl",
    ...overrides,
  }) as InvoiceAccount;
const payUrl = (document: InvoiceAccount) =>
  `https://www.example.nl/nl/betalen/${document.payToken}`;
const line = (documents: InvoiceAccount[], withLink: boolean, today = "2027-02-01") =>
  renderToStaticMarkup(
    <RosterInvoices invoices={{ documents, today, ...(withLink && { payUrl }) }} />,
  ).replace(/<!-- -->/g, "");

describe("an invoice on the roster", () => {
  it("is open with what is to pay and its Pay now link, only when paying online is on", () => {
    const open = line([invoice({})], true);
    expect(open).toContain("— open (€1,813.79 to pay)");
    expect(open).toContain(
      `href="https://www.example.nl/nl/betalen/${"a".repeat(32)}">Pay now link`,
    );
    expect(line([invoice({})], false)).not.toContain("Pay now");
  });

  it("is overdue after its due date, paid, credited or refund due, with no link when nothing is open", () => {
    expect(line([invoice({})], true, "2027-02-15")).toContain("— overdue (€1,813.79 to pay)");
    const paid = line([invoice({ paid: cents(181379) })], true);
    expect(paid).toContain("— paid");
    expect(paid).not.toContain("Pay now");
    expect(line([invoice({ credited: cents(181379) })], true)).toContain("— credited");
    expect(
      line(
        [invoice({ credited: cents(181379), paid: cents(181379), refundDue: cents(181379) })],
        true,
      ),
    ).toContain("— refund due (€1,813.79 to refund)");
  });

  it("adds up the run's money: paid and open", () => {
    const html = renderToStaticMarkup(
      <dl>
        <RunMoney
          invoices={{
            1: { documents: [invoice({ paid: cents(181379) })] },
            2: { documents: [invoice({ id: 2, inclVat: cents(100000), paid: cents(0) })] },
          }}
        />
      </dl>,
    ).replace(/<!-- -->/g, "");
    expect(html).toContain("€1,813.79 paid, €1,000.00 open");
  });
});

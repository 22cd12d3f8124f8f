import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { asCourseInvoice, invoiceFacts } from "#tests/support/invoice-facts.ts";
import { buildInvoice } from "#server/invoices/build-invoice.ts";
import {
  balanceOf,
  type InvoiceLedger,
  openInvoiceLedger,
} from "#server/invoices/invoice-ledger.ts";
import { migrate } from "#server/store/migrate.ts";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { fill } from "#src/i18n/fill.ts";
import { cents } from "#src/money/money.ts";
import { formatDate } from "#src/training/course-format.ts";

/**
 * The invoices of one enrolment, in a migrated store in memory: whatever
 * happens to it (fewer participants, a cancellation with or without the
 * terms' charge, a move the buyer keeps), its invoices minus its credit
 * notes are what the buyer owes, and each credit note refers to its invoice.
 */
let db: DatabaseSync;
let ledger: InvoiceLedger;
beforeEach(() => {
  db = new DatabaseSync(":memory:");
  migrate(db, ":memory:");
  ledger = openInvoiceLedger(db);
});
afterEach(() => db.close());

const meta = { enquiryId: 7, at: "2027-01-15T10:00:00.000Z", isMailing: false };
const inTransaction = <T>(work: () => T): T => {
  db.exec("BEGIN IMMEDIATE");
  try {
    const result = work();
    db.exec("COMMIT");
    return result;
  } catch (error) {
    db.exec("ROLLBACK");
    throw error;
  }
};
/** € 1,499 excl. 21 % VAT: € 1,813.79 a participant. */
const perParticipant = 181_379;

function invoiceFor(participants: number) {
  return inTransaction(() => {
    const result = ledger.issue(
      (number, issueDate) =>
        buildInvoice(
          invoiceFacts({ number, issueDate, enrolmentId: 7, participants, participantNames: [] }),
        ),
      { ...meta, reason: "confirmed" },
    );
    if (!("issued" in result)) throw new Error(result.problems.join(" "));
    return result.issued;
  });
}
const owed = () => balanceOf(ledger.documentsOf(7));

describe("an enrolment's balance: its invoices minus its credit notes", () => {
  it("is the invoice's total once issued", () => {
    invoiceFor(3);
    expect(owed()).toBe(3 * perParticipant);
  });

  it("drops by a participant's share when one drops, credited on its own credit note", () => {
    const invoice = invoiceFor(3);
    const credit = inTransaction(() =>
      ledger.creditParticipants(1, { ...meta, reason: "participants" }),
    );
    expect(credit && "issued" in credit && credit.issued).toMatchObject({
      kind: "credit-note",
      refersTo: invoice.id,
      inclVat: perParticipant,
    });
    expect(owed()).toBe(2 * perParticipant);
    // Cancelled later: only what is left is credited, so the balance comes to nil, never below.
    inTransaction(() => ledger.creditAll({ ...meta, reason: "withdrawal" }));
    expect(owed()).toBe(0);
    expect(ledger.documentsOf(7).map((document) => document.number)).toEqual([
      "2027-0001",
      "2027-0002",
      "2027-0003",
    ]);
  });

  it("is the terms' charge after the buyer's cancellation at 50%", () => {
    invoiceFor(2);
    inTransaction(() => {
      ledger.creditAll({ ...meta, reason: "buyer" });
      ledger.charge(50, { ...meta, reason: "charge" });
    });
    expect(owed()).toBe(perParticipant);
  });

  it("is the part of the course given after a consumer's withdrawal, its line naming the days", () => {
    const invoice = asCourseInvoice(ledger.snapshot(invoiceFor(1).id));
    const part = Math.floor((perParticipant * 2) / 3);
    const charged = inTransaction(() => {
      ledger.creditAll({ ...meta, reason: "withdrawal" });
      return ledger.charge(
        0,
        { ...meta, reason: "charge" },
        { cancelledOn: "2027-01-15", inclVat: cents(part), part: { given: 2, of: 3 } },
      );
    });
    expect(owed()).toBe(part);
    const snapshot = asCourseInvoice(
      ledger.snapshot(charged && "issued" in charged ? charged.issued.id : 0),
    );
    const lang = invoice?.language ?? "en";
    expect(snapshot?.lines[0]?.description).toBe(
      fill(dictionaries[lang].invoice.chargeLineGiven, {
        given: "2",
        days: "3",
        course: invoice?.lines[0]?.description ?? "",
        date: formatDate("2027-01-15", lang),
      }),
    );
  });

  it("stays the fee when the buyer keeps a moved run: credited, and invoiced again with the new dates", () => {
    invoiceFor(1);
    const documents = inTransaction(() =>
      ledger.moveTo(() => ({ label: "5–7 April 2027", start: "2027-04-05", end: "2027-04-07" }), {
        ...meta,
        reason: "moved",
      }),
    );
    expect(documents.map((document) => document.kind)).toEqual(["credit-note", "invoice"]);
    expect(owed()).toBe(perParticipant);
    const moved = asCourseInvoice(ledger.snapshot(documents[1]?.id ?? 0));
    expect(moved?.supply).toEqual({ start: "2027-04-05", end: "2027-04-07" });
    expect(moved?.lines[0]?.runLabel).toBe("5–7 April 2027");
  });

  it("is issued only inside a transaction: a number is never taken outside one", () => {
    expect(() =>
      ledger.issue((number, issueDate) => buildInvoice(invoiceFacts({ number, issueDate })), {
        ...meta,
        reason: "confirmed",
      }),
    ).toThrow("inside the store's transaction");
  });
});

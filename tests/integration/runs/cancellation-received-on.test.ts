import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testSeller } from "#tests/support/invoice-facts.ts";
import { enquiryStore, enquiryTables } from "#server/enquiries/enquiry-store.ts";
import { invoiceStore, invoiceTables } from "#server/invoices/invoice-store.ts";
import { paymentStore, paymentTables } from "#server/payments/payment-store.ts";
import type { InvoicingContext } from "#server/runs/run-invoices.ts";
import { runStore, runTables } from "#server/runs/run-store.ts";
import { databasePath, openStore, type Store } from "#server/store/store.ts";
import { buyerChargePercent, refundDueBy } from "#src/training/cancellation-terms.ts";
import { addDays } from "#src/training/dutch-working-days.ts";
import { todayInAmsterdam } from "#src/training/course-runs.ts";
import { percentOf } from "#src/money/money.ts";

/**
 * A cancellation counts from the day it reached us (review 3, M5), and a consumer's charge is
 * invoiced after the start at the amount the owner confirms (M7), through the real store: the
 * Runs tables issue the documents and the payments book the money in the same transaction.
 */
const today = todayInAmsterdam();
const at = (days: number) => `${addDays(today, days)}T09:00:00.000Z`;
const course = { en: "Docker", nl: "Docker" };
const runOf = (key: string, start: string) => ({
  key,
  label: { en: start, nl: start },
  start,
  end: addDays(start, 2),
  mode: "classroom" as const,
});
type Run = ReturnType<typeof runOf>;
const invoicing: InvoicingContext = { seller: testSeller, vat: { basis: "exclusive", rate: 21 } };

let work: string;
let store: Store;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "received-on-"));
  store = await openStore(work, {
    tables: [enquiryTables, runTables, invoiceTables, paymentTables],
  });
});
afterAll(async () => {
  await store.close();
  await rm(work, { recursive: true, force: true });
});
const runs = () => runStore(store, { isMailing: false });

/** Enrolled three weeks ago, confirmed then (the withdrawal period over), paid in full. */
async function paidInFull(name: string, buyer: "business" | "private", run: Run) {
  const placed = await enquiryStore(store).addEnrolment(
    { name, email: `${name.toLowerCase()}@example.nl`, phone: "", message: "" },
    new Date(at(-21)),
    "en",
    {
      course: { key: "devops/docker", title: "Docker", page: "/" },
      run: { key: run.key, label: run.label.en, start: run.start, end: run.end, mode: run.mode },
      buyer,
      ...(buyer === "business" && { company: `${name} B.V.`, vatId: "NL987654321B01" }),
      buyerAddress: {
        street: "Kempenlaan 10",
        postalCode: "5611 AB",
        city: "Eindhoven",
        country: "NL",
      },
      po: "",
      participants: 1,
      price: { fee: 1499, shown: "€1,499.00", exclVat: 1499, inclVat: 1813.79 },
    },
    {
      courseKey: "devops/docker",
      runKey: run.key,
      participants: 1,
      isScheduled: true,
      capacity: null,
    },
  );
  const id = placed.id as number;
  const confirmed = await runs().changePlace({
    id,
    version: 0,
    action: "confirm",
    at: at(-20),
    capacity: null,
    facts: { course, run },
    invoicing,
  });
  expect(confirmed.outcome).toBe("done");
  const [invoice] = await invoiceStore(store).invoicesOfEnrolments([id]);
  await paymentStore(store).markInvoicePaid(
    invoice?.id ?? 0,
    addDays(today, -19),
    "owner@example.nl",
    new Date(at(-19)),
  );
  return { id, invoice: invoice as NonNullable<typeof invoice> };
}

async function cancel(id: number, run: Run, receivedOn?: string) {
  const version = (await runs().runEnrolment(id))?.placeVersion ?? 0;
  return runs().changePlace({
    id,
    version,
    action: "cancel",
    cause: "buyer",
    ...(receivedOn && { receivedOn }),
    at: at(0),
    capacity: null,
    facts: { course, run },
  });
}

/** The refunds booked on an enrolment's invoices: amount and the day each is due. */
function refundsOf(invoiceId: number) {
  const db = new DatabaseSync(databasePath(work), { readOnly: true });
  const rows = db
    .prepare(
      "SELECT amount_cents AS amount, due_on AS dueOn FROM refunds WHERE invoice_id = ? ORDER BY id",
    )
    .all(invoiceId)
    .map((row) => ({ amount: Number(row.amount), dueOn: String(row.dueOn) }));
  db.close();
  return rows;
}

const documentsOf = (id: number) => invoiceStore(store).invoicesOfEnrolments([id]);

describe("the day a cancellation reached us (M5)", () => {
  // 27 days before the start today: 50 % if counted from today, free from yesterday (28 days).
  const run = runOf("received-on", addDays(today, 27));

  it("counts the charge and the refund's deadline from the day received, not the day recorded", async () => {
    expect(buyerChargePercent(run.start, addDays(today, -1))).toBe(0);
    expect(buyerChargePercent(run.start, today)).toBe(50);
    const early = await paidInFull("Early", "business", run);
    const outcome = await cancel(early.id, run, addDays(today, -1));
    expect(outcome.outcome).toBe("done");
    if (outcome.outcome === "done")
      expect(outcome.enrolment.cancelReceivedOn).toBe(addDays(today, -1));
    expect((await documentsOf(early.id)).map((document) => document.reason)).toEqual([
      "confirmed",
      "buyer",
    ]);
    expect(refundsOf(early.invoice.id)).toEqual([
      { amount: early.invoice.inclVat, dueOn: refundDueBy(addDays(today, -1)) },
    ]);
    // The same cancellation recorded as received today: the terms' 50 %, charged.
    const late = await paidInFull("Late", "business", run);
    expect((await cancel(late.id, run)).outcome).toBe("done");
    const documents = await documentsOf(late.id);
    expect(documents.map((document) => document.reason)).toEqual(["confirmed", "buyer", "charge"]);
    expect(documents[2]?.inclVat).toBe(
      percentOf(late.invoice.exclVat, 50) + percentOf(late.invoice.vat, 50),
    );
  });

  it("refuses a day after today or before the enrolment, and changes nothing", async () => {
    const refused = await paidInFull("Refused", "business", run);
    for (const day of [addDays(today, 1), addDays(today, -30), "2026-02-30"]) {
      const outcome = await cancel(refused.id, run, day);
      expect(outcome, day).toMatchObject({ outcome: "refused", reason: "received-on" });
    }
    expect((await runs().runEnrolment(refused.id))?.place).toBe("confirmed");
    expect(await documentsOf(refused.id)).toHaveLength(1);
  });
});

describe("a consumer's charge after the start (M7)", () => {
  // Three weeks out: the terms' 50 %, at most.
  const run = runOf("consumer-costs", addDays(today, 21));

  it("credits at once, holds the terms' charge, and invoices the confirmed costs after the start", async () => {
    const consumer = await paidInFull("Sanne", "private", run);
    expect((await cancel(consumer.id, run)).outcome).toBe("done");
    const ceiling = percentOf(consumer.invoice.exclVat, 50) + percentOf(consumer.invoice.vat, 50);
    // No charge invoice now; everything above the most they pay owed back within 14 days.
    expect((await documentsOf(consumer.id)).map((document) => document.kind)).toEqual([
      "invoice",
      "credit-note",
    ]);
    expect(refundsOf(consumer.invoice.id)).toEqual([
      { amount: consumer.invoice.inclVat - ceiling, dueOn: refundDueBy(today) },
    ]);
    const row = await runs().runEnrolment(consumer.id);
    expect(row?.chargeCeilingPercent).toBe(50);
    const ask = (charge: { kind: "terms" } | { kind: "costs"; inclVat: number }, days: number) =>
      runs().confirmCancellationCharge({
        id: consumer.id,
        version: row?.placeVersion ?? 0,
        charge: charge as { kind: "terms" },
        start: run.start,
        at: at(days),
        by: "owner@example.nl",
      });
    expect(await ask({ kind: "terms" }, 20)).toEqual({ outcome: "not-started" });
    expect(await ask({ kind: "costs", inclVat: ceiling + 1 }, 22)).toMatchObject({
      outcome: "refused",
      reason: "above-ceiling",
    });
    // The place was filled again: € 100 of costs, set off against what was held.
    expect(await ask({ kind: "costs", inclVat: 10_000 }, 22)).toMatchObject({ outcome: "done" });
    const documents = await documentsOf(consumer.id);
    expect(documents.map((document) => document.reason)).toEqual(["confirmed", "buyer", "charge"]);
    expect(documents[2]?.inclVat).toBe(10_000);
    expect(documents[2]?.amountDue).toBe(0);
    // The rest of what was held goes back, due 14 days after the cancellation reached us.
    expect(refundsOf(consumer.invoice.id)).toEqual([
      { amount: consumer.invoice.inclVat - ceiling, dueOn: refundDueBy(today) },
      { amount: ceiling - 10_000, dueOn: refundDueBy(today) },
    ]);
    // Decided once: a second answer changes nothing.
    expect(await ask({ kind: "terms" }, 23)).toEqual({ outcome: "not-waiting" });
    expect(await documentsOf(consumer.id)).toHaveLength(3);
  });

  it("at nil costs invoices nothing and owes everything back", async () => {
    const consumer = await paidInFull("Pieter", "private", run);
    expect((await cancel(consumer.id, run)).outcome).toBe("done");
    const row = await runs().runEnrolment(consumer.id);
    const outcome = await runs().confirmCancellationCharge({
      id: consumer.id,
      version: row?.placeVersion ?? 0,
      charge: { kind: "costs", inclVat: 0 as never },
      start: run.start,
      at: at(22),
      by: "owner@example.nl",
    });
    expect(outcome).toEqual({ outcome: "done", documents: [] });
    expect((await documentsOf(consumer.id)).map((document) => document.kind)).toEqual([
      "invoice",
      "credit-note",
    ]);
    const refunded = refundsOf(consumer.invoice.id).reduce((sum, refund) => sum + refund.amount, 0);
    expect(refunded).toBe(consumer.invoice.inclVat);
  });
});

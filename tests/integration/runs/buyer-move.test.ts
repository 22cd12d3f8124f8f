import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testSeller } from "#tests/support/invoice-facts.ts";
import { enquiryStore, enquiryTables } from "#server/enquiries/enquiry-store.ts";
import { invoiceStore, invoiceTables } from "#server/invoices/invoice-store.ts";
import { paymentStore, paymentTables } from "#server/payments/payment-store.ts";
import type { OfferContext } from "#server/runs/run-offers.ts";
import type { InvoicingContext } from "#server/runs/run-invoices.ts";
import { runStore, runTables } from "#server/runs/run-store.ts";
import { databasePath, openStore, type Store } from "#server/store/store.ts";
import { addDays, withdrawalPeriodEnd } from "#src/training/dutch-working-days.ts";
import { todayInAmsterdam } from "#src/training/course-runs.ts";

/**
 * The buyer moves their own enrolment to another run (issue 44 point 3), through the real store:
 * the invoice follows (a credit note and a new invoice for the new run with what was paid as its
 * prepaid, never refunded and asked again), a run that filled up meanwhile is refused with the
 * runs that still have room, and a consumer moving into their withdrawal period asks first.
 */
const today = todayInAmsterdam();
const at = (days: number) => `${addDays(today, days)}T09:00:00.000Z`;
const course = { en: "Docker", nl: "Docker" };
const runOf = (key: string, start: string, capacity: number | null) => ({
  courseKey: "devops/docker",
  runKey: key,
  capacity,
  start,
  facts: {
    course,
    run: {
      key,
      label: { en: `${start} (en)`, nl: `${start} (nl)` },
      start,
      end: addDays(start, 2),
      mode: "classroom" as const,
    },
  },
});
const from = runOf("from", addDays(today, 60), 8);
const roomy = runOf("roomy", addDays(today, 90), 8);
const small = runOf("small", addDays(today, 120), 2);
const offers: OfferContext = {
  runs: [from, roomy, small],
  origin: "https://www.example.nl",
  offerHours: 48,
};
const invoicing: InvoicingContext = { seller: testSeller, vat: { basis: "exclusive", rate: 21 } };

let work: string;
let store: Store;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "buyer-move-"));
  store = await openStore(work, {
    tables: [enquiryTables, runTables, invoiceTables, paymentTables],
  });
});
afterAll(async () => {
  await store.close();
  await rm(work, { recursive: true, force: true });
});
const runs = () => runStore(store, { isMailing: false });

async function confirmed(
  name: string,
  buyer: "business" | "private",
  participants: number,
  run = from,
  days = -20,
) {
  const placed = await enquiryStore(store).addEnrolment(
    { name, email: `${name.toLowerCase()}@example.nl`, phone: "", message: "" },
    new Date(at(days - 1)),
    "nl",
    {
      course: { key: "devops/docker", title: "Docker", page: "/" },
      run: {
        key: run.runKey,
        label: run.facts.run.label.nl,
        start: run.start,
        end: run.facts.run.end,
        mode: "classroom",
      },
      buyer,
      ...(buyer === "business" && { company: `${name} B.V.`, vatId: "NL987654321B01" }),
      buyerAddress: {
        street: "Kempenlaan 10",
        postalCode: "5611 AB",
        city: "Eindhoven",
        country: "NL",
      },
      po: "",
      participants,
      price: { fee: 1499, shown: "€ 1.499,00", exclVat: 1499, inclVat: 1813.79 },
    },
    {
      courseKey: "devops/docker",
      runKey: run.runKey,
      participants,
      isScheduled: true,
      capacity: null,
    },
  );
  const id = placed.id as number;
  const outcome = await runs().changePlace({
    id,
    version: 0,
    action: "confirm",
    at: at(days),
    capacity: null,
    facts: { course, run: run.facts.run },
    invoicing,
  });
  expect(outcome.outcome).toBe("done");
  return id;
}

const moveOf = async (id: number, toKey: string, isExpressRequested = false) =>
  runs().moveEnrolment({
    id,
    version: (await runs().runEnrolment(id))?.placeVersion ?? 0,
    toKey,
    isExpressRequested,
    moveDays: 14,
    at: at(0),
    offers,
    facts: { course, run: from.facts.run },
  });

describe("the buyer moves their own enrolment", () => {
  it("a business's invoice follows: credit note and a new invoice with what was paid as prepaid", async () => {
    const id = await confirmed("Moved", "business", 2);
    const [invoice] = await invoiceStore(store).invoicesOfEnrolments([id]);
    await paymentStore(store).markInvoicePaid(
      invoice?.id ?? 0,
      addDays(today, -19),
      "owner@example.nl",
      new Date(at(-19)),
    );
    const outcome = await moveOf(id, "roomy");
    expect(outcome.outcome).toBe("done");
    const row = await runs().runEnrolment(id);
    expect([row?.runKey, row?.place]).toEqual(["roomy", "confirmed"]);
    const documents = await invoiceStore(store).invoicesOfEnrolments([id]);
    expect(documents.map((document) => [document.kind, document.reason])).toEqual([
      ["invoice", "confirmed"],
      ["credit-note", "moved"],
      ["invoice", "confirmed"],
    ]);
    const [old, note, moved] = documents;
    expect(note?.inclVat).toBe(old?.inclVat);
    expect(moved?.inclVat).toBe(old?.inclVat);
    // Paid in full on the old one: all of it carried over, nothing refunded, nothing due.
    expect(moved?.amountDue).toBe(0);
    const db = new DatabaseSync(databasePath(work), { readOnly: true });
    const snapshot = JSON.parse(
      (
        db.prepare("SELECT snapshot FROM invoices WHERE id = ?").get(moved?.id ?? 0) as {
          snapshot: string;
        }
      ).snapshot,
    );
    db.close();
    expect(snapshot.lines[0].runLabel).toBe(roomy.facts.run.label.nl);
    expect(snapshot.prepaid).toEqual([
      expect.objectContaining({ invoiceNumber: old?.number, amount: old?.inclVat }),
    ]);
    const accounts = await paymentStore(store).accountsOfEnrolments([id]);
    expect(accounts.map((account) => account.refundDue)).toEqual([0, 0, 0]);
  });

  it("refuses a run that filled up meanwhile, naming the runs that still have room, and moves nothing", async () => {
    const first = await confirmed("First", "business", 2);
    const second = await confirmed("Second", "business", 1);
    expect((await moveOf(first, "small")).outcome).toBe("done");
    const refused = await moveOf(second, "small");
    expect(refused).toMatchObject({ outcome: "refused", reason: "full" });
    expect(refused.outcome === "refused" && refused.runs.map((run) => run.key)).toEqual(["roomy"]);
    expect((await runs().runEnrolment(second))?.runKey).toBe("from");
    expect(await invoiceStore(store).invoicesOfEnrolments([second])).toHaveLength(1);
    // A stale preview (another version) changes nothing either.
    const stale = await runs().moveEnrolment({
      id: second,
      version: 99,
      toKey: "roomy",
      isExpressRequested: false,
      moveDays: 14,
      at: at(0),
      offers,
      facts: { course, run: from.facts.run },
    });
    expect(stale).toEqual({ outcome: "changed" });
  });

  it("asks a consumer moving into their withdrawal period for the express request, then records it", async () => {
    const soon = runOf("soon", withdrawalPeriodEnd(today), 8);
    const later = runOf("later", addDays(today, 45), 8);
    const context = { ...offers, runs: [...offers.runs, soon, later] };
    const id = await confirmed("Sanne", "private", 1, later, 0);
    const version = (await runs().runEnrolment(id))?.placeVersion ?? 0;
    const ask = (isExpressRequested: boolean, moveDays: number) =>
      runs().moveEnrolment({
        id,
        version,
        toKey: "soon",
        isExpressRequested,
        moveDays,
        at: at(0),
        offers: context,
        facts: { course, run: later.facts.run },
      });
    expect(await ask(false, 0)).toMatchObject({ outcome: "refused", reason: "express-request" });
    // Never after moveDays before the earlier start: not offered online, refused as not allowed.
    expect(await ask(true, 30)).toMatchObject({ outcome: "refused", reason: "not-allowed" });
    expect(await ask(true, 0)).toMatchObject({ outcome: "done" });
    const row = await runs().runEnrolment(id);
    expect(row?.runKey).toBe("soon");
    expect(JSON.parse(row?.details ?? "{}").consents.expressRequest).toEqual({ at: at(0) });
  });
});

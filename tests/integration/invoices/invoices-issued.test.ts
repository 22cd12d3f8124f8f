import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asCourseInvoice, testSeller } from "#tests/support/invoice-facts.ts";
import { enquiryStore, enquiryTables } from "#server/enquiries/enquiry-store.ts";
import { balanceOf } from "#server/invoices/invoice-ledger.ts";
import { parseInvoiceSnapshot } from "#server/invoices/invoice-snapshot.ts";
import { invoiceStore, invoiceTables } from "#server/invoices/invoice-store.ts";
import type { InvoicingContext } from "#server/runs/run-invoices.ts";
import { runStore, runTables } from "#server/runs/run-store.ts";
import type { InvoiceMethods } from "#server/invoices/invoice-tables.ts";
import { databasePath, openStore, type Store } from "#server/store/store.ts";
import { tablesOf } from "#server/store/tables-of.ts";
import { DatabaseSync } from "node:sqlite";

/**
 * Invoices issued by the roster's changes, through the real store (its own
 * process): the confirmation's invoice in its own transaction with the next
 * number of the year, refused with the reason when it cannot be issued; one
 * invoice however often it is confirmed; 50 confirmations at once give 50
 * numbers without a gap; a cancellation's credit notes and charge.
 */
const run = {
  key: "2027-03-01-classroom",
  label: { en: "1–3 March 2027, classroom", nl: "1–3 maart 2027, klassikaal" },
  start: "2027-03-01",
  end: "2027-03-03",
  mode: "classroom" as const,
  location: "Eindhoven",
};
const facts = { course: { en: "Docker", nl: "Docker" }, run };
const invoicing: InvoicingContext = { seller: testSeller, vat: { basis: "exclusive", rate: 21 } };
const address = {
  street: "Kempenlaan 10",
  postalCode: "5611 AB",
  city: "Eindhoven",
  country: "NL",
};

let work: string;
let store: Store;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "invoices-issued-"));
  store = await openStore(work, { tables: [enquiryTables, runTables, invoiceTables] });
});
afterAll(async () => {
  await store.close();
  await rm(work, { recursive: true, force: true });
});
/** A document's snapshot as stored (JSON). */
const snapshotOf = (id: number | undefined) =>
  tablesOf<InvoiceMethods>(store).invoiceSnapshot(id ?? 0);

async function enrol(
  name: string,
  options: { participants?: number; record?: Record<string, unknown>; runKey?: string } = {},
): Promise<number> {
  const participants = options.participants ?? 1;
  const placed = await enquiryStore(store).addEnrolment(
    { name, email: `${name.toLowerCase()}@example.nl`, phone: "", message: "" },
    new Date("2027-01-10T09:00:00Z"),
    "nl",
    {
      course: { key: "devops/docker", title: "Docker", page: "/" },
      run: { key: run.key, label: run.label.nl, start: run.start, end: run.end, mode: run.mode },
      buyer: "business",
      company: `${name} B.V.`,
      buyerAddress: address,
      invoiceEmail: `facturen@${name.toLowerCase()}.example`,
      po: "",
      participants,
      price: { fee: 1499, shown: "€ 1.499,00", exclVat: 1499, inclVat: 1813.79 },
      ...options.record,
    },
    {
      courseKey: "devops/docker",
      runKey: options.runKey ?? run.key,
      participants,
      isScheduled: true,
      capacity: null,
    },
  );
  return placed.id as number;
}

const runs = () => runStore(store, { isMailing: true });
const invoices = () => invoiceStore(store);
const confirm = (id: number, version = 0, at = "2027-01-15T10:00:00.000Z") =>
  runs().changePlace({ id, version, action: "confirm", at, capacity: null, facts, invoicing });

describe("an invoice issued on confirmation", () => {
  it("is issued in the confirmation's transaction, numbered, with the enrolment's facts", async () => {
    const id = await enrol("Brainport", { participants: 2 });
    const outcome = await confirm(id);
    expect(outcome.outcome).toBe("done");
    const [document] = await invoices().invoicesOfEnrolments([id]);
    expect(document).toMatchObject({
      kind: "invoice",
      number: "2027-0001",
      issueDate: "2027-01-15",
      buyerName: "Brainport B.V.",
      exclVat: 299_800,
      vat: 62_958,
      inclVat: 362_758,
      mailStatus: "pending",
    });
    expect(outcome.outcome === "done" && outcome.documents).toEqual([document?.id]);
    const files = await invoices().invoiceFiles(document?.id ?? 0);
    expect(files?.pdf).toBeNull();
  });

  it("is refused, with the reason, when the invoice address is incomplete: nothing confirmed, no number used", async () => {
    const id = await enrol("Incomplete", {
      record: { buyerAddress: undefined, invoice: "somewhere in Eindhoven" },
    });
    const outcome = await confirm(id);
    expect(outcome).toMatchObject({ outcome: "refused", reason: "invoice" });
    expect(outcome.outcome === "refused" && outcome.problems?.join(" ")).toContain(
      "The invoice address is incomplete: street and number, postal code, city",
    );
    expect((await runs().runEnrolment(id))?.place).toBe("placed");
    expect(await invoices().invoicesOfEnrolments([id])).toEqual([]);
    // The next invoice takes the next number: the refusal burnt none.
    const next = await enrol("Next");
    await confirm(next);
    expect((await invoices().invoicesOfEnrolments([next]))[0]?.number).toBe("2027-0002");
  });

  it("is refused when the buyer's VAT ID fails its check", async () => {
    const id = await enrol("Wrongvat", { record: { vatId: "NL12345" } });
    const outcome = await confirm(id);
    expect(outcome).toMatchObject({ outcome: "refused", reason: "invoice" });
    expect(outcome.outcome === "refused" && outcome.problems?.join(" ")).toContain(
      "The buyer's VAT ID fails its check",
    );
  });

  it("is issued once, however often the enrolment is confirmed", async () => {
    const id = await enrol("Twice");
    const [first, second] = await Promise.all([confirm(id), confirm(id)]);
    expect([first?.outcome, second?.outcome].toSorted()).toEqual(["changed", "done"]);
    expect(await confirm(id, 1)).toMatchObject({ outcome: "refused", reason: "state" });
    expect(await invoices().invoicesOfEnrolments([id])).toHaveLength(1);
  });

  it("is not issued for a request without obligation or a price on request; the outcome says why", async () => {
    const request = await enrol("Request", {
      record: { isRequest: true, run: { key: "none", label: "nog geen datum" } },
      runKey: "none",
    });
    const requestOutcome = await runs().changePlace({
      id: request,
      version: 0,
      action: "confirm",
      at: "2027-01-15T10:00:00.000Z",
      capacity: null,
      facts: {
        course: facts.course,
        run: { key: "none", label: { en: "no date yet", nl: "nog geen datum" } },
      },
      invoicing,
    });
    expect(requestOutcome).toMatchObject({ outcome: "done", noInvoice: "request" });
    const onRequest = await enrol("Onrequest", { record: { price: { shown: "op aanvraag" } } });
    expect(await confirm(onRequest)).toMatchObject({ outcome: "done", noInvoice: "no-fee" });
    expect(await invoices().invoicesOfEnrolments([request, onRequest])).toEqual([]);
  });

  it("numbers 50 confirmations at once without a gap or a duplicate", async () => {
    const ids = await Promise.all(Array.from({ length: 50 }, (_, index) => enrol(`Burst${index}`)));
    const before = (await invoices().invoiceList("2027-01-01", "2027-12-31")).length;
    const outcomes = await Promise.all(ids.map((id) => confirm(id)));
    expect(outcomes.every((outcome) => outcome.outcome === "done")).toBe(true);
    const all = await invoices().invoiceList("2027-01-01", "2027-12-31");
    const sequences = all.map((document) => Number(document.number.slice(5)));
    expect(all).toHaveLength(before + 50);
    expect(new Set(sequences).size).toBe(sequences.length);
    expect(sequences).toEqual(Array.from({ length: sequences.length }, (_, index) => index + 1));
  });
});

describe("an invoice kept 7 years (art. 52 AWR)", () => {
  it("outlives its enrolment's clean-up and a deletion request, snapshot, files and all", async () => {
    const enquiries = enquiryStore(store);
    const cleanedUp = await enrol("Cleanedup");
    const erased = await enrol("Erased");
    await confirm(cleanedUp);
    await confirm(erased);
    const before = await invoices().invoicesOfEnrolments([cleanedUp, erased]);
    expect(before).toHaveLength(2);
    // A deletion request: the enrolment goes, its invoice stays.
    expect(await enquiries.delete(erased)).toBe(true);
    // The run's last day long past: the enrolment goes, its invoice stays.
    await enquiries.deleteExpired({
      enquiriesBefore: new Date("2030-01-01T00:00:00Z"),
      enrolmentsBefore: new Date("2030-01-01T00:00:00Z"),
    });
    expect(await enquiries.get(cleanedUp)).toBeUndefined();
    expect(await invoices().invoicesOfEnrolments([cleanedUp, erased])).toEqual(before);
    const kept = await snapshotOf(before[0]?.id);
    expect(parseInvoiceSnapshot(JSON.parse(kept ?? "")).buyer.name).toBe("Cleanedup B.V.");
  });
});

describe("credit notes on cancelling a confirmed enrolment", () => {
  const cancel = (id: number, cause: "buyer" | "withdrawal", at: string) =>
    runs().changePlace({ id, version: 1, action: "cancel", cause, at, capacity: null, facts });

  it("credits the whole invoice when the buyer cancels free of charge: the balance is nil", async () => {
    const id = await enrol("Early", { participants: 2 });
    await confirm(id);
    // More than 4 weeks before the start: no charge.
    const outcome = await cancel(id, "buyer", "2027-01-20T10:00:00.000Z");
    expect(outcome.outcome).toBe("done");
    const documents = await invoices().invoicesOfEnrolments([id]);
    expect(documents.map((document) => document.kind)).toEqual(["invoice", "credit-note"]);
    const [invoice, creditNote] = documents;
    expect(creditNote?.refersTo).toBe(invoice?.id);
    expect(creditNote?.inclVat).toBe(invoice?.inclVat);
    expect(balanceOf(documents)).toBe(0);
    const snapshot = parseInvoiceSnapshot(JSON.parse((await snapshotOf(creditNote?.id)) ?? ""));
    expect(snapshot.refersTo).toEqual({ number: invoice?.number, issueDate: "2027-01-15" });
    expect(creditNote?.reason).toBe("buyer");
  });

  it("credits the invoice and invoices the terms' 50% when the buyer cancels 2 weeks before", async () => {
    const id = await enrol("Late", { participants: 2 });
    await confirm(id);
    await cancel(id, "buyer", "2027-02-15T10:00:00.000Z");
    const documents = await invoices().invoicesOfEnrolments([id]);
    expect(documents.map((document) => [document.kind, document.reason])).toEqual([
      ["invoice", "confirmed"],
      ["credit-note", "buyer"],
      ["invoice", "charge"],
    ]);
    expect(documents[2]?.inclVat).toBe(181_379);
    expect(balanceOf(documents)).toBe(181_379);
  });
});

describe("a move's answer settles the invoice", () => {
  const from = { ...run, key: "2027-05-03-classroom", start: "2027-05-03", end: "2027-05-05" };
  const to = {
    key: "2027-06-07-online",
    label: { en: "7–9 June 2027, online", nl: "7–9 juni 2027, online" },
    start: "2027-06-07",
    end: "2027-06-09",
    mode: "online" as const,
  };
  const moveFacts = { course: facts.course, run: from };
  const offers = {
    runs: [from, to].map((one) => ({
      courseKey: "devops/docker",
      runKey: one.key,
      capacity: null,
      start: one.start,
      facts: { course: facts.course, run: one },
    })),
    origin: "https://www.example.nl",
    offerHours: 48,
  };
  const tokenOf = (id: number): string => {
    const db = new DatabaseSync(databasePath(work), { readOnly: true });
    try {
      const row = db
        .prepare(
          "SELECT facts FROM run_mails WHERE enquiry_id = ? AND kind = 'move-choice' ORDER BY id DESC LIMIT 1",
        )
        .get(id) as { facts: string };
      const url = JSON.parse(row.facts).answer.url as string;
      return url.slice(url.lastIndexOf("/") + 1);
    } finally {
      db.close();
    }
  };

  it("credits the invoice on the refund, and re-invoices with the new dates when the buyer keeps the new run", async () => {
    const keeps = await enrol("Keeps", { runKey: from.key });
    const refunds = await enrol("Refunds", { runKey: from.key });
    for (const id of [keeps, refunds]) {
      const outcome = await runs().changePlace({
        id,
        version: 0,
        action: "confirm",
        at: "2027-01-15T10:00:00.000Z",
        capacity: null,
        facts: moveFacts,
        invoicing,
      });
      expect(outcome.outcome).toBe("done");
    }
    const moved = await runs().moveRun({
      courseKey: "devops/docker",
      runKey: from.key,
      toKey: to.key,
      toCapacity: null,
      at: "2027-01-20T10:00:00.000Z",
      facts: { ...moveFacts, to },
      offers,
    });
    expect(moved.outcome).toBe("done");
    // Nothing credited until the buyer chooses.
    expect((await invoices().invoicesOfEnrolments([keeps, refunds])).map((d) => d.kind)).toEqual([
      "invoice",
      "invoice",
    ]);
    const answer = (id: number, choice: "keep" | "refund") =>
      runs().answerOffer({
        token: tokenOf(id),
        kind: "move",
        choice,
        at: "2027-01-21T10:00:00.000Z",
        offers,
      });
    expect((await answer(keeps, "keep")).outcome).toBe("done");
    expect((await answer(refunds, "refund")).outcome).toBe("done");
    const kept = await invoices().invoicesOfEnrolments([keeps]);
    expect(kept.map((document) => [document.kind, document.reason])).toEqual([
      ["invoice", "confirmed"],
      ["credit-note", "moved"],
      ["invoice", "confirmed"],
    ]);
    expect(balanceOf(kept)).toBe(181_379);
    const again = asCourseInvoice(
      parseInvoiceSnapshot(JSON.parse((await snapshotOf(kept[2]?.id)) ?? "")),
    );
    expect(again.supply).toEqual({ start: "2027-06-07", end: "2027-06-09" });
    expect(again.lines[0]?.runLabel).toBe("7–9 juni 2027, online");
    const refunded = await invoices().invoicesOfEnrolments([refunds]);
    expect(refunded.map((document) => document.kind)).toEqual(["invoice", "credit-note"]);
    expect(balanceOf(refunded)).toBe(0);
  });
});

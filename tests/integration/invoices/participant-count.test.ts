import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testSeller } from "#tests/support/invoice-facts.ts";
import { enquiryStore, enquiryTables } from "#server/enquiries/enquiry-store.ts";
import { balanceOf } from "#server/invoices/invoice-ledger.ts";
import { invoiceStore, invoiceTables } from "#server/invoices/invoice-store.ts";
import type { InvoiceMethods } from "#server/invoices/invoice-tables.ts";
import type { InvoicingContext } from "#server/runs/run-invoices.ts";
import { runStore, runTables } from "#server/runs/run-store.ts";
import { openStore, type Store } from "#server/store/store.ts";
import { tablesOf } from "#server/store/tables-of.ts";

/**
 * A participant added to or dropped from an enrolment by the back office,
 * through the real store (its own process): one more only while a place is
 * free, with an extra invoice on a confirmed enrolment; one fewer with a
 * credit note for one participant, the positions after it moving up; the
 * enrolment's invoices minus its credit notes always what the buyer owes.
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
  work = await mkdtemp(path.join(tmpdir(), "participant-count-"));
  store = await openStore(work, { tables: [enquiryTables, runTables, invoiceTables] });
});
afterAll(async () => {
  await store.close();
  await rm(work, { recursive: true, force: true });
});

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

const named = (row: { participantList?: string } | undefined) =>
  (JSON.parse(row?.participantList ?? "[]") as { name: string | null; position: number }[]).map(
    (each) => `${each.position}. ${each.name}`,
  );

describe("participants added and dropped by the back office", () => {
  it("adds one to a confirmed enrolment with an extra invoice for that one, named", async () => {
    const id = await enrol("Grows", {
      participants: 2,
      record: { participantList: [{ name: "Ada Lovelace" }, { name: "Alan Turing" }] },
    });
    await confirm(id);
    const outcome = await runs().changeParticipantCount({
      kind: "add",
      enquiryId: id,
      version: 1,
      name: "Grace Hopper",
      email: "grace@example.nl",
      at: "2027-01-20T10:00:00.000Z",
      capacity: 10,
      facts,
      invoicing,
    });
    expect(outcome).toMatchObject({ outcome: "done" });
    const row = await runs().runEnrolment(id);
    expect(row?.participants).toBe(3);
    expect(named(row)).toEqual(["1. Ada Lovelace", "2. Alan Turing", "3. Grace Hopper"]);
    const documents = await invoices().invoicesOfEnrolments([id]);
    expect(documents.map((document) => [document.kind, document.inclVat])).toEqual([
      ["invoice", 362_758],
      ["invoice", 181_379],
    ]);
    expect(balanceOf(documents)).toBe(3 * 181_379);
    const snapshot = await tablesOf<InvoiceMethods>(store).invoiceSnapshot(documents[1]?.id ?? 0);
    const extra = JSON.parse(snapshot ?? "") as {
      lines: { participants: string[] }[];
    };
    expect(extra.lines[0]?.participants).toEqual(["Grace Hopper"]);
  });

  it("refuses one more when the run is full, and an e-mail another participant has; nothing changes", async () => {
    const id = await enrol("Full", {
      participants: 2,
      record: { participantList: [{ name: "Ada", email: "ada@example.nl" }, { name: "Bob" }] },
    });
    const add = (email: string, capacity: number) =>
      runs().changeParticipantCount({
        kind: "add",
        enquiryId: id,
        version: 0,
        name: "Extra",
        email,
        at: "2027-01-20T10:00:00.000Z",
        capacity,
        facts,
        invoicing,
      });
    const taken = (await runs().runOverview()).runs.find(
      (each) => each.courseKey === "devops/docker" && each.runKey === run.key,
    )?.taken as number;
    expect(await add("", taken)).toMatchObject({ outcome: "refused", reason: "full", free: 0 });
    expect(await add("ADA@example.nl", taken + 5)).toMatchObject({
      outcome: "refused",
      reason: "duplicate",
    });
    expect((await runs().runEnrolment(id))?.participants).toBe(2);
    expect(await add("", taken + 1)).toMatchObject({ outcome: "done" });
  });

  it("drops one with a credit note for one participant; the others move up; never the last one", async () => {
    const id = await enrol("Shrinks", {
      participants: 3,
      record: {
        participantList: [
          { name: "Ada Lovelace" },
          { name: "Alan Turing" },
          { name: "Grace Hopper" },
        ],
      },
    });
    await confirm(id);
    const drop = (position: number, version: number) =>
      runs().changeParticipantCount({
        kind: "remove",
        enquiryId: id,
        version,
        position,
        at: "2027-01-20T10:00:00.000Z",
        capacity: 10,
        facts,
        invoicing,
      });
    expect(await drop(1, 0)).toEqual({ outcome: "changed" });
    expect(await drop(1, 1)).toMatchObject({ outcome: "done" });
    const row = await runs().runEnrolment(id);
    expect(row?.participants).toBe(2);
    expect(named(row)).toEqual(["1. Alan Turing", "2. Grace Hopper"]);
    const documents = await invoices().invoicesOfEnrolments([id]);
    expect(documents.map((document) => [document.kind, document.inclVat])).toEqual([
      ["invoice", 3 * 181_379],
      ["credit-note", 181_379],
    ]);
    expect(documents[1]?.refersTo).toBe(documents[0]?.id);
    expect(balanceOf(documents)).toBe(2 * 181_379);
    await drop(2, 2);
    expect(await drop(1, 3)).toEqual({ outcome: "refused", reason: "last" });
    expect(balanceOf(await invoices().invoicesOfEnrolments([id]))).toBe(181_379);
  });
});

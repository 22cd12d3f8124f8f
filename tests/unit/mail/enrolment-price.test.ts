import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { rosterColumns, rosterToCsv } from "#server/back-office/runs/roster-csv.ts";
import { enrolmentRecord, readEnrolmentCatalogue } from "#server/enquiries/enrolment-record.ts";
import { readEnrolmentPrice } from "#server/mail/enrolment-price.ts";
import type { RosterRow } from "#server/runs/roster-types.ts";
import type { EnrolmentValues } from "#src/forms/enrolment-schema.ts";
import { cents, centsFromEuros } from "#src/money/money.ts";
import type { EnrolmentCatalogue } from "#src/training/enrolment-catalogue.server.ts";
import { testCatalogue, testRun } from "#tests/support/run-catalogue.ts";

/** A record's price exactly as the receiver stored it before amounts were cents (issue 42). */
const storedInEuros = JSON.stringify({
  fee: 1499,
  shown: "€1,499.00 excl. VAT (€1,813.79 incl. 21% VAT)",
  exclVat: 1499,
  inclVat: 1813.79,
});

const run = testRun({ inDays: 60, capacity: 10 });
const catalogue: EnrolmentCatalogue = {
  ...testCatalogue([run]),
  vat: { basis: "exclusive", rate: 21 },
};
const course = catalogue.courses[0];
if (course) course.feeCents = centsFromEuros(1499);

const values: EnrolmentValues = {
  course: "devops/docker",
  run: run.key,
  name: "Anna de Vries",
  email: "anna@example.nl",
  phone: "+31 40 123 4567",
  buyer: "business",
  company: "Voorbeeld B.V.",
  invoice: "",
  po: "",
  address: "",
  participants: 3,
  remarks: "",
  isExpressRequest: false,
};

/** A record as stored now, read back from its JSON as every reader gets it. */
const storedNow = () =>
  JSON.parse(JSON.stringify(enrolmentRecord(values, catalogue, "en", new Date("2027-01-05"))));

describe("an enrolment's price, read through one adapter", () => {
  it("reads a record stored in euros before issue 42 as cents", () => {
    expect(readEnrolmentPrice({ price: JSON.parse(storedInEuros) })).toEqual({
      shown: "€1,499.00 excl. VAT (€1,813.79 incl. 21% VAT)",
      feeCents: 149900,
      exclVatCents: 149900,
      inclVatCents: 181379,
    });
  });

  it("reads the stores kept as fixtures as they were read before: their amounts are euros", () => {
    const dump = readFileSync(
      path.join(import.meta.dirname, "../../fixtures/stores/2026-11-25-0d12e1e.sql"),
      "utf8",
    );
    const price = /"price":(\{[^}]*\})/.exec(dump)?.[1];
    expect(price).toBeDefined();
    const stored = JSON.parse(price ?? "{}");
    expect(readEnrolmentPrice({ price: stored })).toEqual({
      shown: stored.shown,
      feeCents: Math.round(stored.fee * 100),
      exclVatCents: Math.round(stored.exclVat * 100),
      inclVatCents: Math.round(stored.inclVat * 100),
    });
  });

  it("stores a new record's price in cents, under names that say so", () => {
    expect(storedNow().price).toEqual({
      feeCents: 149900,
      shown: course?.feeText?.en,
      exclVatCents: 149900,
      inclVatCents: 181379,
    });
    expect(readEnrolmentPrice(storedNow())).toMatchObject({
      feeCents: 149900,
      exclVatCents: 149900,
      inclVatCents: 181379,
    });
  });

  it("reads a price on request as none, in either shape", () => {
    expect(readEnrolmentPrice({ price: { shown: "on request" } })).toEqual({ shown: "on request" });
    expect(readEnrolmentPrice({})).toEqual({});
  });

  it("gives the roster's CSV the same amounts from an old record as from a new one", () => {
    const row = (details: object, id: number): RosterRow => ({
      id,
      receivedAt: "2027-01-05T10:00:00.000Z",
      language: "en",
      name: "Anna de Vries",
      email: "anna@example.nl",
      phone: "",
      message: "",
      details: JSON.stringify(details),
      courseKey: "devops/docker",
      runKey: "2027-03-01-classroom",
      participants: 3,
      place: "confirmed",
      placeVersion: 1,
      placeChangedAt: null,
      joiningSentAt: null,
      lastMailKind: null,
      lastMailStatus: null,
    });
    const now = storedNow();
    const before = { ...now, price: { ...JSON.parse(storedInEuros), shown: now.price.shown } };
    const csv = rosterToCsv([row(before, 1), row(now, 1)], { course: "Docker", label: "1 March" });
    const [, old, current] = csv.trim().split(/\r?\n/);
    expect(old).toBe(current);
    // feeExclVat, feeInclVat, totalExclVat, totalInclVat follow each other: numbers a sheet sums.
    const first = rosterColumns.indexOf("feeExclVat");
    expect(rosterColumns.slice(first, first + 4)).toEqual([
      "feeExclVat",
      "feeInclVat",
      "totalExclVat",
      "totalInclVat",
    ]);
    expect(current).toContain('"1499.00","1813.79","4497.00","5441.37"');
  });
});

describe("a build's catalogue, read through the adapter", () => {
  it("reads a release built before issue 42, whose fees are whole euros, as cents", () => {
    const { feeCents: _none, ...withoutCents } = course ?? { key: "", runs: [] };
    const old = { ...catalogue, courses: [{ ...withoutCents, fee: 1499 }] };
    const [read] = readEnrolmentCatalogue(old as unknown as EnrolmentCatalogue).courses;
    expect(read?.feeCents).toBe(149900);
    expect(read).not.toHaveProperty("fee");
  });

  it("leaves a catalogue in cents as it is", () => {
    expect(readEnrolmentCatalogue(catalogue).courses[0]?.feeCents).toBe(cents(149900));
  });
});

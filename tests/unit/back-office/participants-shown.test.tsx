import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { databasePath, openDatabase } from "#server/store/database.ts";
import { type EnquiryTables, openEnquiryTables } from "#server/enquiries/enquiry-tables.ts";
import { enrolmentsToCsv } from "#server/enquiries/enquiry-csv.ts";
import { enrolmentMails, type EnrolmentRecord } from "#server/mail/enrolment-mails.ts";
import { openRunTables, type RunTables } from "#server/runs/run-tables.ts";
import { rosterToCsv } from "#server/back-office/runs/roster-csv.ts";
import { EnquiryPage } from "#server/back-office/enquiries/enquiry-page.tsx";
import { testIdentity } from "#tests/support/test-identity.ts";

/**
 * Where staff see the new data: the owner's mail, the enrolment's page in
 * the back office, the run's CSV for invoicing and the enrolments' CSV all
 * show the participants by name, the address, the VAT ID and the invoice
 * e-mail; a request without obligation says it is one.
 */
let dir: string;
let database: ReturnType<typeof openDatabase>;
let enquiries: EnquiryTables;
let runs: RunTables;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "participants-shown-"));
  database = openDatabase(databasePath(dir));
  enquiries = openEnquiryTables(database);
  runs = openRunTables(database);
});
afterEach(async () => {
  database.close();
  await rm(dir, { recursive: true, force: true });
});

const at = "2026-11-20T10:00:00.000Z";
const record: EnrolmentRecord = {
  course: { key: "devops/docker", title: "Docker", page: "/training/devops/docker" },
  run: { key: "2027-03-01-classroom", label: "1–3 March 2027", start: "2027-03-01" },
  buyer: "business",
  company: "Analytical Engines B.V.",
  po: "PO-42",
  buyerAddress: { street: "Kerkstraat 1", postalCode: "5611 AH", city: "Eindhoven", country: "NL" },
  invoiceEmail: "invoices@engines.example",
  vatId: "NL812345678B01",
  participants: 2,
  participantList: [{ name: "Ada Lovelace", email: "ada@example.nl" }, { name: "Charles Babbage" }],
  price: { fee: 100000, shown: "€ 1.000,00 excl. VAT", exclVat: 1000, inclVat: 1210 },
  consents: { terms: { version: "2026-11", at } },
  terms: { version: "2026-11", text: "The terms." },
};

function store(details: EnrolmentRecord, runKey = "2027-03-01-classroom") {
  const [added] = enquiries.addBatch([
    {
      values: { name: "Booker Person", email: "booker@example.nl", phone: "+31 40 1", message: "" },
      language: "en",
      receivedAt: at,
      isToBeMailed: false,
      enrolment: JSON.stringify(details),
      run: {
        courseKey: "devops/docker",
        runKey,
        participants: details.participants,
        isScheduled: runKey !== "none",
        capacity: 10,
      },
    },
  ]);
  return added?.id as number;
}

/** One CSV line's cells (RFC 4180 quotes). */
function cells(line: string): string[] {
  return [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map(([, cell = ""]) =>
    cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell,
  );
}

describe("an enrolment with participants by name", () => {
  it("is stored with a row per participant, in order", () => {
    const id = store(record);
    expect(enquiries.participants(id)).toEqual([
      { position: 1, name: "Ada Lovelace", email: "ada@example.nl", attendance: null },
      { position: 2, name: "Charles Babbage", email: null, attendance: null },
    ]);
  });

  it("shows in the run's CSV for invoicing: names, e-mails, address, VAT ID, invoice e-mail", () => {
    store(record);
    const csv = rosterToCsv(runs.runRoster("devops/docker", "2027-03-01-classroom").rows, {
      course: "Docker",
      label: "1–3 March 2027",
    });
    const [header = [], line = []] = csv.split("\r\n").map(cells);
    const cell = (column: string) => line[header.indexOf(column)];
    expect(cell("participantNames")).toBe("Ada Lovelace; Charles Babbage");
    expect(cell("participantEmails")).toBe("ada@example.nl; ");
    expect(cell("street")).toBe("Kerkstraat 1");
    expect(cell("postalCode")).toBe("5611 AH");
    expect(cell("vatId")).toBe("NL812345678B01");
    expect(cell("invoiceEmail")).toBe("invoices@engines.example");
    expect(cell("participants")).toBe("2");
  });

  it("shows on its page in the back office and in the enrolments' CSV", () => {
    const id = store(record);
    const enquiry = enquiries.get(id);
    if (!enquiry) throw new Error("not stored");
    const html = renderToStaticMarkup(
      <EnquiryPage
        signedIn={{ email: "owner@example.nl" }}
        enquiry={enquiry}
        participants={enquiries.participants(id)}
      />,
    );
    expect(html).toContain("Ada Lovelace");
    expect(html).toContain("Charles Babbage");
    expect(html).toContain("(mails go to the booker)");
    expect(html).toContain("Kerkstraat 1, 5611 AH Eindhoven, NL");
    expect(html).toContain("NL812345678B01");
    expect(html).toContain("invoices@engines.example");
    expect(html).not.toContain("A request without obligation");
    const csv = enrolmentsToCsv([enquiry]);
    expect(csv).toContain("Ada Lovelace <ada@example.nl>; Charles Babbage");
  });

  it("from an old page: unnamed rows, shown as to be named", () => {
    const { participantList: _, buyerAddress: __, ...old } = record;
    const id = store({ ...old, participants: 3, invoice: "Kerkstraat 1, Eindhoven" });
    expect(enquiries.participants(id).map((row) => row.name)).toEqual([null, null, null]);
    const csv = rosterToCsv(runs.runRoster("devops/docker", "2027-03-01-classroom").rows, {
      course: "Docker",
      label: "1–3 March 2027",
    });
    expect(csv).toContain("(to be named); (to be named); (to be named)");
  });

  it("is a request without obligation on its page when it has no date", () => {
    const id = store(
      { ...record, run: { key: "none", label: "no date yet" }, isRequest: true },
      "none",
    );
    const enquiry = enquiries.get(id);
    if (!enquiry) throw new Error("not stored");
    const html = renderToStaticMarkup(
      <EnquiryPage signedIn={{ email: "owner@example.nl" }} enquiry={enquiry} />,
    );
    expect(html).toContain("Request from Booker Person");
    expect(html).toContain("A request without obligation");
  });
});

describe("the owner's mail", () => {
  const enquiry = {
    id: 7,
    name: "Booker Person",
    email: "booker@example.nl",
    phone: "+31 40 123 4567",
    message: "",
    receivedAt: new Date(at),
    language: "en" as const,
  };
  const config = { from: "website@example.nl", to: "owner@example.nl" };

  it("lists each participant, the address, VAT ID and invoice e-mail", () => {
    const [owner] = enrolmentMails(config, enquiry, record, testIdentity);
    const text = String(owner?.text);
    expect(text).toContain("  1. Ada Lovelace <ada@example.nl>");
    expect(text).toContain("  2. Charles Babbage");
    expect(text).toContain("Address:       Kerkstraat 1, 5611 AH Eindhoven, NL");
    expect(text).toContain("VAT ID:        NL812345678B01");
    expect(text).toContain("Invoice mail:  invoices@engines.example");
  });

  it("names a request without obligation as one, and so does the receipt, in both languages", () => {
    const request = { ...record, isRequest: true, run: { key: "none", label: "no date yet" } };
    const [owner, receipt] = enrolmentMails(config, enquiry, request, testIdentity);
    expect(owner?.subject).toMatch(/^Request without obligation: Docker/);
    expect(String(receipt?.text)).toContain("request without obligation, not an order");
    const [, dutch] = enrolmentMails(config, { ...enquiry, language: "nl" }, request, testIdentity);
    expect(dutch?.subject).toBe("Je vrijblijvende aanvraag: Docker");
    expect(String(dutch?.text)).toContain("geen bestelling");
  });

  it("never puts the participants' names in the receipt: it holds only our words", () => {
    const [, receipt] = enrolmentMails(config, enquiry, record, testIdentity);
    expect(String(receipt?.text)).not.toContain("Charles Babbage");
  });
});

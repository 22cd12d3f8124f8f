import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EnquiryStore, openEnquiryStore } from "#server/enquiries/enquiry-store.ts";
import type { EnrolmentRecord } from "#server/mail/enrolment-mails.ts";
import { contactPaths } from "#src/routing/fixed-paths.ts";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { fill } from "#src/i18n/fill.ts";
import { formContentType } from "#tests/support/enquiry-poster.ts";
import {
  enrolmentForm,
  testCatalogue,
  testCourseKey,
  testRun,
  writeTestBuild,
} from "#tests/support/run-catalogue.ts";
import { siteServers } from "#tests/support/site-server.ts";

/**
 * The receiver with the enrolment form as it is now (participants by name,
 * the buyer's structured address, VAT ID, invoice e-mail, the request
 * without obligation) and as it was (a number of participants and a
 * free-text address: an old cached page, the Netlify form), into a real store.
 */
const run = testRun({ inDays: 30, capacity: 10 });

let work: string;
let client: string;
let store: EnquiryStore;
let baseUrl: string;
const sites = siteServers();
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "named-enrolments-"));
  client = await writeTestBuild(path.join(work, "build"), testCatalogue([run]));
  store = await openEnquiryStore(path.join(work, "data"));
  ({ baseUrl } = await sites.start({ root: client, cspManifest: {}, store }));
});
afterAll(async () => {
  await sites.close();
  await store.close();
  await rm(work, { recursive: true, force: true });
});

/** The current form's post: repeated participant fields, the address in parts. */
function currentForm(fields: [string, string][], language: "en" | "nl" = "en"): string {
  const body = new URLSearchParams([
    ["form-name", "enrolment"],
    ["language", language],
    ["choice", `${testCourseKey}|${run.key}`],
    ["name", "Ada Lovelace"],
    ["email", "ada@example.nl"],
    ["phone", "+31 40 123 4567"],
    ["participants", "2"],
    ["participantName", "Ada Lovelace"],
    ["participantEmail", "ada@example.nl"],
    ["participantName", "Charles Babbage"],
    ["participantEmail", ""],
    // The fixed rows a page without JavaScript also posts, left empty.
    ["participantName", ""],
    ["participantEmail", ""],
    ["buyer", "business"],
    ["company", "Analytical Engines B.V."],
    ["invoiceEmail", "invoices@engines.example"],
    ["vatId", "nl 8123.45.678.b01"],
    ["po", "PO-42"],
    ["street", "Kerkstraat 1"],
    ["postalCode", "5611ah"],
    ["city", "Eindhoven"],
    ["country", "NL"],
    ["terms", "accepted"],
    ["bot-field", ""],
  ]);
  for (const [name, value] of fields) body.set(name, value);
  return body.toString();
}

async function post(body: string, address = "/") {
  const response = await fetch(`${baseUrl}${address}`, {
    method: "POST",
    headers: { "Content-Type": formContentType },
    body,
    redirect: "manual",
  });
  return {
    status: response.status,
    location: response.headers.get("location"),
    html: await response.text(),
  };
}

/** The refusal page's listed problems. */
const problems = (html: string) =>
  [...html.matchAll(/<li>([^<]*)<\/li>/g)].map((match) => match[1]);

async function stored(name: string) {
  const [row] = (await store.find({ kind: "enrolment", search: name })).filter(
    (candidate) => candidate.name === name,
  );
  if (!row) throw new Error(`nothing stored for ${name}`);
  return {
    row,
    record: JSON.parse(row.details ?? "{}") as EnrolmentRecord,
    participants: await store.participants(row.id),
  };
}

describe("an enrolment from the current form", () => {
  it("is stored with its participants by name, the address in parts, the VAT ID normalised and the invoice e-mail", async () => {
    const page = await post(currentForm([["name", "Named Booker"]]));
    expect(page.status).toBe(303);
    expect(page.location).toMatch(new RegExp(`^${contactPaths.en.enrolled}`));
    const { row, record, participants } = await stored("Named Booker");
    expect(record.participants).toBe(2);
    expect(record.participantList).toEqual([
      { name: "Ada Lovelace", email: "ada@example.nl" },
      { name: "Charles Babbage" },
    ]);
    expect(record.buyerAddress).toEqual({
      street: "Kerkstraat 1",
      postalCode: "5611 AH",
      city: "Eindhoven",
      country: "NL",
    });
    expect(record.vatId).toBe("NL812345678B01");
    expect(record.invoiceEmail).toBe("invoices@engines.example");
    expect(record.invoice).toBeUndefined();
    expect(record.isRequest).toBeUndefined();
    expect(participants).toEqual([
      { position: 1, name: "Ada Lovelace", email: "ada@example.nl", attendance: null },
      { position: 2, name: "Charles Babbage", email: null, attendance: null },
    ]);
    expect(row.name).toBe("Named Booker");
  });

  it("takes its number of participants from the rows when no number is posted", async () => {
    const body = new URLSearchParams(currentForm([["name", "Rows Only"]]));
    body.delete("participants");
    expect((await post(body.toString())).status).toBe(303);
    const { record, participants } = await stored("Rows Only");
    expect(record.participants).toBe(2);
    expect(participants.map((each) => each.name)).toEqual(["Ada Lovelace", "Charles Babbage"]);
  });

  it("is refused in Dutch, naming the participant's row, the postal code and the VAT ID, storing nothing", async () => {
    const before = (await store.find({ kind: "enrolment" })).length;
    const body = new URLSearchParams(currentForm([["name", "Refused Booker"]], "nl"));
    body.delete("participantName");
    body.delete("participantEmail");
    for (const [name, email] of [
      ["Ada Lovelace", "ada@example.nl"],
      ["", "charles@example.nl"],
    ]) {
      body.append("participantName", name ?? "");
      body.append("participantEmail", email ?? "");
    }
    body.set("postalCode", "0123 AB");
    body.set("vatId", "NL12345");
    const page = await post(body.toString(), contactPaths.nl.enrolled);
    expect(page.status).toBe(400);
    const nl = dictionaries.nl.form;
    expect(problems(page.html)).toEqual([
      fill(nl.enrolment.participantProblem, { position: 2, message: nl.messages.nameRequired }),
      nl.enrolment.messages.vatIdPattern,
      nl.enrolment.messages.postalCodeDutch,
    ]);
    expect((await store.find({ kind: "enrolment" })).length).toBe(before);
  });

  it("refuses a number of participants that the names do not match, and two participants with one e-mail", async () => {
    const en = dictionaries.en.form.enrolment.messages;
    const mismatch = await post(currentForm([["participants", "1"]]));
    expect(problems(mismatch.html)).toEqual([en.participantsMismatch]);
    const body = new URLSearchParams(currentForm([]));
    body.delete("participantEmail");
    for (const email of ["ada@example.nl", "ADA@example.nl", ""])
      body.append("participantEmail", email);
    const duplicate = await post(body.toString());
    expect(problems(duplicate.html)).toEqual([
      fill(dictionaries.en.form.enrolment.participantProblem, {
        position: 2,
        message: en.participantEmailTwice,
      }),
    ]);
  });
});

describe("an enrolment from a page cached before names and the address in parts", () => {
  it("keeps its number of participants as unnamed rows and its free-text invoice address", async () => {
    const page = await post(enrolmentForm(run.key, { name: "Old Page Booker", participants: "3" }));
    expect(page.status).toBe(303);
    const { record, participants } = await stored("Old Page Booker");
    expect(record.participants).toBe(3);
    expect(record.invoice).toBe("invoices@example.nl");
    expect(record.buyerAddress).toBeUndefined();
    expect(participants.map((each) => each.name)).toEqual([null, null, null]);
  });
});

describe("a course without a date yet", () => {
  it("is a request without obligation: no place, no withdrawal form", async () => {
    const body = new URLSearchParams(currentForm([["name", "Request Booker"]]));
    body.set("choice", `${testCourseKey}|none`);
    body.set("buyer", "private");
    const page = await post(body.toString());
    expect(page.status).toBe(303);
    // The enrolment thank-you page, which says what a request is (old pages' posts land there too).
    expect(page.location).toMatch(new RegExp(`^${contactPaths.en.enrolled}`));
    const { record } = await stored("Request Booker");
    expect(record.isRequest).toBe(true);
    expect(record.terms.withdrawalForm).toBeUndefined();
  });

  it("is not what the request button sends for a run with dates", async () => {
    const page = await post(currentForm([["intent", "request"]]));
    expect(page.status).toBe(400);
    expect(problems(page.html)).toEqual([
      dictionaries.en.form.enrolment.messages.requestForDatedRun,
    ]);
  });
});

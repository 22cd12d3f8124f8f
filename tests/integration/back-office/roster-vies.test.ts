import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { SendMailOptions } from "nodemailer";
import { extractText } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { fill } from "#src/i18n/fill.ts";
import type { Language } from "#src/i18n/languages.ts";
import { formatDate } from "#src/training/course-format.ts";
import { todayInAmsterdam } from "#src/training/course-runs.ts";
import type { EnrolmentCatalogue } from "#src/training/enrolment-catalogue.server.ts";
import { centsFromEuros } from "#src/money/money.ts";
import {
  addParticipantPath,
  placeActionPath,
  rosterPath,
} from "#server/back-office/runs/run-paths.ts";
import { openEnquiryTables } from "#server/enquiries/enquiry-tables.ts";
import { startInvoiceMailer } from "#server/invoices/invoice-store.ts";
import { parseInvoiceSnapshot } from "#server/invoices/invoice-snapshot.ts";
import { openInvoiceTables } from "#server/invoices/invoice-tables.ts";
import { createVatIdChecker } from "#server/invoices/vat-id-checker.ts";
import type { ServedBuild } from "#server/releases/served-builds.ts";
import { openRunTables } from "#server/runs/run-tables.ts";
import { openPaymentTables } from "#server/payments/payment-tables.ts";
import { type BackOfficeServer, startBackOfficeServer } from "#tests/support/back-office-server.ts";
import { asCourseInvoice, testSeller } from "#tests/support/invoice-facts.ts";
import { dayFromNow } from "#tests/support/invoicing-roster.ts";
import { testIdentity } from "#tests/support/test-identity.ts";
import { startViesStandIn, type ViesStandIn } from "#tests/support/vies-stand-in.ts";

/**
 * Issue 43 point 5 over HTTP: before an invoice is reverse charged, the
 * server asks VIES (the stand-in, as VIES_URL would point it there). The
 * roster's card says what VIES answered before anyone confirms; a VAT ID VIES
 * does not confirm (not valid, or not reachable) issues nothing until the
 * owner confirms with Dutch VAT, and that invoice charges 21 % and tells the
 * buyer why, on its PDF and in its mail, in the buyer's language. A classroom
 * run is Dutch VAT for everyone (art. 53): VIES is not asked.
 */
type Run = EnrolmentCatalogue["courses"][number]["runs"][number] & {
  mode: "online" | "classroom";
};
const online: Run = {
  key: `${dayFromNow(60)}-online`,
  start: dayFromNow(60),
  end: dayFromNow(62),
  mode: "online",
  capacity: 10,
  guaranteed: false,
  label: { en: "In two months, online", nl: "Over twee maanden, online" },
};
const classroom: Run = {
  ...online,
  key: `${dayFromNow(60)}-classroom`,
  mode: "classroom",
  location: "Eindhoven",
  label: { en: "In two months, classroom", nl: "Over twee maanden, klassikaal" },
};
const catalogue: EnrolmentCatalogue = {
  builtOn: dayFromNow(0),
  vat: { basis: "exclusive", rate: 21 },
  courses: [
    {
      key: "devops/docker",
      title: { en: "Docker", nl: "Docker" },
      path: { en: "/training/devops/docker", nl: "/nl/trainingen/devops/docker" },
      feeCents: centsFromEuros(1499),
      runs: [online, classroom],
    },
  ],
  terms: { version: "1", text: { en: "", nl: "" }, withdrawalForm: { en: "", nl: "" } },
  invoicing: { seller: testSeller },
};

/** Each German business, its VAT ID, how the stand-in answers it, its run and language. */
const buyers = {
  Valid: { vatId: "DE111111111", answer: "valid", run: online, language: "en" },
  Invalid: { vatId: "DE222222222", answer: "invalid", run: online, language: "en" },
  Ongeldig: { vatId: "DE232323232", answer: "invalid", run: online, language: "nl" },
  Down: { vatId: "DE333333333", answer: "unavailable", run: online, language: "nl" },
  Classroom: { vatId: "DE444444444", answer: "invalid", run: classroom, language: "en" },
} as const;
type Name = keyof typeof buyers;

let folder: string;
let vies: ViesStandIn;
let server: BackOfficeServer;
let cookie: string;
let invoiceTables: ReturnType<typeof openInvoiceTables>;
let runTables: ReturnType<typeof openRunTables>;
const ids = {} as Record<Name, number>;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "roster-vies-"));
  await writeFile(path.join(folder, "enrolment-catalogue.json"), JSON.stringify(catalogue));
  vies = await startViesStandIn({
    answers: Object.fromEntries(Object.values(buyers).map((each) => [each.vatId, each.answer])),
  });
  server = await startBackOfficeServer({
    build: { folder } as ServedBuild,
    backOffice: { vatIds: createVatIdChecker({ url: vies.url }), isMailing: true },
    moreTables: (connection) => {
      const enquiries = openEnquiryTables(connection);
      for (const [name, buyer] of Object.entries(buyers)) {
        const [placed] = enquiries.addBatch([
          {
            values: { name, email: `${name.toLowerCase()}@example.de`, phone: "", message: "" },
            language: buyer.language,
            receivedAt: new Date().toISOString(),
            isToBeMailed: false,
            enrolment: germanBusiness(name, buyer.vatId, buyer.run),
            run: {
              courseKey: "devops/docker",
              runKey: buyer.run.key,
              participants: 1,
              isScheduled: true,
              capacity: 10,
            },
          },
        ]);
        ids[name as Name] = placed?.id as number;
      }
      invoiceTables = openInvoiceTables(connection);
      runTables = openRunTables(connection);
      // The roster's invoices come with their money, from the payments' tables (the one ledger).
      return { ...enquiries, ...runTables, ...invoiceTables, ...openPaymentTables(connection) };
    },
  });
  ({ cookie } = await server.newAccount("owner@example.nl"));
});
afterAll(async () => {
  await server?.stop();
  await vies?.close();
  await rm(folder, { recursive: true, force: true });
});

function germanBusiness(name: string, vatId: string, run: Run): string {
  return JSON.stringify({
    course: { key: "devops/docker", title: "Docker", page: "/" },
    run: { key: run.key, label: run.label.en, start: run.start, end: run.end, mode: run.mode },
    buyer: "business",
    company: `${name} GmbH`,
    buyerAddress: { street: "Hauptstraße 1", postalCode: "10115", city: "Berlin", country: "DE" },
    vatId,
    participants: 1,
    price: { fee: 1499, shown: "€1,499.00", exclVat: 1499, inclVat: 1813.79 },
  });
}

const roster = async (run: Run, query = "") =>
  (
    await server.request("GET", `${rosterPath("devops/docker", run.key)}${query}`, { cookie })
  ).text();
const card = (html: string, name: Name) => {
  const start = html.indexOf(`data-enrolment="${ids[name]}"`);
  return html.slice(start, html.indexOf("</article>", start));
};
const confirm = (name: Name, body = "") =>
  server.request("POST", placeActionPath(ids[name], "confirm", 0), {
    cookie,
    type: "application/x-www-form-urlencoded",
    body,
  });
const documentsOf = (name: Name) => invoiceTables.invoicesOfEnrolments([ids[name]]);
const snapshotOf = (id: number) =>
  asCourseInvoice(parseInvoiceSnapshot(JSON.parse(invoiceTables.invoiceSnapshot(id) ?? "null")));
const asked = (vatId: string) =>
  vies.requests.filter((body) => `${body.countryCode}${body.vatNumber}` === vatId);

/** The buyer's line, as the dictionary words it for the day VIES was asked. */
const line = (language: Language, outcome: "invalid" | "unavailable", vatId: string, at: string) =>
  fill(dictionaries[language].invoice.treatment.vatIdNotConfirmed[outcome], {
    vatId,
    date: formatDate(todayInAmsterdam(new Date(at)), language),
  });

describe("a roster with a business abroad on an online run", () => {
  it("says before Confirm what VIES answered, asking it with our own VAT ID, and issues nothing by looking", async () => {
    const html = await roster(online);
    const valid = card(html, "Valid");
    expect(valid).toContain('data-vat-id-check="valid"');
    expect(valid).toContain("VAT reverse charged: VIES confirmed the VAT ID DE111111111");
    expect(valid).toContain(
      `consultation number ${vies.consultations.get("DE111111111")?.at(-1) ?? "?"}`,
    );
    const invalid = card(html, "Invalid");
    expect(invalid).toContain('data-vat-id-check="invalid"');
    expect(invalid).toContain("VIES says the VAT ID DE222222222 is not valid");
    expect(invalid).toMatch(/Confirm<span class="visually-hidden"> Invalid<\/span> with Dutch VAT/);
    const down = card(html, "Down");
    expect(down).toContain('data-vat-id-check="unavailable"');
    expect(down).toContain(
      "VIES could not be reached for the VAT ID DE333333333 (MS_UNAVAILABLE: the member state&#x27;s register did not answer; asked",
    );
    expect(asked("DE111111111").at(-1)).toMatchObject({
      requesterMemberStateCode: "NL",
      requesterNumber: "123456789B01",
    });
    for (const name of ["Valid", "Invalid", "Down"] as const) {
      expect(documentsOf(name)).toEqual([]);
      expect(card(html, name)).toContain('data-place="placed"');
    }
    // Again at once: the day's answers (and a minute's "could not be reached"), not asked twice.
    const before = vies.requests.length;
    await roster(online);
    expect(vies.requests.length).toBe(before);
    expect(asked("DE111111111")).toHaveLength(1);
  });

  it("reverse charges on Confirm when VIES confirms, and keeps the consultation number with the invoice", async () => {
    const answer = await confirm("Valid");
    const location = answer.headers.get("location") ?? "";
    expect(location).toContain("notice=confirmed");
    expect(location).toContain("vat=reverse-charge");
    const html = await roster(online, location.slice(location.indexOf("?")));
    expect(html).toContain("VAT reverse charged: VIES confirmed the VAT ID");
    const [invoice] = documentsOf("Valid");
    const snapshot = snapshotOf(invoice?.id ?? 0);
    expect(snapshot.vatTreatment).toEqual({ kind: "reverse-charge" });
    expect(snapshot.totals.vat).toBe(0);
    expect(snapshot.vatIdCheck).toEqual({
      vatId: "DE111111111",
      checkedAt: expect.any(String),
      outcome: "valid",
      consultationNumber: vies.consultations.get("DE111111111")?.at(-1),
    });
    expect(server.logged.join("\n")).not.toContain("Error");
  });

  it.each([
    ["Invalid", "vat-id"],
    ["Down", "vat-id"],
  ] as const)(
    "refuses Confirm for %s while VIES does not confirm: nothing issued, nobody mailed",
    async (name, problem) => {
      const answer = await confirm(name);
      const location = answer.headers.get("location") ?? "";
      expect(location).toContain(`problem=${problem}`);
      const html = await roster(online, location.slice(location.indexOf("?")));
      expect(html).toContain(
        `Not confirmed: VIES did not confirm the VAT ID of ${name}, and the reverse charge needs that confirmation. Nothing was issued`,
      );
      expect(card(html, name)).toContain('data-place="placed"');
      expect(documentsOf(name)).toEqual([]);
    },
  );

  it.each([
    ["Invalid", "invalid"],
    ["Ongeldig", "invalid"],
    ["Down", "unavailable"],
  ] as const)(
    "issues %s's invoice with Dutch VAT when the owner chooses it, telling the buyer why on the PDF and in the mail",
    async (name, outcome) => {
      const buyer = buyers[name];
      const answer = await confirm(name, "vat=dutch");
      const location = answer.headers.get("location") ?? "";
      expect(location).toContain("notice=confirmed");
      expect(location).toContain("vat=dutch");
      const [invoice] = documentsOf(name);
      const snapshot = snapshotOf(invoice?.id ?? 0);
      expect(snapshot.vatTreatment).toEqual({ kind: "standard", rate: 21 });
      expect(snapshot.vatBreakdown).toEqual([
        { category: "S", rate: 21, taxableAmount: 149_900, vatAmount: 31_479 },
      ]);
      expect(snapshot.totals.inclVat).toBe(181_379);
      expect(snapshot.vatIdCheck).toMatchObject({ vatId: buyer.vatId, outcome });
      const expected = line(
        buyer.language,
        outcome,
        buyer.vatId,
        snapshot.vatIdCheck?.checkedAt ?? "",
      );

      const sent: SendMailOptions[] = [];
      const mailer = startInvoiceMailer({
        store: {
          call: async <T>(method: string, ...args: unknown[]) =>
            (invoiceTables as unknown as Record<string, (...a: unknown[]) => T>)[method]?.(
              ...args,
            ) as T,
        },
        config: { smtpUrl: "smtp://unused", to: "owner@example.nl", from: "site@example.nl" },
        identity: () => testIdentity,
        send: async (mail) => {
          sent.push(mail);
        },
        pollMs: 25,
        log: { info: () => undefined, error: () => undefined },
      });
      try {
        await expect
          .poll(() => sent.find((mail) => String(mail.subject).includes(invoice?.number ?? "?")), {
            timeout: 30_000,
          })
          .toBeDefined();
      } finally {
        await mailer.stop();
      }
      const mail = sent.find((each) => String(each.subject).includes(invoice?.number ?? "?"));
      expect(String(mail?.text)).toContain(expected);
      const pdf = (mail?.attachments ?? []).find((each) => String(each.filename).endsWith(".pdf"));
      const { text } = await extractText(new Uint8Array(pdf?.content as Buffer), {
        mergePages: true,
      });
      expect(text.replace(/\s+/g, " ")).toContain(expected);
      expect(server.logged.join("\n")).not.toContain("Error");
    },
    60_000,
  );
});

describe("one participant more on an invoiced enrolment abroad", () => {
  const add = (name: Name) =>
    server.request(
      "POST",
      addParticipantPath(ids[name], runTables.runEnrolment(ids[name])?.placeVersion ?? 0),
      { cookie, type: "application/x-www-form-urlencoded", body: "name=Jonas+Weber&email=" },
    );

  it("is invoiced under the same VAT as the enrolment: reverse charged on VIES's word, Dutch VAT where it was chosen", async () => {
    for (const [name, kind] of [
      ["Valid", "reverse-charge"],
      ["Invalid", "standard"],
    ] as const) {
      const answer = await add(name);
      expect(answer.headers.get("location")).toContain("notice=participant-added");
      const [first, extra] = documentsOf(name);
      expect(first?.kind).toBe("invoice");
      const snapshot = snapshotOf(extra?.id ?? 0);
      expect(snapshot.vatTreatment.kind).toBe(kind);
      expect(snapshot.lines[0]?.participants).toEqual(["Jonas Weber"]);
      expect(snapshot.vatIdCheck).toMatchObject({
        vatId: buyers[name].vatId,
        outcome: buyers[name].answer,
      });
    }
  });
});

describe("a roster with a business abroad on a classroom run", () => {
  it("is Dutch VAT for everyone there: VIES is not asked, and Confirm issues it at 21 %", async () => {
    const html = await roster(classroom);
    expect(card(html, "Classroom")).toContain("issued, numbered and e-mailed on confirmation");
    expect(card(html, "Classroom")).not.toContain("data-vat-id-check");
    const answer = await confirm("Classroom");
    expect(answer.headers.get("location")).toContain("notice=confirmed");
    expect(asked("DE444444444")).toEqual([]);
    const [invoice] = documentsOf("Classroom");
    const snapshot = snapshotOf(invoice?.id ?? 0);
    expect(snapshot.vatTreatment).toEqual({ kind: "standard", rate: 21 });
    expect(snapshot.vatIdCheck).toBeUndefined();
  });
});

import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { SendMailOptions } from "nodemailer";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { camtStatementFile } from "#tests/support/camt-statement-file.ts";
import { testSeller } from "#tests/support/invoice-facts.ts";
import { testIdentity } from "#tests/support/test-identity.ts";
import { enquiryStore, enquiryTables } from "#server/enquiries/enquiry-store.ts";
import type { StoredDocument } from "#server/invoices/invoice-ledger.ts";
import { invoiceStore, invoiceTables, startInvoiceMailer } from "#server/invoices/invoice-store.ts";
import { readCamtStatement } from "#server/payments/camt-statement.ts";
import { invoiceMailMoney, paymentStore, paymentTables } from "#server/payments/payment-store.ts";
import type { PaymentMethods } from "#server/payments/payment-tables.ts";
import type { InvoicingContext } from "#server/runs/run-invoices.ts";
import { runStore, runTables } from "#server/runs/run-store.ts";
import { databasePath, openStore, type Store } from "#server/store/store.ts";
import { tablesOf } from "#server/store/tables-of.ts";
import { formatMoney } from "#src/money/format-money.ts";
import { type Cents, cents } from "#src/money/money.ts";
import { addDays } from "#src/training/dutch-working-days.ts";
import { formatDate } from "#src/training/course-format.ts";
import { todayInAmsterdam } from "#src/training/course-runs.ts";

/**
 * A move the buyer keeps and the buyer's charged cancellation, for a business and for a consumer,
 * through the real store (the Runs tables issue the documents and the payments settle the money
 * in the same transaction), the documents rendered and mailed as the server does: each follow-on
 * invoice states what was paid on the earlier one and is set off, and what is due now, in its PDF
 * (read back with unpdf), its UBL (BT-113 PrepaidAmount, BT-115 PayableAmount) and its mail (no
 * payment lines and no pay link when nothing is due); each credit note's mail says what was set
 * off against which invoice and what is refunded by when; and all of it is what the ledger holds
 * (paid, set off, refunded, open), so no reminder goes out for money already paid.
 */
const today = todayInAmsterdam();
// A moment `days` whole days from now: its Amsterdam day is today's moved by as many days, and
// at(0) is never in the future (09:00 UTC of Amsterdam's today is, from 23:00 UTC on).
const at = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const course = { en: "Docker", nl: "Docker" };
const runOf = (key: string, start: string, mode: "classroom" | "online") => ({
  key,
  label: { en: `${start}, ${mode}`, nl: `${start}, ${mode}` },
  start,
  end: addDays(start, 2),
  mode,
});
// Three weeks out: a cancellation now costs 50 % (4 to 1 weeks before the start). A run moved
// takes no more enrolments: each case has a run of its own.
type Run = ReturnType<typeof runOf>;
const startsIn3Weeks = (key: string) => runOf(key, addDays(today, 21), "classroom");
const [businessMoving, businessCancelling, consumerCancelling, consumerMoving] = [
  "business-move",
  "business-charge",
  "consumer-charge",
  "consumer-move",
].map(startsIn3Weeks) as [Run, Run, Run, Run];
const to = runOf("to-online", addDays(today, 60), "online");
const invoicing: InvoicingContext = { seller: testSeller, vat: { basis: "exclusive", rate: 21 } };
const offers = {
  runs: [businessMoving, businessCancelling, consumerCancelling, consumerMoving, to].map((one) => ({
    courseKey: "devops/docker",
    runKey: one.key,
    capacity: null,
    start: one.start,
    facts: { course, run: one },
  })),
  origin: "https://www.example.nl",
  offerHours: 48,
};

let work: string;
let store: Store;
const sent: SendMailOptions[] = [];
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "follow-on-"));
  store = await openStore(work, {
    tables: [enquiryTables, runTables, invoiceTables, paymentTables],
  });
});
afterAll(async () => {
  await store.close();
  await rm(work, { recursive: true, force: true });
});

const runs = () => runStore(store, { isMailing: true });
const payments = () => paymentStore(store);

/** Enrolled three weeks ago and confirmed then (the withdrawal period over), in Dutch. */
async function confirmed(
  name: string,
  buyer: "business" | "private",
  participants: number,
  from: Run,
) {
  const placed = await enquiryStore(store).addEnrolment(
    { name, email: `${name.toLowerCase()}@example.nl`, phone: "", message: "" },
    new Date(at(-21)),
    "nl",
    {
      course: { key: "devops/docker", title: "Docker", page: "/" },
      run: {
        key: from.key,
        label: from.label.nl,
        start: from.start,
        end: from.end,
        mode: from.mode,
      },
      buyer,
      ...(buyer === "business" && {
        company: `${name} B.V.`,
        invoiceEmail: `facturen@${name.toLowerCase()}.example`,
        vatId: "NL987654321B01",
      }),
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
      runKey: from.key,
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
    at: at(-20),
    capacity: null,
    facts: { course, run: from },
    invoicing,
  });
  expect(outcome.outcome).toBe("done");
  return id;
}

async function documentsOf(id: number): Promise<StoredDocument[]> {
  return invoiceStore(store).invoicesOfEnrolments([id]);
}

/** Paid a part by bank transfer, as the owner assigns it from the statement. */
async function paidPart(document: StoredDocument, amount: number) {
  const tables = tablesOf<PaymentMethods>(store);
  const file = camtStatementFile([
    {
      reference: `R-${document.number}`,
      cents: amount,
      text: `${document.number} eerste deel`,
      payer: document.buyerName,
      iban: "NL02RABO0123456789",
      bookingDate: addDays(today, -19),
    },
  ]);
  await tables.importStatement(readCamtStatement(file).entries, "owner@example.nl", at(-19));
  const item = (await tables.statementItems(1)).open.find((row) =>
    row.text.includes(document.number),
  );
  const assigned = await tables.assignStatementItem(
    item?.id ?? 0,
    document.number,
    "first part",
    "owner@example.nl",
    at(-19),
  );
  expect(assigned).toMatchObject({ outcome: "partial" });
}

async function moveAndKeep(id: number, from: Run) {
  const moved = await runs().moveRun({
    courseKey: "devops/docker",
    runKey: from.key,
    toKey: to.key,
    toCapacity: null,
    at: at(-2),
    facts: { course, run: from, to },
    offers,
  });
  expect(moved.outcome).toBe("done");
  const db = new DatabaseSync(databasePath(work), { readOnly: true });
  const row = db
    .prepare(
      "SELECT facts FROM run_mails WHERE enquiry_id = ? AND kind = 'move-choice' ORDER BY id DESC LIMIT 1",
    )
    .get(id) as { facts: string };
  db.close();
  const url = JSON.parse(row.facts).answer.url as string;
  const answered = await runs().answerOffer({
    token: url.slice(url.lastIndexOf("/") + 1),
    kind: "move",
    choice: "keep",
    at: at(-1),
    offers,
  });
  expect(answered.outcome).toBe("done");
}

async function cancelCharged(id: number, from: Run) {
  const enrolment = await runs().runEnrolment(id);
  const outcome = await runs().changePlace({
    id,
    version: enrolment?.placeVersion ?? 0,
    action: "cancel",
    cause: "buyer",
    at: at(0),
    capacity: null,
    facts: { course, run: from },
  });
  expect(outcome.outcome).toBe("done");
}

/** Rendered and stored as the server does, then read back as the buyer and the bookkeeper read them. */
async function filesOf(document: StoredDocument) {
  const invoices = invoiceStore(store);
  await invoices.renderDocuments([document.id]);
  const files = await invoices.invoiceFiles(document.id);
  const pdf = await getDocumentProxy(new Uint8Array(files?.pdf ?? []));
  const { text } = await extractText(pdf, { mergePages: true });
  return {
    text: text.replace(/\s+/g, " ").replace(/\u00a0/g, " "),
    ubl: files?.ubl ? new TextDecoder().decode(files.ubl) : undefined,
  };
}

/** The amount of a UBL element, e.g. PrepaidAmount. */
const ublAmount = (ubl: string | undefined, element: string) =>
  new RegExp(`<cbc:${element} currencyID="EUR">([-\\d.]+)</cbc:${element}>`).exec(ubl ?? "")?.[1];

/** Every pending invoice mail, written by the invoices' outbox with what the payments tell it. */
async function mails() {
  const mailer = startInvoiceMailer({
    store,
    config: { smtpUrl: "smtp://unused", to: "owner@example.nl", from: "site@example.nl" },
    identity: () => testIdentity,
    send: async (mail) => void sent.push(mail),
    money: invoiceMailMoney(
      store,
      (language, token) => `https://www.example.nl/${language}/betalen/${token}`,
    ),
    pollMs: 25,
    log: { info() {}, error() {} },
  });
  await vi.waitFor(
    () => {
      const db = new DatabaseSync(databasePath(work), { readOnly: true });
      const pending = (
        db.prepare("SELECT count(*) AS n FROM invoices WHERE mail_status = 'pending'").get() as {
          n: number;
        }
      ).n;
      db.close();
      if (pending > 0) throw new Error(`${pending} invoice mails pending`);
    },
    { timeout: 60_000, interval: 50 },
  );
  await mailer.stop();
}
const mailOf = (document: StoredDocument | undefined) =>
  String(sent.find((mail) => String(mail.subject).includes(document?.number ?? "?"))?.text).replace(
    /\u00a0/g,
    " ",
  );
const euro = (amount: number) => formatMoney(cents(amount), "nl").replace(/\u00a0/g, " ");

describe("after a move and a charged cancellation, the documents say what the ledger holds", () => {
  let businessMove: StoredDocument[];
  let businessCharge: StoredDocument[];
  let consumerCharge: StoredDocument[];
  let consumerMove: StoredDocument[];

  beforeAll(async () => {
    // A business paid in full, then moved; a business that paid € 1,000, then cancelled (50 %).
    const movedBusiness = await confirmed("Moved", "business", 2, businessMoving);
    const [first] = await documentsOf(movedBusiness);
    await payments().markInvoicePaid(
      first?.id ?? 0,
      addDays(today, -19),
      "owner@example.nl",
      new Date(at(-19)),
    );
    await moveAndKeep(movedBusiness, businessMoving);
    businessMove = await documentsOf(movedBusiness);
    const chargedBusiness = await confirmed("Charged", "business", 2, businessCancelling);
    const [second] = await documentsOf(chargedBusiness);
    await paidPart(second as StoredDocument, 100_000);
    await cancelCharged(chargedBusiness, businessCancelling);
    businessCharge = await documentsOf(chargedBusiness);
    // A consumer paid in full, then cancelled (50 %); a consumer who paid nothing, then moved.
    const chargedConsumer = await confirmed("Sanne", "private", 1, consumerCancelling);
    const [third] = await documentsOf(chargedConsumer);
    await payments().markInvoicePaid(
      third?.id ?? 0,
      addDays(today, -19),
      "owner@example.nl",
      new Date(at(-19)),
    );
    await cancelCharged(chargedConsumer, consumerCancelling);
    // A consumer's charge waits for the start (review 3, M7): only the credit note now, and of
    // what was paid all but the terms' 50 % owed back at once.
    const [, held] = await documentsOf(chargedConsumer);
    expect((await documentsOf(chargedConsumer)).map((document) => document.kind)).toEqual([
      "invoice",
      "credit-note",
    ]);
    const [paidInFull] = await payments().accountsOfEnrolments([chargedConsumer]);
    expect(paidInFull?.refundDue).toBe(
      (paidInFull?.inclVat ?? 0) - Math.ceil((held?.inclVat ?? 0) / 2),
    );
    // The run has started and the place was not filled again: the terms' 50 %, confirmed.
    const version = (await runs().runEnrolment(chargedConsumer))?.placeVersion ?? 0;
    const decided = await runs().confirmCancellationCharge({
      id: chargedConsumer,
      version,
      charge: { kind: "terms" },
      start: consumerCancelling.start,
      at: at(22),
      by: "owner@example.nl",
    });
    expect(decided.outcome).toBe("done");
    // Its mail is due on that day, three weeks after the test's today: sent now with the rest.
    const db = new DatabaseSync(databasePath(work));
    db.prepare("UPDATE invoices SET mail_next_at = ? WHERE mail_status = 'pending'").run(at(0));
    db.close();
    consumerCharge = await documentsOf(chargedConsumer);
    const movedConsumer = await confirmed("Pieter", "private", 1, consumerMoving);
    await moveAndKeep(movedConsumer, consumerMoving);
    consumerMove = await documentsOf(movedConsumer);
    await mails();
  }, 180_000);

  it("a business's moved invoice: all of it paid on the old one and set off; nothing due, nothing asked", async () => {
    const [old, note, moved] = businessMove;
    expect(businessMove.map((document) => document.kind)).toEqual([
      "invoice",
      "credit-note",
      "invoice",
    ]);
    const accounts = await payments().accountsOfEnrolments([old?.enquiryId ?? 0]);
    expect(accounts.map((account) => [account.number, account.paid, account.refundDue])).toEqual([
      [old?.number, 0, 0],
      [note?.number, 0, 0],
      [moved?.number, 362_758, 0],
    ]);
    expect(moved?.amountDue).toBe(0);
    const { text, ubl } = await filesOf(moved as StoredDocument);
    expect(text).toContain(`Betaald op factuur ${old?.number}, verrekend € -3.627,58`);
    expect(text).toContain("Nu te betalen € 0,00");
    expect(text).toContain(
      `Je hoeft niets te betalen: we verrekenen deze factuur met je betaling op factuur ${old?.number}.`,
    );
    expect(text).not.toContain("overmaken naar");
    expect(ublAmount(ubl, "TaxInclusiveAmount")).toBe("3627.58");
    expect(ublAmount(ubl, "PrepaidAmount")).toBe("3627.58");
    expect(ublAmount(ubl, "PayableAmount")).toBe("0.00");
    expect(ubl).not.toContain("<cac:PaymentMeans>");
    const mail = mailOf(moved);
    expect(mail).toContain(
      `Je hoeft niets te betalen: we verrekenen deze factuur met je betaling op factuur ${old?.number}.`,
    );
    expect(mail).not.toContain("Maak het bedrag over");
    expect(mail).not.toContain("betalen/");
    expect(mailOf(note)).toContain(
      `Van wat je op factuur ${old?.number} hebt betaald, verrekenen we € 3.627,58 met factuur ${moved?.number}.`,
    );
    expect(mailOf(note)).not.toContain("terug");
    // Never overdue: long past its due date, nothing is open on it.
    const overdue = await tablesOf<PaymentMethods>(store).overdueInvoices(addDays(today, 400));
    expect(overdue.map((invoice) => invoice.number)).not.toContain(moved?.number);
  });

  it("a business's charge: the € 1,000 paid set off against it, the rest due, nothing refunded", async () => {
    const [old, note, charge] = businessCharge;
    expect(businessCharge.map((document) => document.reason)).toEqual([
      "confirmed",
      "buyer",
      "charge",
    ]);
    const due = (charge?.inclVat ?? 0) - 100_000;
    expect(charge?.amountDue).toBe(due);
    const accounts = await payments().accountsOfEnrolments([old?.enquiryId ?? 0]);
    expect(accounts.map((account) => [account.paid, account.refundDue])).toEqual([
      [0, 0],
      [0, 0],
      [100_000, 0],
    ]);
    const { text, ubl } = await filesOf(charge as StoredDocument);
    expect(text).toContain(
      `Annuleringskosten (50%): Docker, geannuleerd op ${formatDate(today, "nl")}`,
    );
    expect(text).toContain("Geannuleerde uitvoering".toUpperCase());
    expect(text).toContain(`Betaald op factuur ${old?.number}, verrekend € -1.000,00`);
    expect(text).toContain(`Nu te betalen ${euro(due)}`);
    expect(text).toContain(
      `Op factuur ${old?.number} heb je al € 1.000,00 betaald; dat verrekenen we met deze factuur.`,
    );
    expect(text).toContain(`Graag ${euro(due)} uiterlijk`);
    expect(ublAmount(ubl, "TaxInclusiveAmount")).toBe(((charge?.inclVat ?? 0) / 100).toFixed(2));
    expect(ublAmount(ubl, "PrepaidAmount")).toBe("1000.00");
    expect(ublAmount(ubl, "PayableAmount")).toBe((due / 100).toFixed(2));
    expect(ubl).toContain("<cac:PaymentMeans>");
    const mail = mailOf(charge);
    expect(mail).toContain(
      `Op factuur ${old?.number} heb je al € 1.000,00 betaald; dat verrekenen we met deze factuur. Je hoeft nog ${euro(due)} te betalen.`,
    );
    expect(mail).toContain("Maak het bedrag over naar");
    expect(mail).toContain("https://www.example.nl/nl/betalen/");
    expect(mailOf(note)).toContain(
      `Van wat je op factuur ${old?.number} hebt betaald, verrekenen we € 1.000,00 met factuur ${charge?.number}.`,
    );
  });

  it("a consumer's charge: paid in full, half set off against the charge, the rest refunded within 14 days", async () => {
    const [old, note, charge] = consumerCharge;
    const refund: Cents = cents((old?.inclVat ?? 0) - (charge?.inclVat ?? 0));
    const accounts = await payments().accountsOfEnrolments([old?.enquiryId ?? 0]);
    expect(accounts.map((account) => [account.paid, account.refundDue])).toEqual([
      [refund, refund],
      [0, 0],
      [charge?.inclVat, 0],
    ]);
    expect(charge?.amountDue).toBe(0);
    const { text, ubl } = await filesOf(charge as StoredDocument);
    expect(ubl).toBeUndefined();
    expect(text).toContain(
      `Betaald op factuur ${old?.number}, verrekend ${euro(-(charge?.inclVat ?? 0))}`,
    );
    expect(text).toContain("Nu te betalen € 0,00");
    expect(text).not.toContain("overmaken naar");
    const noteFiles = await filesOf(note as StoredDocument);
    expect(noteFiles.text).toContain("Terugbetaling en verrekening");
    expect(noteFiles.text).toContain(`Totaal gecrediteerd incl. btw ${euro(-(old?.inclVat ?? 0))}`);
    const mail = mailOf(note);
    expect(mail).toContain(
      `Van wat je op factuur ${old?.number} hebt betaald, verrekenen we ${euro(charge?.inclVat ?? 0)} met factuur ${charge?.number}.`,
    );
    expect(mail).toContain(
      `${euro(refund)} betalen we uiterlijk ${formatDate(addDays(today, 14), "nl")} terug op de rekening of kaart waarmee je hebt betaald.`,
    );
    expect(mailOf(charge)).toContain("Je hoeft niets te betalen");
    const [owed] = await tablesOf<PaymentMethods>(store)
      .refundList("2000-01-01")
      .then((all) => all.filter((each) => each.invoiceId === old?.id));
    expect(owed).toMatchObject({ amount: refund, dueOn: addDays(today, 14), state: "to-transfer" });
  });

  it("a consumer's move with nothing paid: the new invoice asks the whole amount; the credit note says the old one need not be paid", async () => {
    const [old, note, moved] = consumerMove;
    expect(moved?.amountDue).toBe(moved?.inclVat);
    const { text } = await filesOf(moved as StoredDocument);
    expect(text).not.toContain("verrekend");
    expect(text).toContain(`Graag ${euro(moved?.inclVat ?? 0)} uiterlijk`);
    expect(mailOf(moved)).toContain("Maak het bedrag over naar");
    expect(mailOf(note)).toContain(
      `Factuur ${old?.number} stond nog open: die hoef je voor dit bedrag niet meer te betalen.`,
    );
    expect(await tablesOf<PaymentMethods>(store).refundList("2000-01-01")).not.toContainEqual(
      expect.objectContaining({ invoiceId: old?.id }),
    );
  });
});

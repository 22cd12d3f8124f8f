import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testSeller } from "#tests/support/invoice-facts.ts";
import { enquiryStore, enquiryTables } from "#server/enquiries/enquiry-store.ts";
import { invoiceStore, invoiceTables } from "#server/invoices/invoice-store.ts";
import { identityFromContent } from "#server/mail/sign-off.ts";
import { withdrawalAckMail } from "#server/mail/withdrawal-mails.ts";
import { paymentStore, paymentTables } from "#server/payments/payment-store.ts";
import type { InvoicingContext } from "#server/runs/run-invoices.ts";
import { runStore, runTables } from "#server/runs/run-store.ts";
import { EnrolmentPage } from "#server/site-routes/enrolment-page.tsx";
import { databasePath, openStore, type Store } from "#server/store/store.ts";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import type { Language } from "#src/i18n/languages.ts";
import { formatMoney } from "#src/money/format-money.ts";
import { cents } from "#src/money/money.ts";
import { refundDueBy } from "#src/training/cancellation-terms.ts";
import { endDate } from "#src/training/course-runs.ts";

/**
 * A consumer's withdrawal after the start, through the real store (issue 44; 6:230s lid 4 and 5
 * BW): with the express request on record, the invoice is credited and the course days given
 * before the statement reached us are invoiced pro rata, what was paid set off and the rest
 * booked as a refund due 14 days after that day, and one mail (the acknowledgement) says so;
 * without the request nothing is owed; before the start nothing changed.
 *
 * The days are fixed in the past, in Amsterdam winter time (UTC+1): a three-day run from Monday
 * 8 March 2027, 09:00–17:00, withdrawn on day two at 10:00, after that day began.
 */
const start = "2027-03-08";
const run = {
  key: `${start}-classroom`,
  label: { en: "8–10 March 2027", nl: "8–10 maart 2027" },
  start,
  end: endDate(start, 3),
  mode: "classroom" as const,
  times: "09:00–17:00",
};
const course = { en: "Docker", nl: "Docker" };
const invoicing: InvoicingContext = { seller: testSeller, vat: { basis: "exclusive", rate: 21 } };
const onDayTwo = "2027-03-09T09:00:00.000Z";

let work: string;
let store: Store;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "withdrawal-started-"));
  store = await openStore(work, {
    tables: [enquiryTables, runTables, invoiceTables, paymentTables],
  });
});
afterAll(async () => {
  await store.close();
  await rm(work, { recursive: true, force: true });
});
const runs = () => runStore(store, { isMailing: true });

/**
 * A consumer enrolled on 1 March, confirmed on 2 March (the 14 days still running at the start),
 * paid in full on 3 March; `isRequested`: the express request given on the form. Returns the
 * enrolment, its invoice and the receipt's link token.
 */
async function paidConsumer(name: string, language: Language, isRequested: boolean) {
  const enquiries = enquiryStore(store, { isMailing: true });
  const placed = await enquiries.addEnrolment(
    { name, email: `${name.toLowerCase()}@example.nl`, phone: "", message: "" },
    new Date("2027-03-01T10:00:00.000Z"),
    language,
    {
      course: { key: "devops/docker", title: "Docker", page: "/" },
      run: { key: run.key, label: run.label[language], start, end: run.end, mode: run.mode },
      buyer: "private",
      buyerAddress: {
        street: "Kerkstraat 1",
        postalCode: "5611 AH",
        city: "Eindhoven",
        country: "NL",
      },
      participants: 1,
      price: { fee: 1499, shown: "€1,499.00", exclVat: 1499, inclVat: 1813.79 },
      consents: {
        terms: { version: "1", at: "2027-03-01T10:00:00.000Z" },
        ...(isRequested && { expressRequest: { at: "2027-03-01T10:00:00.000Z" } }),
      },
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
  const [receipt] = (
    await enquiries.claimDueMails(new Date("2027-03-01T10:00:01.000Z"), 60_000, 50)
  ).filter((job) => job.id === id);
  const token = receipt?.participantsToken ?? "";
  expect(token).not.toBe("");
  const confirmed = await runs().changePlace({
    id,
    version: 0,
    action: "confirm",
    at: "2027-03-02T10:00:00.000Z",
    capacity: null,
    facts: { course, run },
    invoicing,
  });
  expect(confirmed.outcome).toBe("done");
  const [invoice] = await invoiceStore(store).invoicesOfEnrolments([id]);
  if (!invoice) throw new Error("no invoice");
  await paymentStore(store).markInvoicePaid(
    invoice.id,
    "2027-03-03",
    "owner@example.nl",
    new Date("2027-03-03T10:00:00.000Z"),
  );
  return { id, invoice, token };
}

const withdraw = (token: string, at: string) =>
  runs().withdrawOnPage({ token, at, facts: { course, run } });

/** The refunds booked on an invoice: amount and the day each is due. */
function refundsOf(invoiceId: number) {
  const db = new DatabaseSync(databasePath(work), { readOnly: true });
  const rows = db
    .prepare("SELECT amount_cents AS amount, due_on AS dueOn FROM refunds WHERE invoice_id = ?")
    .all(invoiceId)
    .map((row) => ({ amount: Number(row.amount), dueOn: String(row.dueOn) }));
  db.close();
  return rows;
}

/** Every mail queued for the enrolment: the acknowledgements' texts and the run mails' kinds. */
async function mailsOf(id: number, email: string) {
  const later = new Date("2027-04-01T00:00:00.000Z");
  const acks = (await runs().withdrawalAcks.claimDueMails(later, 60_000, 50)).filter(
    (job) => job.email === email,
  );
  const runMails = (await runs().outbox.claimDueMails(later, 60_000, 50)).filter(
    (job) => job.enquiryId === id,
  );
  return {
    acks: acks.map((job) =>
      String(
        withdrawalAckMail({ from: "website@example.nl" }, identityFromContent(job.language), job)
          .text,
      ),
    ),
    runKinds: runMails.map((job) => job.kind),
  };
}

const documentsOf = (id: number) => invoiceStore(store).invoicesOfEnrolments([id]);

describe("a consumer's withdrawal on day two of a three-day course", () => {
  for (const language of ["en", "nl"] as const) {
    it(`invoices the two days given, sets off what was paid, refunds the rest, in one mail (${language})`, async () => {
      const name = language === "en" ? "Sanne" : "Joost";
      const consumer = await paidConsumer(name, language, true);
      const done = await withdraw(consumer.token, onDayTwo);
      expect(done).toMatchObject({ outcome: "done", kind: "started" });
      const owed = Math.floor((consumer.invoice.inclVat * 2) / 3);
      const documents = await documentsOf(consumer.id);
      expect(documents.map((each) => [each.kind, each.reason])).toEqual([
        ["invoice", "confirmed"],
        ["credit-note", "withdrawal"],
        ["invoice", "charge"],
      ]);
      expect(documents[1]?.inclVat).toBe(consumer.invoice.inclVat);
      const part = documents[2];
      expect(part?.inclVat).toBe(owed);
      // What was paid is set off against the new invoice: nothing is open on it.
      const account = await paymentStore(store).invoiceAccount(part?.id ?? 0);
      expect(account?.paid).toBe(owed);
      expect(refundsOf(consumer.invoice.id)).toEqual([
        { amount: consumer.invoice.inclVat - owed, dueOn: refundDueBy("2027-03-09") },
      ]);
      const row = await runs().runEnrolment(consumer.id);
      expect(row?.place).toBe("cancelled");
      expect(row?.cancelCause).toBe("withdrawal");
      const mails = await mailsOf(consumer.id, `${name.toLowerCase()}@example.nl`);
      expect(mails.runKinds).not.toContain("cancelled");
      expect(mails.runKinds).toContain("confirmed");
      expect(mails.acks).toHaveLength(1);
      const money = (amount: number) => formatMoney(cents(amount), language);
      const words = dictionaries[language].withdrawal.mail;
      const [ack] = mails.acks;
      expect(ack).toContain(language === "en" ? "2 of 3 course days" : "2 van 3 trainingsdagen");
      expect(ack).toContain(money(owed));
      expect(ack).toContain(money(consumer.invoice.inclVat - owed));
      expect(ack).toContain(words.startedRefund.split("{refund}")[0]);
      // The enrolment's page after it, the next day: what the part given cost and what comes back.
      const page = await runs().enrolmentPageLookup(consumer.token, "2027-03-10T09:00:00.000Z");
      expect(page.state).toBe("open");
      if (page.state === "open") {
        const html = renderToStaticMarkup(<EnrolmentPage view={page.view} />);
        expect(html).toContain(language === "en" ? "2 of 3 course days" : "2 van 3 trainingsdagen");
        expect(html).toContain(money(consumer.invoice.inclVat - owed));
        expect(html).not.toContain(dictionaries[language].withdrawal.button);
      }
      const again = await withdraw(consumer.token, "2027-03-09T10:00:00.000Z");
      expect(again).toMatchObject({ outcome: "already", receivedAt: onDayTwo });
      expect(await documentsOf(consumer.id)).toHaveLength(3);
    });
  }

  it("owes nothing for the part given without the express request on record", async () => {
    const consumer = await paidConsumer("Noor", "en", false);
    expect(await withdraw(consumer.token, onDayTwo)).toMatchObject({
      outcome: "done",
      kind: "unrequested",
    });
    expect((await documentsOf(consumer.id)).map((each) => each.kind)).toEqual([
      "invoice",
      "credit-note",
    ]);
    expect(refundsOf(consumer.invoice.id)).toEqual([
      { amount: consumer.invoice.inclVat, dueOn: refundDueBy("2027-03-09") },
    ]);
    const mails = await mailsOf(consumer.id, "noor@example.nl");
    expect(mails.runKinds).not.toContain("cancelled");
    expect(mails.acks).toHaveLength(1);
    expect(mails.acks[0]).toContain("you owe nothing for the part given");
  });

  it("before the start withdraws as before: all credited, all refunded, one mail", async () => {
    const consumer = await paidConsumer("Eva", "en", true);
    expect(await withdraw(consumer.token, "2027-03-05T09:00:00.000Z")).toMatchObject({
      outcome: "done",
      kind: "withdrawn",
    });
    expect((await documentsOf(consumer.id)).map((each) => each.kind)).toEqual([
      "invoice",
      "credit-note",
    ]);
    expect(refundsOf(consumer.invoice.id)).toEqual([
      { amount: consumer.invoice.inclVat, dueOn: refundDueBy("2027-03-05") },
    ]);
    const mails = await mailsOf(consumer.id, "eva@example.nl");
    expect(mails.runKinds).not.toContain("cancelled");
    expect(mails.acks).toHaveLength(1);
  });
});

import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { SendMailOptions } from "nodemailer";
import { extractText } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testSeller } from "#tests/support/invoice-facts.ts";
import { testIdentity } from "#tests/support/test-identity.ts";
import { enquiryStore, enquiryTables } from "#server/enquiries/enquiry-store.ts";
import { invoiceStore, startInvoiceMailer, invoiceTables } from "#server/invoices/invoice-store.ts";
import { runStore, runTables } from "#server/runs/run-store.ts";
import { openStore, type Store } from "#server/store/store.ts";

/**
 * An issued invoice's files and mail, through the real store: its PDF and
 * UBL rendered here (never in the store's process) and stored once; its mail
 * in the buyer's language with both attached, retried when the mail server
 * fails, the invoice staying issued meanwhile.
 */
const run = {
  key: "2027-03-01-online",
  label: { en: "1–3 March 2027, online", nl: "1–3 maart 2027, online" },
  start: "2027-03-01",
  end: "2027-03-03",
  mode: "online" as const,
};
const facts = { course: { en: "Docker", nl: "Docker" }, run };

let work: string;
let store: Store;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "invoice-mails-"));
  // The Runs tables serve the invoices' methods too: no module of their own to hand in.
  store = await openStore(work, { tables: [enquiryTables, runTables, invoiceTables] });
});
afterAll(async () => {
  await store.close();
  await rm(work, { recursive: true, force: true });
});

async function confirmedBusiness(
  name: string,
  vatId?: string,
  at = "2027-01-15T10:00:00.000Z",
): Promise<number> {
  const placed = await enquiryStore(store).addEnrolment(
    { name, email: `${name.toLowerCase()}@example.nl`, phone: "", message: "" },
    new Date("2027-01-10T09:00:00Z"),
    "nl",
    {
      course: { key: "devops/docker", title: "Docker", page: "/" },
      run: { key: run.key, label: run.label.nl, start: run.start, end: run.end, mode: run.mode },
      buyer: "business",
      company: `${name} GmbH`,
      buyerAddress: { street: "Hauptstraße 1", postalCode: "10115", city: "Berlin", country: "DE" },
      invoiceEmail: "rechnungen@example.de",
      ...(vatId && { vatId }),
      po: "PO-7",
      participants: 1,
      participantList: [{ name: "Jürgen Groß" }],
      price: { fee: 1499, shown: "€ 1.499,00", exclVat: 1499, inclVat: 1813.79 },
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
  const outcome = await runStore(store, { isMailing: true }).changePlace({
    id,
    version: 0,
    action: "confirm",
    at,
    capacity: null,
    facts,
    invoicing: {
      seller: testSeller,
      vat: { basis: "exclusive", rate: 21 },
      // The reverse charge on VIES's word, as the server asks it before Confirm.
      ...(vatId && {
        vatIdCheck: {
          vatId,
          checkedAt: at,
          outcome: "valid" as const,
          consultationNumber: "WAPI1",
        },
      }),
    },
  });
  expect(outcome.outcome).toBe("done");
  return id;
}

describe("an issued invoice's files and mail", () => {
  it("renders the PDF and the UBL once, outside the store, with the reverse charge for a German business online", async () => {
    const id = await confirmedBusiness("Berlin", "DE123456789");
    const invoices = invoiceStore(store);
    const [document] = await invoices.invoicesOfEnrolments([id]);
    expect(document?.inclVat).toBe(149_900);
    expect(await invoices.renderDocuments()).toBe(1);
    // Stored once: a second renderer finds them there.
    expect(await invoices.renderDocuments([document?.id ?? 0])).toBe(0);
    const files = await invoices.invoiceFiles(document?.id ?? 0);
    const { text } = await extractText(new Uint8Array(files?.pdf ?? []), { mergePages: true });
    expect(text).toContain(document?.number);
    expect(text).toContain("Jürgen Groß");
    const ubl = new TextDecoder().decode(files?.ubl ?? new Uint8Array());
    expect(ubl).toContain("<cbc:ID>AE</cbc:ID>");
    expect(ubl).toContain(`<cbc:ID>${document?.number}</cbc:ID>`);
  }, 60_000);

  it("mails it to the invoice address in Dutch with the PDF and UBL, retried after a failure, the invoice still issued", async () => {
    // Confirmed now: its mail is due at once (the one above is dated 2027, not due yet).
    const id = await confirmedBusiness("Retry", undefined, new Date().toISOString());
    const sent: SendMailOptions[] = [];
    let failures = 1;
    const errors: string[] = [];
    const log = {
      info: () => undefined,
      error: (...parts: unknown[]) => errors.push(parts.join(" ")),
    };
    const mailer = startInvoiceMailer({
      store,
      config: { smtpUrl: "smtp://unused", to: "owner@example.nl", from: "site@example.nl" },
      identity: () => testIdentity,
      send: async (mail) => {
        if (failures-- > 0) throw new Error("450 try again later");
        sent.push(mail);
      },
      retryDelaysMs: [50],
      pollMs: 25,
      log,
    });
    try {
      await expect.poll(() => sent.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
    } finally {
      await mailer.stop();
    }
    const [document] = await invoiceStore(store).invoicesOfEnrolments([id]);
    const mail = sent.find((candidate) =>
      String(candidate.subject).includes(document?.number ?? "?"),
    );
    expect(mail?.to).toBe("rechnungen@example.de");
    expect(mail?.subject).toBe(`Factuur ${document?.number}: Docker`);
    expect(mail?.text).toContain("te betalen uiterlijk");
    const attachments = (mail?.attachments ?? []).map((attachment) => attachment.filename);
    expect(attachments).toEqual([`${document?.number}.pdf`, `${document?.number}.xml`]);
    expect((await invoiceStore(store).invoiceDocument(document?.id ?? 0))?.mailStatus).toBe("sent");
    expect(errors.join("\n")).toContain("450 try again later");
  }, 60_000);
});

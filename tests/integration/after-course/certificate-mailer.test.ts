import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startCertificateMailer } from "#server/after-course/certificate-mailer.ts";
import { certificateStore, certificateTables } from "#server/after-course/certificate-store.ts";
import { issueCertificates } from "#server/after-course/certificates-job.ts";
import { enquiryStore, enquiryTables } from "#server/enquiries/enquiry-store.ts";
import { smtpSender } from "#server/mail/outbox.ts";
import { runStore, runTables } from "#server/runs/run-store.ts";
import { invoiceTables } from "#server/invoices/invoice-store.ts";
import { openStore, type Store } from "#server/store/store.ts";
import type { EnrolmentCatalogue } from "#src/training/enrolment-catalogue.server.ts";
import { startMailServer } from "#tests/support/mail-server.ts";
import { testIdentity } from "#tests/support/test-identity.ts";

/**
 * After the course, end to end in the store's own process and over SMTP: the
 * nightly round issues a certificate to each participant marked present (not
 * to the absent one), and its mail goes to the participant's own address in
 * the enrolment's language with the PDF attached, whose code is the one the
 * public page confirms, and the evaluation's link; a present participant
 * without an address of their own gets theirs through the booker, with the
 * PDF and no link (review 3, H3).
 */
describe("certificates after the run", () => {
  let work: string;
  let store: Store;
  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), "certificate-mailer-"));
    store = await openStore(work, {
      tables: [enquiryTables, runTables, invoiceTables, certificateTables],
    });
  });
  afterAll(async () => {
    await store.close();
    await rm(work, { recursive: true, force: true });
  });

  it("are issued the night after the last day and mailed with their PDF", async () => {
    const enquiries = enquiryStore(store);
    const runs = runStore(store, { isMailing: true });
    const certificates = certificateStore(store, { isMailing: true });
    const placed = await enquiries.addEnrolment(
      { name: "Booker", email: "booker@example.nl", phone: "", message: "" },
      new Date("2026-09-01T10:00:00Z"),
      "nl",
      {
        buyer: "business",
        participants: 3,
        participantList: [
          { name: "Sanne de Vries", email: "sanne@example.nl" },
          { name: "Piet Jansen" },
          { name: "Joost Kok" },
        ],
        run: {
          key: "2026-10-05-classroom",
          label: "5–7 oktober 2026",
          start: "2026-10-05",
          end: "2026-10-07",
        },
        price: {},
      },
      {
        courseKey: "devops/docker",
        runKey: "2026-10-05-classroom",
        participants: 3,
        isScheduled: true,
        capacity: 8,
      },
    );
    const id = placed.id as number;
    const at = "2026-10-05T09:00:00.000Z";
    await runs.markAttendance({ enquiryId: id, position: 1, mark: "present", at });
    await runs.markAttendance({ enquiryId: id, position: 2, mark: "absent", at });
    await runs.markAttendance({ enquiryId: id, position: 3, mark: "present", at });
    const catalogue = {
      courses: [
        {
          key: "devops/docker",
          title: { en: "Docker", nl: "Docker in de praktijk" },
          hours: 24,
          runs: [],
        },
      ],
    } as unknown as EnrolmentCatalogue;
    const records: string[] = [];
    // The night of the last day, then any night after it (today, so its mail is due now).
    const round = (now: Date) =>
      issueCertificates({
        certificates,
        catalogue: () => catalogue,
        now,
        record: (detail) => void records.push(detail),
        log: { info() {}, error() {} },
      });
    expect(await round(new Date("2026-10-07T00:05:00+02:00"))).toBe(0);
    expect(await round(new Date())).toBe(2);
    expect(records).toEqual(["2 certificates of participation issued"]);
    const { certificates: issued } = await certificates.runCertificates(
      "devops/docker",
      "2026-10-05-classroom",
    );
    const code = issued.find((each) => each.position === 1)?.code ?? "";
    const bookersCode = issued.find((each) => each.position === 3)?.code ?? "";
    expect(await certificates.certificateByCode(code)).toMatchObject({ name: "Sanne de Vries" });

    const mail = await startMailServer();
    const smtp = smtpSender({ smtpUrl: mail.url, to: "", from: "" });
    const mailer = startCertificateMailer({
      store: certificates.outbox,
      config: { smtpUrl: mail.url, to: "office@example.nl", from: "website@example.nl" },
      send: smtp.send,
      identity: () => testIdentity,
      origin: () => "https://www.example.com",
      log: { info() {}, error: (...parts: unknown[]) => console.error(...parts) },
      pollMs: 50,
    });
    try {
      await vi.waitFor(async () => expect(await certificates.outbox.pendingMailCount()).toBe(0), {
        timeout: 20_000,
      });
      expect(mail.received).toHaveLength(2);
      const raw = mail.received.find((each) => each.includes("To: sanne@example.nl")) ?? "";
      expect(raw).toContain("To: sanne@example.nl");
      expect(raw).toMatch(
        /Subject: =\?UTF-8\?Q\?Je_bewijs_van_deelname|Subject: Je bewijs van deelname/,
      );
      expect(raw).toContain(`bewijs-van-deelname-${code}.pdf`);
      // The evaluation's one-time link rides with it, in Dutch; the store keeps only its hash after.
      expect(raw.replace(/=\r?\n/g, "")).toMatch(
        /https:\/\/www\.example\.com\/nl\/evaluatie\/[A-Za-z0-9_-]{43}/,
      );
      const base64 =
        /Content-Type: application\/pdf[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(raw)?.[1] ??
        "";
      const pdf = Buffer.from(base64.replace(/\s/g, ""), "base64");
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
        mergePages: true,
      });
      const bare = text.replace(/\s+/g, "");
      expect(bare).toContain("SannedeVries");
      expect(bare).toContain(code);
      expect(bare).toContain(`https://www.example.com/nl/certificaten/${code}`);

      // Joost gave no address: the booker gets his certificate, and no link to evaluate.
      const bookers = mail.received.find((each) => each.includes("To: booker@example.nl")) ?? "";
      expect(bookers).toContain(`bewijs-van-deelname-${bookersCode}.pdf`);
      expect(bookers).toContain("Content-Type: application/pdf");
      expect(bookers.replace(/=\r?\n/g, "")).not.toContain("/nl/evaluatie/");
    } finally {
      await mailer.stop(100);
      smtp.close();
      await mail.close();
    }
  }, 60_000);
});

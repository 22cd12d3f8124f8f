import type { StoreConnection, StoreMethods, StoreTables } from "#server/store/database.ts";
import { openMailQueue } from "#server/store/mail-queue.ts";
import { cents } from "#src/money/money.ts";
import { buildQuoteSnapshot } from "./build-quote.ts";
import type { QuoteDraft } from "./quote-draft.ts";
import { openQuoteAnswers, storedAnswer } from "./quote-answers.ts";
import { openQuoteBilling } from "./quote-billing-tables.ts";
import { quoteNumber } from "./quote-number.ts";
import type {
  QuoteMailJob,
  QuoteSending,
  SaveOutcome,
  SendOutcome,
  StoredQuote,
  StoredVersion,
} from "./quote-types.ts";

const versionFields = `v.id, v.quote_id AS quoteId, v.version, v.sent_at AS sentAt, v.sent_by AS sentBy,
  v.issue_date AS issueDate, v.valid_until AS validUntil, v.language, v.buyer_name AS buyerName,
  v.contact_email AS contactEmail, v.excl_vat AS exclVat, v.vat, v.incl_vat AS inclVat,
  v.superseded_at AS supersededAt, v.pdf_sha256 AS pdfSha256, (v.pdf IS NOT NULL) AS isRendered,
  a.answer, a.answered_at AS answeredAt, a.name, a.role, a.reason, a.pdf_sha256 AS answerSha256,
  (SELECT m.mail_status FROM quote_mails m WHERE m.version_id = v.id AND m.kind = 'quote') AS mailStatus`;
const quoteFields = `id, number, enquiry_id AS enquiryId, copied_from AS copiedFrom, created_at AS createdAt,
  created_by AS createdBy, updated_at AS updatedAt, revision, draft,
  (SELECT coalesce(sum(CASE i.kind WHEN 'invoice' THEN i.incl_vat ELSE -i.incl_vat END), 0)
     FROM invoices i WHERE i.quote_id = quotes.id) AS invoiced`;

type Row = Record<string, unknown>;

function versionOf(row: Row): StoredVersion {
  return {
    id: Number(row.id),
    quoteId: Number(row.quoteId),
    version: Number(row.version),
    sentAt: String(row.sentAt),
    sentBy: String(row.sentBy),
    issueDate: String(row.issueDate),
    validUntil: String(row.validUntil),
    language: row.language as StoredVersion["language"],
    buyerName: String(row.buyerName),
    contactEmail: String(row.contactEmail),
    exclVat: Number(row.exclVat) as StoredVersion["exclVat"],
    vat: Number(row.vat) as StoredVersion["vat"],
    inclVat: Number(row.inclVat) as StoredVersion["inclVat"],
    supersededAt: (row.supersededAt as string | null) ?? null,
    pdfSha256: (row.pdfSha256 as string | null) ?? null,
    isRendered: Boolean(row.isRendered),
    answer: storedAnswer({ ...row, pdfSha256: row.answerSha256 }),
    mailStatus: (row.mailStatus as StoredVersion["mailStatus"]) ?? null,
  };
}

/**
 * The quotes in the store's process (migration 0012): drafts saved as the
 * owner edits them, a draft sent as the next version (numbered, in the same
 * transaction, the first time), the PDF stored once after it is rendered, the
 * lists the back office shows, and the mails through the store's one mail
 * queue. The answers of the quote's page are quote-answers.ts's, joined here.
 * Times are ISO 8601 in UTC; days YYYY-MM-DD in Amsterdam, passed in.
 */
export function openQuoteTables(connection: StoreConnection) {
  const { database: db, transaction } = connection;
  const insertQuote = db.prepare(
    `INSERT INTO quotes (enquiry_id, copied_from, created_at, created_by, updated_at, draft)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const quoteRow = db.prepare(`SELECT ${quoteFields} FROM quotes WHERE id = ?`);
  const allQuotes = db.prepare(`SELECT ${quoteFields} FROM quotes ORDER BY id`);
  const versionsOf = db.prepare(
    `SELECT ${versionFields} FROM quote_versions v LEFT JOIN quote_answers a ON a.version_id = v.id
     WHERE v.quote_id = ? ORDER BY v.version`,
  );
  const allVersions = db.prepare(
    `SELECT ${versionFields} FROM quote_versions v LEFT JOIN quote_answers a ON a.version_id = v.id
     ORDER BY v.quote_id, v.version`,
  );
  const isAccepted = db.prepare(
    "SELECT 1 FROM quote_answers WHERE quote_id = ? AND answer = 'accepted'",
  );
  const saveDraft = db.prepare(
    "UPDATE quotes SET draft = ?, revision = revision + 1, updated_at = ? WHERE id = ? AND revision = ?",
  );
  const nextSequence = db.prepare(
    "SELECT coalesce(max(sequence), 0) + 1 AS next FROM quotes WHERE year = ?",
  );
  const nextVersion = db.prepare(
    "SELECT coalesce(max(version), 0) + 1 AS next FROM quote_versions WHERE quote_id = ?",
  );
  const setNumber = db.prepare(
    "UPDATE quotes SET number = ?, year = ?, sequence = ? WHERE id = ? AND number IS NULL",
  );
  const supersede = db.prepare(
    "UPDATE quote_versions SET superseded_at = ? WHERE quote_id = ? AND superseded_at IS NULL",
  );
  // A replaced version's quote mail or reminder not yet out is never sent: its link would say "replaced".
  const dropOlderMails = db.prepare(
    `UPDATE quote_mails SET mail_status = 'off' WHERE mail_status = 'pending' AND kind IN ('quote', 'reminder')
     AND version_id IN (SELECT id FROM quote_versions WHERE quote_id = ?)`,
  );
  const insertVersion = db.prepare(
    `INSERT INTO quote_versions (quote_id, version, sent_at, sent_by, issue_date, valid_until, language,
       buyer_name, contact_email, excl_vat, vat, incl_vat, snapshot, terms)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const clearDraft = db.prepare(
    "UPDATE quotes SET draft = NULL, revision = revision + 1, updated_at = ? WHERE id = ?",
  );
  const queueMail = db.prepare(
    "INSERT INTO quote_mails (version_id, kind, created_at, mail_status, mail_next_at) VALUES (?, ?, ?, ?, ?)",
  );
  const versionPdf = db.prepare(
    `SELECT v.pdf, q.number, v.version FROM quote_versions v JOIN quotes q ON q.id = v.quote_id
     WHERE v.quote_id = ? AND v.version = ? AND v.pdf IS NOT NULL`,
  );
  const latestSnapshot = db.prepare(
    "SELECT snapshot FROM quote_versions WHERE quote_id = ? ORDER BY version DESC LIMIT 1",
  );
  const unrendered = db.prepare(
    "SELECT id, snapshot FROM quote_versions WHERE pdf IS NULL ORDER BY id",
  );
  const storePdf = db.prepare(
    "UPDATE quote_versions SET pdf = ?, pdf_sha256 = ?, rendered_at = ? WHERE id = ? AND pdf IS NULL",
  );
  const mailJob = db.prepare(
    `SELECT m.kind, m.version_id AS versionId, v.quote_id AS quoteId, v.snapshot, v.terms,
       CASE WHEN m.kind IN ('quote', 'accepted') THEN v.pdf END AS pdf,
       a.answer, a.answered_at AS answeredAt, a.name, a.role, a.reason, a.pdf_sha256 AS pdfSha256
     FROM quote_mails m JOIN quote_versions v ON v.id = m.version_id
     LEFT JOIN quote_answers a ON a.version_id = v.id WHERE m.id = ?`,
  );
  const billing = openQuoteBilling(connection);
  const answers = openQuoteAnswers(connection, { onAccepted: billing.queueAtAcceptance });
  const mails = openMailQueue<QuoteMailJob>(connection, {
    table: "quote_mails",
    // A quote's mails wait for its PDF, rendered outside the store's process after the sending.
    isDue:
      "EXISTS (SELECT 1 FROM quote_versions v WHERE v.id = quote_mails.version_id AND v.pdf IS NOT NULL)",
    job: (claimed, now) => {
      const row = mailJob.get(claimed.id) as Row;
      const kind = row.kind as QuoteMailJob["kind"];
      return {
        ...claimed,
        kind,
        versionId: Number(row.versionId),
        quoteId: Number(row.quoteId),
        snapshot: String(row.snapshot),
        terms: String(row.terms),
        ...(row.pdf ? { pdf: row.pdf as Uint8Array } : {}),
        // A fresh link for each mail that carries one: the store keeps only its hash.
        ...(kind === "quote" || kind === "reminder"
          ? { token: answers.newLink(Number(row.versionId), now) }
          : {}),
        ...(row.answer ? { answer: storedAnswer(row) ?? undefined } : {}),
      };
    },
  });

  function quoteOf(row: Row, versions: StoredVersion[]): StoredQuote {
    return {
      id: Number(row.id),
      number: (row.number as string | null) ?? null,
      enquiryId: row.enquiryId === null ? null : Number(row.enquiryId),
      copiedFrom: row.copiedFrom === null ? null : Number(row.copiedFrom),
      createdAt: String(row.createdAt),
      createdBy: String(row.createdBy),
      updatedAt: String(row.updatedAt),
      revision: Number(row.revision),
      invoiced: cents(Number(row.invoiced ?? 0)),
      draft: row.draft ? (JSON.parse(String(row.draft)) as QuoteDraft) : null,
      versions,
    };
  }

  return {
    ...answers.methods,
    ...billing.methods,

    /** A new quote with its first draft: from an enquiry, from scratch, or a copy of another. */
    createQuote(input: {
      draft: QuoteDraft;
      enquiryId?: number;
      copiedFrom?: number;
      at: string;
      by: string;
    }): number {
      return transaction(() =>
        Number(
          insertQuote.run(
            input.enquiryId ?? null,
            input.copiedFrom ?? null,
            input.at,
            input.by,
            input.at,
            JSON.stringify(input.draft),
          ).lastInsertRowid,
        ),
      );
    },

    /** The draft as edited, if nothing changed since the form was shown and it is not accepted. */
    saveQuoteDraft(input: {
      id: number;
      revision: number;
      draft: QuoteDraft;
      at: string;
    }): SaveOutcome {
      return transaction(() => {
        if (!quoteRow.get(input.id)) return "gone";
        if (isAccepted.get(input.id)) return "accepted";
        const saved = saveDraft.run(
          JSON.stringify(input.draft),
          input.at,
          input.id,
          input.revision,
        );
        return saved.changes === 1 ? "saved" : "changed";
      });
    },

    /**
     * The draft sent as the next version, in one transaction: the number taken
     * the first time (the next of the year, under the store's write lock, so
     * two sendings never share or skip one), the snapshot built, the versions
     * before it replaced, and its mail queued (it waits for the PDF). A draft
     * that cannot be built takes no number and changes nothing.
     */
    sendQuote(input: QuoteSending): SendOutcome {
      return transaction((): SendOutcome => {
        const row = quoteRow.get(input.id) as Row | undefined;
        if (!row) return { outcome: "gone" };
        if (Number(row.revision) !== input.revision) return { outcome: "changed" };
        if (isAccepted.get(input.id)) return { outcome: "accepted" };
        if (!row.draft) return { outcome: "nothing" };
        if (!input.isMailing) {
          return {
            outcome: "problems",
            problems: ["E-mail is off (SMTP_URL): a quote goes to the buyer by e-mail."],
          };
        }
        const year = Number(input.today.slice(0, 4));
        const sequence = row.number
          ? undefined
          : Number((nextSequence.get(year) as { next: number }).next);
        const number = (row.number as string | null) ?? quoteNumber(year, sequence ?? 1);
        const version = Number((nextVersion.get(input.id) as { next: number }).next);
        const draft = JSON.parse(String(row.draft)) as QuoteDraft;
        const built = buildQuoteSnapshot(draft, {
          ...input.facts,
          number,
          version,
          issueDate: input.today,
        });
        if ("problems" in built) return { outcome: "problems", problems: built.problems };
        const { snapshot } = built;
        if (sequence !== undefined) setNumber.run(number, year, sequence, input.id);
        supersede.run(input.at, input.id);
        dropOlderMails.run(input.id);
        const versionId = Number(
          insertVersion.run(
            input.id,
            version,
            input.at,
            input.by,
            snapshot.issueDate,
            snapshot.validUntil,
            snapshot.language,
            snapshot.buyer.company,
            snapshot.buyer.contactEmail,
            snapshot.totals.exclVat,
            snapshot.totals.vat,
            snapshot.totals.inclVat,
            JSON.stringify(snapshot),
            JSON.stringify(built.termsCopies),
          ).lastInsertRowid,
        );
        clearDraft.run(input.at, input.id);
        queueMail.run(versionId, "quote", input.at, "pending", input.at);
        return { outcome: "sent", number, version, versionId };
      });
    },

    quoteById(id: number): StoredQuote | undefined {
      const row = quoteRow.get(id) as Row | undefined;
      return row && quoteOf(row, (versionsOf.all(id) as Row[]).map(versionOf));
    },

    /** Every quote with its versions, oldest first. */
    quoteList(): StoredQuote[] {
      const versions = new Map<number, StoredVersion[]>();
      for (const version of (allVersions.all() as Row[]).map(versionOf)) {
        versions.set(version.quoteId, [...(versions.get(version.quoteId) ?? []), version]);
      }
      return (allQuotes.all() as Row[]).map((row) =>
        quoteOf(row, versions.get(Number(row.id)) ?? []),
      );
    },

    /** A version's PDF as sent. */
    quoteVersionPdf(
      quoteId: number,
      version: number,
    ): { pdf: Uint8Array; number: string; version: number } | undefined {
      const row = versionPdf.get(quoteId, version) as Row | undefined;
      return (
        row && {
          pdf: row.pdf as Uint8Array,
          number: String(row.number),
          version: Number(row.version),
        }
      );
    },

    /** The last version's snapshot, as JSON: what an edit after sending, or a copy, starts from. */
    latestQuoteSnapshot(quoteId: number): string | undefined {
      const row = latestSnapshot.get(quoteId) as Row | undefined;
      return row && String(row.snapshot);
    },

    /** Versions sent whose PDF is not yet stored (a stop between the sending and the render). */
    unrenderedQuoteVersions(): { id: number; snapshot: string }[] {
      return (unrendered.all() as Row[]).map((row) => ({
        id: Number(row.id),
        snapshot: String(row.snapshot),
      }));
    },

    /** A version's PDF and its SHA-256, stored once: a second render (a race, a restart) is dropped. */
    storeQuotePdf(id: number, pdf: Uint8Array, sha256: string, at: string): boolean {
      return transaction(() => storePdf.run(pdf, sha256, at, id).changes === 1);
    },

    claimDueQuoteMails: mails.claim,
    renewQuoteMailLease: mails.renew,
    markQuoteMailSent: mails.sent,
    markQuoteMailFailed: mails.failed,
    pendingQuoteMailCount: mails.pendingCount,
  };
}

export type QuoteTables = ReturnType<typeof openQuoteTables>;

/** For the store's process: the quotes' methods. */
export function openTables(connection: StoreConnection) {
  return { methods: openQuoteTables(connection) } satisfies StoreTables;
}

/** What the server calls (quote-store.ts). */
export type QuoteMethods = StoreMethods<typeof openTables>;

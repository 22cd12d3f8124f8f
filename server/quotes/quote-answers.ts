import { randomBytes } from "node:crypto";
import { todayInAmsterdam } from "#src/training/course-runs.ts";
import type { StoreConnection } from "#server/store/database.ts";
import { hashLinkToken } from "#server/store/link-tokens.ts";
import type {
  AnswerOutcome,
  QuoteAnswerInput,
  QuoteLookup,
  QuoteView,
  StoredAnswer,
} from "./quote-types.ts";

/** The shape of a quote link's token: 256 bits, base64url, no padding. */
const tokenShape = /^[A-Za-z0-9_-]{43}$/;

type Row = Record<string, unknown>;

/** An answer's columns (answer, answeredAt, name, role, reason, pdfSha256) as the server sees them. */
export function storedAnswer(row: Row): StoredAnswer | null {
  if (row.answer !== "accepted" && row.answer !== "declined") return null;
  const text = (value: unknown) => (typeof value === "string" ? value : null);
  return {
    answer: row.answer,
    answeredAt: String(row.answeredAt),
    name: text(row.name),
    role: text(row.role),
    reason: text(row.reason),
    pdfSha256: text(row.pdfSha256),
  };
}

/**
 * The buyer's side of a quote, in the store's process (joined into the quote
 * tables): the links in its mails, what a link shows (a visit changes
 * nothing), the answer its page posts, and the reminders before a quote
 * expires. A link is a token of 256 random bits made when its mail is claimed;
 * the store keeps only its SHA-256, so a copy of the store opens no quote.
 *
 * An answer is decided in one transaction: the version must be the latest,
 * unanswered (the key of `quote_answers` is the version: a second answer
 * cannot be stored), the quote not accepted elsewhere, and the day no later
 * than its validity date in Amsterdam. Of an acceptance and a decline arriving
 * together, the first to take the store's write lock stands; the other is told
 * which answer stands.
 */
export function openQuoteAnswers(
  connection: StoreConnection,
  hooks: {
    /** In the acceptance's transaction: what the accepted version is to invoice, queued. */
    onAccepted?: (versionId: number, quoteId: number, snapshot: string, at: string) => void;
  } = {},
) {
  const { database: db, transaction } = connection;
  const insertLink = db.prepare(
    "INSERT INTO quote_links (token_hash, version_id, issued_at) VALUES (?, ?, ?)",
  );
  const byToken = db.prepare(
    `SELECT v.id AS versionId, v.quote_id AS quoteId, v.version, v.snapshot, v.pdf_sha256 AS versionSha256,
       v.valid_until AS validUntil, v.superseded_at AS supersededAt, v.language, q.number,
       a.answer, a.answered_at AS answeredAt, a.name, a.role, a.reason, a.pdf_sha256 AS pdfSha256
     FROM quote_links l JOIN quote_versions v ON v.id = l.version_id JOIN quotes q ON q.id = v.quote_id
     LEFT JOIN quote_answers a ON a.version_id = v.id
     WHERE l.token_hash = ? AND v.pdf IS NOT NULL`,
  );
  const pdfByToken = db.prepare(
    `SELECT v.pdf, v.snapshot FROM quote_links l JOIN quote_versions v ON v.id = l.version_id
     WHERE l.token_hash = ? AND v.pdf IS NOT NULL AND v.superseded_at IS NULL`,
  );
  const insertAnswer = db.prepare(
    `INSERT INTO quote_answers (version_id, quote_id, answer, answered_at, name, role, reason, pdf_sha256)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const queueMail = db.prepare(
    "INSERT INTO quote_mails (version_id, kind, created_at, mail_status, mail_next_at) VALUES (?, ?, ?, ?, ?)",
  );
  const dropReminders = db.prepare(
    `UPDATE quote_mails SET mail_status = 'off'
     WHERE version_id = ? AND kind = 'reminder' AND mail_status = 'pending'`,
  );
  const dueForReminder = db.prepare(
    `SELECT v.id FROM quote_versions v
     WHERE v.superseded_at IS NULL AND v.valid_until >= ? AND v.valid_until <= ?
       AND NOT EXISTS (SELECT 1 FROM quote_answers a WHERE a.quote_id = v.quote_id)
       AND EXISTS (SELECT 1 FROM quote_mails m WHERE m.version_id = v.id AND m.kind = 'quote' AND m.mail_status = 'sent')
       AND NOT EXISTS (SELECT 1 FROM quote_mails m WHERE m.version_id = v.id AND m.kind = 'reminder')`,
  );

  function find(token: string): Row | undefined {
    if (!tokenShape.test(token)) return undefined;
    return byToken.get(hashLinkToken(token)) as Row | undefined;
  }

  function viewOf(row: Row): QuoteView {
    return {
      versionId: Number(row.versionId),
      quoteId: Number(row.quoteId),
      version: Number(row.version),
      snapshot: String(row.snapshot),
      pdfSha256: (row.versionSha256 as string | null) ?? null,
      answer: storedAnswer(row),
    };
  }

  /** What the link finds today: replaced first (its page offers nothing), then the answer, then the date. */
  function lookup(row: Row | undefined, today: string): QuoteLookup {
    if (!row) return { state: "unknown" };
    if (row.supersededAt) {
      return {
        state: "replaced",
        number: String(row.number),
        version: Number(row.version),
        replacedAt: String(row.supersededAt),
        language: row.language as "en" | "nl",
      };
    }
    const view = viewOf(row);
    if (view.answer) return { state: view.answer.answer, view };
    if (String(row.validUntil) < today) return { state: "expired", view };
    return { state: "open", view };
  }

  return {
    /** A new link to a version, for the mail being claimed: the raw token, never stored. */
    newLink(versionId: number, at: string): string {
      const token = randomBytes(32).toString("base64url");
      insertLink.run(hashLinkToken(token), versionId, at);
      return token;
    },

    methods: {
      /** What a quote's link shows at `at` (its day in Amsterdam decides expiry); changes nothing. */
      quoteLookup(token: string, at: string): QuoteLookup {
        return lookup(find(token), todayInAmsterdam(new Date(at)));
      },

      /** The PDF as sent, for its link's page: none once the version is replaced. */
      quoteLinkPdf(token: string): { pdf: Uint8Array; snapshot: string } | undefined {
        if (!tokenShape.test(token)) return undefined;
        const row = pdfByToken.get(hashLinkToken(token)) as Row | undefined;
        return row && { pdf: row.pdf as Uint8Array, snapshot: String(row.snapshot) };
      },

      /**
       * The buyer's answer, decided in one transaction: recorded with its
       * mails (the owner's at once, the buyer's accepted PDF), or refused with
       * why (replaced, expired, answered first by the other answer).
       */
      answerQuote(input: {
        token: string;
        answer: QuoteAnswerInput;
        at: string;
        isMailing: boolean;
      }): AnswerOutcome {
        // The last valid day is inclusive, in Amsterdam: the day after it, nothing is accepted.
        const today = todayInAmsterdam(new Date(input.at));
        return transaction((): AnswerOutcome => {
          const found = lookup(find(input.token), today);
          if (found.state === "unknown") return { outcome: "unknown" };
          if (found.state === "replaced") {
            const { state: _, ...replaced } = found;
            return { outcome: "replaced", ...replaced };
          }
          if (found.state === "expired") return { outcome: "expired", view: found.view };
          if (found.state !== "open") return { outcome: "answered", view: found.view };
          const { view } = found;
          const isAccept = input.answer.kind === "accept";
          insertAnswer.run(
            view.versionId,
            view.quoteId,
            isAccept ? "accepted" : "declined",
            input.at,
            input.answer.kind === "accept" ? input.answer.name : null,
            input.answer.kind === "accept" ? input.answer.role : null,
            input.answer.kind === "decline" ? input.answer.reason || null : null,
            isAccept ? view.pdfSha256 : null,
          );
          dropReminders.run(view.versionId);
          const status = input.isMailing ? "pending" : "off";
          queueMail.run(view.versionId, "answer", input.at, status, input.at);
          if (isAccept) {
            queueMail.run(view.versionId, "accepted", input.at, status, input.at);
            hooks.onAccepted?.(view.versionId, view.quoteId, view.snapshot, input.at);
          }
          const answered = lookup(find(input.token), today);
          return { outcome: "recorded", view: "view" in answered ? answered.view : view };
        });
      },

      /**
       * The nightly round: a reminder for each quote sent and unanswered whose
       * last valid day is within `days` from today (and not past), once per
       * version. Returns how many were queued.
       */
      queueQuoteReminders(input: { today: string; lastDay: string; at: string }): number {
        return transaction(() => {
          const due = dueForReminder.all(input.today, input.lastDay) as Row[];
          for (const row of due)
            queueMail.run(Number(row.id), "reminder", input.at, "pending", input.at);
          return due.length;
        });
      },
    },
  };
}

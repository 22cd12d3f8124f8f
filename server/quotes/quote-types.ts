import type { Language } from "#src/i18n/languages.ts";
import type { Cents } from "#src/money/money.ts";
import type { ClaimedMail } from "#server/store/mail-queue.ts";
import type { QuoteFacts } from "./build-quote.ts";
import type { QuoteDraft } from "./quote-draft.ts";

/** The buyer's answer to a version, as the store keeps it (migration 0012, `quote_answers`). */
export interface StoredAnswer {
  answer: "accepted" | "declined";
  answeredAt: string;
  /** Who accepted, and their role: an acceptance's record. */
  name: string | null;
  role: string | null;
  /** A decline's reason, if given. */
  reason: string | null;
  /** The SHA-256 of the PDF that was accepted: the version's PDF as sent. */
  pdfSha256: string | null;
}

/** A version as sent, without its snapshot's details or its PDF. */
export interface StoredVersion {
  id: number;
  quoteId: number;
  version: number;
  sentAt: string;
  sentBy: string;
  issueDate: string;
  validUntil: string;
  language: Language;
  buyerName: string;
  contactEmail: string;
  exclVat: Cents;
  vat: Cents;
  inclVat: Cents;
  supersededAt: string | null;
  pdfSha256: string | null;
  isRendered: boolean;
  answer: StoredAnswer | null;
  /** Its quote mail: waiting (for its PDF, or the mail server), sent, or not sent (replaced first). */
  mailStatus: "pending" | "sent" | "off" | null;
}

export interface StoredQuote {
  id: number;
  /** None until first sent. */
  number: string | null;
  enquiryId: number | null;
  copiedFrom: number | null;
  createdAt: string;
  createdBy: string;
  updatedAt: string;
  revision: number;
  /** Its invoices less its credit notes, incl. VAT (invoices from quotes, migration 0015). */
  invoiced: Cents;
  /** What is being prepared and not yet sent: the first version, or the next. */
  draft: QuoteDraft | null;
  /** Oldest first. */
  versions: StoredVersion[];
}

/** What sending needs besides the quote itself: the day, who, and the live release's facts. */
export interface QuoteSending {
  id: number;
  /** The revision the owner saw: anything saved since stops the sending. */
  revision: number;
  at: string;
  /** YYYY-MM-DD, today in Amsterdam: the quote's date, and its number's year. */
  today: string;
  by: string;
  isMailing: boolean;
  facts: Omit<QuoteFacts, "number" | "version" | "issueDate">;
}

export type SendOutcome =
  | { outcome: "sent"; number: string; version: number; versionId: number }
  | { outcome: "problems"; problems: string[] }
  /** Saved or sent since the page was shown; accepted (locked); not there; nothing to send. */
  | { outcome: "changed" | "accepted" | "gone" | "nothing" };

export type SaveOutcome = "saved" | "changed" | "accepted" | "gone";

/** A version as its link's page shows it. */
export interface QuoteView {
  versionId: number;
  quoteId: number;
  version: number;
  /** The QuoteSnapshot, as JSON. */
  snapshot: string;
  pdfSha256: string | null;
  answer: StoredAnswer | null;
}

/** What a quote's link finds: the version and why it can or cannot be answered now. */
export type QuoteLookup =
  | { state: "unknown" }
  | { state: "replaced"; number: string; version: number; replacedAt: string; language: Language }
  | { state: "open" | "expired" | "accepted" | "declined"; view: QuoteView };

/** What the buyer posted on the quote's page. */
export type QuoteAnswerInput =
  | { kind: "accept"; name: string; role: string }
  | { kind: "decline"; reason: string };

export type AnswerOutcome =
  | { outcome: "unknown" }
  | ({ outcome: "replaced" } & Omit<Extract<QuoteLookup, { state: "replaced" }>, "state">)
  | { outcome: "expired"; view: QuoteView }
  /** Answered already (the other answer came first): the answer that stands. */
  | { outcome: "answered"; view: QuoteView }
  | { outcome: "recorded"; view: QuoteView };

/** A claimed quote mail, with what its text and attachments are made from. */
export interface QuoteMailJob extends ClaimedMail {
  kind: "quote" | "reminder" | "accepted" | "answer";
  versionId: number;
  quoteId: number;
  /** The QuoteSnapshot, as JSON. */
  snapshot: string;
  /** The terms' texts as mailed with the quote (build-quote.ts's TermsCopy[]), as JSON. */
  terms: string;
  /** The PDF as sent: with the quote and with its acceptance. */
  pdf?: Uint8Array;
  /** The raw token of a link made for this mail (the quote, a reminder): never stored. */
  token?: string;
  answer?: StoredAnswer;
}

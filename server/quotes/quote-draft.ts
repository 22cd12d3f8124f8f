import type { BuyerAddress } from "#src/forms/buyer-address.ts";
import type { Language } from "#src/i18n/languages.ts";
import type { Cents } from "#src/money/money.ts";
import type { QuoteLine } from "./quote-lines.ts";

/**
 * A quote as the owner edits it in the back office, before it is sent: the
 * working copy the store keeps (`quotes.draft`, JSON) until "Send" freezes it
 * into a numbered version (quote-snapshot.ts). Only a draft that passed the
 * form's checks (quote-form.ts) is kept, so every field here is as checked
 * and normalised.
 */
export interface QuoteBuyer {
  /** The business: quotes are for businesses only (a consumer's acceptance online is a distance contract). */
  company: string;
  /** Who the quote goes to and who accepts it. */
  contactName: string;
  contactEmail: string;
  phone: string;
  address: BuyerAddress;
  /** Where its invoices go, when not the contact's address. */
  invoiceEmail: string;
  /** Normalised (src/forms/vat-id.ts); required for a business in another member state. */
  vatId: string;
  /**
   * A business outside the EU: its registration number (company register,
   * UID, EIN, ...), the evidence that it is a business (art. 18(3) Reg. 282/2011).
   */
  registrationNumber: string;
}

/** When a milestone is invoiced (point 4: the nightly job, or the owner's "invoice now"). */
export type MilestoneDue =
  | { kind: "acceptance" }
  | { kind: "date"; date: string }
  | { kind: "delivery" };

/** A milestone's part: a percentage (in hundredths of a percent) or an amount excl. VAT. */
export type MilestoneShare =
  | { kind: "percent"; basisPoints: number }
  | { kind: "amount"; amount: Cents };

/**
 * What is invoiced when. The milestones of a quote share out the lines that
 * are not invoiced as worked: their percentages add up to 100 %, or their
 * amounts to those lines' total excl. VAT. Without milestones, a quote is
 * invoiced whole at acceptance (issue 45, point 1).
 */
export interface Milestone {
  description: string;
  share: MilestoneShare;
  due: MilestoneDue;
}

export interface QuoteDraft {
  language: Language;
  buyer: QuoteBuyer;
  /** The buyer's own reference (a PO number), printed when given. */
  reference: string;
  /** Printed above the lines: what the quote is for. */
  introduction: string;
  lines: QuoteLine[];
  milestones: Milestone[];
  /** YYYY-MM-DD: the last day it can be accepted (Amsterdam). */
  validUntil: string;
  /** Never printed: the request it answers (an enquiry's message), for the owner. */
  requestNote: string;
}

import { cents } from "#src/money/money.ts";
import type { QuoteDraft } from "./quote-draft.ts";
import { addDays } from "./quote-days.ts";
import type { QuoteSnapshot } from "./quote-snapshot.ts";

/**
 * A version as sent, made a draft again: for its next version (an edit after
 * sending) or a new quote (a copy, the one way to change an accepted quote).
 * A copy gets a fresh validity (30 days from `today`); the next version keeps
 * the one it had, which the owner may change.
 */
export function draftOfSnapshot(
  snapshot: QuoteSnapshot,
  options: { requestNote: string; validFrom?: string },
): QuoteDraft {
  const { buyer } = snapshot;
  return {
    language: snapshot.language,
    buyer: {
      company: buyer.company,
      contactName: buyer.contactName,
      contactEmail: buyer.contactEmail,
      phone: buyer.phone ?? "",
      address: {
        street: buyer.address.street,
        postalCode: buyer.address.postalCode,
        city: buyer.address.city,
        country: buyer.address.countryCode,
      },
      invoiceEmail: buyer.invoiceEmail ?? "",
      vatId: buyer.vatId ?? "",
      registrationNumber: buyer.registrationNumber ?? "",
    },
    reference: snapshot.reference ?? "",
    introduction: snapshot.introduction ?? "",
    lines: snapshot.lines.map((line) => ({
      kind: line.kind,
      description: line.description,
      unit: line.unit,
      quantityHundredths: line.quantityHundredths,
      unitPriceExclVat: line.unitPriceExclVat,
      isInvoicedAsWorked: line.isInvoicedAsWorked,
    })),
    milestones: snapshot.milestones.map((milestone) => ({
      description: milestone.description,
      share:
        milestone.basisPoints === undefined
          ? { kind: "amount", amount: cents(milestone.amountExclVat) }
          : { kind: "percent", basisPoints: milestone.basisPoints },
      due: milestone.due,
    })),
    validUntil: options.validFrom ? addDays(options.validFrom, 30) : snapshot.validUntil,
    requestNote: options.requestNote,
  };
}

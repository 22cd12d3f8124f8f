import type { DatabaseSync } from "node:sqlite";

/** The invoice address completed on the roster, from the version of the place shown. */
export interface AddressChange {
  id: number;
  version: number;
  /** As src/forms/buyer-address.ts checks and normalises it (the record's `buyerAddress`). */
  address: { street: string; postalCode: string; city: string; country: string };
  /** A business's invoice e-mail and VAT ID, as checked by the back office; "" removes one. */
  invoiceEmail?: string;
  vatId?: string;
}

export type AddressOutcome = { outcome: "done" | "gone" | "changed" | "confirmed" };

/**
 * An enrolment's invoice address completed on the roster, before its
 * confirmation issues the invoice: a post from a page cached before the
 * address in parts brought free text only. Written into the enrolment's
 * record (`buyerAddress`, and for a business its invoice e-mail and VAT ID),
 * where the invoice reads it; the free text stays as it was posted. Only
 * while it is not yet confirmed: once invoiced, the invoice keeps what it
 * showed and a correction is a credit note.
 */
export function openAddressMethods(db: DatabaseSync, transaction: <T>(work: () => T) => T) {
  const select = db.prepare(
    "SELECT details, place, place_version AS version FROM enquiries WHERE id = ? AND kind = 'enrolment'",
  );
  const update = db.prepare("UPDATE enquiries SET details = ? WHERE id = ?");
  return {
    completeAddress(change: AddressChange): AddressOutcome {
      return transaction((): AddressOutcome => {
        const row = select.get(change.id) as
          | { details: string | null; place: string | null; version: number }
          | undefined;
        if (!row) return { outcome: "gone" };
        if (Number(row.version) !== change.version) return { outcome: "changed" };
        if (row.place === "confirmed" || row.place === "cancelled") return { outcome: "confirmed" };
        const record = JSON.parse(row.details ?? "{}") as Record<string, unknown>;
        const isBusiness = record.buyer === "business";
        const business = (value: string | undefined) => (isBusiness ? value : undefined);
        const completed = {
          ...record,
          buyerAddress: change.address,
          invoiceEmail: business(change.invoiceEmail) || undefined,
          vatId: business(change.vatId) || undefined,
        };
        update.run(JSON.stringify(completed), change.id);
        return { outcome: "done" };
      });
    },
  };
}

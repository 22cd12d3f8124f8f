import { type Cents, cents, centsFromEuros } from "#src/money/money.ts";

/**
 * The price an enrolment recorded, per participant, as every reader takes it:
 * in cents, whatever the record's age. `shown` is the fee as the site wrote it.
 */
export interface EnrolmentPrice {
  shown?: string;
  feeCents?: Cents;
  exclVatCents?: Cents;
  inclVatCents?: Cents;
}

/**
 * A price as records stored it before amounts were cents (issue 42): euros,
 * the cents as decimals (`inclVat: 1813.79`). Those records are never
 * rewritten; readEnrolmentPrice reads them.
 */
export interface EuroRecordPrice {
  fee?: number;
  shown?: string;
  exclVat?: number;
  inclVat?: number;
}

/** The price as stored in the record's JSON: cents since issue 42, euros before. */
export type StoredEnrolmentPrice = EnrolmentPrice | EuroRecordPrice;

/**
 * The one adapter from a stored record's price to cents: every reader (the
 * roster's CSV, the mails, the invoices, the cancellation terms, the back
 * office) reads the price through it, so a record stored in euros reads
 * exactly as one stored in cents.
 */
export function readEnrolmentPrice(record: { price?: StoredEnrolmentPrice }): EnrolmentPrice {
  const price = record.price ?? {};
  const shown = price.shown === undefined ? {} : { shown: price.shown };
  if ("feeCents" in price || "exclVatCents" in price || "inclVatCents" in price) {
    const stored = price as EnrolmentPrice;
    return {
      ...shown,
      ...inCents("feeCents", stored.feeCents, cents),
      ...inCents("exclVatCents", stored.exclVatCents, cents),
      ...inCents("inclVatCents", stored.inclVatCents, cents),
    };
  }
  const euros = price as EuroRecordPrice;
  return {
    ...shown,
    ...inCents("feeCents", euros.fee, centsFromEuros),
    ...inCents("exclVatCents", euros.exclVat, centsFromEuros),
    ...inCents("inclVatCents", euros.inclVat, centsFromEuros),
  };
}

function inCents<K extends string>(
  key: K,
  amount: number | undefined,
  convert: (amount: number) => Cents,
): Partial<Record<K, Cents>> {
  return amount === undefined ? {} : ({ [key]: convert(amount) } as Record<K, Cents>);
}

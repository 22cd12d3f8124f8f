/**
 * Invoice numbers: `{prefix}{year}-{sequence}`, e.g. "2027-0001" or, with the
 * company's prefix, "T2027-0001". One series per year for invoices and credit
 * notes together, as pretix numbers a cancellation in the series of the
 * invoice it cancels: art. 35a Wet OB asks for consecutive numbers in one or
 * more series, and a single series is the one a bookkeeper checks for gaps
 * without knowing which document is which. The store allocates the sequence
 * in the transaction that issues the document; this only writes and reads it.
 */
export function invoiceNumber(year: number, sequence: number, prefix = ""): string {
  if (!Number.isInteger(sequence) || sequence < 1)
    throw new Error(`No invoice sequence ${sequence}`);
  return `${prefix}${year}-${String(sequence).padStart(4, "0")}`;
}

/** "T2027-0012" → { prefix: "T", year: 2027, sequence: 12 }; undefined for anything else. */
export function parseInvoiceNumber(
  number: string,
): { prefix: string; year: number; sequence: number } | undefined {
  const match = /^([A-Z]{0,4})(\d{4})-(\d{4,})$/.exec(number);
  if (!match) return undefined;
  return { prefix: match[1] ?? "", year: Number(match[2]), sequence: Number(match[3]) };
}

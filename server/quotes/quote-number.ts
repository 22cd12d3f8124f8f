/**
 * Quote numbers: "Q2026-0001", one gapless series a year, apart from the
 * invoices' (a quote is no invoice, and its Q says so at a glance). The store
 * allocates the sequence in the transaction that first sends the quote: a
 * draft has no number, so one never sent leaves no gap. Its later versions
 * keep the number ("Q2026-0001, version 2").
 */
export function quoteNumber(year: number, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1) throw new Error(`No quote sequence ${sequence}`);
  return `Q${year}-${String(sequence).padStart(4, "0")}`;
}

/** "Q2026-0012" → { year: 2026, sequence: 12 }; undefined for anything else. */
export function parseQuoteNumber(number: string): { year: number; sequence: number } | undefined {
  const match = /^Q(\d{4})-(\d{4,})$/.exec(number);
  if (!match) return undefined;
  return { year: Number(match[1]), sequence: Number(match[2]) };
}

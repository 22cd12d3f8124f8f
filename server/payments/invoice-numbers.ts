/**
 * Invoice numbers as buyers type them into a transfer's description: "2027-0001" as printed,
 * but also "2027 0001", "20270001", "2027/0001", "f2027-0001" or "F 2027-0001" for a series
 * with the prefix "F". Two spellings of one number give one key.
 */
export interface InvoiceNumberFormat {
  /** Letters printed before the year ("" for none): "F" gives F2027-0001. */
  prefix: string;
  /** Digits of the number within its year, zero-padded: 4 gives 2027-0001. */
  sequenceDigits: number;
}

export const defaultInvoiceNumberFormat: InvoiceNumberFormat = { prefix: "", sequenceDigits: 4 };

/** A number mentioned in a text: its key and the text as written. */
export interface MentionedNumber {
  key: string;
  written: string;
}

export interface InvoiceNumberReader {
  /** The key of an invoice number as we print it; throws when it does not follow the format. */
  keyOf(number: string): string;
  /** Every invoice number mentioned in the texts, each key once, in order. */
  mentionedIn(texts: readonly string[]): MentionedNumber[];
}

export function invoiceNumberReader(format: InvoiceNumberFormat): InvoiceNumberReader {
  const digits = format.sequenceDigits;
  if (!Number.isInteger(digits) || digits < 1 || digits > 8) {
    throw new RangeError(`sequenceDigits must be 1 to 8, got ${digits}`);
  }
  const escaped = format.prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const prefix = escaped === "" ? "" : `(?:${escaped}[\\s.\\-]?)?`;
  // The year and the number, apart or together, never part of a longer run of digits; the
  // number with all its digits, so a date ("2027-03-01") is no invoice 2027-0003. A counter
  // that outgrows its digits is printed longer: accepted after a hyphen.
  const body =
    `(?<!\\d)${prefix}(20\\d{2})` +
    `(?:-(\\d{${digits},${digits + 2}})|[\\s./_]?(\\d{${digits}}))(?!\\d)`;
  const pattern = new RegExp(body, "giu");
  const whole = new RegExp(`^${body}$`, "iu");

  const key = (year: string, sequence: string) => `${year}-${Number(sequence)}`;
  return {
    keyOf(number) {
      const match = whole.exec(number.trim());
      if (!match?.[1]) {
        throw new RangeError(
          `invoice number "${number}" does not follow the format ${format.prefix}YYYY-${"N".repeat(digits)}`,
        );
      }
      return key(match[1], match[2] ?? match[3] ?? "");
    },
    mentionedIn(texts) {
      const found = new Map<string, MentionedNumber>();
      for (const text of texts) {
        for (const match of text.matchAll(pattern)) {
          const [written, year, long, short] = match;
          if (!year) continue;
          const numberKey = key(year, long ?? short ?? "");
          if (!found.has(numberKey)) found.set(numberKey, { key: numberKey, written });
        }
      }
      return [...found.values()];
    },
  };
}

import { quantityText } from "./quote-lines.ts";
import type { QuoteSnapshot } from "./quote-snapshot.ts";

/** Days or hours the owner recorded against a line invoiced as worked (migration 0015, `quote_work`). */
export interface WorkEntry {
  id: number;
  /** The line's position in the accepted version. */
  lineIndex: number;
  /** YYYY-MM-DD */
  workedOn: string;
  /** Hundredths of the line's unit. */
  hundredths: number;
  note: string | null;
  /** Recorded beyond the quote's quantity, with the owner's confirmation. */
  isOverConfirmed: boolean;
  recordedAt: string;
  recordedBy: string;
  invoiceId: number | null;
  invoiceNumber: string | null;
}

/** A line invoiced as worked: what the quote holds of it, what is recorded and what is left. */
export interface WorkBudget {
  lineIndex: number;
  description: string;
  unit: QuoteSnapshot["lines"][number]["unit"];
  quotedHundredths: number;
  recordedHundredths: number;
  invoicedHundredths: number;
  /** Below zero when the owner confirmed going over. */
  leftHundredths: number;
}

/** Each line invoiced as worked, with its budget (the quoted quantity) and what is left of it. */
export function workBudgets(snapshot: QuoteSnapshot, entries: readonly WorkEntry[]): WorkBudget[] {
  return snapshot.lines.flatMap((line, lineIndex) => {
    if (!line.isInvoicedAsWorked) return [];
    const mine = entries.filter((entry) => entry.lineIndex === lineIndex);
    const recorded = mine.reduce((sum, entry) => sum + entry.hundredths, 0);
    const invoiced = mine
      .filter((entry) => entry.invoiceId !== null)
      .reduce((sum, entry) => sum + entry.hundredths, 0);
    return [
      {
        lineIndex,
        description: line.description,
        unit: line.unit,
        quotedHundredths: line.quantityHundredths,
        recordedHundredths: recorded,
        invoicedHundredths: invoiced,
        leftHundredths: line.quantityHundredths - recorded,
      },
    ];
  });
}

/**
 * Why work cannot be recorded as given, or undefined: a line that is not
 * invoiced as worked, nothing or a day in the future, or more than is left of
 * the quote's quantity without the owner's explicit confirmation (`isOver`).
 */
export function workProblems(
  snapshot: QuoteSnapshot,
  entries: readonly WorkEntry[],
  input: { lineIndex: number; workedOn: string; hundredths: number; isOverConfirmed: boolean },
  today?: string,
): { problems: string[]; isOver?: boolean } | undefined {
  const line = snapshot.lines[input.lineIndex];
  if (!line?.isInvoicedAsWorked) {
    return { problems: ["Choose a line of the quote that is invoiced as worked."] };
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.workedOn)) {
    return { problems: ["Give the day the work was done."] };
  }
  if (today && input.workedOn > today) {
    return { problems: ["The day is in the future: record work once it is done."] };
  }
  if (!Number.isSafeInteger(input.hundredths) || input.hundredths <= 0) {
    return { problems: ["The quantity must be more than 0."] };
  }
  const [budget] = workBudgets(snapshot, entries).filter(
    (each) => each.lineIndex === input.lineIndex,
  );
  const left = budget?.leftHundredths ?? 0;
  if (input.hundredths > left && !input.isOverConfirmed) {
    return {
      isOver: true,
      problems: [
        `This goes over the quote: ${quantityText(Math.max(left, 0))} of ${quantityText(line.quantityHundredths)} left on "${line.description}". Tick the confirmation to record it anyway.`,
      ],
    };
  }
  return undefined;
}

/** A month's entries as an invoice's worked lines: per line, the sum and its first and last day. */
export function workedByMonth(entries: readonly WorkEntry[]) {
  const lines = new Map<
    number,
    { lineIndex: number; quantityHundredths: number; firstDay: string; lastDay: string }
  >();
  for (const entry of entries) {
    const line = lines.get(entry.lineIndex);
    lines.set(entry.lineIndex, {
      lineIndex: entry.lineIndex,
      quantityHundredths: (line?.quantityHundredths ?? 0) + entry.hundredths,
      firstDay: line && line.firstDay < entry.workedOn ? line.firstDay : entry.workedOn,
      lastDay: line && line.lastDay > entry.workedOn ? line.lastDay : entry.workedOn,
    });
  }
  return [...lines.values()].sort((a, b) => a.lineIndex - b.lineIndex);
}

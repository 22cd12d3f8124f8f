import { type Cents, cents, noCents, subtractCents, sumOfCents } from "#src/money/money.ts";
import type { InvoiceAccount } from "#server/payments/ledger.ts";

/**
 * An invoice's status on the Invoices page, from its rows alone: credited
 * (its credit notes cover it), paid (its payments cover what is left),
 * overdue (open after its due date, in Amsterdam) or open. A credit note has
 * a status of its own: it is one.
 */
export const invoiceStatuses = ["open", "paid", "overdue", "credited", "refund-due"] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number] | "credit-note";

export function isInvoiceStatus(value: unknown): value is (typeof invoiceStatuses)[number] {
  return typeof value === "string" && (invoiceStatuses as readonly string[]).includes(value);
}

export function statusOf(document: InvoiceAccount, today: string): InvoiceStatus {
  if (document.kind === "credit-note") return "credit-note";
  // Money to give back after a credit note (migration 0008): until it went, that is what counts.
  if (document.refundDue > 0) return "refund-due";
  if (document.credited >= document.inclVat) return "credited";
  if (document.paid >= document.inclVat - document.credited) return "paid";
  if (document.dueDate && document.dueDate < today) return "overdue";
  return "open";
}

/** What is still to be paid on an invoice, in cents (never below nil). */
export function openAmount(document: InvoiceAccount): Cents {
  if (document.kind !== "invoice") return noCents;
  return cents(Math.max(document.inclVat - document.credited - document.paid, 0));
}

export interface PeriodTotals {
  exclVat: Cents;
  vat: Cents;
  inclVat: Cents;
}

/** A period's totals: invoices minus credit notes, excl. VAT, VAT and incl. VAT, in cents. */
export function periodTotals(documents: InvoiceAccount[]): {
  invoiced: PeriodTotals;
  credited: PeriodTotals;
  net: PeriodTotals;
} {
  const sum = (kind: InvoiceAccount["kind"]): PeriodTotals => {
    const of = documents.filter((document) => document.kind === kind);
    return {
      exclVat: sumOfCents(of.map((document) => document.exclVat)),
      vat: sumOfCents(of.map((document) => document.vat)),
      inclVat: sumOfCents(of.map((document) => document.inclVat)),
    };
  };
  const invoiced = sum("invoice");
  const credited = sum("credit-note");
  return {
    invoiced,
    credited,
    net: {
      exclVat: subtractCents(invoiced.exclVat, credited.exclVat),
      vat: subtractCents(invoiced.vat, credited.vat),
      inclVat: subtractCents(invoiced.inclVat, credited.inclVat),
    },
  };
}

/**
 * The period the page and the exports are about, from the address: `from`
 * and `to` (YYYY-MM-DD, both included), by default this quarter so far's
 * whole quarter. An impossible date is the default's.
 */
export function periodIn(url: URL, today: string): { from: string; to: string } {
  const year = today.slice(0, 4);
  const quarter = Math.floor((Number(today.slice(5, 7)) - 1) / 3);
  const firstMonth = String(quarter * 3 + 1).padStart(2, "0");
  const lastMonth = quarter * 3 + 3;
  const lastDay = new Date(Date.UTC(Number(year), lastMonth, 0)).getUTCDate();
  const fallback = {
    from: `${year}-${firstMonth}-01`,
    to: `${year}-${String(lastMonth).padStart(2, "0")}-${lastDay}`,
  };
  const day = (name: "from" | "to") => {
    const value = url.searchParams.get(name) ?? "";
    return isDay(value) ? value : fallback[name];
  };
  return { from: day("from"), to: day("to") };
}

export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

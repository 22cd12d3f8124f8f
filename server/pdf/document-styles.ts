import { pdfColours } from "./pdf-brand.tsx";
import { pdfText } from "./pdf-page.tsx";

/**
 * The styles our business documents share (the invoice, server/invoices/invoice-styles.ts;
 * the quote, server/quotes/quote-document.tsx): the parties, the facts band, the lines' table
 * and the totals. Each document spreads them into its own StyleSheet and sets what differs
 * (its facts' widths, its columns), so the two keep one look.
 */
export const documentStyles = {
  party: { flex: 1 },
  label: {
    fontSize: pdfText.small,
    color: pdfColours["slate-600"],
    textTransform: "uppercase",
    letterSpacing: 0.6,
    marginBottom: 3,
  },
  strong: { fontWeight: 600 },
  facts: {
    flexDirection: "row",
    flexWrap: "wrap",
    backgroundColor: pdfColours["slate-50"],
    borderRadius: 4,
    paddingVertical: 8,
    paddingHorizontal: 10,
    marginBottom: 14,
    rowGap: 6,
  },
  tableHead: {
    flexDirection: "row",
    borderBottomWidth: 1,
    borderBottomColor: pdfColours["brand-700"],
    paddingBottom: 4,
    fontSize: pdfText.small,
    fontWeight: 600,
    color: pdfColours["brand-900"],
  },
  row: {
    flexDirection: "row",
    paddingVertical: 6,
    borderBottomWidth: 1,
    borderBottomColor: pdfColours["slate-200"],
  },
  description: { flex: 1, paddingRight: 8 },
  detail: { color: pdfColours["slate-600"] },
  totalRow: { flexDirection: "row", justifyContent: "space-between", paddingVertical: 2 },
  grandTotal: {
    flexDirection: "row",
    justifyContent: "space-between",
    marginTop: 4,
    paddingVertical: 5,
    paddingHorizontal: 6,
    backgroundColor: pdfColours["brand-50"],
    color: pdfColours["brand-900"],
    fontWeight: 600,
    fontSize: pdfText.large,
  },
  /** A framed box at the end: how to pay (invoice), how to accept (quote). */
  callout: {
    marginTop: 16,
    padding: 10,
    borderLeftWidth: 3,
    borderLeftColor: pdfColours["accent-400"],
    backgroundColor: pdfColours["slate-50"],
  },
} as const;

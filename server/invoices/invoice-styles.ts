import { StyleSheet } from "@react-pdf/renderer";
import { pdfColours } from "#server/pdf/pdf-brand.tsx";
import { pdfText } from "#server/pdf/pdf-page.tsx";

/** The invoice PDF's styles, shared by the page (invoice-document.tsx) and its lines (invoice-lines.tsx). */
export const invoiceStyles = StyleSheet.create({
  parties: { flexDirection: "row", gap: 24, marginBottom: 18 },
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
  fact: { width: "33.33%", paddingRight: 8 },
  note: { marginBottom: 12 },
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
  quantity: { width: 40, textAlign: "right" },
  /** A quantity with its unit ("2.5 days"): an invoice from a quote. */
  unitQuantity: { width: 64, textAlign: "right" },
  money: { width: 92, textAlign: "right" },
  rate: { width: 48, textAlign: "right" },
  detail: { color: pdfColours["slate-600"] },
  totals: { marginTop: 10, marginLeft: "auto", width: 260 },
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
  treatment: { marginTop: 12, fontSize: pdfText.body },
  payment: {
    marginTop: 16,
    padding: 10,
    borderLeftWidth: 3,
    borderLeftColor: pdfColours["accent-400"],
    backgroundColor: pdfColours["slate-50"],
  },
  heading: { fontWeight: 600, fontSize: pdfText.large, marginBottom: 2 },
});

import { StyleSheet } from "@react-pdf/renderer";
import { documentStyles } from "#server/pdf/document-styles.ts";
import { pdfText } from "#server/pdf/pdf-page.tsx";

/** The invoice PDF's styles, shared by the page (invoice-document.tsx) and its lines (invoice-lines.tsx). */
export const invoiceStyles = StyleSheet.create({
  ...documentStyles,
  parties: { flexDirection: "row", gap: 24, marginBottom: 18 },
  fact: { width: "33.33%", paddingRight: 8 },
  note: { marginBottom: 12 },
  quantity: { width: 40, textAlign: "right" },
  /** A quantity with its unit ("2.5 days"): an invoice from a quote. */
  unitQuantity: { width: 64, textAlign: "right" },
  money: { width: 92, textAlign: "right" },
  rate: { width: 48, textAlign: "right" },
  totals: { marginTop: 10, marginLeft: "auto", width: 260 },
  treatment: { marginTop: 12, fontSize: pdfText.body },
  payment: documentStyles.callout,
  heading: { fontWeight: 600, fontSize: pdfText.large, marginBottom: 2 },
});

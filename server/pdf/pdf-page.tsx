import { Document, Page, StyleSheet, Text, View } from "@react-pdf/renderer";
import type { ReactNode } from "react";
import { PdfBrandMark, pdfColours } from "./pdf-brand.tsx";

/**
 * The frame every PDF of ours shares (invoices and credit notes,
 * certificates of participation): an A4 page in Noto Sans with the
 * mark and trade name at the top left, the document's title at the top
 * right, and a footer on every page with our legal line and the page count.
 * A document brings only its body.
 */
export const pdfText = {
  small: 7.5,
  body: 9,
  large: 11,
  title: 20,
} as const;

const styles = StyleSheet.create({
  page: {
    paddingTop: 40,
    paddingBottom: 64,
    paddingHorizontal: 48,
    fontSize: pdfText.body,
    lineHeight: 1.4,
    color: pdfColours["slate-900"],
  },
  header: {
    flexDirection: "row",
    justifyContent: "space-between",
    alignItems: "center",
    paddingBottom: 14,
    marginBottom: 20,
    borderBottomWidth: 1,
    borderBottomColor: pdfColours["slate-200"],
  },
  brand: { flexDirection: "row", alignItems: "center", gap: 8, maxWidth: 300 },
  brandName: { fontSize: pdfText.large, fontWeight: 600, color: pdfColours["brand-900"] },
  title: { fontSize: pdfText.title, fontWeight: 600, color: pdfColours["brand-700"] },
  footer: {
    position: "absolute",
    bottom: 28,
    left: 48,
    right: 48,
    flexDirection: "row",
    justifyContent: "space-between",
    gap: 16,
    paddingTop: 6,
    borderTopWidth: 1,
    borderTopColor: pdfColours["slate-200"],
    fontSize: pdfText.small,
    color: pdfColours["slate-600"],
  },
  footerLegal: { flexShrink: 1, maxWidth: 400 },
  pageCount: {
    position: "absolute",
    bottom: 28,
    right: 48,
    // A text drawn at render time has no width when laid out: it is given one.
    width: 90,
    textAlign: "right",
    paddingTop: 7,
    fontSize: pdfText.small,
    color: pdfColours["slate-600"],
  },
});

export interface PdfFrameProps {
  /** The heading at the top right of every page: "Factuur". */
  heading: string;
  /** The file's title in its properties: "Factuur 2027-0001". */
  title: string;
  /** Its language, as BCP 47 ("nl-NL"). */
  language: string;
  /** The trade name beside the mark. */
  brandName: string;
  /** Who made it, in the file's properties: our legal name. */
  author: string;
  /** Under every page: our legal name, KvK and VAT ID. */
  footer: string;
  /** "Page {page} of {pages}" with both filled. */
  pageCount: (page: number, pages: number) => string;
  /** The families of pdf-fonts.ts the text needs. */
  fontFamily: string[];
  /** Set as the file's dates, so the same document renders the same. */
  date: Date;
  children: ReactNode;
}

export function PdfFrame(props: PdfFrameProps) {
  return (
    <Document
      title={props.title}
      author={props.author}
      creator={props.author}
      producer={props.author}
      language={props.language}
      creationDate={props.date}
      modificationDate={props.date}
    >
      <Page size="A4" style={[styles.page, { fontFamily: props.fontFamily }]}>
        <View style={styles.header} fixed>
          <View style={styles.brand}>
            <PdfBrandMark points={26} />
            <Text style={styles.brandName}>{props.brandName}</Text>
          </View>
          <Text style={styles.title}>{props.heading}</Text>
        </View>
        {props.children}
        <View style={styles.footer} fixed>
          <Text style={styles.footerLegal}>{props.footer}</Text>
        </View>
        {/* On its own: inside the footer's row, react-pdf 4.9 drew neither (nor the legal line). */}
        <View style={styles.pageCount} fixed>
          <Text render={({ pageNumber, totalPages }) => props.pageCount(pageNumber, totalPages)} />
        </View>
      </Page>
    </Document>
  );
}

import { StyleSheet, Text, View } from "@react-pdf/renderer";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { fill } from "#src/i18n/fill.ts";
import { type Language, languageSettings } from "#src/i18n/languages.ts";
import { formatMoney } from "#src/money/format-money.ts";
import { formatDate } from "#src/training/course-format.ts";
import { countryName } from "#server/invoices/invoice-format.ts";
import type { PostalAddress } from "#server/invoices/invoice-snapshot.ts";
import { documentStyles } from "#server/pdf/document-styles.ts";
import { fontFamilyFor } from "#server/pdf/pdf-fonts.ts";
import { PdfFrame, pdfText } from "#server/pdf/pdf-page.tsx";
import {
  lineVatText,
  milestoneDue,
  milestonePercent,
  quantityWithUnit,
  quoteTitle,
  unitPrice,
  vatNotes,
  vatPartText,
} from "./quote-format.ts";
import type { QuoteSnapshot } from "./quote-snapshot.ts";

/**
 * A version of a quote as a PDF, in the buyer's language, from its snapshot
 * alone, on the frame every document of ours shares (server/pdf/): both
 * parties (the buyer's VAT ID or registration number where it has one), the
 * quote's number, version, date and validity, the lines with kind, quantity
 * and unit, unit price, VAT and amount, the VAT per category and the totals,
 * how it is invoiced (the milestones), the terms with their versions and
 * addresses, and how to accept. Rendered once when sent and stored as it is.
 */
const styles = StyleSheet.create({
  ...documentStyles,
  parties: { flexDirection: "row", gap: 24, marginBottom: 16 },
  fact: { width: "20%", paddingRight: 8 },
  introduction: { marginBottom: 12 },
  quantity: { width: 70, textAlign: "right", paddingRight: 6 },
  money: { width: 88, textAlign: "right" },
  rate: { width: 56, textAlign: "right" },
  totals: { marginTop: 10, marginLeft: "auto", width: 280 },
  note: { marginTop: 8 },
  section: { marginTop: 14 },
  heading: { fontWeight: 600, fontSize: pdfText.large, marginBottom: 3 },
  milestone: { flexDirection: "row", paddingVertical: 2 },
  accept: documentStyles.callout,
});

export function QuoteDocument({ snapshot }: { snapshot: QuoteSnapshot }) {
  const lang = snapshot.language;
  const words = dictionaries[lang].quote;
  const { seller, buyer, totals } = snapshot;
  const money = (amount: Parameters<typeof formatMoney>[0]) => formatMoney(amount, lang);
  const day = (date: string) => formatDate(date, lang);
  const title = quoteTitle(snapshot);
  const isForeign = buyer.address.countryCode !== seller.address.countryCode;
  const texts = [
    seller.legalName,
    buyer.company,
    buyer.contactName,
    snapshot.introduction ?? "",
    ...snapshot.lines.map((line) => line.description),
    ...snapshot.milestones.map((milestone) => milestone.description),
  ];
  const hasAsWorked = snapshot.lines.some((line) => line.isInvoicedAsWorked);

  return (
    <PdfFrame
      heading={words.heading}
      title={title}
      language={languageSettings[lang].intlLocale}
      brandName={seller.name}
      author={seller.legalName}
      footer={`${seller.legalName} · ${words.kvk} ${seller.kvk} · ${words.vatId} ${seller.vatId}`}
      pageCount={(page, pages) => fill(words.pageCount, { page, pages })}
      fontFamily={fontFamilyFor(texts)}
      date={new Date(`${snapshot.issueDate}T12:00:00Z`)}
    >
      <View style={styles.parties}>
        <View style={styles.party}>
          <Text style={styles.label}>{words.from}</Text>
          <Text style={styles.strong}>{seller.legalName}</Text>
          <Address address={seller.address} showCountry={isForeign} lang={lang} />
          <Text>
            {words.kvk} {seller.kvk} · {words.vatId} {seller.vatId}
          </Text>
          <Text>
            {seller.email} · {seller.phone}
          </Text>
        </View>
        <View style={styles.party}>
          <Text style={styles.label}>{words.to}</Text>
          <Text style={styles.strong}>{buyer.company}</Text>
          <Text>{fill(words.attention, { name: buyer.contactName })}</Text>
          <Address address={buyer.address} showCountry={isForeign} lang={lang} />
          {buyer.vatId && (
            <Text>
              {words.vatId} {buyer.vatId}
            </Text>
          )}
          {buyer.registrationNumber && (
            <Text>
              {words.registration} {buyer.registrationNumber}
            </Text>
          )}
        </View>
      </View>

      <View style={styles.facts}>
        <Fact label={words.facts.number} value={snapshot.number} />
        <Fact label={words.facts.version} value={String(snapshot.version)} />
        <Fact label={words.facts.date} value={day(snapshot.issueDate)} />
        <Fact label={words.facts.validUntil} value={day(snapshot.validUntil)} />
        {snapshot.reference && <Fact label={words.facts.reference} value={snapshot.reference} />}
      </View>

      {snapshot.introduction && <Text style={styles.introduction}>{snapshot.introduction}</Text>}

      {/* The head repeats on each page the lines run over, and only there. */}
      <View>
        <View style={styles.tableHead} fixed>
          <Text style={styles.description}>{words.columns.description}</Text>
          <Text style={styles.quantity}>{words.columns.quantity}</Text>
          <Text style={styles.money}>{words.columns.unitPrice}</Text>
          <Text style={styles.rate}>{words.columns.vat}</Text>
          <Text style={styles.money}>{words.columns.amount}</Text>
        </View>
        {snapshot.lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a line is its position on the quote.
          <View style={styles.row} key={index} wrap={false}>
            <View style={styles.description}>
              <Text style={styles.strong}>{line.description}</Text>
              <Text style={styles.detail}>{words.kinds[line.kind]}</Text>
              {line.isInvoicedAsWorked && <Text style={styles.detail}>{words.asWorked}</Text>}
            </View>
            <Text style={styles.quantity}>{quantityWithUnit(line, lang)}</Text>
            <Text style={styles.money}>{unitPrice(line, lang)}</Text>
            <Text style={styles.rate}>{lineVatText(line, lang)}</Text>
            <Text style={styles.money}>{money(line.totalExclVat)}</Text>
          </View>
        ))}
      </View>

      <View style={styles.totals} wrap={false}>
        <View style={styles.totalRow}>
          <Text>{words.totals.exclVat}</Text>
          <Text>{money(totals.exclVat)}</Text>
        </View>
        {snapshot.vatBreakdown.map((part) => (
          <View style={styles.totalRow} key={`${part.category}-${part.rate}`}>
            <Text>{vatPartText(part, lang)}</Text>
            <Text>{money(part.vatAmount)}</Text>
          </View>
        ))}
        <View style={styles.grandTotal}>
          <Text>{words.totals.inclVat}</Text>
          <Text>{money(totals.inclVat)}</Text>
        </View>
      </View>
      {vatNotes(snapshot).map((note) => (
        <Text style={styles.note} key={note}>
          {note}
        </Text>
      ))}

      <View style={styles.section} wrap={false}>
        <Text style={styles.heading}>{words.invoicing.heading}</Text>
        {snapshot.milestones.length === 0 ? (
          <Text>{words.invoicing.whole}</Text>
        ) : (
          <>
            <Text>{words.invoicing.milestones}</Text>
            {snapshot.milestones.map((milestone, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a milestone is its position.
              <View style={styles.milestone} key={index}>
                <Text style={styles.description}>
                  {index + 1}. {milestone.description}, {milestoneDue(milestone.due, lang)}
                  {milestonePercent(milestone, lang) && ` (${milestonePercent(milestone, lang)})`}
                </Text>
                <Text style={styles.money}>{money(milestone.amountExclVat)}</Text>
              </View>
            ))}
          </>
        )}
        {hasAsWorked && <Text style={styles.note}>{words.invoicing.asWorkedOnly}</Text>}
      </View>

      <View style={styles.section} wrap={false}>
        <Text style={styles.heading}>{words.terms.heading}</Text>
        <Text>{words.terms.intro}</Text>
        {snapshot.terms.map((terms) => (
          <Text key={terms.page}>
            •{" "}
            {fill(words.terms.item, {
              title: terms.title,
              version: terms.version,
              kind: words.terms.kinds[terms.page],
              url: terms.url,
            })}
          </Text>
        ))}
      </View>

      <View style={styles.accept} wrap={false}>
        <Text style={styles.heading}>{words.accept.heading}</Text>
        <Text>
          {fill(words.accept.text, {
            date: day(snapshot.validUntil),
            company: buyer.company,
            email: seller.email,
          })}
        </Text>
      </View>
    </PdfFrame>
  );
}

function Address({
  address,
  showCountry,
  lang,
}: {
  address: PostalAddress;
  showCountry: boolean;
  lang: Language;
}) {
  return (
    <>
      <Text>{address.street}</Text>
      <Text>
        {address.postalCode} {address.city}
      </Text>
      {showCountry && <Text>{countryName(address.countryCode, lang)}</Text>}
    </>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <View style={styles.fact}>
      <Text style={styles.label}>{label}</Text>
      <Text style={styles.strong}>{value}</Text>
    </View>
  );
}

import { Text, View } from "@react-pdf/renderer";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { fill } from "#src/i18n/fill.ts";
import { type Language, languageSettings } from "#src/i18n/languages.ts";
import { formatDate, formatDateRange } from "#src/training/course-format.ts";
import { fontFamilyFor } from "#server/pdf/pdf-fonts.ts";
import { PdfFrame } from "#server/pdf/pdf-page.tsx";
import { type Cents, noCents, subtractCents } from "#src/money/money.ts";
import { formatMoney } from "#src/money/format-money.ts";
import { countryName, formatRate } from "./invoice-format.ts";
import type { InvoiceSnapshot, PostalAddress, VatBreakdown } from "./invoice-snapshot.ts";
import { CourseLines, UnitLines } from "./invoice-lines.tsx";
import { invoiceStyles } from "./invoice-styles.ts";
import { amountDue } from "./prepaid.ts";
import { vatIdNotConfirmedOf } from "./place-of-supply.ts";
import { vatIdNotConfirmedLine } from "#server/mail/invoice-mails.ts";

/**
 * An invoice or credit note as a PDF page, in the buyer's language, from its
 * snapshot alone. It carries every item art. 35a lid 1 Wet OB asks of an
 * invoice:
 * - a. the date of issue (the invoice date);
 * - b. a consecutive number (the invoice number);
 * - c. our VAT ID;
 * - d. the buyer's VAT ID where the VAT is reverse charged;
 * - e. our full name and address and the buyer's;
 * - f. the extent and nature of the service (course, run, participants, quantity);
 * - g. the date of the service (the run's dates: the date of supply);
 * - h. the taxable amount per rate or exemption, and the unit price excl. VAT;
 * - i. the VAT rate;
 * - j. the VAT amount;
 * - k. for an exemption, the provision (art. 11 lid 1 sub o Wet OB);
 * - l. for the reverse charge, "btw verlegd" ("VAT reverse charged");
 * and besides: our KvK number (art. 27 Handelsregisterbesluit 2008), the
 * due date and how to pay (the course terms: IBAN, the invoice number as
 * payment reference), the buyer's PO number or enrolment reference, and on a
 * credit note the number and date of the invoice it corrects. Where VIES did
 * not confirm a buyer's VAT ID and the owner chose Dutch VAT, a line says why
 * the VAT is not reverse charged. VIES's consultation number is not printed:
 * no rule asks for it on an invoice (nor has EN 16931 a field for it); it is
 * our evidence, kept in the snapshot (`vatIdCheck`) for 7 years with the rest.
 */
const styles = invoiceStyles;

export function InvoiceDocument({ snapshot }: { snapshot: InvoiceSnapshot }) {
  const lang = snapshot.language;
  const words = dictionaries[lang].invoice;
  const { seller, buyer, kind, totals } = snapshot;
  const isCredit = kind === "credit-note";
  // A credit note's amounts read negative, as a Dutch bookkeeper expects (review L5); its UBL stays positive.
  const money = (amount: Cents) =>
    formatMoney(isCredit && amount > 0 ? subtractCents(noCents, amount) : amount, lang);
  const day = (date: string) => formatDate(date, lang);
  // Dutch VAT for a buyer abroad whose VAT ID VIES did not confirm: the buyer is told why.
  const vatIdNotConfirmed = vatIdNotConfirmedOf(snapshot);
  const names =
    snapshot.version === 1
      ? snapshot.lines.flatMap((line) => line.participants)
      : snapshot.lines.flatMap((line) => [line.description, line.detail ?? ""]);
  const cancelledOn = snapshot.version === 1 ? snapshot.cancelledOn : undefined;
  const hasCategory = (category: VatBreakdown["category"]) =>
    snapshot.vatBreakdown.some((part) => part.category === category);
  const texts = [seller.legalName, seller.name, buyer.name, buyer.contactName ?? "", ...names];
  const seat = seller.registeredOffice
    ? `, ${fill(words.registeredOffice, { place: seller.registeredOffice })}`
    : "";
  const legal = `${seller.legalName}${seat} · ${words.kvk} ${seller.kvk} · ${words.vatId} ${seller.vatId} · IBAN\u00a0${seller.iban}`;
  const hasVat = hasCategory("S");
  const due = amountDue(snapshot);
  const prepaid = subtractCents(totals.inclVat, due);
  const previous = (snapshot.prepaid ?? []).map((part) => part.invoiceNumber).join(", ");
  const isForeign = buyer.address.countryCode !== seller.address.countryCode;

  return (
    <PdfFrame
      heading={words.title[kind]}
      title={`${words.title[kind]} ${snapshot.number}`}
      language={languageSettings[lang].intlLocale}
      brandName={seller.name}
      author={seller.legalName}
      footer={legal}
      pageCount={(page, pages) => fill(words.page, { page, pages })}
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
          <Text style={styles.label}>{words.billTo[kind]}</Text>
          <Text style={styles.strong}>{buyer.name}</Text>
          {buyer.contactName && <Text>{fill(words.attention, { name: buyer.contactName })}</Text>}
          <Address address={buyer.address} showCountry={isForeign} lang={lang} />
          {buyer.vatId && (
            <Text>
              {words.vatId} {buyer.vatId}
            </Text>
          )}
          {buyer.registrationNumber && (
            <Text>
              {words.registrationNumber} {buyer.registrationNumber}
            </Text>
          )}
        </View>
      </View>

      <View style={styles.facts}>
        <Fact label={words.facts.number[kind]} value={snapshot.number} />
        <Fact label={words.facts.date[kind]} value={day(snapshot.issueDate)} />
        {snapshot.dueDate && <Fact label={words.facts.dueDate} value={day(snapshot.dueDate)} />}
        {snapshot.refersTo && (
          <Fact label={words.facts.refersTo} value={snapshot.refersTo.number} />
        )}
        <Fact
          label={cancelledOn ? words.facts.cancelledRun : words.facts.supply}
          value={formatDateRange(snapshot.supply.start, snapshot.supply.end, lang)}
        />
        <Fact label={words.facts[buyer.reference.kind]} value={buyer.reference.value} />
        {snapshot.version === 2 &&
          snapshot.source.kind === "quote" &&
          buyer.reference.kind !== "quote" && (
            <Fact label={words.facts.quote} value={snapshot.source.number} />
          )}
      </View>

      {snapshot.refersTo && (
        <Text style={styles.note}>
          {fill(words.refersTo, {
            number: snapshot.refersTo.number,
            date: day(snapshot.refersTo.issueDate),
          })}
        </Text>
      )}

      {snapshot.version === 1 ? (
        <CourseLines snapshot={snapshot} money={money} />
      ) : (
        <UnitLines snapshot={snapshot} money={money} />
      )}

      <View style={styles.totals} wrap={false}>
        <View style={styles.totalRow}>
          <Text>{words.totals.exclVat}</Text>
          <Text>{money(totals.exclVat)}</Text>
        </View>
        {snapshot.vatBreakdown.map((part) => (
          <View style={styles.totalRow} key={`${part.category}-${part.rate}`}>
            <Text>
              {part.category === "S"
                ? fill(words.totals.vat, {
                    rate: formatRate(part.rate, lang),
                    base: money(part.taxableAmount),
                  })
                : part.category === "AE"
                  ? words.totals.reverseCharge
                  : part.category === "E"
                    ? words.totals.exempt
                    : words.totals.outsideScope}
            </Text>
            <Text>{money(part.vatAmount)}</Text>
          </View>
        ))}
        <View style={styles.grandTotal}>
          <Text>
            {isCredit
              ? hasVat
                ? words.totals.credited
                : words.totals.creditedNoVat
              : hasVat
                ? words.totals.inclVat
                : words.totals.due}
          </Text>
          <Text>{money(totals.inclVat)}</Text>
        </View>
        {snapshot.prepaid?.map((part) => (
          <View style={styles.totalRow} key={`prepaid-${part.invoiceNumber}`}>
            <Text>{fill(words.totals.prepaid, { number: part.invoiceNumber })}</Text>
            <Text>{money(subtractCents(noCents, part.amount))}</Text>
          </View>
        ))}
        {snapshot.prepaid && (
          <View style={styles.grandTotal}>
            <Text>{words.totals.nowDue}</Text>
            <Text>{money(due)}</Text>
          </View>
        )}
      </View>

      {hasCategory("AE") && (
        <Text style={styles.treatment}>
          {fill(words.treatment.reverseCharge, { vatId: buyer.vatId ?? "" })}
        </Text>
      )}
      {hasCategory("E") && <Text style={styles.treatment}>{words.treatment.exempt}</Text>}
      {hasCategory("O") && <Text style={styles.treatment}>{words.treatment.outsideScope}</Text>}
      {vatIdNotConfirmed && (
        <Text style={styles.treatment}>{vatIdNotConfirmedLine(vatIdNotConfirmed, lang)}</Text>
      )}

      <View style={styles.payment} wrap={false}>
        <Text style={styles.heading}>
          {isCredit ? words.payment.creditHeading : words.payment.heading}
        </Text>
        {isCredit ? (
          <Text>
            {fill(words.payment.credit, {
              amount: formatMoney(totals.inclVat, lang),
              number: snapshot.refersTo?.number ?? "",
            })}
          </Text>
        ) : (
          <>
            {snapshot.prepaid && (
              <Text>
                {fill(due > 0 ? words.payment.prepaid : words.payment.settled, {
                  paid: money(prepaid),
                  previous: previous,
                })}
              </Text>
            )}
            {due > 0 && (
              <Text>
                {fill(words.payment.text, {
                  amount: money(due),
                  dueDate: snapshot.dueDate ? day(snapshot.dueDate) : "",
                  iban: groupIban(seller.iban),
                  name: seller.legalName,
                  number: snapshot.paymentReference,
                })}
              </Text>
            )}
          </>
        )}
        {seller.bic && !isCredit && due > 0 && (
          <Text>{fill(words.payment.bic, { bic: seller.bic })}</Text>
        )}
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

/** "NL91 ABNA 0417 1643 00": an IBAN as people read it off paper. */
export function groupIban(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, "$1 ");
}

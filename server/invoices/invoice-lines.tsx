import { Text, View } from "@react-pdf/renderer";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { fill } from "#src/i18n/fill.ts";
import { type Language, languageSettings } from "#src/i18n/languages.ts";
import type { Cents } from "#src/money/money.ts";
import { invoiceStyles as styles } from "./invoice-styles.ts";
import { formatRate } from "./invoice-format.ts";
import type { InvoiceSnapshotV1, InvoiceSnapshotV2, UnitLine } from "./invoice-snapshot.ts";

type Money = (amount: Cents) => string;

/**
 * The lines of a version 1 document (a course invoice): the course, its run
 * and participants, the participants as the quantity, one VAT treatment.
 */
export function CourseLines({ snapshot, money }: { snapshot: InvoiceSnapshotV1; money: Money }) {
  const words = dictionaries[snapshot.language].invoice;
  const treatment = snapshot.vatTreatment;
  return (
    <>
      <View style={styles.tableHead} fixed>
        <Text style={styles.description}>{words.columns.description}</Text>
        <Text style={styles.quantity}>{words.columns.quantity}</Text>
        <Text style={styles.money}>
          {snapshot.cancelledOn ? words.columns.unitPriceCharge : words.columns.unitPrice}
        </Text>
        <Text style={styles.rate}>{words.columns.vatRate}</Text>
        <Text style={styles.money}>{words.columns.amount}</Text>
      </View>
      {snapshot.lines.map((line) => (
        <View
          style={styles.row}
          key={`${line.description}-${line.runLabel}-${line.quantity}`}
          wrap={false}
        >
          <View style={styles.description}>
            <Text style={styles.strong}>{line.description}</Text>
            <Text style={styles.detail}>{fill(words.run, { run: line.runLabel })}</Text>
            {line.participants.length > 0 && (
              <Text style={styles.detail}>
                {fill(words.participants, { names: line.participants.join(", ") })}
              </Text>
            )}
          </View>
          <Text style={styles.quantity}>{line.quantity}</Text>
          <Text style={styles.money}>{money(line.unitPriceExclVat)}</Text>
          <Text style={styles.rate}>
            {treatment.kind === "standard"
              ? formatRate(treatment.rate, snapshot.language)
              : words.vatColumn[treatment.kind]}
          </Text>
          <Text style={styles.money}>{money(line.totalExclVat)}</Text>
        </View>
      ))}
    </>
  );
}

/**
 * The lines of a version 2 document (from a quote): each with its quantity in
 * its unit (hours, days, pieces; decimals in the buyer's language), its price
 * and its own VAT rate or category.
 */
export function UnitLines({ snapshot, money }: { snapshot: InvoiceSnapshotV2; money: Money }) {
  const lang = snapshot.language;
  const words = dictionaries[lang].invoice;
  return (
    <>
      <View style={styles.tableHead} fixed>
        <Text style={styles.description}>{words.columns.description}</Text>
        <Text style={styles.unitQuantity}>{words.columns.quantity}</Text>
        <Text style={styles.money}>{words.columns.unitPriceUnit}</Text>
        <Text style={styles.rate}>{words.columns.vatRate}</Text>
        <Text style={styles.money}>{words.columns.amount}</Text>
      </View>
      {snapshot.lines.map((line) => (
        <View
          style={styles.row}
          key={`${line.description}-${line.detail}-${line.vatCategory}-${line.vatRate}-${line.quantity}`}
          wrap={false}
        >
          <View style={styles.description}>
            <Text style={styles.strong}>{line.description}</Text>
            {line.detail && <Text style={styles.detail}>{line.detail}</Text>}
            {line.baseQuantity === 0.5 && <Text style={styles.detail}>{words.perHalfDay}</Text>}
          </View>
          <Text style={styles.unitQuantity}>{unitQuantityText(line, lang)}</Text>
          <Text style={styles.money}>{money(line.unitPriceExclVat)}</Text>
          <Text style={styles.rate}>{lineRateText(line, lang)}</Text>
          <Text style={styles.money}>{money(line.totalExclVat)}</Text>
        </View>
      ))}
    </>
  );
}

/** "2.5 days", "2,5 dagen", "12 hours", "1": a quantity with its unit. */
export function unitQuantityText(line: Pick<UnitLine, "quantity" | "unit">, lang: Language) {
  const number = new Intl.NumberFormat(languageSettings[lang].intlLocale, {
    maximumFractionDigits: 2,
  }).format(line.quantity);
  if (line.unit === "C62") return number;
  const words = dictionaries[lang].invoice.units[line.unit];
  return `${number} ${line.quantity === 1 ? words.one : words.other}`;
}

/** The VAT column of a line: its rate for S, else why it has none. */
function lineRateText(line: Pick<UnitLine, "vatCategory" | "vatRate">, lang: Language) {
  const column = dictionaries[lang].invoice.vatColumn;
  switch (line.vatCategory) {
    case "S":
      return formatRate(line.vatRate, lang);
    case "AE":
      return column["reverse-charge"];
    case "E":
      return column.exempt;
    case "O":
      return column["outside-scope"];
  }
}

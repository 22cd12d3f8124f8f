import { StyleSheet, Text, View } from "@react-pdf/renderer";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { fill } from "#src/i18n/fill.ts";
import { languageSettings } from "#src/i18n/languages.ts";
import type { CompanyIdentity } from "#src/content/company-identity.ts";
import { formatDateRange } from "#src/training/course-format.ts";
import { pdfColours } from "#server/pdf/pdf-brand.tsx";
import { fontFamilyFor } from "#server/pdf/pdf-fonts.ts";
import { PdfFrame, pdfText } from "#server/pdf/pdf-page.tsx";
import type { Certificate } from "./certificate-types.ts";

export type CertificateFacts = Pick<
  Certificate,
  | "code"
  | "language"
  | "name"
  | "courseTitle"
  | "firstDay"
  | "lastDay"
  | "hours"
  | "trainer"
  | "attendance"
  | "issuedAt"
>;

const styles = StyleSheet.create({
  body: { marginTop: 96, alignItems: "center", textAlign: "center" },
  kind: {
    fontSize: pdfText.large,
    color: pdfColours["slate-600"],
    textTransform: "uppercase",
    letterSpacing: 1.2,
    marginBottom: 28,
  },
  statement: { fontSize: pdfText.large, marginBottom: 10 },
  // The page's line height is inherited in points (the body's): a large line sets its own.
  name: {
    fontSize: 28,
    lineHeight: 1.3,
    fontWeight: 600,
    color: pdfColours["brand-900"],
    marginBottom: 10,
  },
  course: {
    fontSize: 20,
    lineHeight: 1.3,
    fontWeight: 600,
    color: pdfColours["brand-700"],
    marginTop: 6,
  },
  facts: {
    marginTop: 40,
    flexDirection: "row",
    justifyContent: "center",
    flexWrap: "wrap",
    gap: 28,
  },
  label: {
    fontSize: pdfText.small,
    color: pdfColours["slate-600"],
    textTransform: "uppercase",
    letterSpacing: 0.6,
    marginBottom: 3,
  },
  value: { fontSize: pdfText.large },
  verify: {
    marginTop: 64,
    paddingVertical: 10,
    paddingHorizontal: 14,
    backgroundColor: pdfColours["slate-50"],
    borderRadius: 4,
    alignItems: "center",
  },
  code: { fontSize: pdfText.large, fontWeight: 600, letterSpacing: 0.5, marginBottom: 4 },
});

/**
 * A certificate of participation on one A4 page, in the participant's
 * language, in the frame every PDF of ours shares: who took part, in which
 * course (or in part of it), on which dates, for how many hours (for part of
 * it: labelled as the whole course's), with whom (where known), issued by us,
 * and the code and address anyone can check it with.
 */
export function CertificateDocument(props: {
  certificate: CertificateFacts;
  company: CompanyIdentity;
  verifyUrl: string;
}) {
  const { certificate, company } = props;
  const lang = certificate.language;
  const words = dictionaries[lang].certificate.pdf;
  const dates = formatDateRange(certificate.firstDay, certificate.lastDay, lang);
  const facts = [
    { label: words.labels.dates, value: dates },
    // Part of the course: the hours are the whole course's, and the label says so (review 3, M12).
    certificate.hours !== null && {
      label: certificate.attendance === "partly" ? words.labels.courseHours : words.labels.hours,
      value: fill(words.hours, { hours: certificate.hours }),
    },
    certificate.trainer && { label: words.labels.trainer, value: certificate.trainer },
    { label: words.labels.issuedBy, value: company.legalName },
  ].filter((fact) => fact !== false && fact !== null && fact !== "" && fact !== undefined);
  return (
    <PdfFrame
      heading={words.heading}
      title={fill(words.title, { name: certificate.name })}
      language={languageSettings[lang].intlLocale}
      brandName={company.name}
      author={company.legalName}
      footer={`${company.legalName} · ${company.address} · KvK ${company.kvk}`}
      pageCount={(page, pages) => fill(words.pageCount, { page, pages })}
      fontFamily={fontFamilyFor([
        certificate.name,
        certificate.courseTitle,
        certificate.trainer ?? "",
      ])}
      date={new Date(certificate.issuedAt)}
    >
      <View style={styles.body}>
        <Text style={styles.kind}>{words.kind}</Text>
        <Text style={styles.statement}>{words.statement}</Text>
        <Text style={styles.name}>{certificate.name}</Text>
        <Text style={styles.statement}>
          {certificate.attendance === "partly" ? words.partly : words.tookPart}
        </Text>
        <Text style={styles.course}>{certificate.courseTitle}</Text>
        <View style={styles.facts}>
          {facts.map((fact) => (
            <View key={fact.label}>
              <Text style={styles.label}>{fact.label}</Text>
              <Text style={styles.value}>{fact.value}</Text>
            </View>
          ))}
        </View>
        <View style={styles.verify}>
          <Text style={styles.label}>{words.labels.code}</Text>
          <Text style={styles.code}>{certificate.code}</Text>
          <Text>{fill(words.verify, { url: props.verifyUrl })}</Text>
        </View>
      </View>
    </PdfFrame>
  );
}

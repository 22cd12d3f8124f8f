import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

/**
 * A developer's check, not part of `npm test`: UBL files against the
 * published Peppol BIS Billing 3.0 rules, with a real Schematron processor.
 * The rules are not in this repository (they are OpenPEPPOL's, published in
 * its peppol-bis-invoice-3 repository, folder rules/sch/); bring them, a
 * Schematron compiler (SchXslt's XSLT 2.0 pipeline) and Saxon-HE
 * (`apt-get install -y libsaxonhe-java`), and name them:
 *
 *   node scripts/invoice-samples.ts --out /tmp/samples
 *   node scripts/validate-peppol.ts --rules <peppol-bis-invoice-3>/rules/sch \
 *     --schxslt <schxslt>/core/src/main/resources/xslt/2.0 /tmp/samples/*.xml
 *
 * Each file is checked against CEN-EN16931-UBL.sch (the EN 16931 rules) and
 * PEPPOL-EN16931-UBL.sch (Peppol's and the countries'); every failed assert
 * is printed with its id and flag (fatal or warning). Exits 1 on any fatal.
 * The offline checks of the test suite (tests/unit/invoices/invoice-ubl.test.ts)
 * assert what these rules need of our documents, by rule id.
 */
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rules: { type: "string" },
    schxslt: { type: "string" },
    saxon: { type: "string", default: "/usr/share/java/Saxon-HE.jar" },
  },
});
if (!values.rules || !values.schxslt || positionals.length === 0) {
  console.error(
    "usage: node scripts/validate-peppol.ts --rules DIR --schxslt DIR [--saxon JAR] FILE.xml…",
  );
  process.exit(2);
}
const ruleSets = ["CEN-EN16931-UBL.sch", "PEPPOL-EN16931-UBL.sch"];
const work = path.join(tmpdir(), "validate-peppol");
mkdirSync(work, { recursive: true });

const saxon = (...args: string[]) =>
  execFileSync("java", ["-jar", values.saxon as string, ...args], {
    stdio: ["ignore", "pipe", "pipe"],
    maxBuffer: 256 * 1024 * 1024,
  }).toString();

const compiled = ruleSets.map((rules) => {
  const source = path.join(values.rules as string, rules);
  const xsl = path.join(work, rules.replace(/\.sch$/, ".xsl"));
  if (!existsSync(xsl)) {
    console.log(`compiling ${rules}…`);
    saxon(
      `-xsl:${path.join(values.schxslt as string, "pipeline-for-svrl.xsl")}`,
      `-s:${source}`,
      `-o:${xsl}`,
    );
  }
  return { rules, xsl };
});

let fatal = 0;
for (const file of positionals) {
  for (const { rules, xsl } of compiled) {
    const svrlFile = path.join(work, `${path.basename(file)}.${rules}.svrl`);
    saxon(`-xsl:${xsl}`, `-s:${path.resolve(file)}`, `-o:${svrlFile}`);
    const svrl = readFileSync(svrlFile, "utf8");
    const fired = svrl.match(/<svrl:fired-rule/g)?.length ?? 0;
    const failures = [
      ...svrl.matchAll(/<svrl:failed-assert\b([^>]*)>[\s\S]*?<svrl:text>([\s\S]*?)<\/svrl:text>/g),
    ].map(([, attributes = "", text = ""]) => ({
      id: /\bid="([^"]*)"/.exec(attributes)?.[1] ?? "?",
      flag: /\bflag="([^"]*)"/.exec(attributes)?.[1] ?? "fatal",
      text: text.replace(/\s+/g, " ").trim(),
    }));
    const fatals = failures.filter((failure) => failure.flag !== "warning");
    fatal += fatals.length;
    console.log(
      `${path.basename(file)} · ${rules}: ${fired} rules fired, ${fatals.length} fatal, ${failures.length - fatals.length} warnings`,
    );
    for (const failure of failures) console.log(`  ${failure.flag} ${failure.id}: ${failure.text}`);
  }
}
process.exit(fatal > 0 ? 1 : 0);

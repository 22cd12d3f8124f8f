// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { companyIn } from "#src/content/company.server.ts";
import { feeText } from "#src/training/course-format.ts";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { fill } from "#src/i18n/fill.ts";
import { type Language, languageOfPath } from "#src/i18n/languages.ts";
import { builtPages } from "#scripts/built-pages.ts";
import { builtPage, mainOf, structuredData, textOf } from "#tests/e2e/built-page.ts";
import { cents } from "#src/money/money.ts";

const company = companyIn("en");

/**
 * What Dutch law asks of every page and every price, checked on every page of
 * the build: the registered name, KvK number and VAT id in the footer, and a
 * VAT basis beside every fee. The catalogue tests check the fee card and the
 * finder in a browser.
 */
const pages = builtPages();
/** The identity line in a page's language: the registered office (BW 2:186) in its words. */
const identity = (pagePath: string) => {
  const lang = languageOfPath(pagePath);
  return [
    company.legalName,
    fill(dictionaries[lang].shell.legal.registeredOffice, { name: company.registeredOffice }),
    `KvK ${company.chamberOfCommerceNumber}`,
    company.vatId,
  ];
};

/**
 * A page's visible text: the body without its scripts (the contact page's
 * course sentences, data in a script, name fees too).
 */
function visibleText(document: Document): string {
  const body = document.body.cloneNode(true) as HTMLElement;
  for (const script of body.querySelectorAll("script, template")) script.remove();
  return textOf(body);
}

describe("the legal identity", () => {
  it.each(pages.map((page) => page.path))("%s names it in the footer", (pagePath) => {
    const footer = builtPage(pagePath).querySelector("footer");
    const text = textOf(footer?.querySelector("[data-legal-identity]"));
    for (const part of identity(pagePath)) expect(text).toContain(part);
  });

  it.each([
    ["/contact", "registered office"],
    ["/nl/contact", "statutair gevestigd te"],
  ])(
    "the contact page, with the enrolment form, names it beside the contact details: %s",
    (pagePath, office) => {
      const text = textOf(mainOf(builtPage(pagePath)).querySelector("[data-legal-identity]"));
      for (const part of identity(pagePath)) expect(text).toContain(part);
      expect(text).toContain(office);
    },
  );

  it("the Organization data carries the VAT id and the KvK number", () => {
    const organization = structuredData(builtPage("/"), "Organization");
    expect(organization).toMatchObject({
      legalName: company.legalName,
      vatID: company.vatId,
      identifier: {
        "@type": "PropertyValue",
        propertyID: "KvK",
        value: company.chamberOfCommerceNumber,
      },
    });
  });
});

describe("every fee names its VAT basis", () => {
  // The basis the shipped company.yml sets, in each page's language (the
  // words from course-format.ts); unit tests cover the other two settings.
  const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const amount = "€\\s?[\\d,.]+";
  const feeWithBasis = (language: Language) => {
    const sample = feeText(cents(100_000), company.vat, language);
    const basis = literally(sample.basis);
    const withVat = sample.withVat && literally(sample.withVat.replace(/^€\s?[\d,.]+ /, ""));
    return new RegExp(
      `^${amount} (?:${basis}${withVat ? `(?: \\(${amount} ${withVat}\\))?|${withVat}` : ""})`,
    );
  };
  const languageOf = new Map(pages.map((page) => [page.path, page.language]));

  it.each(pages.map((page) => page.path))("on %s", (pagePath) => {
    const document = builtPage(pagePath);
    const texts = [
      visibleText(document),
      document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "",
    ];
    for (const text of texts) {
      for (const match of text.matchAll(/€/g)) {
        const fee = text.slice(match.index, match.index + 60);
        expect(fee, `a fee without its VAT basis on ${pagePath}`).toMatch(
          feeWithBasis(languageOf.get(pagePath) ?? "en"),
        );
      }
    }
  });

  it("on the course pages, the hubs and the finder, which show fees", () => {
    // Guards the test above against a page that stopped showing fees at all.
    const shown = pages
      .filter((page) => page.path.startsWith("/training"))
      .filter((page) => visibleText(builtPage(page.path)).includes("€"));
    expect(shown.length).toBeGreaterThan(20);
  });
});

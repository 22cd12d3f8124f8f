import type { Browser, Page } from "playwright-core";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PageProvider } from "#src/components/page-context.tsx";
import { CourseFeeCard } from "#src/components/training/course-fee-card.tsx";
import { CourseLinkCard } from "#src/components/training/course-link-card.tsx";
import { navigation } from "#src/components/layout/navigation.server.ts";
import { feeText, formatCourseFacts, type VatSetting } from "#src/training/course-format.ts";
import { type Language, languages } from "#src/i18n/languages.ts";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { launchBrowser, openPage, siteUrl } from "./browser.ts";
import { centsFromEuros } from "#src/money/money.ts";

/**
 * Where fees are exclusive of VAT, a private buyer must see the total price
 * including VAT at least as prominently as the amount without it: for every
 * VAT setting a company may choose, the fee card and a hub's course line (the
 * finder writes the same line) are drawn with the site's own stylesheet, and
 * the amount incl. VAT must be set at least as large and as heavy, and with
 * `emphasis: inclusive` come first. Drawn here rather than built once per
 * setting: the shipped content has one setting, and a build takes long.
 */
const settings: [string, VatSetting][] = [
  ["exclusive, amounts equal", { basis: "exclusive", rate: 21 }],
  ["exclusive, incl. VAT first", { basis: "exclusive", rate: 21, emphasis: "inclusive" }],
  ["exclusive, a fractional rate", { basis: "exclusive", rate: 9.5 }],
  ["inclusive", { basis: "inclusive", rate: 21 }],
  ["exempt", { basis: "exempt", rate: 21 }],
];
const fee = centsFromEuros(999);
const facts = { days: 3, hours: 24, feeCents: fee };

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await openPage(browser, "phone"));
  // Any built page brings the stylesheet the fee card is drawn with.
  await page.goto(siteUrl("/about"));
});
afterAll(async () => {
  await browser?.close();
});

function drawn(language: Language, vat: VatSetting): string {
  return renderToStaticMarkup(
    <PageProvider
      value={{
        language,
        path: "/",
        ui: dictionaries[language].shell,
        navigation: navigation(language),
      }}
    >
      <div data-test="fee-card">
        <CourseFeeCard
          fee={feeText(fee, vat, language)}
          included={[]}
          enquiryHref="/contact"
          termsHref="/course-terms"
        />
      </div>
      <div data-test="course-line">
        <CourseLinkCard
          title="A course"
          tagline="Its tagline"
          facts={formatCourseFacts(facts, vat, language)}
          href="/training"
          revealIndex={0}
        />
      </div>
    </PageProvider>,
  );
}

interface AmountStyle {
  fontSize: number;
  fontWeight: number;
  /** Position in the document, to tell which comes first. */
  order: number;
}

/** The type of the innermost element showing `amount` inside the element marked `test`. */
async function styleOf(test: string, amount: string): Promise<AmountStyle | undefined> {
  return page.evaluate(
    ({ test, amount }) => {
      const root = document.querySelector(`[data-test="${test}"]`);
      const all = [...(root?.querySelectorAll("*") ?? [])];
      const normalized = (text: string | null) => (text ?? "").replace(/\s+/g, " ");
      const holders = all.filter((element) => normalized(element.textContent).includes(amount));
      const innermost = holders.at(-1);
      if (!innermost) return undefined;
      const style = getComputedStyle(innermost);
      return {
        fontSize: Number.parseFloat(style.fontSize),
        fontWeight: Number(style.fontWeight),
        order: all.indexOf(innermost),
      };
    },
    { test, amount: amount.replace(/\s+/g, " ") },
  );
}

describe.each(languages)("prices in %s", (language) => {
  it.each(settings)("with fees %s, the amount incl. VAT is never the smaller", async (_, vat) => {
    await page.evaluate(
      (html) => {
        document.body.innerHTML = html;
      },
      drawn(language, vat),
    );
    const text = feeText(fee, vat, language);
    for (const test of ["fee-card", "course-line"]) {
      const excl = await styleOf(test, text.amount);
      expect(excl, `${test}: the fee`).toBeDefined();
      if (!text.withVatParts) continue;
      const incl = await styleOf(test, text.withVatParts.amount);
      if (!excl || !incl) throw new Error(`${test}: the amount incl. VAT is not shown`);
      expect(incl.fontSize, `${test}: size incl. VAT`).toBeGreaterThanOrEqual(excl.fontSize);
      expect(incl.fontWeight, `${test}: weight incl. VAT`).toBeGreaterThanOrEqual(excl.fontWeight);
      if (vat.emphasis === "inclusive") {
        const line = await page.locator(`[data-test="${test}"]`).innerText();
        // A line may write the fee with cents beside an amount that has them ("€1,499.00").
        const amount = text.amount.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        const feeAt = line.search(new RegExp(`${amount}([.,]\\d+)? `));
        expect(feeAt, `${test}: the fee`).toBeGreaterThan(-1);
        expect(line.indexOf(text.withVatParts.amount), `${test}: incl. VAT first`).toBeLessThan(
          feeAt,
        );
      }
    }
  });
});

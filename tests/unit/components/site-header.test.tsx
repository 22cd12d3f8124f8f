// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { SiteHeader } from "#src/components/layout/site-header.tsx";
import { navigation } from "#src/components/layout/navigation.server.ts";
import type { Language } from "#src/i18n/languages.ts";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { renderInPage } from "#tests/support/render-in-page.tsx";

afterEach(cleanup);

// The header as HTML: menus are native (popovers and disclosures), so what
// this checks is the markup that gives them their behaviour without script.
// Opening by hover, keyboard and touch is tested in a browser
// (tests/e2e/navigation.test.ts, keyboard.test.ts).
function renderHeader(
  path = "/",
  language: Language = "en",
  alternates?: Record<Language, string>,
) {
  renderInPage(<SiteHeader navigation={navigation(language)} brandName="Example" />, {
    path,
    language,
    alternates,
  });
  // Both navigations are in the DOM; CSS shows one per breakpoint. (By
  // attribute: jsdom names no element inside a closed popover.)
  const [desktop, mobile] = [...document.querySelectorAll("nav")].filter(
    (nav) => nav.getAttribute("aria-label") === dictionaries[language].shell.menu.label,
  );
  if (!desktop || !mobile) throw new Error("expected the desktop and the mobile navigation");
  return { desktop: within(desktop), mobile: within(mobile), mobileElement: mobile };
}

/** The popover a button opens, which must exist. */
function panelOf(button: HTMLElement): HTMLElement {
  const id = button.getAttribute("popovertarget");
  const panel = id ? document.getElementById(id) : null;
  if (!panel) throw new Error(`${button.textContent} opens no panel`);
  return panel;
}

describe("desktop menus", () => {
  it("list the services of the menu file, in order", () => {
    const { desktop } = renderHeader();
    const links = desktop
      .getAllByRole("link", { hidden: true })
      .map((link) => link.textContent)
      .slice(0, navigation("en").services.length);
    expect(links).toEqual(navigation("en").services.map((link) => link.label));
  });

  it("open their panel as a popover from their button, without script", () => {
    const { desktop } = renderHeader();
    for (const name of ["Services", "Training"]) {
      const button = desktop.getByRole("button", { name, hidden: true });
      const panel = panelOf(button);
      expect(panel.getAttribute("popover"), name).toBe("auto");
      // The panel follows its button in the document, so Tab reaches its links next.
      expect(button.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });

  it("show the Training menu's first family open, each course linking its hub section", () => {
    const { desktop } = renderHeader();
    const families = panelOf(
      desktop.getByRole("button", { name: "Training", hidden: true }),
    ).querySelectorAll("details");
    expect([...families].map((family) => family.open)).toEqual(
      navigation("en").training.map((_, index) => index === 0),
    );
    const [family] = navigation("en").training;
    const [course] = family?.courses ?? [];
    if (!course) throw new Error("expected a course in the first family");
    const link = desktop.getByRole("link", { name: new RegExp(`^${course.label}`), hidden: true });
    expect(link.getAttribute("href")).toBe(`${course.hubHref}#${course.scrollTo}`);
  });

  it("mark the current page's link with aria-current", () => {
    const { desktop } = renderHeader("/services/devops-services");
    const current = desktop.getByRole("link", { name: "DevOps Services", hidden: true });
    expect(current.getAttribute("aria-current")).toBe("page");
    const other = desktop.getByRole("link", { name: "Agile Coaching", hidden: true });
    expect(other.getAttribute("aria-current")).toBeNull();
  });
});

describe("mobile menu", () => {
  it("is a popover its Menu button opens, holding every menu link", () => {
    const { mobile, mobileElement } = renderHeader();
    const button = screen.getByRole("button", { name: "Menu" });
    expect(panelOf(button)).toBe(mobileElement);
    expect(mobileElement.getAttribute("popover")).toBe("auto");
    const hrefs = mobile
      .getAllByRole("link", { hidden: true })
      .map((link) => link.getAttribute("href"));
    const nav = navigation("en");
    for (const href of [
      ...nav.services.map((link) => link.href),
      ...nav.training.flatMap((family) => [
        family.href,
        ...family.courses.map((course) => `${course.hubHref}#${course.scrollTo}`),
      ]),
      nav.about.href,
      nav.consultation.href,
    ]) {
      expect(hrefs).toContain(href);
    }
  });
});

describe("in Dutch", () => {
  it("name the menus and their links in Dutch and link Dutch pages", () => {
    const nl = dictionaries.nl.shell.menu;
    const { desktop } = renderHeader("/nl", "nl");
    desktop.getByRole("button", { name: nl.services, hidden: true });
    const allServices = desktop.getByRole("link", { name: nl.allServices, hidden: true });
    expect(allServices.getAttribute("href")).toBe(navigation("nl").servicesOverview);
    expect(allServices.getAttribute("href")).toMatch(/^\/nl\//);
  });
});

describe("language switcher", () => {
  const alternates = { en: "/services/devops-services", nl: "/nl/diensten/devops" };

  it("links the same page in the other language, as a plain link marked with that language", () => {
    const { desktop, mobile } = renderHeader(alternates.en, "en", alternates);
    for (const nav of [desktop, mobile]) {
      const link = nav.getByRole("link", { name: "Nederlands", hidden: true });
      expect(link.getAttribute("href")).toBe(alternates.nl);
      expect(link.getAttribute("hreflang")).toBe("nl");
      expect(link.getAttribute("lang")).toBe("nl");
    }
  });

  it("links back to English from a Dutch page", () => {
    const { desktop } = renderHeader(alternates.nl, "nl", alternates);
    const link = desktop.getByRole("link", { name: "English", hidden: true });
    expect(link.getAttribute("href")).toBe(alternates.en);
    expect(link.getAttribute("hreflang")).toBe("en");
  });

  it("leads to the other language's home page from a page without a counterpart", () => {
    const { desktop } = renderHeader("/nl/404", "nl");
    const link = desktop.getByRole("link", { name: "English", hidden: true });
    expect(link.getAttribute("href")).toBe(navigation("nl").languageHomes.en);
  });
});

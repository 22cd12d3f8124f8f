// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { SiteHeader } from "~/components/layout/site-header";
import { navigation } from "~/content/navigation.server";
import type { Language } from "~/i18n/languages";
import { uiStrings } from "~/i18n/ui-strings.server";
import { renderWithRoot } from "./render-with-root";

afterEach(cleanup);

function renderHeader(path = "/", language: Language = "en", page: object = {}) {
  renderWithRoot(<SiteHeader navigation={navigation(language)} brandName="Example" />, {
    path,
    language,
    page,
  });
  // Both navigations are in the DOM; CSS shows one per breakpoint.
  const [desktop, mobile] = screen.getAllByRole("navigation", {
    name: uiStrings[language].shell.menu.label,
    hidden: true,
  });
  if (!desktop || !mobile) throw new Error("expected the desktop and the mobile navigation");
  return { desktop: within(desktop), mobile: within(mobile) };
}

describe("desktop menus", () => {
  it("list the four services the spec names, in order", () => {
    const { desktop } = renderHeader();
    const links = desktop
      .getAllByRole("link", { hidden: true })
      .map((link) => link.textContent)
      .slice(0, 4);
    expect(links).toEqual([
      "Agile Coaching",
      "Testing Services",
      "DevOps Services",
      "Content Management",
    ]);
  });

  it("toggle with their button, and Escape closes and returns focus", () => {
    const { desktop } = renderHeader();
    const services = desktop.getByRole("button", { name: "Services", hidden: true });
    fireEvent.click(services, { detail: 0 });
    expect(services.getAttribute("aria-expanded")).toBe("true");
    const firstLink = desktop.getByRole("link", { name: "Agile Coaching", hidden: true });
    firstLink.focus();
    fireEvent.keyDown(firstLink, { key: "Escape" });
    expect(services.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(services);
  });

  it("open the Training menu on its first family, with its courses linking the hub and section", () => {
    const { desktop } = renderHeader();
    fireEvent.click(desktop.getByRole("button", { name: "Training", hidden: true }), { detail: 0 });
    const testing = desktop.getByRole("button", { name: "Testing", hidden: true });
    expect(testing.getAttribute("aria-expanded")).toBe("true");
    const course = desktop.getByRole("link", { name: "ISTQB Foundation Level", hidden: true });
    expect(course.getAttribute("href")).toBe("/training/testing");
  });

  it("mark the current page's link with aria-current", () => {
    const { desktop } = renderHeader("/services/devops-services");
    const current = desktop.getByRole("link", { name: "DevOps Services", hidden: true });
    expect(current.getAttribute("aria-current")).toBe("page");
  });
});

describe("mobile menu", () => {
  it("opens and closes with its Menu button", () => {
    renderHeader();
    const button = screen.getByRole("button", { name: "Menu" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });

  it("closes when a link is chosen, by its own handler", () => {
    const { mobile } = renderHeader();
    const button = screen.getByRole("button", { name: "Menu" });
    fireEvent.click(button);
    // Any navigation also closes the menu; with the navigation held back, only
    // the link's own close handler can, which is what this test is about.
    const holdNavigation = (event: Event) => event.preventDefault();
    document.addEventListener("click", holdNavigation, { capture: true });
    try {
      fireEvent.click(mobile.getByRole("link", { name: "About Us", hidden: true }));
    } finally {
      document.removeEventListener("click", holdNavigation, { capture: true });
    }
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });
});

describe("in Dutch", () => {
  it("name the menus and their links in Dutch and link Dutch pages", () => {
    const nl = uiStrings.nl.shell.menu;
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
    const { desktop, mobile } = renderHeader(alternates.en, "en", { alternates });
    for (const nav of [desktop, mobile]) {
      const link = nav.getByRole("link", { name: "Nederlands", hidden: true });
      expect(link.getAttribute("href")).toBe(alternates.nl);
      expect(link.getAttribute("hreflang")).toBe("nl");
      expect(link.getAttribute("lang")).toBe("nl");
    }
  });

  it("links back to English from a Dutch page", () => {
    const { desktop } = renderHeader(alternates.nl, "nl", { alternates });
    const link = desktop.getByRole("link", { name: "English", hidden: true });
    expect(link.getAttribute("href")).toBe(alternates.en);
    expect(link.getAttribute("hreflang")).toBe("en");
  });

  it("leads to the other language's home page from a page without a counterpart", () => {
    const { desktop } = renderHeader("/nl/no-such-page", "nl");
    const link = desktop.getByRole("link", { name: "English", hidden: true });
    expect(link.getAttribute("href")).toBe(navigation("nl").languageHomes.en);
  });
});

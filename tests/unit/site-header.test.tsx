// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { SiteHeader } from "~/components/layout/site-header";
import { navigation } from "~/content/navigation.server";

afterEach(cleanup);

function renderHeader(path = "/") {
  render(
    <MemoryRouter initialEntries={[path]}>
      <SiteHeader navigation={navigation()} brandName="Example" />
    </MemoryRouter>,
  );
  // Both navigations are in the DOM; CSS shows one per breakpoint.
  const [desktop, mobile] = screen.getAllByRole("navigation", { name: "Main", hidden: true });
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

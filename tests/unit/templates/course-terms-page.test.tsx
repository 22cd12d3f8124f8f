// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { parseDocument } from "yaml";
import { pageWithPath } from "#src/routing/site-map.server.ts";
import { CourseTermsPage, load } from "#src/templates/course-terms-page.tsx";
import { renderInPage } from "#tests/support/render-in-page.tsx";

// What the file says, read apart from the loader: a page that dropped the form
// or the version would still pass a test that asked the loader what to expect.
const file = parseDocument(readFileSync("content/pages/course-terms.yml", "utf8")).toJS() as {
  en: { version: string; withdrawalForm: { title: string; body: string } };
  nl: { withdrawalForm: { title: string } };
};

describe.each([
  ["en", "/course-terms"],
  ["nl", "/nl/trainingsvoorwaarden"],
] as const)("the course terms in %s", (language, path) => {
  it("end with the model withdrawal form, which a link can open, and the version of the terms", () => {
    const page = pageWithPath(path);
    if (!page) throw new Error(`no page at ${path}`);
    renderInPage(<CourseTermsPage {...load(page)} />, { path, language });

    const title = file[language].withdrawalForm.title;
    const heading = screen.getByRole("heading", { level: 2, name: title });
    const section = heading.closest("section");
    expect(section?.id).toBe("withdrawal-form");
    // Its fields are there to fill in (every language's form has the consumer's name and date lines).
    expect(within(section as HTMLElement).getAllByText(/\(\*\)/).length).toBeGreaterThan(2);
    const sections = document.querySelectorAll("section[id], section");
    expect(sections[sections.length - 1]).toBe(section);
    expect(document.body.textContent).toContain(file.en.version);
  });
});

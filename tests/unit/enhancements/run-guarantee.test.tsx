// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { UpcomingRuns } from "#src/components/training/upcoming-runs.tsx";
import { showRunAvailability } from "#src/enhancements/run-availability.ts";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { languages } from "#src/i18n/languages.ts";
import { decisionNote } from "#src/training/run-decision.ts";
import { type RunAvailability, runAvailability } from "#src/training/run-availability.ts";

/**
 * A run below its minimum, on a course page built before it was guaranteed:
 * on our server the page script shows the "guaranteed to run" mark as soon as
 * /availability.json says so, and takes the "not yet guaranteed" note away,
 * without a rebuild; the course page's own markup (UpcomingRuns) is what it
 * works on.
 */
afterEach(() => {
  document.body.innerHTML = "";
  window.runPlaces = undefined;
});

const key = "devops/docker/2027-03-01-classroom";
const decision = { minimum: 4, by: "2027-02-15" };

function builtPage(language: (typeof languages)[number]) {
  const words = dictionaries[language];
  document.body.innerHTML = renderToStaticMarkup(
    <UpcomingRuns
      runs={[
        {
          start: "2027-03-01",
          dates: "1–3 March 2027",
          mode: "Classroom",
          language: "English",
          key,
          isGuaranteed: false,
          decision: decisionNote(words.course.runs, decision, "2027-01-10", language),
          enrolHref: "/contact?course=devops/docker&run=2027-03-01-classroom#enrol",
          calendarHref: "/calendar/devops/docker/2027-03-01-classroom.ics",
        },
      ]}
      text={words.course.runs}
      availabilityWords={words.runs.availability}
      enquiryHref="/contact"
      inCompanyHref="/contact?run=in-company"
    />,
  );
  return {
    mark: document.querySelector("[data-run-guaranteed]") as HTMLElement,
    note: document.querySelector("[data-run-decision]") as HTMLElement,
  };
}

const answer = (availability: RunAvailability) => async () =>
  new Response(JSON.stringify({ runs: { [key]: availability } }));

describe("a run's guarantee, as it stands now", () => {
  it.each(languages)(
    "shows the mark once the store says the run is guaranteed, and hides the note (%s)",
    async (language) => {
      const { mark, note } = builtPage(language);
      // As built: not yet guaranteed, and by when we decide.
      expect(mark.hidden).toBe(true);
      expect(note.hidden).toBe(false);
      expect(note.textContent).toBe(
        decisionNote(dictionaries[language].course.runs, decision, "2027-01-10", language),
      );
      await showRunAvailability(
        document,
        answer(runAvailability(8, 4, { isCancelled: false, isGuaranteed: true })),
      );
      expect(mark.hidden).toBe(false);
      expect(mark.textContent).toBe(dictionaries[language].course.runs.guaranteed);
      expect(note.hidden).toBe(true);
      expect(window.runPlaces?.[key]?.guaranteed).toBe(true);
    },
  );

  it("keeps the note while the run is still below its minimum", async () => {
    const { mark, note } = builtPage("en");
    await showRunAvailability(
      document,
      answer(runAvailability(8, 3, { isCancelled: false, isGuaranteed: false })),
    );
    expect(mark.hidden).toBe(true);
    expect(note.hidden).toBe(false);
  });

  it("keeps the page as built where the server answers no places (Netlify)", async () => {
    const { mark, note } = builtPage("nl");
    await showRunAvailability(document, async () => new Response("Not found", { status: 404 }));
    expect(mark.hidden).toBe(true);
    expect(note.hidden).toBe(false);
  });
});

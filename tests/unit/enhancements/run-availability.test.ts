// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { showRunAvailability } from "#src/enhancements/run-availability.ts";
import { updateRunDates } from "#src/enhancements/run-dates.ts";
import { chooseEnrolment } from "#src/enhancements/enrolment-choice.ts";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { languages } from "#src/i18n/languages.ts";
import {
  availabilityNote,
  type RunAvailability,
  runAvailability,
  runPlaces,
} from "#src/training/run-availability.ts";
import { runOptionText } from "#src/islands/enrolment-fields.tsx";

/**
 * The page script's part that shows the store's places (/availability.json)
 * in a page built earlier, and hides runs that started or were cancelled.
 */
afterEach(() => {
  document.body.innerHTML = "";
  window.runPlaces = undefined;
});

const key = "devops/docker/2027-03-01-classroom";
const answer = (runs: Record<string, RunAvailability>) => async () =>
  new Response(JSON.stringify({ runs }), { headers: { "Content-Type": "application/json" } });

function coursePage(language: "en" | "nl" = "en") {
  document.documentElement.lang = language;
  document.body.innerHTML = `
    <section data-availability-words='${JSON.stringify(dictionaries[language].runs.availability)}'>
      <ul>
        <li data-run-start="2027-03-01" data-run="${key}">
          <span data-run-availability data-state="open">3 places left</span>
        </li>
      </ul>
      <div id="enrol">
        <select name="choice">
          <option value="">Choose</option>
          <option value="devops/docker|2027-03-01-classroom" data-run="${key}" data-run-start="2027-03-01" data-label="Docker: 1 March 2027">Docker: 1 March 2027 · 3 places left</option>
        </select>
      </div>
    </section>`;
  return {
    row: document.querySelector("li") as HTMLElement,
    places: document.querySelector("[data-run-availability]") as HTMLElement,
    option: document.querySelectorAll("option")[1] as HTMLOptionElement,
  };
}

describe("places as they stand now", () => {
  it("writes the store's places into the run and its option, and keeps them for the islands", async () => {
    const { places, option } = coursePage();
    let told = 0;
    document.addEventListener("run-availability", () => told++);
    const runs = { [key]: runAvailability(6, 5, { isCancelled: false, isGuaranteed: true }) };
    await showRunAvailability(document, answer(runs));
    expect(places.textContent).toBe("Last place");
    expect(places.dataset.state).toBe("last");
    expect(option.text).toBe("Docker: 1 March 2027 · Last place");
    expect(window.runPlaces).toEqual({
      [key]: { text: "Last place", state: "last", guaranteed: true },
    });
    expect(told).toBe(1);
  });

  // The islands draw these notes with src/training/run-availability.ts: the page script must write the same.
  it.each(languages)("writes every note as the islands do (%s)", async (language) => {
    for (const [capacity, taken] of [
      [9, 0],
      [9, 7],
      [9, 8],
      [9, 9],
      [0, 0],
    ] as const) {
      const { places, option } = coursePage(language);
      const availability = runAvailability(capacity, taken, {
        isCancelled: false,
        isGuaranteed: false,
      });
      await showRunAvailability(document, answer({ [key]: availability }));
      const note = availabilityNote(
        dictionaries[language].runs.availability,
        availability,
        language,
      );
      expect(places.textContent).toBe(note);
      expect(option.text).toBe(
        runOptionText(
          "Docker: 1 March 2027",
          runPlaces(dictionaries[language].runs.availability, availability, language),
        ),
      );
      expect(window.runPlaces?.[key]?.text).toBe(note);
    }
  });

  it("hides a run cancelled since the build, and takes it out of the choice", async () => {
    const { row, option } = coursePage();
    const cancelled = runAvailability(6, 0, { isCancelled: true, isGuaranteed: false });
    await showRunAvailability(document, answer({ [key]: cancelled }));
    expect(row.hidden).toBe(true);
    expect(option.hidden && option.disabled).toBe(true);
  });

  it("changes nothing where there is no answer (Netlify: 404) or none readable", async () => {
    for (const load of [
      async () => new Response("Not found", { status: 404 }),
      async () => new Response("<!DOCTYPE html>", { status: 200 }),
      async () => {
        throw new TypeError("offline");
      },
    ]) {
      const { places, option } = coursePage();
      await showRunAvailability(document, load);
      expect(places.textContent).toBe("3 places left");
      expect(option.text).toBe("Docker: 1 March 2027 · 3 places left");
      expect(window.runPlaces).toBeUndefined();
    }
  });

  it("asks nothing on a page that shows no runs", async () => {
    document.body.innerHTML = "<p>About us</p>";
    let asked = false;
    await showRunAvailability(document, async () => {
      asked = true;
      return new Response("{}");
    });
    expect(asked).toBe(false);
  });

  it("leaves an island that runs to draw its own", async () => {
    const { option } = coursePage();
    const island = document.createElement("astro-island");
    const select = option.parentElement as HTMLElement;
    select.before(island);
    island.append(select);
    const full = runAvailability(6, 6, { isCancelled: false, isGuaranteed: false });
    await showRunAvailability(document, answer({ [key]: full }));
    expect(option.text).toBe("Docker: 1 March 2027 · 3 places left");
    island.setAttribute("ssr", "");
    await showRunAvailability(document, answer({ [key]: full }));
    expect(option.text).toBe("Docker: 1 March 2027 · Full: waiting list");
  });
});

describe("runs that start, on the visitor's clock", () => {
  it("keeps a run listed on its first day but takes it out of the enrolment form's choice", () => {
    const { row, option } = coursePage();
    updateRunDates(document, new Date("2027-03-01T09:00:00"));
    expect(row.hidden).toBe(false);
    expect(option.hidden && option.disabled).toBe(true);
    // An Enroll link for it chooses nothing.
    chooseEnrolment(
      document,
      new URLSearchParams("?course=devops/docker&run=2027-03-01-classroom"),
    );
    expect((document.querySelector("select") as HTMLSelectElement).value).toBe("");
  });

  it("hides the run from the day after it started", () => {
    const { row } = coursePage();
    updateRunDates(document, new Date("2027-03-02T09:00:00"));
    expect(row.hidden).toBe(true);
  });

  it("offers both the day before", () => {
    const { row, option } = coursePage();
    updateRunDates(document, new Date("2027-02-28T23:00:00"));
    expect(row.hidden || option.disabled).toBe(false);
    chooseEnrolment(
      document,
      new URLSearchParams("?course=devops/docker&run=2027-03-01-classroom"),
    );
    expect((document.querySelector("select") as HTMLSelectElement).value).toBe(option.value);
  });
});

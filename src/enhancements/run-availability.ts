/**
 * On our server, each run's places as they stand now, without a rebuild: a
 * page that shows runs (its words in `data-availability-words`: a course
 * page's dates, the contact page's enrolment form, the training overview's
 * finder) reads /availability.json (a few seconds' cache) and writes into
 * each element marked `data-run="<course>/<run>"` its places ("3 places
 * left", "Last 2 places", "Full: waiting list", into its
 * `[data-run-availability]`, or after an option's `data-label`), shows the
 * "guaranteed to run" mark of a run guaranteed since the build (its
 * `[data-run-guaranteed]`, hiding its "not yet guaranteed" note
 * `[data-run-decision]`: its minimum reached, or the Runs page's mark), and
 * hides a run cancelled since the build. It then keeps its
 * notes in `window.runPlaces` and says so with a "run-availability" event,
 * for the islands (src/islands/use-run-places.ts), which draw the same once
 * running: this script leaves a running island's HTML alone. Where there is
 * no answer (Netlify: 404) nothing changes: the page shows the build's
 * figures, or none.
 *
 * The notes are src/training/run-availability.ts's `availabilityNote` and
 * `runOptionText`, written again here: a module this script shared with an
 * island would become a chunk of its own, and this script a request.
 */
interface Availability {
  left: number | null;
  state: "open" | "last" | "full" | "cancelled";
  guaranteed?: boolean;
}

type Forms = { one: string; other: string };

// Kept small: this script is in every page, within the content pages' 3 KB.
export async function showRunAvailability(root: Document, load: () => Promise<Response>) {
  const holder = root.querySelector<HTMLElement>("[data-availability-words]");
  // No answer, or none we can read (Netlify's 404 page, a 503): nothing to show.
  const runs: Record<string, Availability> | undefined =
    holder &&
    (
      await load()
        .then((response) => response.json())
        .catch(() => ({}))
    ).runs;
  if (!holder || !runs) return;
  const words = JSON.parse(holder.dataset.availabilityWords ?? "") as {
    left: Forms;
    last: Forms;
    full: string;
  };
  const places: Record<string, { text: string; state: string; guaranteed?: boolean }> = {};
  for (const [key, { left, state, guaranteed }] of Object.entries(runs)) {
    // English and Dutch have one plural form besides "other": for 1.
    const forms = state === "last" ? words.last : words.left;
    places[key] = {
      state,
      guaranteed,
      text:
        left === null || state === "cancelled"
          ? ""
          : state === "full"
            ? words.full
            : (left === 1 ? forms.one : forms.other).replace("{count}", `${left}`),
    };
  }
  for (const element of root.querySelectorAll<HTMLOptionElement>("[data-run]")) {
    const { text, state, guaranteed } = places[element.dataset.run ?? ""] ?? {};
    if (!state || element.closest("astro-island:not([ssr])")) continue;
    if (guaranteed) {
      for (const mark of element.querySelectorAll<HTMLElement>("[data-run-guaranteed]")) {
        mark.hidden = false;
      }
      for (const note of element.querySelectorAll<HTMLElement>("[data-run-decision]")) {
        note.hidden = true;
      }
    }
    const { label } = element.dataset;
    // A cancelled run's option also leaves the choice.
    if (state === "cancelled") element.hidden = element.disabled = true;
    else if (label && text) element.text = `${label} · ${text}`;
    const note = element.querySelector<HTMLElement>("[data-run-availability]");
    if (note && text) {
      note.textContent = text;
      note.dataset.state = state;
    }
  }
  (window as { runPlaces?: unknown }).runPlaces = places;
  root.dispatchEvent(new Event("run-availability"));
}

import { useSyncExternalStore } from "react";
import type { RunPlaces } from "#src/training/run-availability.ts";

/**
 * The runs' places as they stand now, once the page script has read them
 * (src/enhancements/run-availability.ts keeps its notes from /availability.json
 * in `window.runPlaces` and sends "run-availability" on the document);
 * undefined until then, and for good on Netlify (no store, no counts).
 *
 * Read for the first render too (as the "server snapshot" when React takes
 * over the page's HTML): the page script may already have written these
 * notes into the island's HTML, and the first render must draw what is there.
 */
export function useRunPlaces(): Record<string, RunPlaces> | undefined {
  return useSyncExternalStore(subscribe, current, current);
}

const current = () => globalThis.runPlaces;

function subscribe(update: () => void) {
  document.addEventListener("run-availability", update);
  return () => document.removeEventListener("run-availability", update);
}

declare global {
  var runPlaces: Record<string, RunPlaces> | undefined;
}

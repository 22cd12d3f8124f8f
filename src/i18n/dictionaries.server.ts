import type { Dictionaries } from "./dictionary.ts";
import { en } from "./en.server.ts";
import { nl } from "./nl.server.ts";

/**
 * Each language's dictionary. Build-time code and the server read it; a page
 * gets only its own language's words, as data (see en.server.ts).
 */
export const dictionaries: Dictionaries = { en, nl };

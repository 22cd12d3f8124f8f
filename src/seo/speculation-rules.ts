/**
 * Navigation between our pages is ordinary page loads; where the browser
 * supports Speculation Rules (Chromium), the next page is prerendered when
 * the visitor hovers a link for a moment ("moderate") or presses it, so it
 * shows at once. Only our own pages, never a file (a calendar entry, an
 * image). (No public page links the back office, so no rule needs to name it.)
 */
export const speculationRules = {
  prerender: [
    {
      where: {
        and: [{ href_matches: "/*" }, { not: { href_matches: "/*.*" } }],
      },
      eagerness: "moderate",
    },
  ],
};

/**
 * Navigation between our pages is ordinary page loads; where the browser
 * supports Speculation Rules (Chromium), the next page is prerendered when
 * the visitor hovers a link for a moment ("moderate") or presses it, so it
 * shows at once. Only our own pages: never the back office or a file (a
 * calendar entry, an image).
 */
export const speculationRules = {
  prerender: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: "/admin/*" } },
          { not: { href_matches: "/*.*" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
};

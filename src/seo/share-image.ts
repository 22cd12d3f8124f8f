/**
 * Each page's Open Graph / Twitter image: one per section of the site (home,
 * about, services, each training family, contact, ...), drawn at build time by
 * scripts/build-steps/write-share-images.ts for every name this returns.
 * No imports: the meta functions run in the browser too.
 */
export const shareImageSize = { width: 1200, height: 630 } as const;

export function shareImageName(path: string): string {
  // A Dutch page without an English twin (the 404, the thank-you page) uses
  // the section its address names after /nl.
  const [section, family] = path
    .replace(/^\/nl(?=\/|$)/, "")
    .split("/")
    .filter(Boolean);
  if (!section) return "home";
  return section === "training" && family ? `training-${family}` : section;
}

export function shareImagePath(path: string): string {
  return `/share/${shareImageName(path)}.png`;
}

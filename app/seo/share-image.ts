/**
 * Each page's Open Graph / Twitter image: one per section of the site (home,
 * about, services, each training family, contact, ...), drawn at build time by
 * scripts/build-steps/write-share-images.ts for every name this returns.
 * No imports: the meta functions run in the browser too.
 */
export const shareImageSize = { width: 1200, height: 630 } as const;

export function shareImageName(path: string): string {
  const [section, family] = path.split("/").filter(Boolean);
  if (!section) return "home";
  return section === "training" && family ? `training-${family}` : section;
}

export function shareImagePath(path: string): string {
  return `/share/${shareImageName(path)}.png`;
}

/** SITE_URL's host (and port): a referrer there is one of our own pages. */
export function siteHostOf(siteUrl: string | undefined): string[] {
  try {
    return siteUrl?.trim() ? [new URL(siteUrl.trim()).host] : [];
  } catch {
    return [];
  }
}

/**
 * The browser family a User-Agent names ("Firefox", "Safari"), for the
 * account's list of sessions: enough for someone to tell their laptop's
 * session from their phone's, too little to single them out. Only the family
 * is kept, worked out once at sign-in; the User-Agent itself is never stored.
 *
 * The order matters: Edge, Opera and Samsung Internet also say "Chrome" and
 * "Safari", and Chrome says "Safari" too.
 */
const families: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\b(OPR|Opera)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(Firefox|FxiOS)\//, "Firefox"],
  [/\b(Chrome|CriOS|Chromium|HeadlessChrome)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

export function browserFamily(userAgent: string | undefined): string {
  const text = userAgent ?? "";
  return families.find(([pattern]) => pattern.test(text))?.[1] ?? "Another browser";
}

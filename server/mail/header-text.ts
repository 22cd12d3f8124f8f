/**
 * Header text from visitor input: control characters (CR and LF above all)
 * become spaces, so no input can end a header line and start another.
 */
export function headerText(text: string, maxLength = 200): string {
  return text
    .replace(/[\p{Cc}\u2028\u2029]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, maxLength);
}

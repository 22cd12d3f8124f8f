/**
 * A visitor's values in a mail's text, where a line break could forge a line
 * of the mail's own ("Bcc: …", "Invoice to: …"). The form's rules refuse a
 * line break in a one-line field (src/forms/); these hold for an enquiry
 * stored before they did, and for the fields that take several lines.
 */
const lineBreaks = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/g;

/** A one-line value: every line break becomes a space. */
export function oneLine(text: string): string {
  return text.replace(lineBreaks, " ");
}

/**
 * A value of several lines after a label of `indent` characters: each line
 * after the first starts under the value, so none reads as a line of its own.
 */
export function indentedLines(text: string, indent: number): string {
  return text.replace(lineBreaks, `\n${" ".repeat(indent)}`);
}

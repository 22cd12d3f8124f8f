import type { Enquiry } from "./enquiry-tables.ts";
import { enrolmentRow } from "./enrolment-row.ts";

/** A table for the terminal: one line per enquiry, long text shortened. */
export function enquiriesToTable(enquiries: Enquiry[], width = 40): string {
  if (enquiries.length === 0) return "No enquiries stored.\n";
  const rows = [
    ["ID", "Received (UTC)", "E-mailed", "Lang", "Name", "Email", "Phone", "Message"],
    ...enquiries.map((enquiry) => [
      String(enquiry.id),
      enquiry.receivedAt.replace("T", " ").slice(0, 19),
      mailStatusLabels[enquiry.mailStatus],
      // The code (en, nl): the language to answer in.
      enquiry.language,
      shorten(enquiry.name, 30),
      shorten(enquiry.email, 50),
      shorten(enquiry.phone, 30),
      shorten(enquiry.message, width),
    ]),
  ];
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => [...(row[column] ?? "")].length))) ??
    [];
  const line = (row: string[]) =>
    row
      .map((cell, column) => cell + " ".repeat((widths[column] ?? 0) - [...cell].length))
      .join("  ")
      .trimEnd();
  const [header = [], ...body] = rows;
  return `${[line(header), widths.map((w) => "-".repeat(w)).join("  "), ...body.map(line)].join("\n")}\n${enquiries.length} ${enquiries.length === 1 ? "enquiry" : "enquiries"}, newest first.\n`;
}

const mailStatusLabels: Record<Enquiry["mailStatus"], string> = {
  sent: "yes",
  pending: "pending",
  off: "-",
};

/**
 * One line, cut with an ellipsis. Control characters become spaces, and
 * bidirectional controls (U+202E would print the rest of the row reversed)
 * are shown as their code, so the table always reads as stored.
 */
function shorten(text: string, max: number): string {
  const flat = text
    .replace(/\p{Cc}+/gu, " ")
    .replace(
      /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu,
      (character) => `<U+${character.codePointAt(0)?.toString(16).toUpperCase()}>`,
    );
  const characters = [...flat];
  return characters.length <= max ? flat : `${characters.slice(0, max - 1).join("")}…`;
}

/** Enrolments for the terminal: who, which course and run, how many, who pays. */
export function enrolmentsToTable(enquiries: Enquiry[]): string {
  if (enquiries.length === 0) return "No enrolments stored.\n";
  const lines = enquiries.map((enquiry) => {
    const row = enrolmentRow(enquiry);
    return [
      `#${row.id} ${row.receivedAt.replace("T", " ").slice(0, 19)} (${row.language}, e-mailed: ${mailStatusLabels[enquiry.mailStatus]})`,
      `  ${shorten(row.course, 60)}: ${shorten(row.run, 40)}, ${row.participants} participant(s), ${row.buyer}`,
      `  ${shorten(row.name, 30)} <${shorten(row.email, 50)}> ${shorten(row.phone, 30)}`,
    ].join("\n");
  });
  return `${lines.join("\n")}\n${enquiries.length} ${enquiries.length === 1 ? "enrolment" : "enrolments"}, newest first.\n`;
}

import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  type EnrolmentCourse,
  type EnrolmentRun,
  enrolmentCatalogue,
} from "#src/training/enrolment-catalogue.server.ts";
import { runCalendarPath } from "#src/routing/paths.server.ts";
import { companyIn } from "#src/content/company.server.ts";
import { type Language, languages } from "#src/i18n/languages.ts";
import { enrolmentCatalogueFile } from "#server/enquiries/enrolment-record.ts";
import { buildSiteUrl } from "#scripts/build-site-url.ts";

/**
 * Enrolment's build outputs: the catalogue the server checks posts against
 * (BUILD/enrolment-catalogue.json, never served) and a calendar file per run
 * and language (client/calendar/*.ics, RFC 5545), linked as "Add to calendar".
 */
export async function writeEnrolmentFiles(client: string, siteUrl = buildSiteUrl) {
  const catalogue = enrolmentCatalogue();
  await writeFile(
    path.join(path.dirname(client), enrolmentCatalogueFile),
    `${JSON.stringify(catalogue, null, 2)}\n`,
  );
  await mkdir(path.join(client, "calendar"), { recursive: true });
  const stamp = new Date().toISOString().replace(/[-:]/g, "").replace(/\.\d+/, "");
  for (const course of catalogue.courses) {
    const [family = "", slug = ""] = course.key.split("/");
    for (const run of course.runs) {
      for (const lang of languages) {
        const file = runCalendarPath({ slug: family }, { slug }, run.key, lang);
        await writeFile(path.join(client, file), runCalendar(course, run, lang, siteUrl, stamp));
      }
    }
  }
}

const online: Record<Language, string> = { en: "Online", nl: "Online" };

/** One run as an iCalendar file: an all-day event over the run's dates. */
export function runCalendar(
  course: EnrolmentCourse,
  run: EnrolmentRun,
  lang: Language,
  siteUrl: string,
  stamp: string,
): string {
  const host = new URL(siteUrl).host;
  const organizer = companyIn(lang).name;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${text(organizer)}//Course runs//${lang.toUpperCase()}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${course.key.replace("/", "-")}-${run.key}@${host}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${run.start.replaceAll("-", "")}`,
    // All-day events end on the day after the last (DTEND is exclusive).
    `DTEND;VALUE=DATE:${dayAfter(run.end).replaceAll("-", "")}`,
    `SUMMARY:${text(course.title[lang])}`,
    `LOCATION:${text(run.mode === "online" ? online[lang] : (run.location ?? run.label[lang]))}`,
    `DESCRIPTION:${text(`${course.title[lang]}, ${run.label[lang]}. ${siteUrl}${course.path[lang]}`)}`,
    `URL:${siteUrl}${course.path[lang]}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}

/** TEXT value escaping (RFC 5545 3.3.11). */
function text(value: string): string {
  return value.replace(/[\\;,]/g, (character) => `\\${character}`).replace(/\r?\n/g, "\\n");
}

/** Lines longer than 75 octets continue on the next line after a space (3.1). */
function fold(line: string): string {
  const bytes = Buffer.from(line, "utf8");
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  for (const character of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (Buffer.byteLength(current + character, "utf8") > limit) {
      parts.push(current);
      current = "";
    }
    current += character;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

function dayAfter(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

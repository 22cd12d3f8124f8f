import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseDocument } from "yaml";
import { todayInAmsterdam } from "#src/training/course-runs.ts";

/**
 * Content for test sites: changes made to a copy of content/ before a build
 * (tests/support/test-site.ts), and the run's shared test content with runs.
 * The shipped content never gets invented dates.
 */

/** Changes one content file's English section, keeping the rest of the file as written. */
export async function editContent(
  contentDir: string,
  file: string,
  change: (section: Record<string, unknown>) => void,
) {
  const filePath = path.join(contentDir, file);
  const document = parseDocument(await readFile(filePath, "utf8"));
  const section = document.get("en", true) as { toJSON: () => Record<string, unknown> };
  const values = section.toJSON();
  change(values);
  document.set("en", values);
  await writeFile(filePath, document.toString());
}

/** "YYYY-MM-DD", `days` after today in the Netherlands (the build's today). */
export function daysFromToday(days: number): string {
  const date = new Date(`${todayInAmsterdam()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The test content with runs, dated from today: a past run, one tomorrow (to
 * see a run pass after the build), one in ten days, one in six weeks and two in
 * five months, in every mode and both languages; Docker's run in ten days has
 * 3 places, its run in six weeks none (a waiting list). The catalogue's tests
 * and any file that can use these runs as they are (withScheduledRuns) share
 * one build of it per run (tests/support/site-builds.ts), each on a server and
 * store of its own.
 */
export const docker = {
  family: "devops",
  slug: "docker",
  runs: {
    past: { start: daysFromToday(-20), mode: "classroom", language: "en", location: "Eindhoven" },
    soon: {
      start: daysFromToday(10),
      mode: "classroom",
      language: "en",
      location: "Veldhoven",
      capacity: 3,
      guaranteed: true,
    },
    later: { start: daysFromToday(42), mode: "online", language: "nl", capacity: 0 },
  },
} as const;
export const psm = {
  family: "scrum",
  slug: "psm",
  runs: {
    tomorrow: { start: daysFromToday(1), mode: "classroom", language: "nl", location: "Veldhoven" },
    far: { start: daysFromToday(150), mode: "in-company", language: "en" },
  },
} as const;
export const tdd = {
  family: "testing",
  slug: "tdd",
  runs: { far: { start: daysFromToday(150), mode: "online", language: "en", capacity: 8 } },
} as const;
export const scheduled = [docker, psm, tdd];

/**
 * Puts the runs above in a copy of the content, with the company's facts as an
 * owner would have them (none marked a placeholder): a confirmed place is then
 * invoiced (src/training/enrolment-catalogue.server.ts), as the payments' tests
 * need. The pages show the same either way: placeholders only stop invoices.
 */
export async function withScheduledRuns(contentDir: string) {
  for (const entry of scheduled) {
    await editContent(contentDir, `courses/${entry.family}/${entry.slug}.yml`, (course) => {
      course.runs = Object.values(entry.runs);
    });
  }
  await editContent(contentDir, "company.yml", (company) => {
    company.placeholders = [];
  });
}

import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { EnrolmentCatalogue, EnrolmentRun } from "#src/training/enrolment-catalogue.server.ts";
import { todayInAmsterdam } from "#src/training/course-runs.ts";
import { enrolmentCatalogueFile } from "#server/enquiries/enrolment-record.ts";
import { centsFromEuros } from "#src/money/money.ts";

/**
 * A build of a few files for the receiver and /availability.json: a home
 * page, a 404 page, and an enrolment catalogue holding one course (Docker)
 * with the runs a test names, dated from today in Amsterdam. What a real
 * build writes beside client/ (scripts/build-steps/write-enrolment-files.ts).
 */
export interface TestRun {
  /** Days after today (negative: before). */
  inDays: number;
  mode?: EnrolmentRun["mode"];
  capacity: number | null;
  guaranteed?: boolean;
}

export const testCourseKey = "devops/docker";

/** "YYYY-MM-DD", `days` after today in Amsterdam. */
export function dayFromToday(days: number): string {
  const date = new Date(`${todayInAmsterdam()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function testRun(run: TestRun): EnrolmentRun {
  const start = dayFromToday(run.inDays);
  const mode = run.mode ?? "online";
  return {
    key: `${start}-${mode}`,
    start,
    end: start,
    mode,
    capacity: run.capacity,
    guaranteed: run.guaranteed ?? false,
    label: { en: `${start}, ${mode}`, nl: `${start}, ${mode}` },
  };
}

export function testCatalogue(runs: EnrolmentRun[]): EnrolmentCatalogue {
  return {
    builtOn: todayInAmsterdam(),
    vat: { basis: "exclusive", rate: 21 },
    courses: [
      {
        key: testCourseKey,
        title: { en: "Docker", nl: "Docker" },
        path: { en: "/training/devops/docker", nl: "/nl/trainingen/devops/docker" },
        feeCents: centsFromEuros(1000),
        feeText: { en: "€1,000 excl. VAT", nl: "€ 1.000 excl. btw" },
        runs,
      },
    ],
    terms: {
      version: "2026-01",
      text: { en: "The terms.", nl: "De voorwaarden." },
      withdrawalForm: { en: "The form.", nl: "Het formulier." },
    },
  };
}

/** Writes the build into `folder` (client/ and the catalogue beside it); returns client/. */
export async function writeTestBuild(folder: string, catalogue: EnrolmentCatalogue) {
  const client = path.join(folder, "client");
  await mkdir(client, { recursive: true });
  await writeFile(path.join(client, "index.html"), "<!DOCTYPE html><title>Home</title>");
  await writeFile(path.join(client, "404.html"), "<!DOCTYPE html><title>Not found</title>");
  await writeFile(path.join(folder, enrolmentCatalogueFile), JSON.stringify(catalogue));
  return client;
}

/** The enrolment form as a browser posts it: a business enrolling one participant in `run`. */
export function enrolmentForm(
  run: string,
  fields: Record<string, string> = {},
  language: "en" | "nl" = "en",
): string {
  return new URLSearchParams({
    "form-name": "enrolment",
    language,
    choice: `${testCourseKey}|${run}`,
    name: "Ada Lovelace",
    email: "ada@example.nl",
    phone: "+31 40 123 4567",
    buyer: "business",
    company: "Example B.V.",
    invoice: "invoices@example.nl",
    participants: "1",
    terms: "accepted",
    "bot-field": "",
    ...fields,
  }).toString();
}

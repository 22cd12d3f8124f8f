import { execFile } from "node:child_process";
import { cp, readFile, readlink, rename, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { expect } from "vitest";
import { parseDocument } from "yaml";
import type { Language } from "#src/i18n/languages.ts";
import type { EnrolmentValues } from "#src/forms/enrolment-schema.ts";
import type { EnrolmentCatalogue } from "#src/training/enrolment-catalogue.server.ts";
import { openEnquiryTables } from "#server/enquiries/enquiry-tables.ts";
import { enrolmentRecord } from "#server/enquiries/enrolment-record.ts";
import type { EnrolmentRecord } from "#server/mail/enrolment-mails.ts";
import { siteFolder } from "#server/releases/releases.ts";
import { databasePath, openDatabase } from "#server/store/database.ts";
import type { MailServer } from "#tests/support/mail-server.ts";
import { daysFromToday, editContent } from "#tests/support/test-content.ts";
import { type SiteServerProcess, startSiteServer } from "#tests/support/site-server.ts";
import { invitationLink, tabWithAuthenticator } from "./back-office-site.ts";
import type { TestSite } from "./test-site.ts";

/**
 * What the Runs page's browser tests stand on: a site built with runs of
 * its own, enrolments stored as the receiver stores them (the store's own
 * placement, records made from the live catalogue), coordinators signed in
 * with passkeys, and the mails the test SMTP server received, decoded.
 */

/** One enrolment as a buyer would have sent it. */
export interface Person {
  name: string;
  language: Language;
  run: string;
  buyer: "business" | "private";
  participants?: number;
  company?: string;
  isExpressRequest?: boolean;
  /** More of the stored record, as a newer form sends it (an address in parts, a VAT ID). */
  record?: Partial<EnrolmentRecord>;
}

/** The live release's enrolment catalogue. */
export async function liveCatalogue(buildDir: string): Promise<EnrolmentCatalogue> {
  const folder = siteFolder(buildDir);
  if (!folder) throw new Error(`No release in ${buildDir}`);
  return JSON.parse(await readFile(path.join(folder, "enrolment-catalogue.json"), "utf8"));
}

/** The address a person's mail goes to. */
export const emailOf = (name: string) => `${name.toLowerCase()}@example.nl`;

/**
 * Stores enrolments in the running site's store, one after another, as the
 * receiver does (enquiry-tables.ts's addBatch places each on its run in the
 * same transaction); their receipts are not mailed.
 */
export async function enrol(site: TestSite, course: string, people: Person[]) {
  const catalogue = await liveCatalogue(site.buildDir);
  const entry = catalogue.courses.find((candidate) => candidate.key === course);
  const database = openDatabase(databasePath(site.dataDir));
  try {
    const tables = openEnquiryTables(database);
    for (const person of people) {
      const run = entry?.runs.find((candidate) => candidate.key === person.run);
      const values: EnrolmentValues = {
        course,
        run: person.run,
        name: person.name,
        email: emailOf(person.name),
        phone: "+31 40 123 4567",
        buyer: person.buyer,
        company: person.company ?? (person.buyer === "business" ? `${person.name} B.V.` : ""),
        invoice: person.buyer === "business" ? `invoices@${person.name.toLowerCase()}.nl` : "",
        po: person.buyer === "business" ? `PO-${person.name}` : "",
        address:
          person.buyer === "private" ? `Kerkstraat 1, 5611 AA Eindhoven (${person.name})` : "",
        participants: person.participants ?? 1,
        remarks: "SECRET-REMARK",
        isExpressRequest: person.isExpressRequest ?? false,
      };
      const receivedAt = new Date();
      const record = enrolmentRecord(values, catalogue, person.language, receivedAt);
      tables.addBatch([
        {
          values: {
            name: values.name,
            email: values.email,
            phone: values.phone,
            message: values.remarks,
          },
          language: person.language,
          receivedAt: receivedAt.toISOString(),
          isToBeMailed: false,
          enrolment: JSON.stringify({ ...record, ...person.record }),
          run: {
            courseKey: course,
            runKey: person.run,
            participants: values.participants,
            isScheduled: run !== undefined,
            capacity: run?.capacity ?? null,
          },
        },
      ]);
      // A millisecond apart: arrival order is received_at.
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  } finally {
    database.close();
  }
}

/**
 * A new live release like the one a rebuild would make after the owner
 * changed a run's capacity in the course file: the current release copied,
 * its catalogue changed, `current` switched to it.
 */
export async function releaseWithCapacity(
  buildDir: string,
  course: string,
  run: string,
  capacity: number,
) {
  const current = path.resolve(buildDir, await readlink(path.join(buildDir, "current")));
  const next = `${current}-capacity`;
  await cp(current, next, { recursive: true, verbatimSymlinks: true });
  const file = path.join(next, "enrolment-catalogue.json");
  const catalogue = JSON.parse(await readFile(file, "utf8")) as EnrolmentCatalogue;
  const target = catalogue.courses
    .find((entry) => entry.key === course)
    ?.runs.find((entry) => entry.key === run);
  if (!target) throw new Error(`No run ${course} ${run}`);
  target.capacity = capacity;
  await writeFile(file, JSON.stringify(catalogue));
  const link = path.join(buildDir, "current-next");
  await symlink(path.relative(buildDir, next), link);
  await rename(link, path.join(buildDir, "current"));
}

/** Sets a field of a content file's Dutch section, keeping the rest as written. */
export async function editDutch(contentDir: string, file: string, key: string, value: unknown) {
  const filePath = path.join(contentDir, file);
  const document = parseDocument(await readFile(filePath, "utf8"));
  document.setIn(["nl", key], value);
  await writeFile(filePath, document.toString());
}

/**
 * The content of the runs test files (runs.test.ts, runs-office.test.ts,
 * run-minimum.test.ts), so they share one build (a build is kept by its
 * content: tests/support/site-builds.ts), each on a server and store of its
 * own and each looking at its own courses only. Docker's runs are
 * the coordinator's (runs-office.test.ts): one in 5 days (3 places, within
 * the joining details' 7 days), one in 40 (2 places), one in 60 (10 places),
 * with what to bring in both languages. Ansible's fill up and end
 * (runs.test.ts): one place in English and one in Dutch, runs today and
 * tomorrow, one to count places on and one to cancel.
 */
export const coordinatedRuns = {
  family: "devops",
  slug: "docker",
  runs: {
    soon: {
      start: daysFromToday(5),
      mode: "classroom",
      language: "en",
      location: "Veldhoven",
      capacity: 3,
      times: "09:00–17:00",
    },
    later: { start: daysFromToday(40), mode: "online", language: "nl", capacity: 2 },
    far: {
      start: daysFromToday(60),
      mode: "classroom",
      language: "en",
      location: "Eindhoven",
      capacity: 10,
    },
  },
} as const;
export const fillingRuns = {
  family: "devops",
  slug: "ansible",
  runs: {
    // One place each: the next enrolment goes on the waiting list.
    englishRun: { start: daysFromToday(20), mode: "classroom", language: "en", capacity: 1 },
    dutchRun: { start: daysFromToday(21), mode: "online", language: "nl", capacity: 1 },
    counted: { start: daysFromToday(30), mode: "online", language: "en", capacity: 5 },
    tomorrow: { start: daysFromToday(1), mode: "online", language: "en", capacity: 6 },
    today: { start: daysFromToday(0), mode: "classroom", language: "en", capacity: 6 },
    toCancel: { start: daysFromToday(40), mode: "online", language: "en", capacity: 6 },
  },
} as const;

/**
 * Runs with a minimum (run-minimum.test.ts), on two courses of their own: GitLab's in 35 days
 * needs 2 confirmed participants and is decided the course terms' days before its start; GitHub
 * Actions' in 10 days needs 3, so its decision date (the terms' days before the start) had passed
 * when the site was built: the server's nightly job flags it at start-up.
 */
export const minimumRuns = {
  reaching: {
    family: "devops",
    slug: "gitlab",
    run: {
      start: daysFromToday(35),
      mode: "classroom",
      language: "en",
      location: "Veldhoven",
      capacity: 6,
      minimum: 2,
    },
  },
  due: {
    family: "devops",
    slug: "github-actions",
    run: { start: daysFromToday(10), mode: "online", language: "nl", capacity: 6, minimum: 3 },
  },
} as const;

/** Puts the runs tests' runs in a copy of the content. */
export async function withRunsOfTheRunsTests(contentDir: string) {
  const docker = `courses/${coordinatedRuns.family}/${coordinatedRuns.slug}.yml`;
  await editContent(contentDir, docker, (course) => {
    course.runs = Object.values(coordinatedRuns.runs);
    course.bring = ["A laptop with Docker installed"];
  });
  await editDutch(contentDir, docker, "bring", ["Een laptop met Docker"]);
  await editContent(
    contentDir,
    `courses/${fillingRuns.family}/${fillingRuns.slug}.yml`,
    (course) => {
      course.runs = Object.values(fillingRuns.runs);
    },
  );
  for (const entry of Object.values(minimumRuns)) {
    await editContent(contentDir, `courses/${entry.family}/${entry.slug}.yml`, (course) => {
      course.runs = [entry.run];
    });
  }
}

/** A coordinator: an invitation from `npm run admin`, a passkey, signed in. */
export async function coordinator(
  browser: Browser,
  site: { dataDir: string; origin: string },
  email: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const port = new URL(site.origin).port;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["server/back-office/admin-cli.ts", "invite", email],
    { env: { ...process.env, DATA_DIR: site.dataDir, PORT: port, SITE_URL: "" } },
  );
  const tab = await tabWithAuthenticator(browser);
  await tab.page.goto(invitationLink(stdout));
  await tab.page.getByRole("button", { name: "Create a passkey" }).click();
  await tab.page.waitForURL((url) => url.pathname === "/admin/");
  return tab;
}

/** Our server again on the same build and store (a restart), on a new port. */
export function restart(site: TestSite, env: Record<string, string>): Promise<SiteServerProcess> {
  return startSiteServer({
    BUILD_DIR: site.buildDir,
    DATA_DIR: site.dataDir,
    ENQUIRY_RATE_LIMIT: "0",
    ...env,
  });
}

/** A received mail as text: headers unfolded, quoted-printable bodies decoded. */
export function decoded(message: string): string {
  const bytes = message
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  const text = Buffer.from(bytes, "latin1").toString("utf8");
  // Subjects with non-ASCII letters arrive as encoded words.
  return text.replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_, word: string) =>
    Buffer.from(
      word
        .replace(/_/g, " ")
        .replace(/=([0-9A-F]{2})/gi, (__, hex: string) =>
          String.fromCharCode(Number.parseInt(hex, 16)),
        ),
      "latin1",
    ).toString("utf8"),
  );
}

/** The mails to `address` so far. */
export function mailsTo(mail: MailServer, address: string): string[] {
  return mail.received.map(decoded).filter((message) => message.includes(`\r\nTo: ${address}`));
}

/** Waits for a mail to `address` holding every one of `texts`; returns it. */
export async function mailTo(
  mail: MailServer,
  address: string,
  ...texts: string[]
): Promise<string> {
  const find = () =>
    mailsTo(mail, address).find((message) => texts.every((text) => message.includes(text)));
  await expect
    .poll(() => find() !== undefined, {
      timeout: 20_000,
      message: `a mail to ${address} with ${texts.join(", ")}`,
    })
    .toBe(true);
  return find() ?? "";
}

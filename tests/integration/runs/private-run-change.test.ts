import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { privateRunRecord } from "#server/back-office/quotes/private-run-record.ts";
import { openEnquiryTables } from "#server/enquiries/enquiry-tables.ts";
import { buildQuoteSnapshot } from "#server/quotes/build-quote.ts";
import { sendJoiningDetails } from "#server/runs/joining-details.ts";
import type { PrivateRunDays, PrivateRunEdit } from "#server/runs/private-run-tables.ts";
import { runMailsFor } from "#server/runs/run-mailer.ts";
import { openRunTables, type RunTables } from "#server/runs/run-tables.ts";
import { databasePath, openDatabase } from "#server/store/database.ts";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { fill } from "#src/i18n/fill.ts";
import { type PrivateRun, privateRunLabel, withPrivateRuns } from "#src/training/private-runs.ts";
import { testQuoteFacts, testDraft } from "#tests/support/quote-samples.ts";
import { testCatalogue } from "#tests/support/run-catalogue.ts";
import { testIdentity } from "#tests/support/test-identity.ts";

/**
 * A private run's change told to the people it concerns (issue 45 point 4), in the store: new
 * days, times or place queue one run mail in the change's transaction, which the run mailer
 * sends to the booker and to each participant with an address of their own, in the run's
 * language, with what was and what is; the joining details already sent go out again for the
 * new facts. The same values again, or the number alone, mail nobody; with e-mail off the mail
 * is stored, never sent.
 */
let dir: string;
let database: ReturnType<typeof openDatabase>;
let runs: RunTables;
const courseKey = "devops/docker";
const at = "2026-11-20T10:00:00.000Z";
const catalogue = testCatalogue([]);
const course = catalogue.courses[0] as NonNullable<(typeof catalogue.courses)[0]>;
const snapshot = (() => {
  const built = buildQuoteSnapshot(testDraft(), testQuoteFacts());
  if ("problems" in built) throw new Error(built.problems.join(" "));
  return built.snapshot;
})();
const booker = "jan@testbedrijf.example";
const planned: PrivateRunDays = {
  start: "2027-05-12",
  end: "2027-05-13",
  times: "9:00–17:00",
  mode: "in-company",
  location: "Kempenlaan 10, Eindhoven",
  participants: 3,
};
const config = { to: "office@example.nl", from: "website@example.nl" };

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "private-run-change-"));
  database = openDatabase(databasePath(dir));
  openEnquiryTables(database);
  runs = openRunTables(database);
});
afterEach(async () => {
  database.close();
  await rm(dir, { recursive: true, force: true });
});

/** A Dutch private run of three: two named with addresses of their own, one the booker's. */
function madeRun(): { runKey: string; enquiryId: number } {
  const made = runs.createPrivateRun({
    token: "form-token-0000000001",
    quoteId: 7,
    quoteNumber: snapshot.number,
    courseKey,
    language: "nl",
    days: planned,
    record: privateRunRecord({
      snapshot,
      acceptedAt: at,
      course,
      terms: catalogue.terms,
      language: "nl",
      participants: 3,
    }),
    booker: { name: "Jan de Vries", email: booker, phone: "" },
    at,
    by: "owner@example.nl",
    isMailing: true,
  });
  if (made.outcome !== "created") throw new Error(made.outcome);
  const name = database.database.prepare(
    "UPDATE participants SET name = ?, email = ? WHERE enquiry_id = ? AND position = ?",
  );
  name.run("Ada Lovelace", "ada@example.nl", made.enquiryId, 1);
  name.run("Alan Turing", "alan@example.nl", made.enquiryId, 2);
  name.run("Jan de Vries", "JAN@testbedrijf.example", made.enquiryId, 3);
  return made;
}

function edit(runKey: string, days: PrivateRunDays, isMailing = true): PrivateRunEdit {
  return { runKey, days, course: course.title, at, isMailing };
}

const rows = (sql: string) =>
  database.database
    .prepare(sql)
    .all()
    .map((row) => ({ ...row }));

/** The run mails due now, as the run mailer sends them: one mail per recipient. */
function mailsDue() {
  const jobs = runs.claimDueRunMails("2098-01-01T00:00:00.000Z", "2099-01-01T00:00:00.000Z", 50);
  return jobs.flatMap((job) =>
    runMailsFor(config, job, () => testIdentity).map((mail) => ({
      kind: job.kind,
      to: String(mail.to),
      subject: String(mail.subject),
      text: String(mail.text),
    })),
  );
}

/** The joining details of the day, from the live catalogue with the store's private runs. */
function joiningDetailsOn(day: string) {
  return sendJoiningDetails({
    runs: {
      queueJoiningDetails: async (change) =>
        runs.queueJoiningDetails({ ...change, isMailing: true }),
    },
    catalogue: () => withPrivateRuns(catalogue, runs.privateRuns()),
    days: 7,
    now: new Date(`${day}T10:00:00.000Z`),
    record: async () => {},
    log: { info() {}, error() {} },
  });
}

const label = (days: PrivateRunDays) =>
  privateRunLabel({ ...(days as Omit<PrivateRun, "key">), courseKey, language: "nl" }, "nl");

describe("a private run's change", () => {
  it("mails the booker and each participant with an address of their own, once, in the run's language, what was and what is", async () => {
    const { runKey } = madeRun();
    // Its joining details went out, to all three people, before the change.
    expect(await joiningDetailsOn("2027-05-06")).toBe(1);
    expect(mailsDue().map((mail) => mail.to)).toEqual([
      booker,
      "ada@example.nl",
      "alan@example.nl",
    ]);

    const moved: PrivateRunDays = {
      ...planned,
      start: "2027-06-07",
      end: "2027-06-08",
      times: "9:30–16:30",
      location: "Hoofdstraat 5, Veldhoven",
    };
    const changed = runs.editPrivateRun(edit(runKey, moved));
    expect(changed).toMatchObject({
      outcome: "changed",
      changed: ["days", "times", "place"],
      told: 3,
    });
    expect(
      rows("SELECT kind, mail_status AS status FROM run_mails WHERE kind <> 'joining'"),
    ).toEqual([{ kind: "private-run-changed", status: "pending" }]);

    const words = dictionaries.nl.mail.runs.privateRunChanged;
    const mails = mailsDue();
    expect(mails.map((mail) => mail.to)).toEqual([booker, "ada@example.nl", "alan@example.nl"]);
    for (const mail of mails) {
      expect(mail.kind).toBe("private-run-changed");
      expect(mail.subject).toBe(fill(words.subject, { course: course.title.nl }));
      expect(mail.text).toContain(fill(words.opening, { number: snapshot.number }));
      expect(mail.text).toContain(`${words.before}: ${label(planned)}, ${planned.times}`);
      expect(mail.text).toContain(`${words.now}: ${label(moved)}, ${moved.times}`);
      // They had the joining details: new ones follow for the new facts.
      expect(mail.text).toContain(words.joiningAgain);
    }

    // The nightly job sends the joining details again, with the new times and place.
    expect(await joiningDetailsOn("2027-06-01")).toBe(1);
    const again = mailsDue();
    expect(again.map((mail) => [mail.kind, mail.to])).toEqual([
      ["joining", booker],
      ["joining", "ada@example.nl"],
      ["joining", "alan@example.nl"],
    ]);
    expect(again[0]?.text).toContain(moved.times);
    expect(again[0]?.text).toContain(moved.location);
  });

  it("mails nobody when the same values are saved again, or only the number changes", () => {
    const { runKey, enquiryId } = madeRun();
    const before = rows("SELECT place_version AS version FROM enquiries");
    expect(runs.editPrivateRun(edit(runKey, { ...planned }))).toEqual({
      outcome: "unchanged",
      runKey,
      enquiryId,
    });
    expect(rows("SELECT place_version AS version FROM enquiries")).toEqual(before);
    expect(runs.editPrivateRun(edit(runKey, { ...planned, participants: 4 }))).toMatchObject({
      outcome: "changed",
      changed: ["participants"],
      told: 0,
    });
    expect(rows("SELECT count(*) AS n FROM run_mails")).toEqual([{ n: 0 }]);
  });

  it("mails nobody once the run is cancelled: no joining details would follow", () => {
    const { runKey } = madeRun();
    const facts = {
      course: course.title,
      run: { key: runKey, label: { en: runKey, nl: runKey }, privateQuote: snapshot.number },
    };
    runs.cancelRun({ courseKey, runKey, at, isMailing: true, facts });
    const later = { ...planned, start: "2027-09-06", end: "2027-09-07" };
    expect(runs.editPrivateRun(edit(runKey, later))).toMatchObject({
      outcome: "changed",
      changed: ["days"],
      told: 0,
    });
    expect(rows("SELECT kind FROM run_mails")).toEqual([{ kind: "run-cancelled" }]);
  });

  it("stores its mail unsent when e-mail is off, as every run mail", () => {
    const { runKey } = madeRun();
    const online: PrivateRunDays = { ...planned, mode: "online" };
    delete online.location;
    expect(runs.editPrivateRun(edit(runKey, online, false))).toMatchObject({
      outcome: "changed",
      changed: ["place"],
    });
    expect(rows("SELECT kind, mail_status AS status FROM run_mails")).toEqual([
      { kind: "private-run-changed", status: "off" },
    ]);
    expect(runs.pendingRunMailCount()).toBe(0);
    expect(mailsDue()).toEqual([]);
  });
});

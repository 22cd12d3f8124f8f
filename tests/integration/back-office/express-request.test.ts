import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EnrolmentCatalogue } from "#src/training/enrolment-catalogue.server.ts";
import { placeActionPath, rosterPath } from "#server/back-office/runs/run-paths.ts";
import { openEnquiryTables } from "#server/enquiries/enquiry-tables.ts";
import type { ServedBuild } from "#server/releases/served-builds.ts";
import { openRunTables } from "#server/runs/run-tables.ts";
import { type BackOfficeServer, startBackOfficeServer } from "#tests/support/back-office-server.ts";
import { dayFromNow } from "#tests/support/invoicing-roster.ts";

/**
 * Review 3, M11 on the roster, over HTTP: a consumer confirmed on a run that
 * starts within their withdrawal period, without the express request, shows
 * "waiting for the express request" (their joining details held) and a field
 * to record the request that came by e-mail: a POST from our own pages only,
 * with a day not after today, logged by enrolment number; then the joining
 * details that are due go out (the server's job, called at once).
 */
const run = {
  key: `${dayFromNow(5)}-classroom`,
  start: dayFromNow(5),
  end: dayFromNow(6),
  mode: "classroom" as const,
  location: "Eindhoven",
  capacity: 10,
  guaranteed: false,
  label: { en: "In five days", nl: "Over vijf dagen" },
};
const catalogue = {
  builtOn: dayFromNow(0),
  vat: { basis: "exclusive", rate: 21 },
  courses: [
    {
      key: "devops/docker",
      title: { en: "Docker", nl: "Docker" },
      path: { en: "/training/devops/docker", nl: "/nl/trainingen/devops/docker" },
      runs: [run],
    },
  ],
  terms: { version: "1", text: { en: "", nl: "" }, withdrawalForm: { en: "", nl: "" } },
} as unknown as EnrolmentCatalogue;

let folder: string;
let server: BackOfficeServer;
let cookie: string;
let tables: ReturnType<typeof openRunTables>;
let joiningRounds = 0;
const ids: Record<string, number> = {};

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "express-request-"));
  await writeFile(path.join(folder, "enrolment-catalogue.json"), JSON.stringify(catalogue));
  server = await startBackOfficeServer({
    build: { folder } as ServedBuild,
    backOffice: { onExpressRequest: () => joiningRounds++ },
    moreTables: (connection) => {
      const enquiries = openEnquiryTables(connection);
      tables = openRunTables(connection);
      for (const [name, buyer] of [
        ["Sanne", "private"],
        ["Ada", "business"],
      ] as const) {
        const [placed] = enquiries.addBatch([
          {
            values: { name, email: `${name.toLowerCase()}@example.nl`, phone: "", message: "" },
            language: "en",
            receivedAt: new Date().toISOString(),
            isToBeMailed: false,
            enrolment: JSON.stringify({ buyer, consents: { terms: { version: "1", at: "" } } }),
            run: {
              courseKey: "devops/docker",
              runKey: run.key,
              participants: 1,
              isScheduled: true,
              capacity: 10,
            },
          },
        ]);
        ids[name] = placed?.id as number;
      }
      return { ...enquiries, ...tables };
    },
  });
  ({ cookie } = await server.newAccount("owner@example.nl"));
});
afterAll(async () => {
  await server?.stop();
  await rm(folder, { recursive: true, force: true });
});

const roster = async (query = "") =>
  (
    await server.request("GET", `${rosterPath("devops/docker", run.key)}${query}`, { cookie })
  ).text();
const card = (html: string, name: string) => {
  const start = html.indexOf(`data-enrolment="${ids[name]}"`);
  return html.slice(start, html.indexOf("</article>", start));
};
const versionOf = (name: string) => tables.runEnrolment(ids[name] ?? 0)?.placeVersion ?? 0;
const record = (name: string, receivedOn: string, origin?: string) =>
  server.request("POST", placeActionPath(ids[name] ?? 0, "express-request", versionOf(name)), {
    cookie,
    type: "application/x-www-form-urlencoded",
    body: `receivedOn=${receivedOn}`,
    ...(origin && { origin }),
  });

describe("a consumer's express request on the roster", () => {
  it("is asked for before Confirm, and once confirmed the card says their joining details wait for it", async () => {
    expect(card(await roster(), "Sanne")).toContain("data-express-warning");
    expect(card(await roster(), "Sanne")).not.toContain("data-express-waiting");
    expect(card(await roster(), "Ada")).not.toContain("data-express-warning");
    const confirmed = await server.request(
      "POST",
      placeActionPath(ids.Sanne ?? 0, "confirm", versionOf("Sanne")),
      { cookie },
    );
    expect(confirmed.headers.get("location")).toContain("notice=confirmed");
    const sanne = card(await roster(), "Sanne");
    expect(sanne).toContain("Joining details held: waiting for the express request.");
    expect(sanne).toContain('name="receivedOn"');
    expect(sanne).toMatch(/Express request<\/dt><dd>no<\/dd>/);
  });

  it("refuses a post from elsewhere, a day after today or before the enrolment, and a business, recording nothing", async () => {
    expect((await record("Sanne", dayFromNow(0), "https://evil.example")).status).toBe(403);
    for (const day of [dayFromNow(1), dayFromNow(-30), "2026-02-30", "yesterday"]) {
      const answer = await record("Sanne", day);
      expect(answer.headers.get("location")).toContain("problem=express-date");
    }
    const business = await record("Ada", dayFromNow(0));
    const location = business.headers.get("location") ?? "";
    expect(location).toContain("problem=express-not-needed");
    expect(await roster(location.slice(location.indexOf("?")))).toContain(
      "Nothing recorded: the enrolment of Ada needs no express request",
    );
    expect(joiningRounds).toBe(0);
    expect(JSON.stringify(server.tables.auditLog(20))).not.toContain("record express request");
  });

  it("records the day it came by e-mail, logs it by number, and lets the joining details go", async () => {
    const answer = await record("Sanne", dayFromNow(0));
    const location = answer.headers.get("location") ?? "";
    expect(location).toContain("notice=express-request");
    const html = await roster(location.slice(location.indexOf("?")));
    expect(html).toContain("Recorded the express request of Sanne, received by e-mail on");
    expect(card(html, "Sanne")).not.toContain("data-express-warning");
    expect(card(html, "Sanne")).toMatch(/Express request<\/dt><dd>yes, by e-mail, received on /);
    expect(joiningRounds).toBe(1);
    const [entry] = server.tables.auditLog(1);
    expect(entry).toMatchObject({
      actor: "owner@example.nl",
      action: "record express request",
      detail: `enrolment ${ids.Sanne} on devops/docker ${run.key}: received by e-mail on ${dayFromNow(0)}`,
    });
    expect(JSON.stringify(entry)).not.toContain("Sanne");
    const queued = tables.queueJoiningDetails({
      courseKey: "devops/docker",
      runKey: run.key,
      at: new Date().toISOString(),
      isMailing: false,
      facts: { course: { en: "Docker", nl: "Docker" }, run },
    });
    expect(queued).toBe(1);
  });
});

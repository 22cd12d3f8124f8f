import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type CertificateTables,
  openCertificateTables,
} from "#server/after-course/certificate-tables.ts";
import { openEvaluationMethods } from "#server/after-course/evaluation-tables.ts";
import { openEnquiryTables } from "#server/enquiries/enquiry-tables.ts";
import { openRunTables } from "#server/runs/run-tables.ts";
import { createEvaluationAnswers } from "#server/site-routes/evaluation-route.tsx";
import type { SiteRequest } from "#server/site-routes/site-request.ts";
import { databasePath, openDatabase } from "#server/store/database.ts";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { fill } from "#src/i18n/fill.ts";
import { evaluationPaths } from "#src/routing/fixed-paths.ts";
import { pagePath } from "#src/routing/paths.server.ts";

/**
 * The evaluation behind a certificate mail's one-time link, as a participant
 * meets it: opening it changes nothing; sending stores once; sent again or
 * after its period it says so and stores nothing; an answer out of range is
 * refused naming the field; only from our own origin. Real tables, the
 * public route over HTTP.
 */
let dir: string;
let database: ReturnType<typeof openDatabase>;
let certificates: CertificateTables;
let evaluations: ReturnType<typeof openEvaluationMethods>;
let server: Server;
let base: string;
let now = new Date("2027-03-04T09:00:00.000Z");
const tokens: string[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "evaluation-"));
  database = openDatabase(databasePath(dir));
  const enquiries = openEnquiryTables(database);
  const runs = openRunTables(database);
  certificates = openCertificateTables(database);
  evaluations = openEvaluationMethods(database);
  const [added] = enquiries.addBatch([
    {
      values: { name: "Booker", email: "booker@example.nl", phone: "", message: "" },
      language: "en",
      receivedAt: "2027-02-01T10:00:00.000Z",
      isToBeMailed: false,
      enrolment: JSON.stringify({
        buyer: "business",
        company: "Analytical Engines B.V.",
        run: { key: "2027-03-01-classroom", start: "2027-03-01", end: "2027-03-03" },
        participants: 3,
        // Each with an address of their own: only that gets the evaluation's link.
        participantList: [
          { name: "Ada Lovelace", email: "ada@example.nl" },
          { name: "Charles Babbage", email: "charles@example.nl" },
          { name: "Grace Hopper", email: "grace@example.nl" },
        ],
      }),
      run: {
        courseKey: "devops/docker",
        runKey: "2027-03-01-classroom",
        participants: 3,
        capacity: 10,
        isScheduled: true,
      },
    },
  ]);
  const id = added?.id as number;
  for (const position of [1, 2, 3]) {
    runs.markAttendance({ enquiryId: id, position, mark: "present", at: "2027-03-01T09:00:00Z" });
  }
  certificates.issueCertificates({
    today: "2027-03-04",
    at: "2027-03-04T00:05:00.000Z",
    isMailing: true,
    courses: {
      "devops/docker": { title: { en: "Docker in practice", nl: "Docker in de praktijk" } },
    },
  });
  for (const job of certificates.claimDueCertificateMails(
    "2027-03-04T01:00:00Z",
    "2027-03-04T01:05:00Z",
    10,
  )) {
    tokens.push(job.evaluationToken ?? "");
  }
  const answers = createEvaluationAnswers({
    certificates: {
      evaluationLookup: async (token, at) => evaluations.evaluationLookup(token, at),
      submitEvaluation: async (token, at, given) => evaluations.submitEvaluation(token, at, given),
    },
    origin: () => "https://www.example.com",
    privacy: (language) => ({ email: "privacy@example.nl", path: pagePath("privacy", language) }),
    now: () => now,
  });
  server = createServer((request, response) => {
    const pathname = new URL(request.url ?? "/", "http://x").pathname;
    const site = {
      request,
      response,
      pathname,
      search: "",
      build: undefined,
      isAdmin: false,
    } as SiteRequest;
    if (!answers.isEvaluationPath(site)) {
      response.writeHead(418).end();
      return;
    }
    void (request.method === "POST" ? answers.answer(site) : answers.show(site));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  database.close();
  await rm(dir, { recursive: true, force: true });
});

const good =
  "overall=5&trainer=4&content=4&recommend=yes&comment=%3Cb%3EGreat%3C%2Fb%3E+%3D1%2B1&publish=yes";
const open = (token: string, language: "en" | "nl" = "en") =>
  fetch(`${base}${evaluationPaths[language]}/${token}`);
const send = (token: string, body: string, origin: string | null = "https://www.example.com") =>
  fetch(`${base}${evaluationPaths.en}/${token}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      ...(origin !== null && { Origin: origin }),
    },
    body,
  });
const textOf = async (response: Response) =>
  (await response.text()).replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("an evaluation's link", () => {
  it("opens the form in the address's language and changes nothing, however often", async () => {
    const [ada] = tokens;
    expect(tokens.every((token) => /^[A-Za-z0-9_-]{43}$/.test(token))).toBe(true);
    const english = await open(ada ?? "");
    expect(english.status).toBe(200);
    expect(english.headers.get("content-security-policy")).toContain("script-src 'self';");
    const html = await english.text();
    expect(html).not.toContain("<script");
    expect(html).toContain("How was Docker in practice?");
    expect(html).toContain("Ada, Analytical Engines B.V.");
    expect(await textOf(await open(ada ?? "", "nl"))).toContain("Hoe vond je Docker in practice?");
    await open(ada ?? "");
    expect(evaluations.evaluationList()).toEqual([]);
  });

  it("says under the consent box how to withdraw it, linking the privacy notice, in both languages", async () => {
    const [ada] = tokens;
    for (const language of ["en", "nl"] as const) {
      const html = await (await open(ada ?? "", language)).text();
      const words = dictionaries[language].evaluation;
      const [before] = words.withdrawal.split("{privacyEmail}");
      expect(html).toContain('aria-describedby="publish-withdrawal"');
      const note = /<p[^>]*id="publish-withdrawal"[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? "";
      expect(note).toContain(before ?? "");
      expect(note).toContain('href="mailto:privacy@example.nl"');
      expect(note).toContain(`href="${pagePath("privacy", language)}">${words.privacyLink}</a>`);
    }
  });

  it("stores nothing from another origin or without one (403)", async () => {
    const [ada] = tokens;
    expect((await send(ada ?? "", good, "https://evil.example")).status).toBe(403);
    expect((await send(ada ?? "", good, null)).status).toBe(403);
    expect(evaluations.evaluationList()).toEqual([]);
  });

  it("refuses answers out of range, naming the fields, keeping what was typed, storing nothing", async () => {
    const [ada] = tokens;
    const response = await send(
      ada ?? "",
      "overall=6&trainer=0&content=3&recommend=maybe&comment=Kept",
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    const names = dictionaries.en.evaluation.fieldNames;
    expect(html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ")).toContain(
      fill(dictionaries.en.evaluation.refused.text, {
        fields: [names.overall, names.trainer, names.recommend].join(", "),
      }),
    );
    expect(html).toContain(">Kept</textarea>");
    expect(evaluations.evaluationList()).toEqual([]);
  });

  it("stores the answers once; the comment is text; sent again it says so and stores nothing", async () => {
    const [ada] = tokens;
    const words = dictionaries.en.evaluation;
    expect(await textOf(await send(ada ?? "", good))).toContain(words.stored.text);
    expect(await textOf(await send(ada ?? "", good.replace("overall=5", "overall=1")))).toContain(
      words.used.text,
    );
    expect(await textOf(await open(ada ?? ""))).toContain(words.used.title);
    const stored = evaluations.evaluationList();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      overall: 5,
      trainer: 4,
      content: 4,
      recommend: true,
      comment: "<b>Great</b> =1+1",
      isPublishable: true,
      firstName: "Ada",
      company: "Analytical Engines B.V.",
    });
  });

  it("without consent keeps no name or company", async () => {
    const [, charles] = tokens;
    await send(charles ?? "", good.replace("&publish=yes", ""));
    expect(evaluations.evaluationList()[0]).toMatchObject({
      isPublishable: false,
      firstName: null,
      company: null,
    });
  });

  it("after its period says it expired and stores nothing; an unknown link is a 404", async () => {
    const [, , grace] = tokens;
    now = new Date("2027-04-10T09:00:00.000Z");
    expect(await textOf(await send(grace ?? "", good))).toContain("This link has expired");
    expect(evaluations.evaluationList()).toHaveLength(2);
    const unknown = await open("A".repeat(43));
    expect(unknown.status).toBe(404);
    expect(await textOf(unknown)).toContain("Evaluation not found");
  });
});

describe("after-course retention", () => {
  it("anonymises an evaluation without consent after its period, keeps a published one, and deletes old certificates", () => {
    const before = evaluations.evaluationList();
    expect(before.filter((each) => !each.isPublishable)[0]?.comment).not.toBe("");
    const done = certificates.afterCourseRetention({
      certificatesBefore: "2027-03-01T00:00:00.000Z",
      addressesBefore: "2027-03-01T00:00:00.000Z",
      evaluationsBefore: "2099-01-01T00:00:00.000Z",
      at: "2099-01-01T00:00:00.000Z",
    });
    expect(done).toEqual({ certificates: 0, addresses: 0, evaluations: 1 });
    const after = evaluations.evaluationList();
    expect(after.find((each) => !each.isPublishable)).toMatchObject({
      comment: "",
      firstName: null,
      company: null,
    });
    expect(after.find((each) => each.isPublishable)?.comment).toBe("<b>Great</b> =1+1");
    const [code] = certificates
      .runCertificates("devops/docker", "2027-03-01-classroom")
      .certificates.map((each) => each.code);
    expect(certificates.certificateByCode(code ?? "")).not.toBeNull();
    expect(
      certificates.afterCourseRetention({
        certificatesBefore: "2037-03-05T00:00:00.000Z",
        addressesBefore: "2000-01-01T00:00:00.000Z",
        evaluationsBefore: "2000-01-01T00:00:00.000Z",
        at: "2037-03-05T00:00:00.000Z",
      }).certificates,
    ).toBe(3);
    expect(certificates.certificateByCode(code ?? "")).toBeNull();
    // The ratings still count what was sent: the evaluations outlive their certificates.
    expect(evaluations.courseRatings()[0]?.count).toBe(2);
  });
});

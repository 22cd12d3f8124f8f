import { readFile, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTables as openCertificateModule } from "#server/after-course/certificate-tables.ts";
import {
  evaluationAnchor,
  withdrawConsentPath,
} from "#server/back-office/evaluations/evaluation-paths.ts";
import { backOfficePaths } from "#server/back-office/paths.ts";
import { openEnquiryTables } from "#server/enquiries/enquiry-tables.ts";
import { openRunTables } from "#server/runs/run-tables.ts";
import { writeCourseRatings } from "#scripts/build-steps/write-course-ratings.ts";
import { type BackOfficeServer, startBackOfficeServer } from "#tests/support/back-office-server.ts";

/**
 * Withdrawing a writer's consent to publish on the Evaluations page (review
 * 3, M13), over HTTP as the owner does it: a POST from our origin clears it
 * and drops the first name and company, is logged, and the next ratings file
 * (as the build writes it) no longer has the comment while the scores still
 * count; from another origin nothing changes; an evaluation without consent
 * has no button and refuses the POST.
 */
let server: BackOfficeServer;
let cookie: string;
let dataDir: string;
let out: string;
const ids: number[] = [];

beforeAll(async () => {
  out = await mkdtemp(path.join(tmpdir(), "evaluation-consent-"));
  server = await startBackOfficeServer({
    moreTables: (connection) => {
      dataDir = path.dirname(connection.database.location() ?? "");
      const enquiries = openEnquiryTables(connection);
      const [added] = enquiries.addBatch([
        {
          values: { name: "Bea Booker", email: "office@example.nl", phone: "", message: "" },
          language: "en",
          receivedAt: "2027-02-01T10:00:00.000Z",
          isToBeMailed: false,
          enrolment: JSON.stringify({
            buyer: "business",
            company: "Engines B.V.",
            run: { key: "2027-03-01-classroom", start: "2027-03-01", end: "2027-03-03" },
            participantList: ["Ada", "Charles", "Grace"].map((name) => ({
              name: `${name} Example`,
              email: `${name.toLowerCase()}@example.nl`,
            })),
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
      const runs = openRunTables(connection);
      for (const position of [1, 2, 3]) {
        runs.markAttendance({
          enquiryId: added?.id as number,
          position,
          mark: "present",
          at: "2027-03-01T09:00:00Z",
        });
      }
      const { methods } = openCertificateModule(connection);
      methods.issueCertificates({
        today: "2027-03-04",
        at: "2027-03-04T00:05:00.000Z",
        isMailing: true,
        courses: {},
      });
      const jobs = methods
        .claimDueCertificateMails("2027-03-04T01:00:00Z", "2027-03-04T01:05:00Z", 10)
        .sort((a, b) => a.position - b.position);
      jobs.forEach((job, index) => {
        methods.submitEvaluation(job.evaluationToken ?? "", `2027-03-0${5 + index}T10:00:00Z`, {
          overall: 4,
          trainer: 4,
          content: 4,
          recommend: true,
          comment: `Comment of ${job.name}`,
          isPublishable: index !== 2,
        });
      });
      ids.push(...methods.evaluationList().map((each) => each.id));
      return { ...enquiries, ...runs, ...methods };
    },
  });
  ({ cookie } = await server.newAccount("owner@example.nl"));
});
afterAll(async () => {
  await server?.stop();
  await rm(out, { recursive: true, force: true });
});

/** The ratings file as the next build writes it. */
const nextRatings = async () => {
  const file = await writeCourseRatings(out, { DATA_DIR: dataDir });
  return JSON.parse(await readFile(file ?? "", "utf8")) as {
    count: number;
    comments: { comment: string; firstName: string | null }[];
  }[];
};
const evaluationsPage = async (query = "") =>
  (await server.request("GET", `${backOfficePaths.evaluations}${query}`, { cookie })).text();
const withdraw = (id: number, origin?: string) =>
  server.request("POST", withdrawConsentPath(id), {
    cookie,
    type: "application/x-www-form-urlencoded",
    ...(origin !== undefined && { origin }),
  });

describe("withdrawing consent to publish", () => {
  it("takes the comment out of the next ratings file, keeps the scores, and is logged", async () => {
    const [rating] = await nextRatings();
    expect(rating?.comments.map((each) => each.comment)).toEqual([
      "Comment of Charles Example",
      "Comment of Ada Example",
    ]);
    const ada = ids.at(-1) ?? 0;
    const page = await evaluationsPage();
    expect(page).toContain(`action="${withdrawConsentPath(ada)}"`);

    expect((await withdraw(ada, "https://evil.example")).status).toBe(403);
    expect((await nextRatings())[0]?.comments).toHaveLength(2);

    const answer = await withdraw(ada);
    expect(answer.status).toBe(303);
    const location = answer.headers.get("location") ?? "";
    expect(location).toBe(
      `${backOfficePaths.evaluations}?notice=consent-withdrawn#${evaluationAnchor(ada)}`,
    );
    const after = await nextRatings();
    expect(after[0]?.count).toBe(3);
    expect(after[0]?.comments.map((each) => each.comment)).toEqual(["Comment of Charles Example"]);
    const shown = await evaluationsPage(
      location.slice(location.indexOf("?"), location.indexOf("#")),
    );
    expect(shown).toContain("Consent withdrawn, and logged");
    expect(shown).not.toContain(`action="${withdrawConsentPath(ada)}"`);
    expect(
      server.tables.auditLog(10).map((entry) => [entry.actor, entry.action, entry.detail]),
    ).toContainEqual([
      "owner@example.nl",
      "evaluation consent withdrawn",
      `evaluation ${ada} on devops/docker 2027-03-01-classroom`,
    ]);
  });

  it("changes nothing for an evaluation without consent", async () => {
    const grace = ids[0] ?? 0;
    expect(await evaluationsPage()).not.toContain(`action="${withdrawConsentPath(grace)}"`);
    const answer = await withdraw(grace);
    expect(answer.headers.get("location")).toContain("problem=no-consent");
  });
});

import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  type CertificateTables,
  openCertificateTables,
} from "#server/after-course/certificate-tables.ts";
import type { CertificateMailJob } from "#server/after-course/certificate-types.ts";
import { openEvaluationMethods } from "#server/after-course/evaluation-tables.ts";
import { openEnquiryTables } from "#server/enquiries/enquiry-tables.ts";
import { openRunTables } from "#server/runs/run-tables.ts";
import { createEvaluationAnswers } from "#server/site-routes/evaluation-route.tsx";
import type { SiteRequest } from "#server/site-routes/site-request.ts";
import { databasePath, openDatabase } from "#server/store/database.ts";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { evaluationPaths } from "#src/routing/fixed-paths.ts";

/**
 * Ratings that are what they claim (review 3, H3; issue 43's red team): the
 * evaluation's link goes only to a participant's own address, so a booker
 * gets a certificate for a participant without one but never a link; a
 * participant who enrolled themselves counts as having their own. Revoking a
 * certificate ends its link, and an answer already given stops counting and
 * its comment is no longer shown.
 */
let dir: string;
let database: ReturnType<typeof openDatabase>;
let certificates: CertificateTables;
let evaluations: ReturnType<typeof openEvaluationMethods>;
let enquiryId: number;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "own-address-"));
  database = openDatabase(databasePath(dir));
  certificates = openCertificateTables(database);
  evaluations = openEvaluationMethods(database);
  const [added] = openEnquiryTables(database).addBatch([
    {
      values: { name: "Bea Booker", email: "office@example.nl", phone: "", message: "" },
      language: "en",
      receivedAt: "2027-02-01T10:00:00.000Z",
      isToBeMailed: false,
      enrolment: JSON.stringify({
        buyer: "business",
        company: "Engines B.V.",
        run: { key: "2027-03-01-classroom", start: "2027-03-01", end: "2027-03-03" },
        participantList: [
          { name: "Ada Lovelace", email: "ada@example.nl" },
          { name: "Charles Babbage" },
          // The booker attends too, and gave no second address: her own is the booking's.
          { name: "Bea Booker" },
          // Given the booker's address: still the booker's, not the participant's own.
          { name: "Grace Hopper", email: "Office@example.nl" },
        ],
      }),
      run: {
        courseKey: "devops/docker",
        runKey: "2027-03-01-classroom",
        participants: 4,
        capacity: 10,
        isScheduled: true,
      },
    },
  ]);
  enquiryId = added?.id as number;
  const runs = openRunTables(database);
  for (const position of [1, 2, 3, 4]) {
    runs.markAttendance({ enquiryId, position, mark: "present", at: "2027-03-01T09:00:00Z" });
  }
  certificates.issueCertificates({
    today: "2027-03-04",
    at: "2027-03-04T00:05:00.000Z",
    isMailing: true,
    courses: { "devops/docker": { title: { en: "Docker in practice", nl: "Docker" } } },
  });
});
afterEach(async () => {
  database.close();
  await rm(dir, { recursive: true, force: true });
});

const claimAll = (at = "2027-03-04T01:00:00.000Z") =>
  certificates
    .claimDueCertificateMails(at, "2099-01-01T00:00:00.000Z", 10)
    .sort((a, b) => a.position - b.position);
const answers = (overall: number, comment: string) => ({
  overall,
  trainer: 4,
  content: 4,
  recommend: true,
  comment,
  isPublishable: true,
});
const tokenOf = (job: CertificateMailJob | undefined) => job?.evaluationToken ?? "";

/** One request to the evaluation's route over HTTP, as a participant's browser makes it: its text. */
async function answerOver(
  route: ReturnType<typeof createEvaluationAnswers>,
  method: "GET" | "POST",
  pathname: string,
): Promise<string> {
  const server = createServer((request, response) => {
    const site = { request, response, pathname, search: "", build: undefined, isAdmin: false };
    void (method === "POST" ? route.answer(site as SiteRequest) : route.show(site as SiteRequest));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const response = await fetch(
      `http://127.0.0.1:${(server.address() as AddressInfo).port}${pathname}`,
      {
        method,
        headers: {
          Origin: "https://www.example.com",
          "Content-Type": "application/x-www-form-urlencoded",
        },
        ...(method === "POST" && { body: "overall=5&trainer=5&content=5&recommend=yes" }),
      },
    );
    return (await response.text()).replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe("the evaluation's link", () => {
  it("goes only to a participant's own address: the booker gets the certificate, never a link", () => {
    const jobs = claimAll();
    expect(
      jobs.map((job) => [job.name, job.email, job.recipient, job.evaluationToken !== null]),
    ).toEqual([
      ["Ada Lovelace", "ada@example.nl", "participant", true],
      ["Charles Babbage", "office@example.nl", "booker", false],
      ["Bea Booker", "office@example.nl", "participant", true],
      ["Grace Hopper", "Office@example.nl", "booker", false],
    ]);
    // Resent, the booker's copy still carries none.
    for (const job of jobs) certificates.markCertificateMailSent(job.id, "2027-03-04T01:01:00Z");
    expect(certificates.resendCertificate(enquiryId, 2, "2027-03-05T09:00:00Z", true)).toBe("done");
    const [again] = claimAll("2027-03-05T10:00:00.000Z");
    expect([again?.name, again?.recipient, again?.evaluationToken]).toEqual([
      "Charles Babbage",
      "booker",
      null,
    ]);
  });
});

describe("a revoked certificate", () => {
  it("ends its link: the participant is told it no longer works, and nothing is stored", async () => {
    const [ada] = claimAll();
    certificates.revokeCertificate(enquiryId, 1, "2027-03-04T12:00:00.000Z");
    const route = createEvaluationAnswers({
      certificates: {
        evaluationLookup: async (token, at) => evaluations.evaluationLookup(token, at),
        submitEvaluation: async (token, at, given) =>
          evaluations.submitEvaluation(token, at, given),
      },
      origin: () => "https://www.example.com",
      privacy: () => ({ email: "privacy@example.nl", path: "/privacy" }),
      now: () => new Date("2027-03-05T09:00:00.000Z"),
    });
    const words = dictionaries.en.evaluation.closed;
    for (const method of ["GET", "POST"] as const) {
      const answered = await answerOver(route, method, `${evaluationPaths.en}/${tokenOf(ada)}`);
      expect(answered).toContain(words.title);
      expect(answered).toContain(words.text);
    }
    expect(evaluations.evaluationList()).toEqual([]);
  });

  it("ends its link: the answer is refused and nothing is stored", () => {
    const [ada] = claimAll();
    expect(certificates.revokeCertificate(enquiryId, 1, "2027-03-04T12:00:00.000Z")).toBe(true);
    expect(evaluations.evaluationLookup(tokenOf(ada), "2027-03-05T09:00:00.000Z")).toEqual({
      state: "closed",
    });
    expect(
      evaluations.submitEvaluation(tokenOf(ada), "2027-03-05T09:00:00.000Z", answers(5, "Great")),
    ).toBe("closed");
    expect(evaluations.evaluationList()).toEqual([]);
  });

  it("no longer counts an answer given before, and its comment is no longer shown", () => {
    const [ada, , bea] = claimAll();
    expect(
      evaluations.submitEvaluation(tokenOf(ada), "2027-03-05T09:00:00.000Z", answers(1, "Ada's")),
    ).toBe("stored");
    expect(
      evaluations.submitEvaluation(tokenOf(bea), "2027-03-05T10:00:00.000Z", answers(5, "Bea's")),
    ).toBe("stored");
    expect(evaluations.courseRatings()).toMatchObject([{ count: 2, average: 3 }]);
    certificates.revokeCertificate(enquiryId, 1, "2027-03-06T12:00:00.000Z");
    const [rating] = evaluations.courseRatings();
    expect(rating).toMatchObject({ count: 1, average: 5 });
    expect(rating?.comments.map((each) => each.comment)).toEqual(["Bea's"]);
    expect(
      evaluations.evaluationList().map((each) => [each.comment, each.uncountedReason]),
    ).toEqual([
      ["Bea's", null],
      ["Ada's", "revoked"],
    ]);
  });
});

import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { newSecretToken, secretTokenHash } from "#server/back-office/access/secret-tokens.ts";
import { sessionCookieName } from "#server/back-office/access/session-cookie.ts";
import { createBackOffice } from "#server/back-office/create-back-office.ts";
import {
  attendancePath,
  certificateActionPath,
  rosterPath,
} from "#server/back-office/runs/run-paths.ts";
import type { SiteBuilds } from "#server/back-office/site/site-builds.ts";
import type { RosterRow } from "#server/runs/roster-types.ts";

/**
 * Attendance on the roster, as the owner sees it: from the run's first day
 * each participant holding a place has present / partly / absent, one small
 * form each, saved at once and back at that participant; before the first
 * day there is nothing to mark, and a post is refused. Guarded as every
 * roster action: a session and our Origin. The store is a fake that records
 * what it is asked.
 */
const origin = "http://localhost:4321";
const token = newSecretToken();
const cookie = `${sessionCookieName}=${token}`;
let calls: { method: string; args: unknown[] }[] = [];
let today = new Date("2027-03-01T08:00:00.000Z");

const group: RosterRow = {
  id: 9,
  receivedAt: "2026-11-01T10:00:00.000Z",
  language: "en",
  name: "Booker Person",
  email: "booker@example.nl",
  phone: "",
  message: "",
  details: JSON.stringify({ buyer: "business", company: "Engines B.V." }),
  courseKey: "devops/docker",
  runKey: "2027-03-01-classroom",
  participants: 3,
  place: "confirmed",
  placeVersion: 2,
  placeChangedAt: null,
  joiningSentAt: null,
  lastMailKind: null,
  lastMailStatus: null,
  participantList: JSON.stringify([
    { name: "Ada Lovelace", email: "ada@example.nl", position: 1, attendance: "present" },
    { name: "Charles Babbage", email: null, position: 2, attendance: null },
    { name: "Grace Hopper", email: null, position: 3, attendance: "partly" },
  ]),
};
let markOutcome: unknown = { outcome: "done" };

const store = {
  call: async (method: string, ...args: unknown[]): Promise<never> => {
    calls.push({ method, args });
    const answers: Record<string, unknown> = {
      session:
        args[0] === secretTokenHash(token)
          ? {
              accountId: 1,
              email: "owner@example.nl",
              createdAt: new Date().toISOString(),
              lastSeenAt: new Date().toISOString(),
            }
          : null,
      runOverview: {
        runs: [
          {
            courseKey: group.courseKey,
            runKey: group.runKey,
            taken: 2,
            confirmed: 2,
            waiting: 0,
            waitingEnrolments: 0,
            unanswered: 0,
            enrolments: 1,
          },
        ],
        states: [],
      },
      runRoster: { rows: [group], state: { guaranteedAt: null, cancelledAt: null, movedTo: null } },
      runEnrolment: args[0] === group.id ? group : null,
      markAttendance: markOutcome,
      runCertificates: {
        certificates: [
          {
            code: "q3xW9aZ0bC1dE2fG3hI4jK5l",
            enquiryId: 9,
            position: 1,
            issuedAt: "2027-03-04T00:05:00.000Z",
            revokedAt: null,
            mailStatus: "sent",
          },
        ],
        ticks: [],
      },
      tickCertificate: true,
      revokeCertificate: true,
      resendCertificate: "done",
      renameParticipant: { outcome: "done", previous: "Charles Babbage" },
    };
    return (answers[method] ?? null) as never;
  },
};
const builds: SiteBuilds = {
  request() {},
  status: async () => ({ isQueued: false }),
  rollback: async () => {
    throw new Error("no builds here");
  },
  idle: async () => {},
};

let server: Server;
let baseUrl: string;
beforeAll(async () => {
  const backOffice = createBackOffice({
    store,
    enquiries: {
      find: async () => [],
      get: async () => undefined,
      markHandled: async () => true,
      delete: async () => true,
    },
    origin: () => origin,
    buildDir: "/nonexistent/build",
    contentDir: "/nonexistent/content",
    trustedProxyHops: 0,
    builds,
    isMailing: true,
    now: () => today,
    log: { info() {}, warn() {}, error() {} },
  });
  server = createServer((request, response) => {
    backOffice.handle(request, response, undefined).catch(() => {
      if (!response.headersSent) response.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return () => backOffice.close();
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  calls = [];
  today = new Date("2027-03-01T08:00:00.000Z");
  markOutcome = { outcome: "done" };
});

function request(
  method: string,
  pathname: string,
  options: { session?: boolean; origin?: string | null; body?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (options.session) headers.Cookie = cookie;
  if (method === "POST") {
    if (options.origin !== null) headers.Origin = options.origin ?? origin;
    headers["Content-Type"] = "application/x-www-form-urlencoded";
  }
  return fetch(`${baseUrl}${pathname}`, {
    method,
    headers,
    body: method === "POST" ? (options.body ?? "") : undefined,
    redirect: "manual",
  });
}

const roster = rosterPath(group.courseKey, group.runKey);
const marks = () => calls.filter((call) => call.method === "markAttendance");

describe("attendance on the roster", () => {
  it("from the first day: a form per participant with the three marks, the one in force pressed", async () => {
    const html = await (await request("GET", roster, { session: true })).text();
    expect(html).toContain(`action="${attendancePath(9, 1)}"`);
    expect(html).toContain(`action="${attendancePath(9, 2)}"`);
    expect(html).toMatch(
      /value="present" aria-pressed="true" name="mark">Present<span class="visually-hidden">: Ada Lovelace<\/span>/,
    );
    expect(html).toMatch(
      /value="partly" class="secondary" aria-pressed="false" name="mark">Partly/,
    );
    expect(html).toContain("not marked yet");
  });

  it("before the first day: no marks on the roster, and a post saves nothing", async () => {
    today = new Date("2027-02-28T12:00:00.000Z");
    const html = await (await request("GET", roster, { session: true })).text();
    expect(html).not.toContain(attendancePath(9, 1));
    const response = await request("POST", attendancePath(9, 1), {
      session: true,
      body: "mark=absent",
    });
    expect(response.headers.get("location")).toBe(`${roster}?problem=attendance-early&enrolment=9`);
    expect(marks()).toEqual([]);
    const page = await request("GET", `${roster}?problem=attendance-early&enrolment=9`, {
      session: true,
    });
    expect(await page.text()).toContain("attendance is marked from the run&#x27;s first day");
  });

  it("saves a mark at once and comes back at that participant, saying so; logged without the name", async () => {
    const response = await request("POST", attendancePath(9, 2), {
      session: true,
      body: "mark=partly",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(
      `${roster}?notice=marked&participant=2&enrolment=9#participant-9-2`,
    );
    expect(marks()[0]?.args[0]).toMatchObject({ enquiryId: 9, position: 2, mark: "partly" });
    const [, , action, detail] = (calls.find((call) => call.method === "addAuditEntry")?.args ??
      []) as string[];
    expect(action).toBe("mark attendance");
    expect(detail).toBe("enrolment 9 participant 2 on devops/docker 2027-03-01-classroom: partly");
  });

  it("refuses a mark that is not one of the three, saving nothing", async () => {
    const response = await request("POST", attendancePath(9, 1), {
      session: true,
      body: "mark=asleep",
    });
    expect(response.headers.get("location")).toBe(`${roster}?problem=mark&enrolment=9`);
    expect(marks()).toEqual([]);
  });

  it("is refused from another origin or without one (403) and without a session (401), saving nothing", async () => {
    const path = attendancePath(9, 1);
    const body = "mark=absent";
    expect(
      (await request("POST", path, { session: true, origin: "https://evil.example", body })).status,
    ).toBe(403);
    expect((await request("POST", path, { session: true, origin: null, body })).status).toBe(403);
    expect((await request("POST", path, { body })).status).toBe(401);
    expect((await request("GET", path, { session: true })).status).toBe(405);
    expect(marks()).toEqual([]);
  });

  it("says so when the enrolment holds no place to attend", async () => {
    markOutcome = { outcome: "no-place" };
    const response = await request("POST", attendancePath(9, 1), {
      session: true,
      body: "mark=present",
    });
    expect(response.headers.get("location")).toBe(`${roster}?problem=no-seat&enrolment=9`);
  });
});

describe("certificates on the roster", () => {
  const changes = () =>
    calls.filter((call) =>
      ["tickCertificate", "revokeCertificate", "resendCertificate"].includes(call.method),
    );

  it("shows an issued certificate with resend and revoke, and the tick for one partly present", async () => {
    const html = await (await request("GET", roster, { session: true })).text();
    expect(html).toContain("Certificate issued");
    expect(html).toContain(`action="${certificateActionPath(9, 1, "resend")}"`);
    expect(html).toContain(`href="${certificateActionPath(9, 1, "revoke")}"`);
    // Revoking is asked once more on a page of its own, whose button posts it.
    const confirm = await (
      await request("GET", certificateActionPath(9, 1, "revoke"), { session: true })
    ).text();
    expect(confirm).toContain("This cannot be undone");
    expect(confirm).toContain(`action="${certificateActionPath(9, 1, "revoke")}"`);
    expect(calls.some((call) => call.method === "revokeCertificate")).toBe(false);
    expect(html).toContain("Partly present: no certificate unless you say so.");
    expect(html).toContain(`action="${certificateActionPath(9, 3, "tick")}"`);
    // Present without a certificate yet, or unmarked: nothing to tick.
    expect(html).not.toContain(certificateActionPath(9, 2, "tick"));
  });

  it("ticks, resends and revokes through the store, back at the participant, logged without names", async () => {
    const tick = await request("POST", certificateActionPath(9, 3, "tick"), { session: true });
    expect(tick.headers.get("location")).toBe(
      `${roster}?notice=certificate-ticked&enrolment=9&participant=3#participant-9-3`,
    );
    await request("POST", certificateActionPath(9, 1, "resend"), { session: true });
    await request("POST", certificateActionPath(9, 1, "revoke"), { session: true });
    expect(changes().map((call) => [call.method, ...call.args.slice(0, 3)])).toEqual([
      ["tickCertificate", 9, 3, true],
      ["resendCertificate", 9, 1, today.toISOString()],
      ["revokeCertificate", 9, 1, today.toISOString()],
    ]);
    const logged = calls
      .filter((call) => call.method === "addAuditEntry")
      .map((call) => call.args[3]);
    expect(logged.join(" ")).not.toMatch(/Ada|Grace/);
  });

  it("refuses every certificate action from another origin (403) or without a session (401)", async () => {
    for (const action of ["tick", "untick", "resend", "revoke"] as const) {
      const path = certificateActionPath(9, 1, action);
      expect(
        (await request("POST", path, { session: true, origin: "https://evil.example" })).status,
      ).toBe(403);
      expect((await request("POST", path)).status).toBe(401);
    }
    expect(changes()).toEqual([]);
  });
});

describe("the evaluations' page", () => {
  it("is for the signed-in: a browser without a session goes to sign in, the CSV is refused", async () => {
    const page = await request("GET", "/admin/evaluations");
    expect(page.status).toBe(303);
    expect((await request("GET", "/admin/evaluations.csv")).status).toBe(401);
    const signedIn = await request("GET", "/admin/evaluations", { session: true });
    expect(await signedIn.text()).toContain("No evaluations yet.");
  });
});

describe("a substitute in a participant's place", () => {
  const path = "/admin/places/9/participants/2/name";
  const renames = () => calls.filter((call) => call.method === "renameParticipant");

  it("is offered on the roster until the run starts, and no longer from its first day", async () => {
    today = new Date("2027-02-28T12:00:00.000Z");
    const before = await (await request("GET", roster, { session: true })).text();
    expect(before).toContain(`href="${path}"`);
    today = new Date("2027-03-01T08:00:00.000Z");
    const after = await (await request("GET", roster, { session: true })).text();
    expect(after).not.toContain(`href="${path}"`);
    const refused = await request("POST", path, { session: true, body: "name=Alan+Turing" });
    expect(refused.headers.get("location")).toBe(`${roster}?problem=no-substitute&enrolment=9`);
    expect(renames()).toEqual([]);
  });

  it("saves the new name and e-mail, logged without names; a bad e-mail is refused with its message", async () => {
    today = new Date("2027-02-28T12:00:00.000Z");
    const bad = await request("POST", path, {
      session: true,
      body: "name=Alan+Turing&email=not-an-address",
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('value="Alan Turing"');
    expect(renames()).toEqual([]);
    const saved = await request("POST", path, {
      session: true,
      body: "name=Alan+Turing&email=alan%40example.nl",
    });
    expect(saved.status).toBe(303);
    expect(renames()[0]?.args[0]).toMatchObject({
      enquiryId: 9,
      position: 2,
      name: "Alan Turing",
      email: "alan@example.nl",
    });
    const logged = calls
      .filter((call) => call.method === "addAuditEntry")
      .map((call) => call.args[3]);
    expect(logged).toEqual(["enrolment 9 participant 2 on devops/docker 2027-03-01-classroom"]);
  });

  it("is refused from another origin (403) and without a session (401)", async () => {
    today = new Date("2027-02-28T12:00:00.000Z");
    const body = "name=Mallory";
    expect(
      (await request("POST", path, { session: true, origin: "https://evil.example", body })).status,
    ).toBe(403);
    expect((await request("POST", path, { body })).status).toBe(401);
    expect(renames()).toEqual([]);
  });
});

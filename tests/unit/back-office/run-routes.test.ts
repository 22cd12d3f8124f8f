import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { newSecretToken, secretTokenHash } from "#server/back-office/access/secret-tokens.ts";
import { sessionCookieName } from "#server/back-office/access/session-cookie.ts";
import { createBackOffice } from "#server/back-office/create-back-office.ts";
import { backOfficePaths } from "#server/back-office/paths.ts";
import { placeActionPath, rosterPath, runActionPath } from "#server/back-office/runs/run-paths.ts";
import type { SiteBuilds } from "#server/back-office/site/site-builds.ts";
import type { RosterRow } from "#server/runs/roster-types.ts";

/**
 * The Runs page's addresses in the route table: each change is a POST that
 * the router refuses from another origin (403) or without a session (401),
 * each page sends a browser without a session to sign in, a POST-only
 * address answers a GET with 405; and a change names the version of the
 * place it was shown, so a stale one is told it was changed. The store is a
 * fake that records what it is asked.
 */
const origin = "http://localhost:4321";
const token = newSecretToken();
const cookie = `${sessionCookieName}=${token}`;
let calls: { method: string; args: unknown[] }[] = [];
let changeOutcome: unknown;

const ada: RosterRow = {
  id: 7,
  receivedAt: "2026-11-01T10:00:00.000Z",
  language: "nl",
  name: "Ada Lovelace",
  email: "ada@example.nl",
  phone: "",
  message: "",
  details: JSON.stringify({ buyer: "private", address: "Kerkstraat 1, Eindhoven" }),
  courseKey: "devops/docker",
  runKey: "2027-03-01-classroom",
  participants: 1,
  place: "placed",
  placeVersion: 3,
  placeChangedAt: null,
  joiningSentAt: null,
  lastMailKind: null,
  lastMailStatus: null,
};

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
            courseKey: ada.courseKey,
            runKey: ada.runKey,
            taken: 1,
            confirmed: 0,
            waiting: 0,
            waitingEnrolments: 0,
            unanswered: 0,
            enrolments: 1,
          },
        ],
        states: [],
      },
      runRoster: { rows: [ada], state: { guaranteedAt: null, cancelledAt: null, movedTo: null } },
      runEnrolment: args[0] === ada.id ? ada : null,
      changePlace: changeOutcome,
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
});

function request(
  method: string,
  pathname: string,
  options: { session?: boolean; origin?: string; body?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (options.session) headers.Cookie = cookie;
  if (method === "POST") {
    headers.Origin = options.origin ?? origin;
    headers["Content-Type"] = "application/x-www-form-urlencoded";
  }
  return fetch(`${baseUrl}${pathname}`, {
    method,
    headers,
    body: method === "POST" ? (options.body ?? "") : undefined,
    redirect: "manual",
  });
}

const roster = rosterPath(ada.courseKey, ada.runKey);
const changes = [
  placeActionPath(ada.id, "confirm", 3),
  placeActionPath(ada.id, "place", 3),
  placeActionPath(ada.id, "cancel", 3),
  runActionPath(ada.courseKey, ada.runKey, "guarantee"),
  runActionPath(ada.courseKey, ada.runKey, "cancel"),
  `${runActionPath(ada.courseKey, ada.runKey, "move")}?to=2027-04-05-online`,
];
const changed = () => calls.filter((call) => !["session", "auditLog"].includes(call.method));

describe("the Runs page's addresses", () => {
  it("send a browser without a session to sign in, and answer the CSV 401", async () => {
    for (const pathname of [
      backOfficePaths.runs,
      roster,
      `${roster}/move`,
      placeActionPath(7, "cancel", 3),
    ]) {
      const response = await request("GET", pathname);
      expect(response.status, pathname).toBe(303);
      expect(response.headers.get("location"), pathname).toBe(backOfficePaths.signIn);
    }
    expect((await request("GET", `${roster}.csv`)).status).toBe(401);
    expect(changed()).toEqual([]);
  });

  it("refuse every change from another origin (403) or without a session (401), changing nothing", async () => {
    for (const pathname of changes) {
      const foreign = await request("POST", pathname, {
        origin: "https://evil.example",
        session: true,
      });
      expect(foreign.status, pathname).toBe(403);
      const anonymous = await request("POST", pathname);
      expect(anonymous.status, pathname).toBe(401);
    }
    expect(changed()).toEqual([]);
  });

  it("answer a GET of a change that has no page with 405", async () => {
    for (const pathname of [placeActionPath(7, "confirm", 3), placeActionPath(7, "place", 3)]) {
      const response = await request("GET", pathname, { session: true });
      expect(response.status, pathname).toBe(405);
      expect(response.headers.get("allow")).toBe("POST");
    }
    expect(changed()).toEqual([]);
  });

  it("show the runs and a roster to the signed-in", async () => {
    const list = await request("GET", backOfficePaths.runs, { session: true });
    expect(list.status).toBe(200);
    expect(await list.text()).toContain(roster);
    const page = await request("GET", roster, { session: true });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Ada Lovelace");
    expect(html).toContain(`action="${placeActionPath(7, "confirm", 3)}"`);
  });
});

describe("a change to an enrolment", () => {
  it("names the version it was shown, and is logged by number, never by name", async () => {
    changeOutcome = { outcome: "done", enrolment: { ...ada, place: "confirmed", placeVersion: 4 } };
    const response = await request("POST", placeActionPath(7, "confirm", 3), { session: true });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`${roster}?notice=confirmed&enrolment=7`);
    expect(calls.find((call) => call.method === "changePlace")?.args[0]).toMatchObject({
      id: 7,
      version: 3,
      action: "confirm",
      isMailing: true,
    });
    const audited = calls.find((call) => call.method === "addAuditEntry");
    const [, actor, action, detail] = (audited?.args ?? []) as string[];
    expect([actor, action]).toEqual(["owner@example.nl", "confirm"]);
    expect(detail).toBe(
      "enrolment 7 on devops/docker 2027-03-01-classroom: placed → confirmed, e-mailed",
    );
    expect(detail).not.toContain("Ada");
  });

  it("that someone made first is not made again: the roster says it was already changed, and what it is now", async () => {
    changeOutcome = { outcome: "changed", enrolment: { ...ada, place: "cancelled" } };
    const response = await request("POST", placeActionPath(7, "confirm", 3), { session: true });
    expect(response.headers.get("location")).toBe(`${roster}?problem=changed&enrolment=7`);
    expect(calls.some((call) => call.method === "addAuditEntry")).toBe(false);
    const page = await request("GET", `${roster}?problem=changed&enrolment=7`, { session: true });
    expect(await page.text()).toContain(
      "Already changed: someone else changed the enrolment of Ada Lovelace",
    );
  });

  it("a cancellation asks why, and hands the store the cause chosen; an unknown one changes nothing", async () => {
    const page = await request("GET", placeActionPath(7, "cancel", 3), { session: true });
    const html = await page.text();
    // Ada is placed, not confirmed: no agreement yet, so the one cause is "unconfirmed", chosen.
    expect(html).toContain("Why is it cancelled?");
    expect(html).toContain('<input type="radio" name="cause" checked="" value="unconfirmed"/>');
    expect(html).not.toContain('value="buyer"');

    changeOutcome = {
      outcome: "done",
      enrolment: { ...ada, place: "cancelled", placeVersion: 4, cancelCause: "unconfirmed" },
    };
    await request("POST", placeActionPath(7, "cancel", 3), {
      session: true,
      body: "cause=unconfirmed",
    });
    expect(calls.find((call) => call.method === "changePlace")?.args[0]).toMatchObject({
      action: "cancel",
      cause: "unconfirmed",
    });
    const [, , , detail] = (calls.find((call) => call.method === "addAuditEntry")?.args ??
      []) as string[];
    expect(detail).toContain("placed → cancelled (unconfirmed)");

    calls = [];
    const forged = await request("POST", placeActionPath(7, "cancel", 3), {
      session: true,
      body: "cause=whim",
    });
    expect(forged.headers.get("location")).toBe(`${roster}?problem=cause&enrolment=7`);
    expect(calls.some((call) => call.method === "changePlace")).toBe(false);
  });

  it("a cancellation asks the day it reached us, shows it, and hands it to the store (M5)", async () => {
    const page = await request(
      "GET",
      `${placeActionPath(7, "cancel")}?version=3&receivedOn=2026-11-20`,
      {
        session: true,
      },
    );
    const html = await page.text();
    expect(html).toContain("Received on (the day the cancellation reached us)");
    // The day asked, in the GET form and carried by the POST form: what is shown is what is recorded.
    expect(html).toContain('name="receivedOn" value="2026-11-20"');
    expect(html).toContain("Received on <strong>20 November 2026</strong>");
    // A day before the enrolment arrived is not shown as taken: today instead.
    const early = await request(
      "GET",
      `${placeActionPath(7, "cancel")}?version=3&receivedOn=2026-10-01`,
      {
        session: true,
      },
    );
    expect(await early.text()).not.toContain('value="2026-10-01"');

    changeOutcome = {
      outcome: "done",
      enrolment: {
        ...ada,
        place: "cancelled",
        placeVersion: 4,
        cancelCause: "unconfirmed",
        cancelReceivedOn: "2026-11-20",
      },
    };
    await request("POST", placeActionPath(7, "cancel", 3), {
      session: true,
      body: "cause=unconfirmed&receivedOn=2026-11-20",
    });
    expect(calls.find((call) => call.method === "changePlace")?.args[0]).toMatchObject({
      action: "cancel",
      receivedOn: "2026-11-20",
    });
    const [, , , detail] = (calls.find((call) => call.method === "addAuditEntry")?.args ??
      []) as string[];
    expect(detail).toContain("(unconfirmed), received on 2026-11-20");
  });

  it("without a version is refused, and nothing is asked of the store", async () => {
    const response = await request("POST", placeActionPath(7, "confirm"), { session: true });
    expect(response.status).toBe(400);
    expect(changed()).toEqual([]);
  });
});

describe("the opening every action on a run, an enrolment or an enquiry shares", () => {
  const unknownRun = rosterPath("devops/docker", "2027-09-01-online");

  it("answers a run nobody knows with the not-found page, and changes nothing", async () => {
    for (const [method, pathname] of [
      ["GET", unknownRun],
      ["GET", `${unknownRun}.csv`],
      ["GET", `${unknownRun}/guarantee`],
      ["POST", `${unknownRun}/guarantee`],
      ["POST", `${unknownRun}/cancel`],
    ] as const) {
      const response = await request(method, pathname, { session: true });
      expect(response.status, `${method} ${pathname}`).toBe(404);
      expect(await response.text()).toContain("No such run");
    }
    expect(changed().map((call) => call.method)).toEqual(
      Array.from({ length: 5 }, () => "runOverview"),
    );
  });

  it("changes no run the live site does not offer: back to its roster, saying why", async () => {
    // No build here: the store knows the run, the live catalogue does not.
    for (const [method, pathname] of [
      ["GET", runActionPath(ada.courseKey, ada.runKey, "guarantee")],
      ["POST", runActionPath(ada.courseKey, ada.runKey, "guarantee")],
      ["POST", runActionPath(ada.courseKey, ada.runKey, "cancel")],
      ["GET", runActionPath(ada.courseKey, ada.runKey, "move")],
    ] as const) {
      const response = await request(method, pathname, { session: true });
      expect(response.status, `${method} ${pathname}`).toBe(303);
      expect(response.headers.get("location")).toBe(`${roster}?problem=not-offered`);
    }
    expect(changed().every((call) => call.method === "runOverview")).toBe(true);
  });

  it("sends a change to an enrolment deleted meanwhile back to the runs, changing nothing", async () => {
    const response = await request("POST", placeActionPath(8, "cancel", 1), { session: true });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`${backOfficePaths.runs}?problem=gone`);
    expect(changed().map((call) => call.method)).toEqual(["runEnrolment"]);
  });

  it("answers an enquiry that is not there with the not-found page, and logs nothing", async () => {
    for (const [method, pathname] of [
      ["GET", `${backOfficePaths.enquiries}/99`],
      ["POST", `${backOfficePaths.enquiries}/99/handled`],
      ["POST", `${backOfficePaths.enquiries}/99/delete`],
    ] as const) {
      const response = await request(method, pathname, { session: true });
      expect(response.status, `${method} ${pathname}`).toBe(404);
      expect(await response.text()).toContain("That enquiry is not here");
    }
    expect(changed()).toEqual([]);
  });
});

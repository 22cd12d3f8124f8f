import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  businessEnrolment,
  dayFromNow,
  invoicingBuildFolder,
  invoicingRun,
} from "#tests/support/invoicing-roster.ts";
import { type BackOfficeServer, startBackOfficeServer } from "#tests/support/back-office-server.ts";
import {
  addParticipantPath,
  placeActionPath,
  removeParticipantPath,
  rosterPath,
} from "#server/back-office/runs/run-paths.ts";
import { openEnquiryTables } from "#server/enquiries/enquiry-tables.ts";
import { openInvoiceTables } from "#server/invoices/invoice-tables.ts";
import { openPaymentTables } from "#server/payments/payment-tables.ts";
import type { ServedBuild } from "#server/releases/served-builds.ts";
import { openRunTables } from "#server/runs/run-tables.ts";

/**
 * A participant added to and removed from an enrolment on the roster, over
 * HTTP with a release whose catalogue carries our invoicing details: each a
 * page that says what follows and a button; on a confirmed enrolment an
 * extra invoice or a credit note, shown on the card; only from our origin.
 */
const day = dayFromNow;
const run = invoicingRun;

let folder: string;
let server: BackOfficeServer;
let cookie: string;
const ids: Record<string, number> = {};

const enrolment = (name: string, hasAddress: boolean) =>
  businessEnrolment(name, { hasAddress, participantNames: ["Ada Lovelace", "Alan Turing"] });

beforeAll(async () => {
  folder = await invoicingBuildFolder("participant-count-");
  server = await startBackOfficeServer({
    build: { folder } as ServedBuild,
    moreTables: (connection) => {
      const enquiries = openEnquiryTables(connection);
      for (const [name, hasAddress] of [["Complete", true]] as const) {
        const [placed] = enquiries.addBatch([
          {
            values: { name, email: `${name.toLowerCase()}@example.nl`, phone: "", message: "" },
            language: "en",
            receivedAt: new Date().toISOString(),
            isToBeMailed: false,
            enrolment: enrolment(name, hasAddress),
            run: {
              courseKey: "devops/docker",
              runKey: run.key,
              participants: 2,
              isScheduled: true,
              capacity: 10,
            },
          },
        ]);
        ids[name] = placed?.id as number;
      }
      return {
        ...enquiries,
        ...openRunTables(connection),
        ...openInvoiceTables(connection),
        ...openPaymentTables(connection),
      };
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
const card = (html: string, id: number) =>
  html.slice(
    html.indexOf(`data-enrolment="${id}"`),
    html.indexOf("</article>", html.indexOf(`data-enrolment="${id}"`)),
  );

describe("participants added and removed on the roster", () => {
  const id = () => ids.Complete ?? 0;
  const post = (address: string, body = "", origin?: string) =>
    server.request("POST", address, {
      cookie,
      type: "application/x-www-form-urlencoded",
      body,
      ...(origin && { origin }),
    });

  it("offers Add and Remove on each enrolment before the run starts", async () => {
    const html = card(await roster(), id());
    expect(html).toContain(addParticipantPath(id(), 0).replaceAll("&", "&amp;"));
    expect(html).toContain(removeParticipantPath(id(), 2, 0));
    expect(html).toContain("Add a participant…");
  });

  it("adds one to a confirmed enrolment with an invoice for them, shown on the card; not from another origin", async () => {
    await post(placeActionPath(id(), "confirm", 0));
    const page = await server.request("GET", addParticipantPath(id(), 1), { cookie });
    expect(await page.text()).toContain("An invoice for the one participant is issued");
    const body = "name=Grace+Hopper&email=grace%40example.nl";
    expect((await post(addParticipantPath(id(), 1), body, "https://evil.example")).status).toBe(
      403,
    );
    const refused = await post(addParticipantPath(id(), 1), "name=&email=nope");
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Please enter your name");
    const added = await post(addParticipantPath(id(), 1), body);
    const location = added.headers.get("location") ?? "";
    expect(location).toContain("notice=participant-added");
    const html = await roster(location.slice(location.indexOf("?")));
    expect(html).toContain("Added a participant to the enrolment of Complete: now 3.");
    expect(html).toContain("An invoice for the one participant is issued");
    expect(card(html, id())).toContain("Grace Hopper");
    expect(card(html, id())).toMatch(new RegExp(`Invoice ${day(0).slice(0, 4)}-0002`));
  });

  it("refuses a stale page: the enrolment changed since it was shown", async () => {
    const stale = await post(addParticipantPath(id(), 1), "name=Late+Comer");
    expect(stale.headers.get("location")).toContain("problem=changed");
  });

  it("removes one with a credit note for one participant, the others moving up", async () => {
    const page = await server.request("GET", removeParticipantPath(id(), 1, 2), { cookie });
    const text = await page.text();
    expect(text).toContain("Ada Lovelace");
    expect(text).toContain("A credit note for one participant is issued");
    const removed = await post(removeParticipantPath(id(), 1, 2));
    const location = removed.headers.get("location") ?? "";
    expect(location).toContain("notice=participant-removed");
    const html = await roster(location.slice(location.indexOf("?")));
    expect(html).toContain("Removed a participant from the enrolment of Complete: now 2");
    expect(card(html, id())).not.toContain("Ada Lovelace");
    expect(card(html, id())).toMatch(new RegExp(`Credit note ${day(0).slice(0, 4)}-0003`));
  });

  it("lists every participant in the attendance CSV, one row each, with the booker", async () => {
    const answer = await server.request(
      "GET",
      `${rosterPath("devops/docker", run.key)}/participants.csv`,
      { cookie },
    );
    expect(answer.headers.get("content-type")).toContain("text/csv");
    const lines = (await answer.text()).trim().split("\r\n");
    expect(lines[0]).toBe(
      '"enrolment","status","position","name","email","booker","bookerEmail","company","attendance","course","run"',
    );
    expect(lines.slice(1).map((line) => line.split(",").slice(2, 5).join(","))).toEqual([
      '"1","Alan Turing",""',
      '"2","Grace Hopper","grace@example.nl"',
    ]);
  });
});

import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  businessEnrolment,
  dayFromNow,
  invoicingBuildFolder,
  invoicingRun,
} from "#tests/support/invoicing-roster.ts";
import { type BackOfficeServer, startBackOfficeServer } from "#tests/support/back-office-server.ts";
import { placeActionPath, rosterPath } from "#server/back-office/runs/run-paths.ts";
import { openEnquiryTables } from "#server/enquiries/enquiry-tables.ts";
import { openInvoiceTables } from "#server/invoices/invoice-tables.ts";
import { openPaymentTables } from "#server/payments/payment-tables.ts";
import type { ServedBuild } from "#server/releases/served-builds.ts";
import { openRunTables } from "#server/runs/run-tables.ts";

/**
 * The roster's Confirm over HTTP with a release whose catalogue carries our
 * invoicing details: the card says beforehand what confirming will issue or
 * why it cannot; Confirm issues the invoice (its number and files on the
 * card) or, for an address from an older form, does nothing and says why.
 */
const day = dayFromNow;
const run = invoicingRun;

let folder: string;
let server: BackOfficeServer;
let cookie: string;
const ids: Record<string, number> = {};

const enrolment = (name: string, hasAddress: boolean) => businessEnrolment(name, { hasAddress });

beforeAll(async () => {
  folder = await invoicingBuildFolder("roster-invoices-");
  server = await startBackOfficeServer({
    build: { folder } as ServedBuild,
    moreTables: (connection) => {
      const enquiries = openEnquiryTables(connection);
      for (const [name, hasAddress] of [
        ["Complete", true],
        ["Oldform", false],
      ] as const) {
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
              participants: 1,
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

describe("a roster with invoicing on", () => {
  it("says beforehand what each confirmation will issue, or why it cannot be confirmed yet", async () => {
    const html = await roster();
    expect(card(html, ids.Complete ?? 0)).toContain(
      "issued, numbered and e-mailed on confirmation",
    );
    expect(card(html, ids.Oldform ?? 0)).toContain(
      "Cannot be confirmed yet: The invoice address is incomplete: street and number, postal code, city, country",
    );
  });

  it("issues the invoice on Confirm: its number and files on the card", async () => {
    const answer = await server.request("POST", placeActionPath(ids.Complete ?? 0, "confirm", 0), {
      cookie,
    });
    expect(answer.status).toBe(303);
    const location = answer.headers.get("location") ?? "";
    expect(location).toContain("notice=confirmed");
    const html = await roster(location.slice(location.indexOf("?")));
    expect(html).toContain("Its invoice is issued (below)");
    const year = day(0).slice(0, 4);
    expect(card(html, ids.Complete ?? 0)).toMatch(new RegExp(`Invoice ${year}-0001`));
    expect(card(html, ids.Complete ?? 0)).toMatch(
      /href="\/admin\/invoices\/1\.pdf"|being rendered/,
    );
  });

  it("refuses Confirm for an incomplete address with the reason, and confirms nothing", async () => {
    const answer = await server.request("POST", placeActionPath(ids.Oldform ?? 0, "confirm", 0), {
      cookie,
    });
    const location = answer.headers.get("location") ?? "";
    expect(location).toContain("problem=invoice");
    const html = await roster(location.slice(location.indexOf("?")));
    expect(html).toContain(
      "Not confirmed: the invoice for Oldform cannot be issued. The invoice address is incomplete: street and number, postal code, city, country",
    );
    expect(card(html, ids.Oldform ?? 0)).toContain('data-place="placed"');
  });

  it("takes the address completed on the roster, checked as the form checks it; then Confirm issues the invoice", async () => {
    const id = ids.Oldform ?? 0;
    const page = await server.request("GET", placeActionPath(id, "address", 0), { cookie });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Somewhere in Eindhoven");
    const post = (body: string, origin?: string) =>
      server.request("POST", placeActionPath(id, "address", 0), {
        cookie,
        type: "application/x-www-form-urlencoded",
        body,
        ...(origin && { origin }),
      });
    const valid = "street=Kerkstraat+1&postalCode=5611ah&city=Eindhoven&country=NL&vatId=";
    expect((await post(valid, "https://evil.example")).status).toBe(403);
    const wrong = await post(
      "street=Kerkstraat+1&postalCode=12&city=Eindhoven&country=NL&vatId=NL1",
    );
    expect(wrong.status).toBe(400);
    const html = await wrong.text();
    expect(html).toContain("A Dutch postal code is four digits and two letters");
    expect(html).toContain("This VAT ID fails its check");
    const saved = await post(valid);
    expect(saved.headers.get("location")).toContain("notice=address");
    const roster = await server.request("GET", saved.headers.get("location") ?? "", { cookie });
    const card = await roster.text();
    expect(card).toContain("Saved the invoice address of Oldform");
    expect(card).toContain("Kerkstraat 1, 5611 AH Eindhoven, NL");
    const confirmed = await server.request("POST", placeActionPath(id, "confirm", 0), { cookie });
    expect(confirmed.headers.get("location")).toContain("notice=confirmed");
  });
});

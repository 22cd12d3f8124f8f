import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backOfficePaths } from "#server/back-office/paths.ts";
import { type EnquiryStore, openEnquiryStore } from "#server/enquiries/enquiry-store.ts";
import { type BackOfficeServer, startBackOfficeServer } from "#tests/support/back-office-server.ts";

/**
 * An export narrowed by a search, over HTTP with a signed-in account and a
 * real store of enquiries: the CSV holds what the search found, and the
 * back office's log says an export happened (how many, which kind, that a
 * search narrowed it) but never the search, as the privacy notice says: a
 * search is often a visitor's name.
 */
let work: string;
let store: EnquiryStore;
let backOffice: BackOfficeServer;
let cookie: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "export-log-"));
  store = await openEnquiryStore(path.join(work, "data"));
  const person = (name: string) => ({
    name,
    email: `${name.split(" ")[0]?.toLowerCase()}@example.nl`,
    phone: "0612345678",
    message: "A question.",
  });
  await store.add(person("Ada Lovelace"));
  await store.add(person("Grace Hopper"));
  backOffice = await startBackOfficeServer({ enquiries: store });
  ({ cookie } = await backOffice.newAccount("owner@example.nl"));
});
afterAll(async () => {
  await backOffice.stop();
  await store.close();
  await rm(work, { recursive: true, force: true });
});

describe("exporting enquiries narrowed by a search", () => {
  it("exports what the search found and logs the export without the search", async () => {
    const search = "Lovelace";
    const answer = await backOffice.request(
      "GET",
      `${backOfficePaths.enquiries}.csv?kind=enquiry&q=${encodeURIComponent(search)}`,
      { cookie },
    );
    expect(answer.status).toBe(200);
    const csv = await answer.text();
    expect(csv).toContain("Ada Lovelace");
    expect(csv).not.toContain("Grace");

    const entries = backOffice.tables.auditLog(100);
    const exports = entries.filter((entry) => entry.action === "export");
    expect(exports.map((entry) => entry.detail)).toEqual([
      "1 enquiry as CSV, narrowed by a search",
    ]);
    for (const entry of entries) {
      expect(JSON.stringify(entry).toLowerCase()).not.toContain(search.toLowerCase());
    }
    const logPage = await backOffice.request("GET", backOfficePaths.log, { cookie });
    expect(logPage.status).toBe(200);
    expect((await logPage.text()).toLowerCase()).not.toContain(search.toLowerCase());
  });

  it("says an export without a search was not narrowed", async () => {
    const answer = await backOffice.request("GET", `${backOfficePaths.enquiries}.csv`, { cookie });
    expect(answer.status).toBe(200);
    expect(backOffice.tables.auditLog(1)[0]).toMatchObject({
      action: "export",
      detail: "2 enquiries as CSV",
    });
  });
});

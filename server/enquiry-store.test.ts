import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { databasePath, openEnquiryStore } from "./enquiry-store.ts";

const values = (name: string) => ({
  name,
  email: `${name.toLowerCase()}@example.nl`,
  phone: "+31 40 123 4567",
  message: `A message from ${name}.`,
});

let dataDir: string;
beforeEach(async () => {
  dataDir = path.join(await mkdtemp(path.join(tmpdir(), "enquiry-store-")), "nested", "data");
});
afterEach(async () => {
  await rm(path.dirname(path.dirname(dataDir)), { recursive: true, force: true });
});

describe("openEnquiryStore", () => {
  it("creates its folder and database, in WAL mode with synchronous=FULL", () => {
    const store = openEnquiryStore(dataDir);
    store.close();
    const db = new DatabaseSync(databasePath(dataDir));
    expect(db.prepare("PRAGMA journal_mode").get()).toEqual({ journal_mode: "wal" });
    db.close();
  });

  it("stores enquiries and lists them newest first, surviving a reopen", async () => {
    const store = openEnquiryStore(dataDir);
    const first = await store.add(values("Ada"), new Date("2026-01-01T10:00:00Z"));
    const second = await store.add(values("Grace"), new Date("2026-02-01T10:00:00Z"));
    expect(second).toBeGreaterThan(first);
    store.close();
    const reopened = openEnquiryStore(dataDir);
    expect(reopened.list()).toEqual([
      { id: second, receivedAt: "2026-02-01T10:00:00.000Z", ...values("Grace") },
      { id: first, receivedAt: "2026-01-01T10:00:00.000Z", ...values("Ada") },
    ]);
    reopened.close();
  });

  it("commits a burst together and gives each its own id", async () => {
    const store = openEnquiryStore(dataDir);
    const ids = await Promise.all(
      Array.from({ length: 50 }, (_, i) => store.add(values(`Person${i}`))),
    );
    expect(new Set(ids).size).toBe(50);
    expect(store.list()).toHaveLength(50);
    store.close();
  });

  it("commits what is queued when closed", async () => {
    const store = openEnquiryStore(dataDir);
    const pending = store.add(values("Ada"));
    store.close();
    await expect(pending).resolves.toBeGreaterThan(0);
    await expect(store.add(values("Late"))).rejects.toThrow(/closed/);
    const reopened = openEnquiryStore(dataDir);
    expect(reopened.list()).toHaveLength(1);
    reopened.close();
  });

  it("deletes enquiries received before a cutoff", async () => {
    const store = openEnquiryStore(dataDir);
    await store.add(values("Old"), new Date("2025-01-01T00:00:00Z"));
    await store.add(values("New"), new Date("2026-06-01T00:00:00Z"));
    expect(store.deleteReceivedBefore(new Date("2026-01-01T00:00:00Z"))).toBe(1);
    expect(store.list().map((enquiry) => enquiry.name)).toEqual(["New"]);
    store.close();
  });
});

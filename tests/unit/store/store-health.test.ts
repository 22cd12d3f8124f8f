import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EnquiryStore } from "#server/enquiries/enquiry-store.ts";
import { StoreError } from "#server/store/store.ts";
import { siteServers } from "#tests/support/site-server.ts";
import { createStoreHealth } from "#server/store/store-health.ts";

/**
 * /healthz is public: anyone may ask it as often as they like. Each answer
 * must not be a committed write queued among the enquiries.
 */
function countingStore(probe: () => Promise<void> = async () => {}) {
  const counts = { probes: 0 };
  let fault: StoreError | undefined;
  const store = {
    probe: () => {
      counts.probes++;
      return probe();
    },
    fault: () => fault,
    add: async () => 1,
  };
  return {
    store: store as unknown as EnquiryStore,
    counts,
    lose: (error: StoreError) => {
      fault = error;
    },
  };
}

let work: string;
const sites = siteServers();
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "store-health-"));
  await mkdir(path.join(work, "client"));
  await writeFile(path.join(work, "client", "index.html"), "<!DOCTYPE html><title>Home</title>");
});
afterAll(async () => {
  await sites.close();
  await rm(work, { recursive: true, force: true });
});

describe("GET /healthz", () => {
  it("writes to the store once for a flood of health checks, and answers them all", async () => {
    const { store, counts } = countingStore();
    const { baseUrl } = await sites.start({
      root: path.join(work, "client"),
      cspManifest: {},
      store,
      log: { info() {}, warn() {}, error() {} },
    });
    const url = `${baseUrl}/healthz`;
    const answers = await Promise.all(Array.from({ length: 50 }, () => fetch(url)));
    for (let index = 0; index < 20; index++) answers.push(await fetch(url));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    expect(counts.probes).toBe(1);
  });
});

describe("createStoreHealth", () => {
  it("probes again only after its interval", async () => {
    let time = 0;
    const { store, counts } = countingStore();
    const isHealthy = createStoreHealth(store, { intervalMs: 5_000, now: () => time });
    expect(await isHealthy()).toBe(true);
    time = 4_999;
    expect(await isHealthy()).toBe(true);
    expect(counts.probes).toBe(1);
    time = 5_000;
    expect(await isHealthy()).toBe(true);
    expect(counts.probes).toBe(2);
  });

  it("says failing after its timeout while a probe hangs, and starts no second probe meanwhile", async () => {
    const { store, counts } = countingStore(() => new Promise(() => {}));
    const isHealthy = createStoreHealth(store, { timeoutMs: 50 });
    expect(await Promise.all([isHealthy(), isHealthy(), isHealthy()])).toEqual([
      false,
      false,
      false,
    ]);
    expect(await isHealthy()).toBe(false);
    expect(counts.probes).toBe(1);
  });

  it("says failing at once, with no probe, for a store known to be lost", async () => {
    const { store, counts, lose } = countingStore();
    const isHealthy = createStoreHealth(store);
    expect(await isHealthy()).toBe(true);
    lose(new StoreError("The enquiry store … was deleted or replaced", "STORE_LOST"));
    expect(await isHealthy()).toBe(false);
    expect(counts.probes).toBe(1);
  });
});

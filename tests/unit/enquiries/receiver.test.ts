import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { format } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EnquiryStore } from "#server/enquiries/enquiry-store.ts";
import { StoreError } from "#server/store/store.ts";
import { enquiryForm, formHeaders, postEnquiry } from "#tests/support/enquiry-poster.ts";
import { siteServers } from "#tests/support/site-server.ts";

/** The receiver through the whole server, in-process, with a store that is told what to do. */
let work: string;
const sites = siteServers();
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "receiver-"));
  await mkdir(path.join(work, "client"));
  await writeFile(path.join(work, "client", "index.html"), "<!DOCTYPE html><title>Home</title>");
  await writeFile(path.join(work, "client", "404.html"), "<!DOCTYPE html><title>Not found</title>");
});
afterAll(async () => {
  await sites.close();
  await rm(work, { recursive: true, force: true });
});

/** A store that takes every enquiry, or fails every one with `failure`. */
function fakeStore(failure?: Error): EnquiryStore {
  let id = 0;
  return {
    add: async () => {
      if (failure) throw failure;
      return ++id;
    },
    probe: async () => {},
    fault: () => undefined,
  } as unknown as EnquiryStore;
}

async function serve(options: {
  store: EnquiryStore;
  rateLimitPerMinute?: number;
  trustedProxyHops?: number;
  errors?: string[];
}) {
  const errors = options.errors ?? [];
  const { baseUrl } = await sites.start({
    root: path.join(work, "client"),
    cspManifest: {},
    store: options.store,
    rateLimitPerMinute: options.rateLimitPerMinute,
    trustedProxyHops: options.trustedProxyHops,
    log: { info() {}, warn() {}, error: (...parts: unknown[]) => errors.push(format(...parts)) },
  });
  return baseUrl;
}

function post(url: string, forwardedFor?: string) {
  const body = enquiryForm({ message: "Please tell me more about your courses." });
  return postEnquiry(`${url}/`, body, formHeaders(forwardedFor));
}

describe("the rate limit through the receiver", () => {
  // One IPv6 subscriber has a whole /64: a limit per address would let one
  // visitor rotate through fresh addresses for ever.
  it("counts every address of one IPv6 /64 as one client, behind one trusted proxy", async () => {
    const url = await serve({ store: fakeStore(), rateLimitPerMinute: 1, trustedProxyHops: 1 });
    expect((await post(url, "2001:db8:1:2::1")).status).toBe(303);
    expect((await post(url, "2001:db8:1:2:ffff::9")).status).toBe(429);
    expect((await post(url, "2001:db8:1:3::1")).status).toBe(303);
    expect((await post(url, "2001:DB8:1:3:0:0:0:2")).status).toBe(429);
  });
});

describe("a store that cannot take the enquiry", () => {
  it("answers 503 and logs one line per post, not a stack trace, when the disk is full", async () => {
    const errors: string[] = [];
    const url = await serve({
      store: fakeStore(new StoreError("database or disk is full", "ERR_SQLITE_ERROR")),
      errors,
    });
    for (let index = 0; index < 3; index++) expect((await post(url)).status).toBe(503);
    expect(errors).toEqual(
      Array.from(
        { length: 3 },
        () => "Enquiry not stored (answered 503): database or disk is full",
      ),
    );
  });
});

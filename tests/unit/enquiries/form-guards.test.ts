import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { format } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactPaths } from "#src/routing/fixed-paths.ts";
import type { EnquiryStore } from "#server/enquiries/enquiry-store.ts";
import { maxFormBodyBytes } from "#server/http/form-body.ts";
import { enquiryForm, postEnquiry } from "#tests/support/enquiry-poster.ts";
import { siteServers } from "#tests/support/site-server.ts";

/**
 * The public forms' guards through the whole server, in-process, with a
 * store that records what reaches it: the honeypot (a bot is answered as if
 * sent, and nothing is stored) and the body limit (a post over 32 KiB is
 * refused 413 before it is read or stored, whatever it declares).
 */
let work: string;
const sites = siteServers();
const stored: unknown[] = [];
const logged: string[] = [];
let url: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "form-guards-"));
  await mkdir(path.join(work, "client"));
  await writeFile(path.join(work, "client", "index.html"), "<!DOCTYPE html><title>Home</title>");
  await writeFile(path.join(work, "client", "404.html"), "<!DOCTYPE html><title>Not found</title>");
  const store = {
    add: async (values: unknown) => {
      stored.push(values);
      return stored.length;
    },
    probe: async () => {},
    fault: () => undefined,
  } as unknown as EnquiryStore;
  const record = (...parts: unknown[]) => void logged.push(format(...parts));
  ({ baseUrl: url } = await sites.start({
    root: path.join(work, "client"),
    cspManifest: {},
    store,
    rateLimitPerMinute: 0,
    log: { info: record, warn: record, error: record },
  }));
});
afterAll(async () => {
  await sites.close();
  await rm(work, { recursive: true, force: true });
});

describe("the honeypot", () => {
  it("answers a bot that filled it as if its enquiry were sent, and stores nothing", async () => {
    const before = stored.length;
    const bot = await postEnquiry(`${url}/`, enquiryForm({ "bot-field": "https://spam.example" }));
    expect(bot.status).toBe(303);
    expect(bot.headers.get("location")).toBe(contactPaths.en.thanks);
    const dutchBot = await postEnquiry(
      `${url}/`,
      enquiryForm({ "bot-field": "x", language: "nl" }),
    );
    expect(dutchBot.headers.get("location")).toBe(contactPaths.nl.thanks);
    const enrolmentBot = await postEnquiry(
      `${url}/`,
      new URLSearchParams({ "form-name": "enrolment", "bot-field": "x" }).toString(),
    );
    expect(enrolmentBot.status).toBe(303);
    expect(enrolmentBot.headers.get("location")).toMatch(
      new RegExp(`^${contactPaths.en.enrolled}(\\?|$)`),
    );
    expect(stored.length).toBe(before);
    expect(logged.filter((line) => line.includes("filled honeypot"))).toHaveLength(3);
    // The same enquiry with the honeypot left empty, as a person sends it, is stored.
    expect((await postEnquiry(`${url}/`, enquiryForm())).status).toBe(303);
    expect(stored.length).toBe(before + 1);
  });
});

describe("the body limit", () => {
  /** A valid enquiry grown to `bytes` by a field the receiver ignores. */
  const enquiryOf = (bytes: number) => {
    const form = enquiryForm();
    return `${form}&padding=${"x".repeat(bytes - form.length - "&padding=".length)}`;
  };

  it("takes a valid enquiry at the limit", async () => {
    const before = stored.length;
    const answer = await postEnquiry(`${url}/`, enquiryOf(maxFormBodyBytes));
    expect(answer.status).toBe(303);
    expect(stored.length).toBe(before + 1);
  });

  it("refuses a post that declares more than 32 KiB with 413, and stores nothing", async () => {
    const before = stored.length;
    const answer = await postEnquiry(`${url}/`, enquiryOf(maxFormBodyBytes + 1));
    expect(answer.status).toBe(413);
    expect(stored.length).toBe(before);
  });

  it("refuses a post that grows past 32 KiB without saying its length (chunked), and stores nothing", async () => {
    const before = stored.length;
    const body = enquiryOf(maxFormBodyBytes * 4);
    const status = await new Promise<number>((resolve, reject) => {
      let answered = false;
      const post = httpRequest(`${url}/`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      });
      post.once("response", (response) => {
        answered = true;
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      // Once answered, the server may close before the rest is sent: that is the point.
      post.on("error", (error) => {
        if (!answered) reject(error);
      });
      // In pieces, with no Content-Length (Node sends it chunked), until the answer comes.
      void (async () => {
        for (let at = 0; at < body.length && !answered && !post.destroyed; at += 4096) {
          if (!post.write(body.slice(at, at + 4096))) {
            await new Promise((drained) => post.once("drain", drained));
          }
        }
        if (!answered && !post.destroyed) post.end();
      })();
    });
    expect(status).toBe(413);
    expect(stored.length).toBe(before);
  });
});

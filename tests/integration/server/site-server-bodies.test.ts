import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EnquiryStore, openEnquiryStore } from "#server/enquiries/enquiry-store.ts";
import { enquiryForm } from "#tests/support/enquiry-poster.ts";
import type { SiteServer } from "#server/site-server.ts";
import { siteServers } from "#tests/support/site-server.ts";

/**
 * Posts whose body stops early, as an attacker (or a phone losing its signal)
 * sends them: each must end its request with 400 (cut) or 408 (stalled) and
 * free its connection within the request timeout, so a few hundred of them
 * cannot use up the server's file descriptors and take the pages down.
 */
const quiet = { info() {}, warn() {}, error() {} };
const requestTimeoutMs = 600;

let work: string;
let store: EnquiryStore;
const sites = siteServers();
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "site-bodies-"));
  await mkdir(path.join(work, "client"));
  await writeFile(path.join(work, "client", "index.html"), "<!DOCTYPE html><title>Home</title>");
  await writeFile(path.join(work, "client", "404.html"), "<!DOCTYPE html><title>Not found</title>");
  store = await openEnquiryStore(path.join(work, "data"));
});
afterAll(async () => {
  await sites.close();
  await store.close();
  await rm(work, { recursive: true, force: true });
});

function serve() {
  return sites.start({
    root: path.join(work, "client"),
    cspManifest: {},
    store,
    log: quiet,
    requestTimeoutMs,
  });
}

const body = enquiryForm({ message: "A message long enough to count." });
const head = `POST / HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n`;

/** A raw connection: what the server sent, and when it closed the connection. */
function open(port: number) {
  const socket: Socket = connect(port, "127.0.0.1");
  let received = "";
  socket.on("data", (chunk) => {
    received += chunk.toString("latin1");
  });
  socket.on("error", () => {});
  const closed = new Promise<number>((resolve) => socket.once("close", () => resolve(Date.now())));
  const connected = new Promise<void>((resolve) => socket.once("connect", resolve));
  return { socket, connected, closed, received: () => received };
}

function connections(site: SiteServer): Promise<number> {
  return new Promise((resolve, reject) =>
    site.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );
}

async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

describe("a body that stops early", () => {
  it("is answered 400 and its connection closed when the client stops sending and closes its side", async () => {
    const { port } = await serve();
    const client = open(port);
    await client.connected;
    client.socket.write(head + body.slice(0, 20));
    await new Promise((resolve) => setTimeout(resolve, 50));
    client.socket.end();
    await within(client.closed, requestTimeoutMs, "closed after the client's FIN");
    expect(client.received()).toMatch(/^HTTP\/1\.1 400 /);
  });

  it("is answered 408 and its connection closed when it stalls past the request timeout", async () => {
    const { port } = await serve();
    const client = open(port);
    await client.connected;
    const started = Date.now();
    client.socket.write(head + body.slice(0, 20));
    const closedAt = await within(client.closed, requestTimeoutMs * 3, "closed after stalling");
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAt - started).toBeLessThan(requestTimeoutMs * 2.5);
  });

  it("leaves no connection behind after a hundred aborted posts, and pages keep coming", async () => {
    const { site, port } = await serve();
    const clients = Array.from({ length: 100 }, () => open(port));
    await Promise.all(clients.map((client) => client.connected));
    for (const [index, client] of clients.entries()) {
      client.socket.write(head + body.slice(0, 10));
      // Half hang up, half close their sending side only.
      if (index % 2 === 0) client.socket.destroy();
      else client.socket.end();
    }
    await within(
      Promise.all(clients.map((client) => client.closed)),
      requestTimeoutMs * 3,
      "all closed",
    );
    await expect.poll(() => connections(site), { timeout: requestTimeoutMs * 3 }).toBe(0);
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
    expect(await store.list()).toEqual([]);
  });

  it("does not hold up a stop: close() ends with cut and stalled posts still open", async () => {
    const { site, port } = await serve();
    const cut = open(port);
    const stalled = open(port);
    await Promise.all([cut.connected, stalled.connected]);
    cut.socket.write(head + body.slice(0, 20));
    cut.socket.end();
    stalled.socket.write(head + body.slice(0, 20));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // What SIGTERM does (server/main.ts), with a grace shorter than the request timeout.
    await within(site.close(200), 2_000, "close()");
    await within(Promise.all([cut.closed, stalled.closed]), 1_000, "both connections closed");
  });
});

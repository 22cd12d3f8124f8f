import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteFetch } from "#tests/support/site-fetch.ts";

/**
 * The race the e2e tests met: a request sent on a kept-alive connection just
 * as the server closes it (its keep-alive timeout ran out while the test's
 * event loop was blocked). This server closes the connection under the next
 * request once `closeNext` is set, as such a server does.
 */
let server: Server;
let url: string;
let closeNext = false;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (closeNext) {
      closeNext = false;
      request.socket.destroy();
      return;
    }
    response.end("page");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** The next request's connection is closed under it. */
function closeUnderNextRequest() {
  closeNext = true;
}

describe("siteFetch", () => {
  it("is needed: plain fetch fails a GET whose connection the server closed under it", async () => {
    closeUnderNextRequest();
    await expect(fetch(url)).rejects.toThrow("fetch failed");
  });

  it("sends a GET or HEAD again once on a new connection, and gets the page", async () => {
    closeUnderNextRequest();
    const answer = await siteFetch(url);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe("page");
    closeUnderNextRequest();
    expect((await siteFetch(url, { method: "HEAD" })).status).toBe(200);
  });

  it("never sends a POST again: it may have changed something", async () => {
    closeUnderNextRequest();
    await expect(siteFetch(url, { method: "POST", body: "x" })).rejects.toThrow("fetch failed");
    closeNext = false;
  });
});

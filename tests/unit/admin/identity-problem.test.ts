import { acceptInvite } from "@netlify/identity";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { identityProblem } from "#src/admin/identity-problem.ts";

/**
 * The errors as @netlify/identity really throws them: its acceptInvite
 * against a stubbed fetch, so a change in how it wraps gotrue-js's errors
 * shows here.
 */
beforeAll(() => {
  // Outside a browser, @netlify/identity finds Identity from the site's URL.
  vi.stubEnv("URL", "https://editors.example");
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function failureOf(answer: () => Promise<Response>): Promise<unknown> {
  vi.stubGlobal("fetch", vi.fn(answer));
  return acceptInvite("a-token", "a long password").then(
    () => {
      throw new Error("acceptInvite succeeded");
    },
    (error: unknown) => error,
  );
}

const json = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      headers: { "Content-Type": "application/json" },
    }),
  );

describe("identityProblem", () => {
  it("reads a refusal with GoTrue's {msg}", async () => {
    const error = await failureOf(() => json(404, { code: 404, msg: "User not found" }));
    expect(identityProblem(error)).toEqual({
      kind: "refused",
      status: 404,
      detail: "User not found",
    });
  });

  it("reads a refusal with OAuth's {error, error_description}", async () => {
    const error = await failureOf(() =>
      json(422, { error: "invalid_grant", error_description: "Token has expired" }),
    );
    expect(identityProblem(error)).toEqual({
      kind: "refused",
      status: 422,
      detail: "Token has expired",
    });
  });

  it("has no detail for a refusal that is not JSON", async () => {
    const error = await failureOf(() =>
      Promise.resolve(new Response("Not Found", { status: 404, statusText: "Not Found" })),
    );
    expect(identityProblem(error)).toEqual({ kind: "refused", status: 404 });
  });

  it("tells a server's failure from no answer at all", async () => {
    expect(identityProblem(await failureOf(() => json(502, { msg: "Bad gateway" })))).toEqual({
      kind: "unavailable",
      status: 502,
    });
    const offline = await failureOf(() => Promise.reject(new TypeError("Failed to fetch")));
    expect(identityProblem(offline)).toEqual({ kind: "unreachable" });
  });

  it("calls anything else unavailable", () => {
    expect(identityProblem(new Error("something else"))).toEqual({ kind: "unavailable" });
    expect(identityProblem(undefined)).toEqual({ kind: "unavailable" });
  });
});

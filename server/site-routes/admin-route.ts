import type { ServerResponse } from "node:http";
import type { BackOffice } from "#server/back-office/create-back-office.ts";
import { adminHeaders, editorPolicy } from "#server/http/admin-policy.ts";
import type { ServedBuild } from "#server/releases/served-builds.ts";
import type { SiteRequest } from "./site-request.ts";

/**
 * Whatever answers under /admin (the back office, or the build's editor
 * files) carries the editor's headers: noindex, and the editor's policy
 * (server/http/admin-policy.ts), set before any route answers.
 */
export function setAdminHeaders(response: ServerResponse, build: ServedBuild | undefined) {
  for (const [name, value] of Object.entries(adminHeaders)) response.setHeader(name, value);
  response.setHeader("Content-Security-Policy", editorPolicy(build?.editorLocalBackend));
}

/**
 * /admin goes to the back office (server/back-office/), except in a build
 * made for `npm run cms`: its /admin is the editor as the build wrote it,
 * saving through decap-server, served as the build's files.
 */
export function createAdminAnswer(backOffice: Pick<BackOffice, "handle">) {
  return {
    servesBackOffice: ({ build }: SiteRequest) => !build?.editorLocalBackend,
    answer: ({ request, response, build }: SiteRequest) =>
      backOffice.handle(request, response, build),
  };
}

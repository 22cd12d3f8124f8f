import { readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import { editorPolicy } from "#server/http/admin-policy.ts";
import { clientAddress, rateLimitKey } from "#server/http/client-address.ts";
import type { SubmissionKind } from "#server/enquiries/enquiry-tables.ts";
import { enquiriesToCsv, enrolmentsToCsv } from "#server/enquiries/formats.ts";
import type { EnquiryStore } from "#server/enquiries/enquiry-store.ts";
import { isFormUrlEncoded, readFormBody } from "#server/http/form-body.ts";
import { createRateLimiter } from "#server/http/rate-limiter.ts";
import type { ServedBuild } from "#server/releases/served-builds.ts";
import { decodePath } from "#server/http/static-files.ts";
import { type Store, StoreError } from "#server/store/store.ts";
import { isFromOwnOrigin } from "#server/back-office/access/request-origin.ts";
import {
  createPasskeys,
  type PasskeyProblem,
  type Passkeys,
  relyingParty,
} from "#server/back-office/access/passkeys.ts";
import {
  isSecretTokenShape,
  newSecretToken,
  secretTokenHash,
} from "#server/back-office/access/secret-tokens.ts";
import {
  clearedSessionCookie,
  sessionCookie,
  sessionToken,
} from "#server/back-office/access/session-cookie.ts";
import { createSessions, type SignedIn } from "#server/back-office/access/sessions.ts";
import {
  backOfficeHeaders,
  readJsonBody,
  redirect,
  sendAsset,
  sendJson,
  sendPage,
  sendText,
} from "./http.ts";
import { backOfficePaths, enquiryPath } from "./paths.ts";
import { backOfficeStore } from "./store.ts";
import { createBrowserScripts } from "./browser-scripts.ts";
import { createContentRepository } from "#server/back-office/editing/content-repository.ts";
import { createEditorApi } from "#server/back-office/editing/editor-api.ts";
import { proxyEditorConfig } from "#server/back-office/editing/editor-config.ts";
import { createSiteBuilds, type SiteBuilds } from "#server/back-office/editing/site-builds.ts";
import { DeleteEnquiryPage } from "#server/back-office/views/delete-enquiry-page.tsx";
import {
  EnquiriesPage,
  enquiriesListPath,
  kindLabels,
} from "#server/back-office/views/enquiries-page.tsx";
import { EditorPage } from "#server/back-office/views/editor-page.tsx";
import { EnquiryPage } from "#server/back-office/views/enquiry-page.tsx";
import { InvitationPage, invitationProblems } from "#server/back-office/views/invitation-page.tsx";
import { LogPage } from "#server/back-office/views/log-page.tsx";
import { MessagePage } from "#server/back-office/views/message-page.tsx";
import { OverviewPage } from "#server/back-office/views/overview-page.tsx";
import { SignInPage } from "#server/back-office/views/sign-in-page.tsx";

export interface BackOfficeOptions {
  /** The store serving the back office's tables (server/back-office/store.ts). */
  store: Pick<Store, "call">;
  enquiries: Pick<EnquiryStore, "find" | "get" | "markHandled" | "delete">;
  /**
   * The site's public origin (SITE_URL, else http://localhost:<port>): what
   * passkeys are bound to and what a POST's Origin must be. A function: with
   * PORT=0 the port is known only once the server listens.
   */
  origin: () => string;
  /** BUILD_DIR: its releases are what the back office builds, shows and rolls back. */
  buildDir: string;
  /** The content folder the editor writes (content/ in the site's git repository). */
  contentDir: string;
  trustedProxyHops: number;
  /** Sign-in and invitation posts per client per minute (each attempt is two). */
  attemptsPerMinute?: number;
  log?: Pick<Console, "info" | "warn" | "error">;
  now?: () => Date;
  /** The site's builds; made here from buildDir unless given. */
  builds?: SiteBuilds;
}

/** The most a save from the editor may send: a content file is at most 1 MB (content-check.ts). */
const maxEditorBodyBytes = 4 * 1024 * 1024;
/** A passkey ceremony's answer is a few kilobytes. */
const maxPasskeyBodyBytes = 64 * 1024;
/** The log page shows this many entries. */
const logPageSize = 500;

const stylesheetFile = fileURLToPath(new URL("./assets/back-office.css", import.meta.url));

const passkeyProblems: Record<PasskeyProblem, string> = {
  "expired-ceremony": "That took too long, or the page was open in another tab: try again.",
  "not-verified": "The passkey's answer could not be verified: try again.",
  "unknown-passkey":
    "This passkey is not known here: its account may have been ended. Ask the site's owner for a new invitation.",
};

/** Short confirmations after a change, chosen by a known key in the address (never text from it). */
const notices: Record<string, string> = {
  "signed-out": "You are signed out.",
  handled: "Marked as handled.",
  rebuild: "A rebuild has started: reload this page to follow it.",
  "rolled-back": "The site was rolled back to the previous build.",
};

/**
 * The back office at /admin, served by our own server: sign-in with passkeys
 * (accounts come from `npm run admin -- invite`), the content editor saving
 * through our server (git commit, background rebuild, rollback), the
 * enquiries and enrolments, and the log. Every request without a valid
 * session is refused (pages redirect to the sign-in page); every change is
 * a POST that must come from our own origin.
 */
export function createBackOffice(options: BackOfficeOptions) {
  const log = options.log ?? console;
  const now = options.now ?? (() => new Date());
  const store = backOfficeStore(options.store);
  const sessions = createSessions(store, now);
  const scripts = createBrowserScripts();
  const attempts = createRateLimiter({ limit: options.attemptsPerMinute ?? 10 });
  const sweep = setInterval(() => {
    attempts.sweep();
    sessions.sweep().catch(() => undefined);
  }, 60_000);
  sweep.unref();

  const audit = (actor: string, action: string, detail: string) =>
    store.addAuditEntry(now().toISOString(), actor, action, detail).catch((error) => {
      log.error(`The back office's log could not be written: ${error.message}`);
    });

  const builds =
    options.builds ??
    createSiteBuilds({
      buildDir: options.buildDir,
      onEvent: (event) => void audit(event.actor, event.action, event.detail),
    });
  const repoRoot = path.dirname(path.resolve(options.contentDir));
  const editorConfigs = new Map<string, unknown>();
  let liveEditorConfig: unknown;
  const editorApi = createEditorApi({
    repoRoot,
    contentDir: path.resolve(options.contentDir),
    editorConfig: () => liveEditorConfig,
    repository: createContentRepository(repoRoot),
    builds,
    audit: (entry) => audit(entry.actor, entry.action, entry.detail),
  });

  // Made again whenever the origin changes (it is known only once the server listens).
  let passkeysFor: { origin: string; passkeys: Passkeys } | undefined;
  const passkeys = (): Passkeys => {
    const origin = options.origin();
    if (passkeysFor?.origin !== origin) {
      passkeysFor = { origin, passkeys: createPasskeys({ party: relyingParty(origin), store }) };
    }
    return passkeysFor.passkeys;
  };

  /** One more sign-in or invitation attempt from this client; false (and 429 sent) when over the limit. */
  function isAttemptAllowed(request: IncomingMessage, response: ServerResponse, kind: string) {
    const client = rateLimitKey(clientAddress(request, options.trustedProxyHops));
    const decision = attempts.check(`${kind}:${client}`);
    if (decision.isAllowed) return true;
    sendJson(
      request,
      response,
      429,
      { error: `Too many attempts: wait ${decision.retryAfterSeconds} seconds, then try again.` },
      { "Retry-After": String(decision.retryAfterSeconds) },
    );
    return false;
  }

  async function handle(
    request: IncomingMessage,
    response: ServerResponse,
    build: ServedBuild | undefined,
  ): Promise<void> {
    try {
      await answer(request, response, build);
    } catch (error) {
      if (!(error instanceof StoreError) || response.headersSent) throw error;
      // Sessions live in the store: without it nobody can be let in.
      log.error(`Back office refused (its store cannot be used): ${error.message}`);
      sendText(
        request,
        response,
        503,
        "The back office cannot be used now: its store is not working. The server's log says why.\n",
        {
          "Retry-After": "60",
        },
      );
    }
  }

  async function answer(
    request: IncomingMessage,
    response: ServerResponse,
    build: ServedBuild | undefined,
  ): Promise<void> {
    for (const [name, value] of Object.entries(backOfficeHeaders)) response.setHeader(name, value);
    const url = new URL(request.url ?? "/", "http://localhost");
    // Decoded once, as the site server checked it: /%61dmin/log is /admin/log.
    const route = (decodePath(url.pathname) ?? "/").replace(/\/+$/, "") || "/";
    const method = request.method === "HEAD" ? "GET" : (request.method ?? "GET");

    // Every change comes from one of our own pages, whoever asks (OWASP ASVS: CSRF).
    if (method === "POST" && !isFromOwnOrigin(request, options.origin())) {
      if (wantsJson(request, route)) {
        sendJson(request, response, 403, { error: "Refused: not sent from this site's pages." });
      } else {
        sendPage(
          request,
          response,
          403,
          <MessagePage
            title="Refused"
            text="This request did not come from the back office's own pages, so nothing was changed."
            link={{ href: backOfficePaths.overview, label: "Go to the back office" }}
          />,
        );
      }
      return;
    }

    // Open to everyone: signing in, invitations and what their pages load.
    if (route.startsWith(`${backOfficePaths.assets}/`) && method === "GET") {
      await serveAsset(request, response, route.slice(backOfficePaths.assets.length + 1));
      return;
    }
    if (route === backOfficePaths.signIn) return signIn(request, response, url, method);
    if (route === backOfficePaths.signInOptions && method === "POST") {
      if (!isAttemptAllowed(request, response, "sign-in")) return;
      sendJson(request, response, 200, await passkeys().authenticationOptions());
      return;
    }
    if (route.startsWith(`${backOfficePaths.invitation}/`)) {
      return invitation(
        request,
        response,
        route.slice(backOfficePaths.invitation.length + 1),
        method,
      );
    }
    if (route === backOfficePaths.signOut) {
      return method === "POST"
        ? signOut(request, response)
        : refuseMethod(request, response, "POST");
    }

    const signedIn = await sessions.find(request);
    if (!signedIn) {
      if (method === "GET" && isPage(route)) {
        redirect(request, response, backOfficePaths.signIn);
      } else if (wantsJson(request, route)) {
        sendJson(request, response, 401, { error: "Your session has ended: sign in again." });
      } else {
        sendText(request, response, 401, "Sign in first.\n");
      }
      return;
    }
    await signedInRoute(request, response, url, route, method, signedIn, build);
  }

  async function serveAsset(request: IncomingMessage, response: ServerResponse, name: string) {
    if (name === "back-office.css") {
      sendAsset(
        request,
        response,
        "text/css; charset=utf-8",
        await readFile(stylesheetFile, "utf8"),
      );
    } else if (scripts.isScript(name)) {
      sendAsset(request, response, "text/javascript; charset=utf-8", await scripts.get(name));
    } else {
      sendText(request, response, 404, "Not found\n");
    }
  }

  async function signIn(
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
    method: string,
  ) {
    if (method === "GET") {
      const notice = notices[url.searchParams.get("notice") ?? ""];
      sendPage(request, response, 200, <SignInPage notice={notice} />);
      return;
    }
    if (method !== "POST") return refuseMethod(request, response, "GET, POST");
    if (!isAttemptAllowed(request, response, "sign-in")) return;
    if (isFormUrlEncoded(request.headers["content-type"])) {
      // The form posted without its script: a passkey cannot be reached that way.
      sendPage(
        request,
        response,
        400,
        <SignInPage problem="Signing in with a passkey needs JavaScript: turn it on for this site, then try again." />,
      );
      return;
    }
    const answer = await readCeremonyAnswer(request, response, "The sign-in");
    if (!answer) return;
    const verified = await passkeys().verifyAuthentication(answer.ceremony, answer.response);
    if ("problem" in verified) {
      sendJson(request, response, 401, { error: passkeyProblems[verified.problem] });
      return;
    }
    // A new session at every sign-in, and the one the browser held (if any) ends.
    const token = newSecretToken();
    const previous = sessionToken(request);
    const isSignedIn = await store.recordSignIn(
      verified.credentialId,
      verified.counter,
      now().toISOString(),
      secretTokenHash(token),
      previous ? secretTokenHash(previous) : undefined,
    );
    if (!isSignedIn) {
      sendJson(request, response, 401, { error: passkeyProblems["unknown-passkey"] });
      return;
    }
    signedInAnswer(request, response, token);
  }

  async function invitation(
    request: IncomingMessage,
    response: ServerResponse,
    rest: string,
    method: string,
  ) {
    const [token = "", action, ...more] = rest.split("/");
    const isOptions = action === "options" && more.length === 0;
    if ((action !== undefined && !isOptions) || more.length > 0) {
      sendText(request, response, 404, "Not found\n");
      return;
    }
    const tokenHash = isSecretTokenShape(token) ? secretTokenHash(token) : "";
    const at = now().toISOString();
    const found = tokenHash ? await store.invitation(tokenHash, at) : undefined;
    const state = found?.state ?? "unknown";

    if (method === "GET" && !isOptions) {
      sendPage(
        request,
        response,
        state === "valid" ? 200 : state === "unknown" ? 404 : 410,
        <InvitationPage
          token={token}
          state={state}
          email={found?.email}
          expiresAt={found?.expiresAt}
        />,
      );
      return;
    }
    if (method !== "POST") return refuseMethod(request, response, isOptions ? "POST" : "GET, POST");
    if (!isAttemptAllowed(request, response, "invitation")) return;
    if (state !== "valid" || !found) {
      if (isFormUrlEncoded(request.headers["content-type"])) {
        sendPage(request, response, 410, <InvitationPage token={token} state={state} />);
      } else {
        sendJson(request, response, state === "unknown" ? 404 : 410, {
          error: invitationProblems[state === "valid" ? "unknown" : state],
        });
      }
      return;
    }
    if (isOptions) {
      sendJson(
        request,
        response,
        200,
        await passkeys().registrationOptions(tokenHash, found.email),
      );
      return;
    }
    if (isFormUrlEncoded(request.headers["content-type"])) {
      sendPage(
        request,
        response,
        400,
        <MessagePage
          title="JavaScript needed"
          text="Making a passkey needs JavaScript: turn it on for this site, then open the invitation link again."
        />,
      );
      return;
    }
    const answer = await readCeremonyAnswer(request, response, "The passkey");
    if (!answer) return;
    const verified = await passkeys().verifyRegistration(answer.ceremony, answer.response);
    if ("problem" in verified || verified.invitationHash !== tokenHash) {
      sendJson(request, response, 400, {
        error: passkeyProblems["problem" in verified ? verified.problem : "expired-ceremony"],
      });
      return;
    }
    const newSessionToken = newSecretToken();
    const redeemed = await store.redeemInvitation(
      tokenHash,
      now().toISOString(),
      verified.userHandle,
      verified.passkey,
      secretTokenHash(newSessionToken),
    );
    if ("problem" in redeemed) {
      sendJson(request, response, 410, { error: invitationProblems[redeemed.problem] });
      return;
    }
    signedInAnswer(request, response, newSessionToken);
  }

  /** A new session's cookie, and where the passkey page goes next. */
  function signedInAnswer(request: IncomingMessage, response: ServerResponse, token: string) {
    sendJson(
      request,
      response,
      200,
      { location: backOfficePaths.overview },
      { "Set-Cookie": sessionCookie(token) },
    );
  }

  /**
   * What the passkey page posts back: the ceremony it answers and the
   * authenticator's answer. Undefined (and 400 sent) for anything else.
   */
  async function readCeremonyAnswer(
    request: IncomingMessage,
    response: ServerResponse,
    what: string,
  ): Promise<{ ceremony: unknown; response: never } | undefined> {
    const body = await readJsonBody(request, maxPasskeyBodyBytes);
    if (body.kind === "json" && isRecord(body.value)) {
      return { ceremony: body.value.ceremony, response: body.value.response as never };
    }
    if (body.kind !== "aborted") {
      sendJson(request, response, 400, { error: `${what} could not be read: try again.` });
    }
    return undefined;
  }

  async function signOut(request: IncomingMessage, response: ServerResponse) {
    const token = sessionToken(request);
    if (token) await store.endSession(secretTokenHash(token), now().toISOString());
    redirect(request, response, `${backOfficePaths.signIn}?notice=signed-out`, {
      "Set-Cookie": clearedSessionCookie(),
    });
  }

  async function signedInRoute(
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
    route: string,
    method: string,
    signedIn: SignedIn,
    build: ServedBuild | undefined,
  ) {
    const who = { email: signedIn.email };
    const notice = notices[url.searchParams.get("notice") ?? ""];

    if (route === "/admin") {
      if (method !== "GET") return refuseMethod(request, response, "GET");
      const [status, enquiries, enrolments, recentLog] = await Promise.all([
        builds.status(),
        options.enquiries.find({ kind: "enquiry" }),
        options.enquiries.find({ kind: "enrolment" }),
        store.auditLog(10),
      ]);
      const problem = url.searchParams.get("problem") === "rollback" ? rollbackProblem : undefined;
      sendPage(
        request,
        response,
        200,
        <OverviewPage
          signedIn={who}
          builds={status}
          unhandled={{
            enquiries: enquiries.filter((row) => !row.handledAt).length,
            enrolments: enrolments.filter((row) => !row.handledAt).length,
          }}
          recentLog={recentLog}
          notice={notice}
          problem={problem}
        />,
      );
      return;
    }

    if (route === backOfficePaths.enquiries || route === `${backOfficePaths.enquiries}.csv`) {
      if (method !== "GET") return refuseMethod(request, response, "GET");
      const kind: SubmissionKind =
        url.searchParams.get("kind") === "enrolment" ? "enrolment" : "enquiry";
      const search = (url.searchParams.get("q") ?? "").trim().slice(0, 200);
      const rows = await options.enquiries.find({ kind, search });
      if (route.endsWith(".csv")) {
        await audit(
          signedIn.email,
          "export",
          `${rows.length} ${rows.length === 1 ? kindLabels[kind].one : kindLabels[kind].many.toLowerCase()} as CSV${search ? ` (search “${search}”)` : ""}`,
        );
        const csv = kind === "enrolment" ? enrolmentsToCsv(rows) : enquiriesToCsv(rows);
        const day = now().toISOString().slice(0, 10);
        response.writeHead(200, {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": `attachment; filename="${kind === "enrolment" ? "enrolments" : "enquiries"}-${day}.csv"`,
          "Content-Length": Buffer.byteLength(csv),
        });
        response.end(request.method === "HEAD" ? undefined : csv);
        return;
      }
      const deleted = Number(url.searchParams.get("deleted"));
      sendPage(
        request,
        response,
        200,
        <EnquiriesPage
          signedIn={who}
          kind={kind}
          search={search}
          enquiries={rows}
          notice={
            Number.isInteger(deleted) && deleted > 0
              ? `Deleted for good (number ${deleted}).`
              : undefined
          }
        />,
      );
      return;
    }

    const enquiryRoute = new RegExp(
      `^${backOfficePaths.enquiries}/(\\d{1,15})(?:/(handled|delete))?$`,
    ).exec(route);
    if (enquiryRoute) {
      const id = Number(enquiryRoute[1]);
      const action = enquiryRoute[2];
      const enquiry = await options.enquiries.get(id);
      if (!enquiry)
        return notFound(
          request,
          response,
          who,
          "That enquiry is not here: it may have been deleted.",
        );
      if (!action) {
        if (method !== "GET") return refuseMethod(request, response, "GET");
        sendPage(
          request,
          response,
          200,
          <EnquiryPage signedIn={who} enquiry={enquiry} notice={notice} />,
        );
      } else if (action === "handled") {
        if (method !== "POST") return refuseMethod(request, response, "POST");
        await options.enquiries.markHandled(id, now());
        await audit(signedIn.email, "handled", `${enquiry.kind ?? "enquiry"} ${id}`);
        redirect(request, response, `${enquiryPath(id)}?notice=handled`);
      } else if (method === "GET") {
        sendPage(request, response, 200, <DeleteEnquiryPage signedIn={who} enquiry={enquiry} />);
      } else if (method === "POST") {
        await options.enquiries.delete(id);
        // The log keeps that it happened, never who it was about.
        await audit(
          signedIn.email,
          "deletion",
          `${enquiry.kind ?? "enquiry"} ${id}, received ${enquiry.receivedAt.slice(0, 10)}`,
        );
        const list = new URL(enquiriesListPath(enquiry.kind ?? "enquiry"), "http://localhost");
        list.searchParams.set("deleted", String(id));
        redirect(request, response, `${list.pathname}${list.search}`);
      } else {
        refuseMethod(request, response, "GET, POST");
      }
      return;
    }

    if (route === backOfficePaths.log) {
      if (method !== "GET") return refuseMethod(request, response, "GET");
      const entries = await store.auditLog(logPageSize);
      sendPage(
        request,
        response,
        200,
        <LogPage signedIn={who} entries={entries} limit={logPageSize} />,
      );
      return;
    }

    if (route === backOfficePaths.rebuild) {
      if (method !== "POST") return refuseMethod(request, response, "POST");
      builds.request(signedIn.email);
      redirect(request, response, `${backOfficePaths.overview}?notice=rebuild`);
      return;
    }
    if (route === backOfficePaths.rollback) {
      if (method !== "POST") return refuseMethod(request, response, "POST");
      const form = await readFormBody(request);
      const status = await builds.status();
      const asked = form.kind === "fields" ? form.fields.get("release") : undefined;
      // The page showed one build to go back to; if the builds moved on since, nothing happens.
      if (!status.previous || asked !== status.previous.id) {
        redirect(request, response, `${backOfficePaths.overview}?problem=rollback`);
        return;
      }
      try {
        await builds.rollback(signedIn.email);
        redirect(request, response, `${backOfficePaths.overview}?notice=rolled-back`);
      } catch (error) {
        log.warn(`Rollback refused: ${(error as Error).message}`);
        redirect(request, response, `${backOfficePaths.overview}?problem=rollback`);
      }
      return;
    }

    if (!build) {
      sendText(request, response, 503, "The site is not built yet.\n", { "Retry-After": "60" });
      return;
    }
    const client = path.join(build.folder, "client");
    if (route === backOfficePaths.editor) {
      if (method !== "GET") return refuseMethod(request, response, "GET");
      sendPage(request, response, 200, <EditorPage />, {
        "Content-Security-Policy": editorPolicy(),
      });
      return;
    }
    if (route === backOfficePaths.editorConfig) {
      if (method !== "GET") return refuseMethod(request, response, "GET");
      const yaml = proxyEditorConfig(
        await readFile(path.join(client, "admin", "config.yml"), "utf8"),
      );
      sendText(request, response, 200, yaml, { "Content-Type": "text/yaml; charset=utf-8" });
      return;
    }
    if (route === backOfficePaths.editorApi) {
      if (method !== "POST") return refuseMethod(request, response, "POST");
      liveEditorConfig = await editorConfigOf(client);
      const body = await readJsonBody(request, maxEditorBodyBytes);
      if (body.kind === "aborted") return;
      if (body.kind !== "json") {
        sendJson(request, response, 400, {
          error:
            body.kind === "too-large"
              ? `The request is over ${maxEditorBodyBytes / 1024 / 1024} MB: nothing was saved.`
              : "The request is not JSON: nothing was saved.",
        });
        return;
      }
      const answer = await editorApi.handle(body.value, { email: signedIn.email });
      sendJson(request, response, answer.status, answer.body);
      return;
    }
    // Decap's bundle and the chunks it loads: files of the live build, for the signed-in only.
    if (method === "GET") {
      response.setHeader("Content-Security-Policy", editorPolicy());
      await build.files.serve(request, response, url.pathname, url.search);
      return;
    }
    refuseMethod(request, response, "GET");
  }

  async function editorConfigOf(client: string): Promise<unknown> {
    let config = editorConfigs.get(client);
    if (config === undefined) {
      config = parse(await readFile(path.join(client, "admin", "config.yml"), "utf8"));
      editorConfigs.set(client, config);
      if (editorConfigs.size > 8) editorConfigs.delete(editorConfigs.keys().next().value as string);
    }
    return config;
  }

  function notFound(
    request: IncomingMessage,
    response: ServerResponse,
    signedIn: { email: string },
    text: string,
  ) {
    sendPage(
      request,
      response,
      404,
      <MessagePage
        title="Not found"
        text={text}
        signedIn={signedIn}
        link={{ href: backOfficePaths.enquiries, label: "Back to the enquiries" }}
      />,
    );
  }

  function refuseMethod(request: IncomingMessage, response: ServerResponse, allow: string) {
    sendText(request, response, 405, "Method not allowed\n", { Allow: allow });
  }

  return {
    handle,
    builds,
    /** Stops the sweeps; a build in progress finishes on its own. */
    close() {
      clearInterval(sweep);
    },
  };
}

export type BackOffice = ReturnType<typeof createBackOffice>;

const rollbackProblem =
  "Nothing was rolled back: the builds changed since the page was shown, or a build is running. Look again below.";

/** The back office's pages: what a browser without a session is sent to sign in from. */
function isPage(route: string): boolean {
  return (
    route === "/admin" ||
    route === backOfficePaths.enquiries ||
    new RegExp(`^${backOfficePaths.enquiries}/\\d+(/delete)?$`).test(route) ||
    route === backOfficePaths.log ||
    route === backOfficePaths.editor
  );
}

/** Answers in JSON: the editor's API and the passkey ceremonies, which scripts read. */
function wantsJson(request: IncomingMessage, route: string): boolean {
  return (
    route === backOfficePaths.editorApi ||
    route.endsWith("/options") ||
    (request.headers["content-type"] ?? "").includes("application/json")
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

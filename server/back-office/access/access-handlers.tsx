import { readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { fileURLToPath } from "node:url";
import { clientAddress, rateLimitKey } from "#server/http/client-address.ts";
import { isFormUrlEncoded } from "#server/http/form-body.ts";
import type { RateLimiter } from "#server/http/rate-limiter.ts";
import type { BrowserScripts } from "#server/back-office/browser-scripts.ts";
import {
  readJsonBody,
  redirect,
  sendAsset,
  sendJson,
  sendPage,
  sendText,
} from "#server/back-office/http.ts";
import { backOfficePaths } from "#server/back-office/paths.ts";
import type { RequestContext } from "#server/back-office/router.tsx";
import type { BackOfficeStore } from "#server/back-office/back-office-store.ts";
import { InvitationPage, invitationProblems } from "./invitation-page.tsx";
import { MessagePage } from "#server/back-office/shared/message-page.tsx";
import { noticeIn } from "#server/back-office/shared/notices.tsx";
import { SignInPage } from "./sign-in-page.tsx";
import { browserFamily } from "./browser-family.ts";
import { createPasskeys, type PasskeyProblem, type Passkeys, relyingParty } from "./passkeys.ts";
import { isSecretTokenShape, newSecretToken, secretTokenHash } from "./secret-tokens.ts";
import { clearedSessionCookie, sessionCookie, sessionToken } from "./session-cookie.ts";
import { createSessionHandlers } from "./session-handlers.tsx";
import { createSessions } from "./sessions.ts";

export interface AccessOptions {
  store: BackOfficeStore;
  /** The site's public origin: what passkeys are bound to (known only once the server listens). */
  origin: () => string;
  /** Sign-in and invitation posts per client (each attempt is two). */
  attempts: RateLimiter;
  trustedProxyHops: number;
  scripts: BrowserScripts;
  now: () => Date;
}

/** A passkey ceremony's answer is a few kilobytes. */
const maxPasskeyBodyBytes = 64 * 1024;

const stylesheetFile = fileURLToPath(new URL("../assets/back-office.css", import.meta.url));

const passkeyProblems: Record<PasskeyProblem, string> = {
  "expired-ceremony": "That took too long, or the page was open in another tab: try again.",
  "not-verified": "The passkey's answer could not be verified: try again.",
  "unknown-passkey":
    "This passkey is not known here: its account may have been ended. Ask the site's owner for a new invitation.",
};

/**
 * Who gets in: signing in with a passkey, an invitation that makes one,
 * signing out, and the stylesheet and scripts those pages load. Each answer
 * that starts a session sets its cookie; sessions are checked by the router.
 */
export function createAccessHandlers(options: AccessOptions) {
  const { store, now } = options;

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
    const decision = options.attempts.check(`${kind}:${client}`);
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

  /** The invitation a token names, and its state now. */
  async function invitationOf(token: string) {
    const tokenHash = isSecretTokenShape(token) ? secretTokenHash(token) : "";
    const found = tokenHash ? await store.invitation(tokenHash, now().toISOString()) : undefined;
    return { tokenHash, found, state: found?.state ?? "unknown" };
  }

  /**
   * A posted invitation's checks: the rate limit, then the invitation still
   * valid. Undefined (and the refusal sent) when it is not.
   */
  async function usableInvitation({ request, response, params }: RequestContext) {
    if (!isAttemptAllowed(request, response, "invitation")) return undefined;
    const token = params.token ?? "";
    const { tokenHash, found, state } = await invitationOf(token);
    if (state !== "valid" || !found) {
      if (isFormUrlEncoded(request.headers["content-type"])) {
        sendPage(request, response, 410, <InvitationPage token={token} state={state} />);
      } else {
        sendJson(request, response, state === "unknown" ? 404 : 410, {
          error: invitationProblems[state === "valid" ? "unknown" : state],
        });
      }
      return undefined;
    }
    return { tokenHash, invitation: found };
  }

  return {
    ...createSessionHandlers({ sessions: createSessions(store, now) }),

    async signInPage({ request, response, url }: RequestContext) {
      sendPage(request, response, 200, <SignInPage notice={noticeIn(url)} />);
    },

    async signInOptions({ request, response }: RequestContext) {
      if (!isAttemptAllowed(request, response, "sign-in")) return;
      sendJson(request, response, 200, await passkeys().authenticationOptions());
    },

    async signIn({ request, response }: RequestContext) {
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
        browserFamily(request.headers["user-agent"]),
      );
      if (!isSignedIn) {
        sendJson(request, response, 401, { error: passkeyProblems["unknown-passkey"] });
        return;
      }
      signedInAnswer(request, response, token);
    },

    async invitationPage({ request, response, params }: RequestContext) {
      const token = params.token ?? "";
      const { found, state } = await invitationOf(token);
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
    },

    async invitationOptions(context: RequestContext) {
      const usable = await usableInvitation(context);
      if (!usable) return;
      sendJson(
        context.request,
        context.response,
        200,
        await passkeys().registrationOptions(usable.tokenHash, usable.invitation.email),
      );
    },

    /** The passkey made from an invitation: its account (made or found) and a session. */
    async redeemInvitation(context: RequestContext) {
      const { request, response } = context;
      const usable = await usableInvitation(context);
      if (!usable) return;
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
      if ("problem" in verified || verified.invitationHash !== usable.tokenHash) {
        sendJson(request, response, 400, {
          error: passkeyProblems["problem" in verified ? verified.problem : "expired-ceremony"],
        });
        return;
      }
      const newSessionToken = newSecretToken();
      const redeemed = await store.redeemInvitation(
        usable.tokenHash,
        now().toISOString(),
        verified.userHandle,
        verified.passkey,
        secretTokenHash(newSessionToken),
        browserFamily(request.headers["user-agent"]),
      );
      if ("problem" in redeemed) {
        sendJson(request, response, 410, { error: invitationProblems[redeemed.problem] });
        return;
      }
      signedInAnswer(request, response, newSessionToken);
    },

    /** Any other address under the invitations': there is nothing there. */
    notFound,

    async signOut({ request, response }: RequestContext) {
      const token = sessionToken(request);
      if (token) await store.endSession(secretTokenHash(token), now().toISOString());
      redirect(request, response, `${backOfficePaths.signIn}?notice=signed-out`, {
        "Set-Cookie": clearedSessionCookie(),
      });
    },

    /** The stylesheet and the scripts of the back office's pages, open to all: the sign-in page needs them. */
    async asset({ request, response, params }: RequestContext) {
      const name = params.name ?? "";
      if (name === "back-office.css") {
        sendAsset(
          request,
          response,
          "text/css; charset=utf-8",
          await readFile(stylesheetFile, "utf8"),
        );
      } else if (options.scripts.isScript(name)) {
        sendAsset(
          request,
          response,
          "text/javascript; charset=utf-8",
          await options.scripts.get(name),
        );
      } else {
        notFound({ request, response });
      }
    },
  };
}

export type AccessHandlers = ReturnType<typeof createAccessHandlers>;

/** No such file, for everyone (public: a signed-in page's not-found is shared/not-found.tsx). */
function notFound({ request, response }: Pick<RequestContext, "request" | "response">) {
  sendText(request, response, 404, "Not found\n");
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

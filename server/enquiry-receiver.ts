import type { IncomingMessage, ServerResponse } from "node:http";
import { contactFieldNames, validateContact } from "../app/modules/contact-schema.ts";
import { clientAddress, rateLimitKey } from "./client-address.ts";
import type { EnquiryNotifier } from "./enquiry-notifier.ts";
import type { EnquiryStore } from "./enquiry-store.ts";
import { maxFormBodyBytes, readFormBody, settleUnreadBody } from "./form-body.ts";
import type { RateLimiter } from "./rate-limiter.ts";
import { pages, responsePageCsp } from "./response-pages.ts";

/** Where a sent enquiry leads: the thank-you page (also the form's no-JavaScript action). */
export const thanksPath = "/contact/thanks";

/**
 * Paths that take the contact form: the site root (where the form's script
 * posts, as on Netlify) and the thank-you page (the form's own action).
 */
export const enquiryPaths = new Set(["/", thanksPath]);

/** Whether a POST to this path is an enquiry ("/contact/thanks/" too: the page answers there). */
export function isEnquiryPath(pathname: string): boolean {
  return enquiryPaths.has(pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);
}

export interface EnquiryReceiverOptions {
  store: EnquiryStore;
  limiter: RateLimiter;
  trustedProxyHops: number;
  notifier?: Pick<EnquiryNotifier, "wake">;
  log?: Pick<Console, "info" | "error">;
  maxBodyBytes?: number;
}

/**
 * POST of the contact form: limit, read, check, store, then answer. Success is
 * a 303 to the thank-you page, sent only after the enquiry is committed (a
 * script's fetch follows it and sees ok; a browser without script shows the
 * page). A filled honeypot gets the same answer and is not stored. Every
 * refusal is a small readable page with the status that names the mistake.
 */
export function createEnquiryReceiver(options: EnquiryReceiverOptions) {
  const log = options.log ?? console;
  const maxBodyBytes = options.maxBodyBytes ?? maxFormBodyBytes;

  return async function receiveEnquiry(request: IncomingMessage, response: ServerResponse) {
    const decision = options.limiter.check(
      rateLimitKey(clientAddress(request, options.trustedProxyHops)),
    );
    if (!decision.isAllowed) {
      answer(request, response, 429, pages.tooMany(decision.retryAfterSeconds), {
        "Retry-After": String(decision.retryAfterSeconds),
      });
      return;
    }
    const body = await readFormBody(request, maxBodyBytes);
    switch (body.kind) {
      case "aborted":
        return;
      case "unsupported":
        answer(request, response, 415, pages.unsupported());
        return;
      case "too-large":
        answer(request, response, 413, pages.tooLarge());
        return;
      case "malformed":
        answer(request, response, 400, pages.malformed());
        return;
    }
    const { fields } = body;
    if (fields.get("form-name") !== "contact") {
      answer(request, response, 404, pages.unknownForm());
      return;
    }
    if (fields.get("bot-field")) {
      log.info("Enquiry with a filled honeypot: answered as sent, not stored");
      redirectToThanks(response);
      return;
    }
    const input = Object.fromEntries(contactFieldNames.map((name) => [name, fields.get(name)]));
    const result = validateContact(input);
    if (!result.isValid) {
      answer(request, response, 400, pages.invalid(Object.values(result.errors)));
      return;
    }
    const receivedAt = new Date();
    let id: number;
    try {
      id = await options.store.add(result.values, receivedAt);
    } catch (error) {
      log.error("Could not store an enquiry:", error);
      answer(request, response, 503, pages.notStored(), { "Retry-After": "60" });
      return;
    }
    log.info(`Enquiry ${id} stored`);
    redirectToThanks(response);
    // Its mail was committed with it (the outbox); this only says "now". The
    // visitor's answer never waits for the mail server, and a visitor who
    // hangs up cannot cancel the mail.
    options.notifier?.wake();
  };
}

function redirectToThanks(response: ServerResponse) {
  response.writeHead(303, {
    Location: thanksPath,
    "Cache-Control": "no-store",
    "Content-Length": 0,
  });
  response.end();
}

/** A refusal page; a body we did not read is settled first (see settleUnreadBody). */
function answer(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  html: string,
  headers: Record<string, string> = {},
) {
  settleUnreadBody(request, response);
  response.writeHead(status, {
    ...headers,
    "Content-Type": "text/html; charset=utf-8",
    "Content-Length": Buffer.byteLength(html),
    "Content-Security-Policy": responsePageCsp,
    "Cache-Control": "no-store",
  });
  response.end(html);
}

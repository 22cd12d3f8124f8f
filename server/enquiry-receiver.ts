import type { IncomingMessage, ServerResponse } from "node:http";
import { contactPaths } from "../src/content/fixed-paths.ts";
import { formStrings } from "../src/i18n/form-strings.ts";
import { isLanguage, type Language, languageOfPath, languages } from "../src/i18n/languages.ts";
import { contactFieldNames, validateContact } from "../src/modules/contact-schema.ts";
import { clientAddress, rateLimitKey } from "./client-address.ts";
import type { EnquiryNotifier } from "./enquiry-notifier.ts";
import type { EnquiryStore } from "./enquiry-store.ts";
import { maxFormBodyBytes, readFormBody, settleUnreadBody } from "./form-body.ts";
import type { RateLimiter } from "./rate-limiter.ts";
import { pages, responsePageCsp } from "./response-pages.ts";

/**
 * Paths that take the contact form: the site root (where the form's script
 * posts, as on Netlify) and each language's thank-you page (that form's own
 * action, src/content/fixed-paths.ts).
 */
export const enquiryPaths = new Set([
  "/",
  ...languages.map((language) => contactPaths[language].thanks),
]);

/** Whether a POST to this path is an enquiry ("/contact/thanks/" too: the page answers there). */
export function isEnquiryPath(pathname: string): boolean {
  return enquiryPaths.has(trimSlashes(pathname));
}

function trimSlashes(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

/** The form's `language` field; missing or unknown is English, the form's first language. */
export function enquiryLanguage(value: unknown): Language {
  return isLanguage(value) ? value : "en";
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
 * a 303 to the thank-you page of the enquiry's language, sent only after the
 * enquiry is committed (a script's fetch follows it and sees ok; a browser
 * without script shows the page). A filled honeypot gets the same answer and
 * is not stored. Every refusal is a small readable page, in the visitor's
 * language, with the status that names the mistake.
 */
export function createEnquiryReceiver(options: EnquiryReceiverOptions) {
  const log = options.log ?? console;
  const maxBodyBytes = options.maxBodyBytes ?? maxFormBodyBytes;

  return async function receiveEnquiry(request: IncomingMessage, response: ServerResponse) {
    // Until the form's own field is read: the language of the address posted
    // to (a Dutch form without JavaScript posts to its Dutch thank-you page).
    const pathLanguage = languageOfPath(
      trimSlashes(new URL(request.url ?? "/", "http://localhost").pathname),
    );
    const decision = options.limiter.check(
      rateLimitKey(clientAddress(request, options.trustedProxyHops)),
    );
    if (!decision.isAllowed) {
      answer(request, response, 429, pages.tooMany(decision.retryAfterSeconds, pathLanguage), {
        "Retry-After": String(decision.retryAfterSeconds),
      });
      return;
    }
    const body = await readFormBody(request, maxBodyBytes);
    switch (body.kind) {
      case "aborted":
        return;
      case "unsupported":
        answer(request, response, 415, pages.unsupported(pathLanguage));
        return;
      case "too-large":
        answer(request, response, 413, pages.tooLarge(pathLanguage));
        return;
      case "malformed":
        answer(request, response, 400, pages.malformed(pathLanguage));
        return;
    }
    const { fields } = body;
    if (fields.get("form-name") !== "contact") {
      answer(request, response, 404, pages.unknownForm(pathLanguage));
      return;
    }
    const language = enquiryLanguage(fields.get("language"));
    if (fields.get("bot-field")) {
      log.info("Enquiry with a filled honeypot: answered as sent, not stored");
      redirectToThanks(response, language);
      return;
    }
    const input = Object.fromEntries(contactFieldNames.map((name) => [name, fields.get(name)]));
    const result = validateContact(input);
    if (!result.isValid) {
      const { messages } = formStrings[language];
      const problems = contactFieldNames.flatMap((field) => {
        const key = result.errors[field];
        return key ? [messages[key]] : [];
      });
      answer(request, response, 400, pages.invalid(problems, language));
      return;
    }
    const receivedAt = new Date();
    let id: number;
    try {
      id = await options.store.add(result.values, receivedAt, language);
    } catch (error) {
      // One line, not a stack trace per post: a full disk fails every post alike.
      log.error(
        `Enquiry not stored (answered 503): ${error instanceof Error ? error.message : error}`,
      );
      answer(request, response, 503, pages.notStored(language), { "Retry-After": "60" });
      return;
    }
    log.info(`Enquiry ${id} stored (${language})`);
    redirectToThanks(response, language);
    // Its mail was committed with it (the outbox); this only says "now". The
    // visitor's answer never waits for the mail server, and a visitor who
    // hangs up cannot cancel the mail.
    options.notifier?.wake();
  };
}

/** The thank-you page of the enquiry's language. */
function redirectToThanks(response: ServerResponse, language: Language) {
  response.writeHead(303, {
    Location: contactPaths[language].thanks,
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

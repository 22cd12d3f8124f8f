import type { IncomingMessage, ServerResponse } from "node:http";
import { contactPaths } from "#src/routing/fixed-paths.ts";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { formMessage, type FormWords } from "#src/i18n/dictionary.ts";
import { fill } from "#src/i18n/fill.ts";
import { isLanguage, type Language, languageOfPath, languages } from "#src/i18n/languages.ts";
import { todayInAmsterdam } from "#src/training/course-runs.ts";
import { contactFieldNames, validateContact } from "#src/forms/contact-schema.ts";
import {
  enrolmentChoices,
  type EnrolmentValidation,
  enrolmentFieldNames,
  repeatedEnrolmentFields,
  unscheduledRuns,
  validateEnrolment,
} from "#src/forms/enrolment-schema.ts";
import type { EnrolmentCatalogue } from "#src/training/enrolment-catalogue.server.ts";
import { clientAddress, rateLimitKey } from "#server/http/client-address.ts";
import { createCatalogueReader, enrolmentRecord } from "./enrolment-record.ts";
import type { EnquiryNotifier } from "./enquiry-notifier.ts";
import type { EnquiryStore } from "./enquiry-store.ts";
import { maxFormBodyBytes, readFormBody, settleUnreadBody } from "#server/http/form-body.ts";
import type { RateLimiter } from "#server/http/rate-limiter.ts";
import {
  pages,
  responsePageCsp,
  type RunClosedReason,
  type SentForm,
} from "#server/http/response-pages.ts";
import type { Placed } from "./run-places.ts";

/**
 * Paths that take the contact form: the site root (where the form's script
 * posts, as on Netlify) and each language's thank-you page (that form's own
 * action, src/routing/fixed-paths.ts).
 */
export const enquiryPaths = new Set([
  "/",
  ...languages.flatMap((language) => [
    contactPaths[language].thanks,
    contactPaths[language].enrolled,
  ]),
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
  /** The clock a run's start is compared with (tests set it). */
  now?: () => Date;
  /** After an enquiry or enrolment is stored (the visit counts take it as a conversion of its page). */
  onReceived?: (request: IncomingMessage, received: ReceivedSubmission) => void;
}

/** What was stored: an enrolment names its course and run. */
export interface ReceivedSubmission {
  kind: "enquiry" | "enrolment";
  course?: string;
  run?: string;
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
  const catalogueOf = createCatalogueReader();
  const now = options.now ?? (() => new Date());

  /**
   * `buildFolder`: the build the page came from (its enrolment catalogue says
   * which courses and runs the enrolment form offered).
   */
  return async function receiveEnquiry(
    request: IncomingMessage,
    response: ServerResponse,
    buildFolder?: string,
  ) {
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
    const { fields, lists } = body;
    const formName = fields.get("form-name");
    if (formName !== "contact" && formName !== "enrolment") {
      answer(request, response, 404, pages.unknownForm(pathLanguage));
      return;
    }
    const language = enquiryLanguage(fields.get("language"));
    if (fields.get("bot-field")) {
      log.info(`A ${formName} with a filled honeypot: answered as sent, not stored`);
      if (formName === "enrolment") redirectToEnrolled(response, language);
      else redirectToThanks(response, language);
      return;
    }
    if (formName === "enrolment") {
      await receiveEnrolment(request, response, fields, lists, language, buildFolder);
      return;
    }
    const input = Object.fromEntries(contactFieldNames.map((name) => [name, fields.get(name)]));
    const result = validateContact(input);
    if (!result.isValid) {
      const words = dictionaries[language].form;
      const problems = contactFieldNames.flatMap((field) => {
        const key = result.errors[field];
        return key ? [formMessage(words, key)] : [];
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
    options.onReceived?.(request, { kind: "enquiry" });
    // Its mail was committed with it (the outbox); this only says "now". The
    // visitor's answer never waits for the mail server, and a visitor who
    // hangs up cannot cancel the mail.
    options.notifier?.wake();
  };

  async function receiveEnrolment(
    request: IncomingMessage,
    response: ServerResponse,
    fields: Map<string, string>,
    lists: Map<string, string[]>,
    language: Language,
    buildFolder: string | undefined,
  ) {
    // A refusal leads back to the enrolment form with the same course and run chosen.
    const [course, run] = (fields.get("choice") ?? "").split("|");
    const form: SentForm = { name: "enrolment", course, run };
    const catalogue = catalogueOf(buildFolder);
    if (!catalogue) {
      log.error("Enrolment not stored (answered 503): the build has no enrolment catalogue");
      answer(request, response, 503, pages.notStored(language, form), { "Retry-After": "60" });
      return;
    }
    const closed = closedRun(catalogue, course, run, todayInAmsterdam(now()));
    if (closed) {
      log.info(`Enrolment refused (400): run ${course}/${run} ${closed}`);
      answer(request, response, 400, pages.runClosed(closed, language, form));
      return;
    }
    const repeated = new Set<string>(repeatedEnrolmentFields);
    const input = Object.fromEntries(
      enrolmentFieldNames.map((name) => [
        name,
        repeated.has(name) ? lists.get(name) : fields.get(name),
      ]),
    );
    const result = validateEnrolment(input, enrolmentChoices(catalogue));
    if (!result.isValid) {
      const problems = enrolmentProblems(result, dictionaries[language].form);
      answer(request, response, 400, pages.invalid(problems, language, form));
      return;
    }
    const receivedAt = now();
    const { values } = result;
    const record = enrolmentRecord(values, catalogue, language, receivedAt);
    const scheduled = catalogue.courses
      .find((candidate) => candidate.key === values.course)
      ?.runs.find((candidate) => candidate.key === values.run);
    let added: Placed;
    try {
      // Its place on the run is decided in the same commit (run-places.ts): never overbooked.
      added = await options.store.addEnrolment(
        { name: values.name, email: values.email, phone: values.phone, message: values.remarks },
        receivedAt,
        language,
        record,
        {
          courseKey: values.course,
          runKey: values.run,
          participants: values.participants,
          isScheduled: scheduled !== undefined,
          // A catalogue written before runs had a capacity: no limit.
          capacity: scheduled?.capacity ?? null,
        },
      );
    } catch (error) {
      log.error(
        `Enrolment not stored (answered 503): ${error instanceof Error ? error.message : error}`,
      );
      answer(request, response, 503, pages.notStored(language, form), { "Retry-After": "60" });
      return;
    }
    if (added.id === null) {
      log.info(`Enrolment refused (400): run ${values.course}/${values.run} cancelled`);
      answer(request, response, 400, pages.runClosed("cancelled", language, form));
      return;
    }
    log.info(
      `Enrolment ${added.id} stored (${language}, ${record.course.key} ${record.run.key}${added.place ? `, ${added.place}` : ""})`,
    );
    redirectToEnrolled(
      response,
      language,
      { course: record.course.title, run: record.run.label },
      added.place === "waiting",
    );
    options.onReceived?.(request, {
      kind: "enrolment",
      course: record.course.key,
      run: record.run.key,
    });
    options.notifier?.wake();
  }
}

/**
 * The refusal page's list: each field's message in the form's order, and each
 * participant row's with its position ("Participant 2: ...").
 */
function enrolmentProblems(result: EnrolmentValidation, words: FormWords): string[] {
  return enrolmentFieldNames.flatMap((field) => {
    if (field === "participantName" || field === "participantEmail") {
      const part = field === "participantName" ? "name" : "email";
      return result.participantErrors.flatMap((row, index) => {
        const key = row[part];
        return key
          ? [
              fill(words.enrolment.participantProblem, {
                position: index + 1,
                message: formMessage(words, key),
              }),
            ]
          : [];
      });
    }
    const key = result.errors[field];
    return key ? [formMessage(words, key)] : [];
  });
}

/**
 * Why an enrolment's run takes none, if it does not: a run the build's
 * catalogue does not hold (a course it does not hold is the form's own
 * mistake, said with the form's message), or one that starts today or
 * started before (`today` in Amsterdam, when the post arrives). A run without
 * a date ("none", "in-company") is always open. A cancelled run is refused by
 * the store, in the commit that would have stored it.
 */
function closedRun(
  catalogue: EnrolmentCatalogue,
  courseKey: string | undefined,
  runKey: string | undefined,
  today: string,
): RunClosedReason | undefined {
  const course = catalogue.courses.find((candidate) => candidate.key === courseKey);
  if (!course || runKey === undefined || (unscheduledRuns as readonly string[]).includes(runKey)) {
    return undefined;
  }
  const run = course.runs.find((candidate) => candidate.key === runKey);
  if (!run) return "unknown";
  return run.start <= today ? "started" : undefined;
}

/**
 * The enrolment thank-you page (or, for a full run, the waiting-list page),
 * which names the course and the run (its page script writes them in).
 */
function redirectToEnrolled(
  response: ServerResponse,
  language: Language,
  summary?: { course: string; run: string },
  isWaiting = false,
) {
  const query = summary ? `?${new URLSearchParams(summary).toString()}` : "";
  const page = isWaiting ? contactPaths[language].waiting : contactPaths[language].enrolled;
  response.writeHead(303, {
    Location: `${page}${query}`,
    "Cache-Control": "no-store",
    "Content-Length": 0,
  });
  response.end();
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

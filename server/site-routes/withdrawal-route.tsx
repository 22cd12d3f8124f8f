import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { formMessage } from "#src/i18n/dictionary.ts";
import { fill } from "#src/i18n/fill.ts";
import { type Language, languages } from "#src/i18n/languages.ts";
import { withdrawalStatementProblems } from "#src/forms/withdrawal-statement.ts";
import { withdrawalPaths } from "#src/routing/fixed-paths.ts";
import { isFromOwnOrigin } from "#server/back-office/access/request-origin.ts";
import { clientAddress, rateLimitKey } from "#server/http/client-address.ts";
import { readFormBody } from "#server/http/form-body.ts";
import { createRateLimiter } from "#server/http/rate-limiter.ts";
import { enrolmentMoment } from "#server/runs/enrolment-format.ts";
import type { RunStore } from "#server/runs/run-store.ts";
import { MessagePage, WithdrawalConfirmPage } from "./enrolment-page.tsx";
import { sendLinkPage } from "./link-page-document.tsx";
import type { SiteRequest } from "./site-request.ts";
import { tokenAddressOf } from "./token-address.ts";
import { type WithdrawalRouteOptions, withdrawalAnswer } from "./withdrawal-answer.tsx";

export interface WithdrawalPageOptions extends WithdrawalRouteOptions {
  runs: Pick<
    RunStore,
    | "recordWithdrawalStatement"
    | "statementLinkLookup"
    | "confirmWithdrawalStatement"
    | "enrolmentPageLookup"
    | "withdrawOnPage"
  >;
  /** The site's public origin: forms must be posted from it, and the links in mails point there. */
  origin: () => string;
  /** Statements per client address per minute (the site's limit; 5 when that is off). */
  rateLimitPerMinute?: number;
  trustedProxyHops?: number;
  /** When the site server stops (the acknowledgements' outbox with it). */
  onStop?: () => void;
}

/** The form's language by the address it was posted to. */
function formLanguage(pathname: string): Language | undefined {
  return languages.find((language) => withdrawalPaths[language] === pathname);
}

/**
 * The public withdrawal page's answers on our server (the form itself is a
 * built page at the same address, `GET` serving it as a file):
 * - POST /withdraw, /nl/herroepen from our origin: every valid statement is
 *   recorded with the moment it reached us and acknowledged to the address
 *   given; the answer is the same whether or not the number and address are
 *   known (withdrawal-tables.ts decides a match and sends the link there);
 *   attempts are limited per client;
 * - GET /withdraw/<token>: the statement's confirmation step (a visit
 *   changes nothing); its POST withdraws as of the statement's moment.
 */
export function createWithdrawalPages(options: WithdrawalPageOptions) {
  const now = options.now ?? (() => new Date());
  const limiter = createRateLimiter({
    limit:
      options.rateLimitPerMinute && options.rateLimitPerMinute > 0 ? options.rateLimitPerMinute : 5,
  });
  const sweep = setInterval(limiter.sweep, 60_000);
  sweep.unref();
  const linkOf = (pathname: string) => tokenAddressOf(withdrawalPaths, pathname);
  const message = (
    site: SiteRequest,
    language: Language,
    status: number,
    text: { title: string; text: string },
  ) =>
    sendLinkPage(
      site.request,
      site.response,
      status,
      <MessagePage language={language} {...text} />,
    );

  async function receive(site: SiteRequest) {
    const language = formLanguage(site.pathname) as Language;
    const words = dictionaries[language].withdrawal;
    if (!isFromOwnOrigin(site.request, options.origin())) {
      message(site, language, 403, words.messages.forbidden);
      return;
    }
    const decision = limiter.check(
      rateLimitKey(clientAddress(site.request, options.trustedProxyHops ?? 0)),
    );
    if (!decision.isAllowed) {
      site.response.setHeader("Retry-After", String(decision.retryAfterSeconds));
      message(site, language, 429, words.publicPage.tooMany);
      return;
    }
    const body = await readFormBody(site.request, 32 * 1024);
    if (body.kind === "aborted") return;
    const field = (name: string) =>
      (body.kind === "fields" ? (body.fields.get(name) ?? "") : "").trim();
    const statement = { name: field("name"), email: field("email"), number: field("number") };
    const problems = withdrawalStatementProblems(statement).map((key) =>
      key === "number"
        ? words.publicPage.numberProblem
        : formMessage(dictionaries[language].form, key),
    );
    if (problems.length > 0) {
      message(site, language, 400, {
        title: words.publicPage.refused.title,
        text: fill(words.publicPage.refused.text, { problems: problems.join(" ") }),
      });
      return;
    }
    try {
      const at = now().toISOString();
      await options.runs.recordWithdrawalStatement({
        ...statement,
        at,
        language,
        linkBase: `${options.origin()}${withdrawalPaths[language]}`,
      });
      options.onWithdrawn?.([]);
      const received = words.publicPage.received;
      message(site, language, 200, {
        title: received.title,
        text: fill(received.text, enrolmentMoment(at, language)),
      });
    } catch {
      message(site, language, 503, words.messages.unavailable);
    }
  }

  async function showLink(site: SiteRequest) {
    const link = linkOf(site.pathname);
    if (!link) return;
    const words = dictionaries[link.language].withdrawal;
    try {
      const found = await options.runs.statementLinkLookup(link.token, now().toISOString());
      if (found.state === "unknown") {
        message(site, link.language, 404, words.messages.unknown);
        return;
      }
      if (found.state === "used") {
        message(site, found.language, 200, words.messages.expired);
        return;
      }
      const moment = enrolmentMoment(found.receivedAt, found.language);
      const view = found.view;
      const linkWords = dictionaries[found.language].withdrawal.link;
      sendLinkPage(
        site.request,
        site.response,
        200,
        <WithdrawalConfirmPage
          view={view}
          heading={fill(linkWords.title, { number: view.number })}
          intro={fill(linkWords.intro, {
            ...moment,
            course: view.courseTitle,
            run: view.runLabel,
            number: view.number,
          })}
        />,
      );
    } catch {
      message(site, link.language, 503, words.messages.unavailable);
    }
  }

  async function confirmLink(site: SiteRequest) {
    const link = linkOf(site.pathname);
    if (!link) return;
    if (!isFromOwnOrigin(site.request, options.origin())) {
      message(site, link.language, 403, dictionaries[link.language].withdrawal.messages.forbidden);
      return;
    }
    const body = await readFormBody(site.request, 32 * 1024);
    if (body.kind === "aborted") return;
    await withdrawalAnswer(options, site, link, "statement");
  }

  return {
    isFormPath: (site: SiteRequest) => formLanguage(site.pathname) !== undefined,
    isLinkPath: (site: SiteRequest) => linkOf(site.pathname) !== undefined,
    receive,
    showLink,
    confirmLink,
    stop: () => {
      clearInterval(sweep);
      options.onStop?.();
    },
  };
}

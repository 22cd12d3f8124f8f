import type { IncomingMessage, ServerResponse } from "node:http";
import type { ReactElement } from "react";
import { characterCount, hasLineBreak, hasVisibleCharacter } from "#src/forms/contact-schema.ts";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { fill } from "#src/i18n/fill.ts";
import type { Language } from "#src/i18n/languages.ts";
import { quotePaths } from "#src/routing/fixed-paths.ts";
import { isFromOwnOrigin } from "#server/back-office/access/request-origin.ts";
import { readFormBody, settleUnreadBody } from "#server/http/form-body.ts";
import { renderDocument } from "#server/http/render-document.ts";
import { answerMoment } from "#server/quotes/quote-mails.ts";
import { quoteDay, quoteFileName } from "#server/quotes/quote-format.ts";
import { parseQuoteSnapshot } from "#server/quotes/quote-snapshot.ts";
import type { QuoteStore } from "#server/quotes/quote-store.ts";
import type { QuoteAnswerInput, QuoteLookup, QuoteView } from "#server/quotes/quote-types.ts";
import { type AnswerForm, QuoteMessage, QuotePage, quotePageCsp } from "./quote-page.tsx";
import type { SiteRequest } from "./site-request.ts";

export interface QuotePageOptions {
  quotes: Pick<QuoteStore, "quoteLookup" | "answerQuote" | "quoteLinkPdf">;
  /** The site's public origin: an answer must be posted from it. */
  origin: () => string;
  /** E-mail is on: the answer's mails are queued (else recorded as not sent). */
  isMailing: boolean;
  /** After an answer queued mails: the quotes' outbox sends them now. */
  onAnswered?: () => void;
  now?: () => Date;
}

/** "/quote/<token>" or "/quote/<token>/pdf", in either language. */
function linkOf(pathname: string) {
  for (const language of Object.keys(quotePaths) as Language[]) {
    const match = new RegExp(`^${quotePaths[language]}/([A-Za-z0-9_-]{1,100})(/pdf)?$`).exec(
      pathname,
    );
    if (match?.[1]) return { language, token: match[1], isPdf: Boolean(match[2]) };
  }
  return undefined;
}

const limits = { name: 100, role: 100, reason: 2000 };

/**
 * The quote's page behind the link in its mail (issue 45), in the language of
 * its address. A GET shows the quote, its PDF and, while it can be answered,
 * the forms; it changes nothing (mail scanners open links). A POST from our
 * own origin (else 403, nothing recorded) accepts (name, role and the
 * confirmation, each checked, a refusal keeping what was typed) or declines
 * (a reason if given), decided in one transaction of the store: a replaced,
 * expired (the day after its validity date, in Amsterdam) or answered quote
 * is not answered again, and the page says why, or which answer stands.
 */
export function createQuotePages(options: QuotePageOptions) {
  const now = options.now ?? (() => new Date());

  async function show({ request, response, pathname }: SiteRequest) {
    const link = linkOf(pathname);
    if (!link) return;
    const words = dictionaries[link.language].quote.link;
    try {
      if (link.isPdf) {
        const found = await options.quotes.quoteLinkPdf(link.token);
        if (!found) {
          send(request, response, 404, message(link.language, words.unknown));
          return;
        }
        sendPdf(request, response, found);
        return;
      }
      const found = await options.quotes.quoteLookup(link.token, now().toISOString());
      const page = pageFor(link.language, pathname, found);
      send(request, response, found.state === "unknown" ? 404 : 200, page);
    } catch {
      send(request, response, 503, message(link.language, words.unavailable));
    }
  }

  async function answer({ request, response, pathname }: SiteRequest) {
    const link = linkOf(pathname);
    if (!link || link.isPdf) return;
    const lang = link.language;
    const words = dictionaries[lang].quote.link;
    if (!isFromOwnOrigin(request, options.origin())) {
      send(request, response, 403, message(lang, words.forbidden));
      return;
    }
    const body = await readFormBody(request, 16 * 1024);
    if (body.kind === "aborted") return;
    const fields = body.kind === "fields" ? body.fields : new Map<string, string>();
    const get = (name: string) => fields.get(name) ?? "";
    const form: AnswerForm = {
      name: get("name"),
      role: get("role"),
      isConfirmed: get("confirm") === "yes",
      reason: get("reason"),
      problems: {},
    };
    const choice = get("choice");
    try {
      const at = now().toISOString();
      if (choice !== "accept" && choice !== "decline") {
        // Not one of the page's buttons: the page again, nothing changed.
        const found = await options.quotes.quoteLookup(link.token, at);
        send(request, response, 400, pageFor(lang, pathname, found));
        return;
      }
      const input = checked(choice, form, lang);
      if (!input) {
        const found = await options.quotes.quoteLookup(link.token, at);
        const page =
          found.state === "open"
            ? quotePage(lang, pathname, found.view, { form })
            : pageFor(lang, pathname, found);
        send(request, response, found.state === "open" ? 400 : 200, page);
        return;
      }
      const outcome = await options.quotes.answerQuote({
        token: link.token,
        answer: input,
        at,
        isMailing: options.isMailing,
      });
      if (outcome.outcome === "recorded") options.onAnswered?.();
      const page =
        outcome.outcome === "unknown"
          ? pageFor(lang, pathname, { state: "unknown" })
          : outcome.outcome === "replaced"
            ? pageFor(lang, pathname, { ...outcome, state: "replaced" })
            : outcome.outcome === "recorded"
              ? recordedPage(lang, pathname, outcome.view)
              : outcome.outcome === "expired"
                ? pageFor(lang, pathname, { state: "expired", view: outcome.view })
                : answeredPage(lang, pathname, outcome.view, words.notRecorded);
      send(request, response, outcome.outcome === "unknown" ? 404 : 200, page);
    } catch {
      send(request, response, 503, message(lang, words.unavailable));
    }
  }

  return {
    isQuotePath: (site: SiteRequest) => linkOf(site.pathname) !== undefined,
    show,
    answer,
  };
}

/** The posted answer checked: what the store records, or undefined with `form.problems` filled. */
function checked(
  choice: "accept" | "decline",
  form: AnswerForm,
  lang: Language,
): QuoteAnswerInput | undefined {
  const words = dictionaries[lang].quote.link.problems;
  const line = (value: string, max: number, missing: string) => {
    if (hasLineBreak(value)) return words.oneLine;
    if (!hasVisibleCharacter(value) || characterCount(value.trim()) < 2) return missing;
    if (characterCount(value) > max) return fill(words.tooLong, { max });
    return undefined;
  };
  if (choice === "decline") {
    if (characterCount(form.reason) > limits.reason) {
      form.problems.reason = fill(words.tooLong, { max: limits.reason });
      return undefined;
    }
    return { kind: "decline", reason: form.reason.trim() };
  }
  const name = line(form.name, limits.name, words.name);
  const role = line(form.role, limits.role, words.role);
  if (name) form.problems.name = name;
  if (role) form.problems.role = role;
  // The confirmation's words name the business: filled in where the page draws them.
  if (!form.isConfirmed) form.problems.confirm = words.confirm;
  if (Object.keys(form.problems).length > 0) return undefined;
  return { kind: "accept", name: form.name.trim(), role: form.role.trim() };
}

function message(language: Language, text: { title: string; text: string }): ReactElement {
  return <QuoteMessage language={language} title={text.title} paragraphs={[text.text]} />;
}

const pdfOf = (pathname: string) => `${pathname}/pdf`;

function quotePage(
  lang: Language,
  pathname: string,
  view: QuoteView,
  extra: { notice?: string; form?: AnswerForm },
): ReactElement {
  return (
    <QuotePage
      language={lang}
      snapshot={parseQuoteSnapshot(JSON.parse(view.snapshot))}
      pdfHref={pdfOf(pathname)}
      {...(extra.notice && { notice: extra.notice })}
      {...(extra.form && { form: extra.form })}
    />
  );
}

/** What a link's page shows, as the store found it. */
function pageFor(lang: Language, pathname: string, found: QuoteLookup): ReactElement {
  const words = dictionaries[lang].quote.link;
  switch (found.state) {
    case "unknown":
      return message(lang, words.unknown);
    case "replaced":
      // Nothing to accept here: not the old quote, only where the new one is.
      return (
        <QuoteMessage
          language={lang}
          title={words.replaced.title}
          paragraphs={[
            fill(words.replaced.text, {
              number: found.number,
              version: found.version,
              date: quoteDay(found.replacedAt.slice(0, 10), lang),
            }),
          ]}
        />
      );
    case "open":
      return quotePage(lang, pathname, found.view, {
        form: { name: "", role: "", isConfirmed: false, reason: "", problems: {} },
      });
    case "expired": {
      const snapshot = parseQuoteSnapshot(JSON.parse(found.view.snapshot));
      return quotePage(lang, pathname, found.view, {
        notice: `${words.expired.title}. ${fill(words.expired.text, {
          number: snapshot.number,
          date: quoteDay(snapshot.validUntil, lang),
          email: snapshot.seller.email,
        })}`,
      });
    }
    case "accepted":
    case "declined":
      return answeredPage(lang, pathname, found.view);
  }
}

/** The quote with the answer that stands (and, to the answer that came second, that it was not recorded). */
function answeredPage(
  lang: Language,
  pathname: string,
  view: QuoteView,
  before?: string,
): ReactElement {
  const words = dictionaries[lang].quote.link;
  const snapshot = parseQuoteSnapshot(JSON.parse(view.snapshot));
  const answer = view.answer;
  const at = answer ? answerMoment(answer.answeredAt, lang) : "";
  const text =
    answer?.answer === "accepted"
      ? `${words.accepted.title}. ${fill(words.accepted.text, {
          number: snapshot.number,
          version: snapshot.version,
          name: answer.name ?? "",
          role: answer.role ?? "",
          at,
        })}`
      : `${words.declined.title}. ${fill(words.declined.text, { number: snapshot.number, at })}`;
  return quotePage(lang, pathname, view, { notice: before ? `${before} ${text}` : text });
}

function recordedPage(lang: Language, pathname: string, view: QuoteView): ReactElement {
  const words = dictionaries[lang].quote.link;
  const isAccepted = view.answer?.answer === "accepted";
  const done = isAccepted ? words.recordedAccept : words.recordedDecline;
  return (
    <QuoteMessage
      language={lang}
      title={done.title}
      paragraphs={[done.text]}
      {...(isAccepted && { pdfHref: pdfOf(pathname) })}
    />
  );
}

function send(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  element: ReactElement,
) {
  const html = renderDocument(element);
  settleUnreadBody(request, response);
  response.writeHead(status, {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Length": Buffer.byteLength(html),
    "Content-Security-Policy": quotePageCsp,
    "Cache-Control": "no-store",
    "X-Robots-Tag": "noindex",
    // The token is in the address: it never leaves for another site in a Referer. (Not
    // no-referrer: Chromium then sends "Origin: null" with the form's POST, which is refused.)
    "Referrer-Policy": "same-origin",
  });
  response.end(request.method === "HEAD" ? undefined : html);
}

/** The PDF as sent, downloaded (never rendered again). */
function sendPdf(
  request: IncomingMessage,
  response: ServerResponse,
  found: { pdf: Uint8Array; snapshot: string },
) {
  const snapshot = parseQuoteSnapshot(JSON.parse(found.snapshot));
  response.writeHead(200, {
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="${quoteFileName(snapshot)}"`,
    "Content-Length": found.pdf.byteLength,
    "Cache-Control": "no-store",
    "X-Robots-Tag": "noindex",
    "Referrer-Policy": "same-origin",
  });
  response.end(request.method === "HEAD" ? undefined : Buffer.from(found.pdf));
}

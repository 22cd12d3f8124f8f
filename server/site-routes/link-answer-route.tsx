import type { IncomingMessage, ServerResponse } from "node:http";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { fill } from "#src/i18n/fill.ts";
import { type Language, languageSettings, languages } from "#src/i18n/languages.ts";
import { linkAnswerPaths } from "#src/routing/fixed-paths.ts";
import { isFromOwnOrigin } from "#server/back-office/access/request-origin.ts";
import { readFormBody, settleUnreadBody } from "#server/http/form-body.ts";
import type { LinkChoice, OfferContext, OfferKind, OfferView } from "#server/runs/run-offers.ts";
import type { RunStore } from "#server/runs/run-store.ts";
import { type LinkAnswerPageProps, linkAnswerCsp, linkAnswerPage } from "./link-answer-page.tsx";
import type { SiteRequest } from "./site-request.ts";

export interface LinkAnswerOptions {
  runs: Pick<RunStore, "offerLookup" | "answerOffer">;
  /** The site's public origin: an answer must be posted from it. */
  origin: () => string;
  /** The live runs, so a place a decline frees is offered on in the same commit. */
  offers: () => OfferContext;
  /** After an answer queued mails: the run mails' outbox sends them now. */
  onMailQueued?: () => void;
  now?: () => Date;
}

/** Every link page's address: its language, its kind, and the token after it. */
const linkPrefixes = languages.flatMap((language) => [
  { language, kind: "place" as OfferKind, prefix: `${linkAnswerPaths[language].offer}/` },
  { language, kind: "move" as OfferKind, prefix: `${linkAnswerPaths[language].moveChoice}/` },
]);

/** The choices each kind takes, in the order their buttons stand. */
const choicesOf: Record<OfferKind, LinkChoice[]> = {
  place: ["accept", "decline"],
  move: ["keep", "refund"],
};

function linkOf(pathname: string) {
  for (const entry of linkPrefixes) {
    if (!pathname.startsWith(entry.prefix)) continue;
    const token = pathname.slice(entry.prefix.length);
    if (/^[A-Za-z0-9_-]{1,100}$/.test(token)) return { ...entry, token };
  }
  return undefined;
}

/**
 * The pages behind the links in our offer and move mails
 * (server/runs/run-offers.ts). A GET shows what the link is about and what
 * each button does, and changes nothing (mail scanners open links); only a
 * button's POST answers, from our own origin (else 403 and nothing changes),
 * once, before the deadline. Each page in the language of its address.
 */
export function createLinkAnswers(options: LinkAnswerOptions) {
  const now = options.now ?? (() => new Date());

  async function show({ request, response, pathname }: SiteRequest) {
    const link = linkOf(pathname);
    if (!link) return;
    const words = dictionaries[link.language].offers;
    try {
      const found = await options.runs.offerLookup(link.token, link.kind, now().toISOString());
      if (found.state === "unknown") {
        send(request, response, 404, simple(link.language, words.unknown));
      } else if (found.state === "used") {
        send(request, response, 200, simple(link.language, words.used));
      } else if (found.state === "expired") {
        send(request, response, 200, expiredPage(link.language, link.kind, found.offer));
      } else {
        send(request, response, 200, openPage(link.language, link.kind, found.offer));
      }
    } catch {
      send(request, response, 503, simple(link.language, words.unavailable));
    }
  }

  async function answer({ request, response, pathname }: SiteRequest) {
    const link = linkOf(pathname);
    if (!link) return;
    const words = dictionaries[link.language].offers;
    if (!isFromOwnOrigin(request, options.origin())) {
      send(request, response, 403, simple(link.language, words.forbidden));
      return;
    }
    const body = await readFormBody(request, 1024);
    if (body.kind === "aborted") return;
    const choice = body.kind === "fields" ? body.fields.get("choice") : undefined;
    const choices: string[] = choicesOf[link.kind];
    if (!choice || !choices.includes(choice)) {
      // Not one of the page's buttons: show the page again, nothing changed.
      await show({ request, response, pathname } as SiteRequest);
      return;
    }
    try {
      const outcome = await options.runs.answerOffer({
        token: link.token,
        kind: link.kind,
        choice: choice as LinkChoice,
        at: now().toISOString(),
        offers: options.offers(),
      });
      if (outcome.outcome === "unknown") {
        send(request, response, 404, simple(link.language, words.unknown));
      } else if (outcome.outcome === "used") {
        send(request, response, 200, simple(link.language, words.used));
      } else if (outcome.outcome === "expired") {
        send(request, response, 200, expiredPage(link.language, link.kind, outcome.offer));
      } else {
        options.onMailQueued?.();
        send(request, response, 200, donePage(link.language, choice as LinkChoice));
      }
    } catch {
      send(request, response, 503, simple(link.language, words.unavailable));
    }
  }

  return {
    isLinkPath: (site: SiteRequest) => linkOf(site.pathname) !== undefined,
    show,
    answer,
  };
}

function simple(language: Language, words: { title: string; text: string }): LinkAnswerPageProps {
  return { language, title: words.title, paragraphs: [words.text] };
}

function expiredPage(language: Language, kind: OfferKind, _offer: OfferView): LinkAnswerPageProps {
  const words = dictionaries[language].offers;
  return simple(language, kind === "place" ? words.offer.expired : words.move.expired);
}

function donePage(language: Language, choice: LinkChoice): LinkAnswerPageProps {
  const words = dictionaries[language].offers;
  const done = {
    accept: words.offer.accepted,
    decline: words.offer.declined,
    keep: words.move.kept,
    refund: words.move.refunded,
  }[choice];
  return simple(language, done);
}

/** The open offer or choice: its facts, what each button does, the buttons. */
function openPage(language: Language, kind: OfferKind, offer: OfferView): LinkAnswerPageProps {
  const words = dictionaries[language].offers;
  const { facts } = offer;
  const until = formatMoment(offer.expiresAt, language);
  const course = facts.course[language];
  if (kind === "place") {
    return {
      language,
      title: fill(words.offer.title, { course }),
      facts: [
        { label: words.labels.course, value: course },
        { label: words.labels.run, value: facts.run.label[language] },
        { label: words.labels.participants, value: String(offer.participants) },
      ],
      paragraphs: [fill(words.offer.intro, { until }), words.offer.ifAccept, words.offer.ifDecline],
      choices: [
        { choice: "accept", label: words.offer.accept },
        { choice: "decline", label: words.offer.decline, isSecondary: true },
      ],
    };
  }
  return {
    language,
    title: fill(words.move.title, { course }),
    facts: [
      { label: words.labels.course, value: course },
      { label: words.labels.oldRun, value: facts.run.label[language] },
      { label: words.labels.newRun, value: (facts.to ?? facts.run).label[language] },
      { label: words.labels.participants, value: String(offer.participants) },
    ],
    paragraphs: [words.move.intro, fill(words.move.deadline, { until })],
    choices: [
      { choice: "keep", label: words.move.keep },
      { choice: "refund", label: words.move.refund, isSecondary: true },
    ],
  };
}

/** "Tuesday 1 December 2026, 14:30", the Netherlands' time, in the page's language. */
function formatMoment(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(languageSettings[language].intlLocale, {
    timeZone: "Europe/Amsterdam",
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  }).format(new Date(iso));
}

function send(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  props: LinkAnswerPageProps,
) {
  const html = linkAnswerPage(props);
  settleUnreadBody(request, response);
  response.writeHead(status, {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Length": Buffer.byteLength(html),
    "Content-Security-Policy": linkAnswerCsp,
    "Cache-Control": "no-store",
    "X-Robots-Tag": "noindex",
    // The token is in the address: it never leaves for another site in a Referer. (Not
    // no-referrer: Chromium then sends "Origin: null" with the button's POST, which is refused.)
    "Referrer-Policy": "same-origin",
  });
  response.end(request.method === "HEAD" ? undefined : html);
}

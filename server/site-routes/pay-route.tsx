import type { IncomingMessage, ServerResponse } from "node:http";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { fill } from "#src/i18n/fill.ts";
import { type Language, languages } from "#src/i18n/languages.ts";
import { payPaths, paymentWebhookPath } from "#src/routing/fixed-paths.ts";
import type { Cents } from "#src/money/money.ts";
import { formatMoney } from "#src/money/format-money.ts";
import { isFromOwnOrigin } from "#server/back-office/access/request-origin.ts";
import { clientAddress, rateLimitKey } from "#server/http/client-address.ts";
import { readFormBody, settleUnreadBody } from "#server/http/form-body.ts";
import { createRateLimiter } from "#server/http/rate-limiter.ts";
import type { PayableInvoice } from "#server/payments/mollie-payment-tables.ts";
import type { OnlinePayments } from "#server/payments/online-payments.ts";
import { type LinkAnswerPageProps, linkAnswerCsp, linkAnswerPage } from "./link-answer-page.tsx";
import type { SiteRequest } from "./site-request.ts";

export interface PayOptions {
  payments: Pick<OnlinePayments, "payable" | "startPayment" | "paymentResult" | "webhook">;
  /** The site's public origin: the button's POST must come from it. */
  origin: () => string;
  log: Pick<Console, "warn" | "error">;
  trustedProxyHops?: number;
  /**
   * Calls per client address per minute that ask the provider: the webhook's (Mollie's own
   * addresses call it a few times a payment) and the return page's. Past them: 429, with
   * Retry-After, and no call to the provider (a forger's flood costs us nothing there).
   */
  webhooksPerMinute?: number;
  returnsPerMinute?: number;
}

/**
 * The button posts here and is then sent to the provider's checkout, on another origin: the
 * form's navigation follows that redirect, which `form-action 'self'` would stop.
 */
const payCsp = linkAnswerCsp.replace("form-action 'self'", "form-action 'self' https:");

function payLinkOf(pathname: string) {
  for (const language of languages) {
    const prefix = `${payPaths[language].pay}/`;
    if (!pathname.startsWith(prefix)) continue;
    const [token, rest, ...more] = pathname.slice(prefix.length).split("/");
    if (!token || !/^[a-f0-9]{32}$/.test(token) || more.length > 0) continue;
    if (rest === undefined) return { language, token, isReturn: false };
    if (rest === payPaths[language].done) return { language, token, isReturn: true };
  }
  return undefined;
}

/**
 * An invoice's "Pay now" page, its button, the page the provider sends the
 * buyer back to, and the provider's webhook (server/payments/online-payments.ts).
 * A GET changes nothing (mail scanners open links): it shows what is open and
 * the button; only the button's POST, from our own origin, starts a payment.
 * The return page asks the provider for the state; the redirect proves nothing.
 * No page sets a cookie. Each in the language of its address.
 */
export function createPayAnswers(options: PayOptions) {
  const webhooks = createRateLimiter({ limit: options.webhooksPerMinute ?? 60 });
  const returns = createRateLimiter({ limit: options.returnsPerMinute ?? 20 });
  const sweep = setInterval(() => {
    webhooks.sweep();
    returns.sweep();
  }, 60_000);
  sweep.unref();
  const check = (limiter: typeof webhooks, request: IncomingMessage) =>
    limiter.check(rateLimitKey(clientAddress(request, options.trustedProxyHops ?? 0)));

  async function show({ request, response, pathname }: SiteRequest) {
    const link = payLinkOf(pathname);
    if (!link) return;
    const words = dictionaries[link.language].pay;
    try {
      if (link.isReturn) {
        // Each visit asks the provider: a few per client and minute, then "try again shortly".
        const decision = check(returns, request);
        if (!decision.isAllowed) {
          return send(request, response, 429, simple(link.language, words.tooMany), {
            "Retry-After": String(decision.retryAfterSeconds),
          });
        }
        const result = await options.payments.paymentResult(link.token);
        if (result.kind === "unknown")
          return send(request, response, 404, simple(link.language, words.unknown));
        if (result.kind === "none")
          return send(request, response, 200, openPage(link.language, result.invoice));
        return send(
          request,
          response,
          200,
          resultPage(link.language, link.token, result.kind, result.invoice, result.amount),
        );
      }
      const invoice = await options.payments.payable(link.token);
      if (!invoice) return send(request, response, 404, simple(link.language, words.unknown));
      send(request, response, 200, openPage(link.language, invoice));
    } catch (error) {
      options.log.error(`Pay page: ${(error as Error).message}`);
      send(request, response, 503, simple(link.language, words.unavailable));
    }
  }

  async function answer({ request, response, pathname }: SiteRequest) {
    const link = payLinkOf(pathname);
    if (!link || link.isReturn) return;
    const words = dictionaries[link.language].pay;
    if (!isFromOwnOrigin(request, options.origin())) {
      send(request, response, 403, simple(link.language, words.forbidden));
      return;
    }
    const body = await readFormBody(request, 1024);
    if (body.kind === "aborted") return;
    try {
      const started = await options.payments.startPayment(link.token, link.language);
      if (started.kind === "unknown")
        return send(request, response, 404, simple(link.language, words.unknown));
      if (started.kind !== "checkout")
        return send(request, response, 200, openPage(link.language, started.invoice));
      settleUnreadBody(request, response);
      response.writeHead(303, {
        Location: started.url,
        "Cache-Control": "no-store",
        "Referrer-Policy": "same-origin",
      });
      response.end();
    } catch (error) {
      options.log.error(`Pay button: ${(error as Error).message}`);
      send(request, response, 503, simple(link.language, words.unavailable));
    }
  }

  /** Mollie's webhook: `id` only. 200 for anything we do not know, as Mollie asks; 503 to be called again. */
  async function webhook({ request, response }: SiteRequest) {
    const decision = check(webhooks, request);
    if (!decision.isAllowed) {
      settleUnreadBody(request, response);
      response.writeHead(429, {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-store",
        "Retry-After": String(decision.retryAfterSeconds),
      });
      response.end("Too many requests");
      return;
    }
    const body = await readFormBody(request, 1024);
    if (body.kind === "aborted") return;
    const id = body.kind === "fields" ? (body.fields.get("id") ?? "") : "";
    let status = 200;
    try {
      if (id) await options.payments.webhook(id);
    } catch (error) {
      options.log.warn(`Mollie webhook for ${id.slice(0, 70)}: ${(error as Error).message}`);
      status = 503;
    }
    settleUnreadBody(request, response);
    response.writeHead(status, {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
    });
    response.end(status === 200 ? "OK" : "Try again later");
  }

  return {
    isPayPath: (site: SiteRequest) => payLinkOf(site.pathname) !== undefined,
    webhookPath: paymentWebhookPath,
    show,
    answer,
    webhook,
    stop: () => clearInterval(sweep),
  };
}

function simple(language: Language, words: { title: string; text: string }): LinkAnswerPageProps {
  return { language, title: words.title, paragraphs: [words.text] };
}

function facts(language: Language, invoice: PayableInvoice) {
  const words = dictionaries[language].pay.labels;
  return [
    { label: words.invoice, value: invoice.document.number },
    { label: words.course, value: invoice.document.courseTitle },
    { label: words.total, value: formatMoney(invoice.document.inclVat, language) },
    { label: words.open, value: formatMoney(invoice.open, language) },
  ];
}

/** What is open and the button; or that nothing is (paid, credited). */
function openPage(language: Language, invoice: PayableInvoice): LinkAnswerPageProps {
  const words = dictionaries[language].pay;
  const number = invoice.document.number;
  if (invoice.document.credited >= invoice.document.inclVat) {
    return {
      language,
      title: fill(words.credited.title, { number }),
      paragraphs: [words.credited.text],
    };
  }
  if (invoice.open <= 0) {
    return { language, title: fill(words.paid.title, { number }), paragraphs: [words.paid.text] };
  }
  const amount = formatMoney(invoice.open, language);
  return {
    language,
    title: fill(words.open.title, { number }),
    facts: facts(language, invoice),
    paragraphs: [
      words.open.text,
      fill(words.open.transfer, {
        amount,
        number,
        iban: invoice.seller.iban,
        name: invoice.seller.legalName,
      }),
    ],
    choices: [{ choice: "pay", label: fill(words.open.button, { amount }) }],
  };
}

function resultPage(
  language: Language,
  token: string,
  kind: "paid" | "credited" | "pending" | "failed" | "ended",
  invoice: PayableInvoice,
  amount: Cents,
): LinkAnswerPageProps {
  const words = dictionaries[language].pay;
  if (kind === "credited") return openPage(language, invoice);
  const number = invoice.document.number;
  const text = words.result[kind];
  const values = { number, amount: formatMoney(amount, language) };
  const canPayAgain = (kind === "failed" || kind === "ended") && invoice.open > 0;
  return {
    language,
    title: fill(text.title, values),
    facts: kind === "paid" ? undefined : facts(language, invoice),
    paragraphs: [fill(text.text, values)],
    ...(canPayAgain && {
      choices: [
        { choice: "pay", label: words.result.again, action: `${payPaths[language].pay}/${token}` },
      ],
    }),
  };
}

function send(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  props: LinkAnswerPageProps,
  headers: Record<string, string> = {},
) {
  const html = linkAnswerPage(props);
  settleUnreadBody(request, response);
  response.writeHead(status, {
    ...headers,
    "Content-Type": "text/html; charset=utf-8",
    "Content-Length": Buffer.byteLength(html),
    "Content-Security-Policy": payCsp,
    "Cache-Control": "no-store",
    "X-Robots-Tag": "noindex",
    // The token is in the address: never sent on to another site (Mollie's checkout included).
    "Referrer-Policy": "same-origin",
  });
  response.end(request.method === "HEAD" ? undefined : html);
}

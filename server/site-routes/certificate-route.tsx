import type { IncomingMessage, ServerResponse } from "node:http";
import { type Language, languages } from "#src/i18n/languages.ts";
import { certificatePaths } from "#src/routing/fixed-paths.ts";
import { certificatePageText } from "#server/after-course/certificate-page.ts";
import type { CertificateStore } from "#server/after-course/certificate-store.ts";
import { settleUnreadBody } from "#server/http/form-body.ts";
import { type LinkAnswerPageProps, linkAnswerCsp, linkAnswerPage } from "./link-answer-page.tsx";
import type { SiteRequest } from "./site-request.ts";

export interface CertificatePageOptions {
  certificates: Pick<CertificateStore, "certificateByCode">;
  /** Who we are in the page's language: the issuer the page names. */
  identity: (lang: Language) => { legalName: string };
}

const prefixes = languages.map((language) => ({
  language,
  prefix: `${certificatePaths[language]}/`,
}));

/** The language and code an address names; undefined for any other address. */
function certificateOf(pathname: string) {
  for (const entry of prefixes) {
    if (!pathname.startsWith(entry.prefix)) continue;
    return { language: entry.language, code: pathname.slice(entry.prefix.length) };
  }
  return undefined;
}

/** What a code looks like (certificate-tables.ts makes 24 characters); anything else is not one. */
const codeShape = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The public page that confirms a certificate of participation, in the
 * language of its address: the name, the course, its dates and whether for
 * all or part of it, nothing else (whoever holds the code sees it: an
 * employer checking it). An unknown or withdrawn code is a plain 404 in
 * that language. No script, the strict policy with one hashed style, never
 * indexed, not kept by caches (a withdrawal shows at once).
 */
export function createCertificatePages(options: CertificatePageOptions) {
  async function show({ request, response, pathname }: SiteRequest) {
    const found = certificateOf(pathname);
    if (!found) return;
    const { language, code } = found;
    const issuer = options.identity(language).legalName;
    const answer = (view: Parameters<typeof certificatePageText>[0]) => {
      const { status, ...text } = certificatePageText(view, language, issuer);
      send(request, response, status, { language, ...text });
    };
    if (!codeShape.test(code)) {
      answer(null);
      return;
    }
    let view: Parameters<typeof certificatePageText>[0];
    try {
      view = await options.certificates.certificateByCode(code);
    } catch {
      view = "unavailable";
    }
    answer(view);
  }

  return {
    isCertificatePath: (site: SiteRequest) => certificateOf(site.pathname) !== undefined,
    show,
  };
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
    // The code is in the address: it never leaves for another site in a Referer.
    "Referrer-Policy": "no-referrer",
  });
  response.end(request.method === "HEAD" ? undefined : html);
}

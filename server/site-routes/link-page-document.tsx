import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { languageSettings } from "#src/i18n/languages.ts";
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { ReactElement, ReactNode } from "react";
import type { Language } from "#src/i18n/languages.ts";
import { settleUnreadBody } from "#server/http/form-body.ts";
import { renderDocument } from "#server/http/render-document.ts";
import { contentSecurityPolicy } from "#server/http/security-headers.ts";

/**
 * The document of the small pages behind the links in our mails (the
 * evaluation, the participants' names): our own inline style and nothing
 * else, no script, never indexed.
 */
const style = `body{margin:0;padding:0 1rem;font:18px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1e293b;background:#f8fafc}
main{max-width:40rem;margin:2rem auto;padding:1.25rem;background:#fff;border:1px solid #e2e8f0;border-radius:1rem}
h1{margin:0 0 1rem;font-size:1.75rem;line-height:1.2;color:#0f172a}
fieldset{border:0;padding:0;margin:0 0 1.25rem}legend{font-weight:600;padding:0}
dt{font-weight:600}dd{margin:0 0 .5rem}h2{font-size:1.35rem;line-height:1.3;margin:1.5rem 0 .5rem}h3{font-size:1.1rem;margin:1rem 0 .25rem}
.scale{display:flex;flex-wrap:wrap;gap:.375rem}
.scale label{display:inline-flex;align-items:center;gap:.25rem;min-width:2.75rem;min-height:2.75rem;padding:0 .5rem;box-sizing:border-box;border:1px solid #94a3b8;border-radius:.5rem}
.hint{color:#475569;font-size:.9rem;margin:0 0 .5rem}form+.hint{margin-top:1rem}
input[type=text],input[type=email]{font:inherit;width:100%;box-sizing:border-box;min-height:2.75rem;padding:.5rem;border:1px solid #94a3b8;border-radius:.5rem;margin:0 0 .75rem}
textarea{font:inherit;width:100%;box-sizing:border-box;min-height:6rem;padding:.5rem;border:1px solid #94a3b8;border-radius:.5rem}
.consent{display:flex;gap:.5rem;align-items:flex-start;margin:0 0 .5rem}.consent input{margin-top:.35rem}
.withdrawal{margin:0 0 1.25rem;padding-left:1.875rem}main a{color:#0f5f5a;text-underline-offset:3px;overflow-wrap:anywhere}
.problem{border:2px solid #b91c1c;border-radius:.5rem;padding:.75rem 1rem;margin:0 0 1.25rem;color:#7f1d1d;background:#fef2f2}
button{font:inherit;padding:.6rem 1.2rem;border-radius:.5rem;border:2px solid #0f5f5a;background:#0f5f5a;color:#fff;cursor:pointer}
input:focus-visible,a:focus-visible,textarea:focus-visible,button:focus-visible{outline:3px solid #0f766e;outline-offset:2px}
footer{max-width:40rem;margin:0 auto 2rem;padding:0 1.25rem}footer a{color:#0f5f5a;font-weight:600;text-underline-offset:3px}`;

const styleHash = `sha256-${createHash("sha256").update(style).digest("base64")}`;

/** No script at all, only the one inline style; forms post to our own origin. */
export const linkPageCsp = contentSecurityPolicy({ styles: [styleHash] });

export function LinkPageDocument(props: {
  language: Language;
  title: string;
  children: ReactNode;
}) {
  return (
    <html lang={props.language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{props.title}</title>
        <style>{style}</style>
      </head>
      <body>
        <main>{props.children}</main>
        <footer>
          <a href={languageSettings[props.language].prefix || "/"}>
            {dictionaries[props.language].responses.homeLink}
          </a>
        </footer>
      </body>
    </html>
  );
}

/** A link page's answer: never cached or indexed; the token in the address stays on our origin. */
export function sendLinkPage(
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
    "Content-Security-Policy": linkPageCsp,
    "Cache-Control": "no-store",
    "X-Robots-Tag": "noindex",
    // The token is in the address; same-origin keeps it here and lets the POST carry our Origin.
    "Referrer-Policy": "same-origin",
  });
  response.end(request.method === "HEAD" ? undefined : html);
}

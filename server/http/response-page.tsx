import { createHash } from "node:crypto";
import type { Language } from "#src/i18n/languages.ts";
import { LinkedText, type LinkedTextProps } from "./linked-text.tsx";
import { renderDocument } from "./render-document.ts";
import { contentSecurityPolicy } from "./security-headers.ts";

/**
 * The few pages the server writes itself (a refused enquiry, too many
 * enquiries, a 404 or 405 of its own). A visitor without JavaScript lands on
 * them, so they are real pages: plain, readable, in the visitor's language,
 * with the way back. Their words and links: server/http/response-pages.ts.
 */
const style = `body{margin:0;padding:0 1rem;font:18px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1e293b;background:#f8fafc}
main{max-width:40rem;margin:4rem auto;padding:2rem;background:#fff;border:1px solid #e2e8f0;border-radius:1rem}
h1{margin:0 0 1rem;font-size:1.75rem;line-height:1.2;color:#0f172a}
ul{padding-left:1.25rem}li{margin:.25rem 0;color:#b91c1c}
a{color:#0f5f5a;font-weight:600;text-underline-offset:3px}a:focus-visible{outline:3px solid #0f766e;outline-offset:2px}`;

const styleHash = `sha256-${createHash("sha256").update(style).digest("base64")}`;

/** The policy for these pages: no script at all, only the one inline style above. */
export const responsePageCsp = contentSecurityPolicy({ styles: [styleHash] });

export interface ResponsePageProps {
  language: Language;
  title: string;
  /** Dictionary texts, their `{name}` placeholders made links; the list follows the first. */
  paragraphs: LinkedTextProps[];
  /** What was wrong, one item each (a refused form's field messages). */
  list?: string[];
}

export function ResponsePage({ language, title, paragraphs, list = [] }: ResponsePageProps) {
  const [first, ...rest] = paragraphs.map((paragraph, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of a page never move
    <p key={index}>
      <LinkedText {...paragraph} />
    </p>
  ));
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{title}</title>
        <style>{style}</style>
      </head>
      <body>
        <main>
          <h1>{title}</h1>
          {first}
          {list.length > 0 && (
            <ul>
              {list.map((item, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the messages never move
                <li key={index}>{item}</li>
              ))}
            </ul>
          )}
          {rest}
        </main>
      </body>
    </html>
  );
}

/** The page as the server sends it. */
export function responsePage(props: ResponsePageProps): string {
  return renderDocument(<ResponsePage {...props} />);
}

import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { languageSettings } from "#src/i18n/languages.ts";
import { createHash } from "node:crypto";
import { Fragment } from "react";
import type { Language } from "#src/i18n/languages.ts";
import { renderDocument } from "#server/http/render-document.ts";
import { contentSecurityPolicy } from "#server/http/security-headers.ts";

/**
 * The page behind a link in one of our mails (an offer, a move's choice):
 * what it is about, what each button does, and the buttons, each a form
 * posting to the same address. No script; one inline style whose hash is the
 * page's policy; never indexed.
 */
const style = `body{margin:0;padding:0 1rem;font:18px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1e293b;background:#f8fafc}
main{max-width:40rem;margin:4rem auto;padding:2rem;background:#fff;border:1px solid #e2e8f0;border-radius:1rem}
h1{margin:0 0 1rem;font-size:1.75rem;line-height:1.2;color:#0f172a}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0}
form{display:inline-block;margin:.5rem .75rem .5rem 0}
button{font:inherit;padding:.6rem 1.2rem;border-radius:.5rem;border:2px solid #0f5f5a;background:#0f5f5a;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#0f5f5a}
button:focus-visible{outline:3px solid #0f766e;outline-offset:2px}
footer{max-width:40rem;margin:0 auto 2rem;padding:0 1.25rem}footer a{color:#0f5f5a;font-weight:600;text-underline-offset:3px}
@media (max-width:30rem){main{margin:1.5rem auto;padding:1.25rem}h1{font-size:1.5rem}}`;

const styleHash = `sha256-${createHash("sha256").update(style).digest("base64")}`;

/** No script at all, only the one inline style; forms post to our own origin. */
export const linkAnswerCsp = contentSecurityPolicy({ styles: [styleHash] });

export interface LinkAnswerPageProps {
  language: Language;
  title: string;
  paragraphs: string[];
  facts?: { label: string; value: string }[];
  /** The buttons: each posts `choice` to the page's own address (or to `action`). */
  choices?: { choice: string; label: string; isSecondary?: boolean; action?: string }[];
}

export function LinkAnswerPage(props: LinkAnswerPageProps) {
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
        <main>
          <h1>{props.title}</h1>
          {props.facts && props.facts.length > 0 && (
            <dl>
              {props.facts.map((fact) => (
                <Fragment key={fact.label}>
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </Fragment>
              ))}
            </dl>
          )}
          {props.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
          {props.choices?.map((choice) => (
            <form key={choice.choice} method="post" action={choice.action}>
              <input type="hidden" name="choice" value={choice.choice} />
              <button type="submit" className={choice.isSecondary ? "secondary" : undefined}>
                {choice.label}
              </button>
            </form>
          ))}
        </main>
        <footer>
          <a href={languageSettings[props.language].prefix || "/"}>
            {dictionaries[props.language].responses.homeLink}
          </a>
        </footer>
      </body>
    </html>
  );
}

export function linkAnswerPage(props: LinkAnswerPageProps): string {
  return renderDocument(<LinkAnswerPage {...props} />);
}

import { createHash } from "node:crypto";
import type { Dictionary } from "#src/i18n/dictionary.ts";
import type { Language } from "#src/i18n/languages.ts";
import { fill } from "#src/i18n/fill.ts";
import { renderDocument } from "#server/http/render-document.ts";
import { contentSecurityPolicy } from "#server/http/security-headers.ts";

/**
 * The evaluation behind the one-time link in a certificate's mail: three
 * scores of 1 to 5 as radio buttons, would recommend, a comment, consent to
 * publish it. A form posting to its own address; no script, one hashed
 * inline style, never indexed. Refused answers come back with the fields
 * named and what was typed kept.
 */
const style = `body{margin:0;padding:0 1rem;font:18px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1e293b;background:#f8fafc}
main{max-width:40rem;margin:2rem auto;padding:1.25rem;background:#fff;border:1px solid #e2e8f0;border-radius:1rem}
h1{margin:0 0 1rem;font-size:1.75rem;line-height:1.2;color:#0f172a}
fieldset{border:0;padding:0;margin:0 0 1.25rem}legend{font-weight:600;padding:0}
.scale{display:flex;flex-wrap:wrap;gap:.375rem}
.scale label{display:inline-flex;align-items:center;gap:.25rem;min-width:2.75rem;min-height:2.75rem;padding:0 .5rem;box-sizing:border-box;border:1px solid #94a3b8;border-radius:.5rem}
.hint{color:#475569;font-size:.9rem;margin:0 0 .5rem}
textarea{font:inherit;width:100%;box-sizing:border-box;min-height:6rem;padding:.5rem;border:1px solid #94a3b8;border-radius:.5rem}
.consent{display:flex;gap:.5rem;align-items:flex-start;margin:0 0 1.25rem}.consent input{margin-top:.35rem}
.problem{border:2px solid #b91c1c;border-radius:.5rem;padding:.75rem 1rem;margin:0 0 1.25rem;color:#7f1d1d;background:#fef2f2}
button{font:inherit;padding:.6rem 1.2rem;border-radius:.5rem;border:2px solid #0f5f5a;background:#0f5f5a;color:#fff;cursor:pointer}
input:focus-visible,textarea:focus-visible,button:focus-visible{outline:3px solid #0f766e;outline-offset:2px}`;

const styleHash = `sha256-${createHash("sha256").update(style).digest("base64")}`;

/** No script at all, only the one inline style; the form posts to our own origin. */
export const evaluationCsp = contentSecurityPolicy({ styles: [styleHash] });

type Words = Dictionary["evaluation"];

export interface EvaluationFormProps {
  language: Language;
  words: Words;
  course: string;
  /** "Ada, Analytical Engines B.V.": how a published comment would be signed. */
  signedAs: string;
  /** What was posted, when it is shown again. */
  values?: Record<string, string>;
  /** The fields refused, named in the form's words. */
  refused?: string[];
}

export function EvaluationForm(props: EvaluationFormProps) {
  const { words, values = {} } = props;
  const title = fill(words.title, { course: props.course });
  return (
    <Document language={props.language} title={title}>
      <h1>{title}</h1>
      {props.refused && props.refused.length > 0 && (
        <div className="problem" role="alert">
          <strong>{words.refused.title}</strong>
          <p>{fill(words.refused.text, { fields: props.refused.join(", ") })}</p>
        </div>
      )}
      <p>{words.intro}</p>
      <form method="post">
        <p className="hint">{words.scale}</p>
        {(["overall", "trainer", "content"] as const).map((field) => (
          <fieldset key={field}>
            <legend>{words.questions[field]}</legend>
            <div className="scale">
              {[1, 2, 3, 4, 5].map((score) => (
                <label key={score}>
                  <input
                    type="radio"
                    name={field}
                    value={score}
                    required
                    defaultChecked={values[field] === String(score)}
                  />
                  {score}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        <fieldset>
          <legend>{words.recommend}</legend>
          <div className="scale">
            {(["yes", "no"] as const).map((answer) => (
              <label key={answer}>
                <input
                  type="radio"
                  name="recommend"
                  value={answer}
                  required
                  defaultChecked={values.recommend === answer}
                />
                {words[answer]}
              </label>
            ))}
          </div>
        </fieldset>
        <p>
          <label htmlFor="comment">{words.comment}</label>
          <textarea id="comment" name="comment" maxLength={2000} defaultValue={values.comment} />
        </p>
        <p className="consent">
          <input
            type="checkbox"
            id="publish"
            name="publish"
            value="yes"
            defaultChecked={values.publish === "yes"}
          />
          <label htmlFor="publish">{fill(words.publish, { who: props.signedAs })}</label>
        </p>
        <button type="submit">{words.send}</button>
      </form>
    </Document>
  );
}

/** A page that only says something: stored, used, expired, unknown, refused. */
export function EvaluationMessage(props: {
  language: Language;
  text: { title: string; text: string };
}) {
  return (
    <Document language={props.language} title={props.text.title}>
      <h1>{props.text.title}</h1>
      <p>{props.text.text}</p>
    </Document>
  );
}

function Document(props: { language: Language; title: string; children: React.ReactNode }) {
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
      </body>
    </html>
  );
}

export function evaluationPage(element: React.ReactElement): string {
  return renderDocument(element);
}

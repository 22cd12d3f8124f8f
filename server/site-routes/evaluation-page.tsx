import type { Dictionary } from "#src/i18n/dictionary.ts";
import type { Language } from "#src/i18n/languages.ts";
import { fill } from "#src/i18n/fill.ts";
import { LinkPageDocument } from "./link-page-document.tsx";

/**
 * The evaluation behind the one-time link in a certificate's mail: three
 * scores of 1 to 5 as radio buttons, would recommend, a comment, consent to
 * publish it, and under the box how to withdraw that consent. A form posting
 * to its own address; no script, one hashed inline style, never indexed.
 * Refused answers come back with the fields named and what was typed kept.
 */
type Words = Dictionary["evaluation"];

export interface EvaluationFormProps {
  language: Language;
  words: Words;
  course: string;
  /** "Ada, Analytical Engines B.V.": how a published comment would be signed. */
  signedAs: string;
  /** Where consent is withdrawn (the privacy address) and the privacy notice's path, in this language. */
  privacy: { email: string; path: string };
  /** What was posted, when it is shown again. */
  values?: Record<string, string>;
  /** The fields refused, named in the form's words. */
  refused?: string[];
}

export function EvaluationForm(props: EvaluationFormProps) {
  const { words, values = {} } = props;
  const title = fill(words.title, { course: props.course });
  return (
    <LinkPageDocument language={props.language} title={title}>
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
            aria-describedby="publish-withdrawal"
            defaultChecked={values.publish === "yes"}
          />
          <label htmlFor="publish">{fill(words.publish, { who: props.signedAs })}</label>
        </p>
        {/* Before consenting, how to withdraw it (art. 7(3) GDPR; review 3, M13). */}
        <p className="hint withdrawal" id="publish-withdrawal">
          {words.withdrawal.split(/(\{privacyEmail\}|\{privacyLink\})/).map((part) =>
            part === "{privacyEmail}" ? (
              <a key={part} href={`mailto:${props.privacy.email}`}>
                {props.privacy.email}
              </a>
            ) : part === "{privacyLink}" ? (
              <a key={part} href={props.privacy.path}>
                {words.privacyLink}
              </a>
            ) : (
              part
            ),
          )}
        </p>
        <button type="submit">{words.send}</button>
      </form>
    </LinkPageDocument>
  );
}

/** A page that only says something: stored, used, expired, closed, unknown, refused. */
export function EvaluationMessage(props: {
  language: Language;
  text: { title: string; text: string };
}) {
  return (
    <LinkPageDocument language={props.language} title={props.text.title}>
      <h1>{props.text.title}</h1>
      <p>{props.text.text}</p>
    </LinkPageDocument>
  );
}

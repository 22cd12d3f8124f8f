import type { ReactElement } from "react";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import type { Language } from "#src/i18n/languages.ts";
import { evaluationPaths } from "#src/routing/fixed-paths.ts";
import type { CertificateStore } from "#server/after-course/certificate-store.ts";
import { readEvaluation } from "#server/after-course/evaluation-answers.ts";
import { isFromOwnOrigin } from "#server/back-office/access/request-origin.ts";
import { readFormBody } from "#server/http/form-body.ts";
import { EvaluationForm, EvaluationMessage } from "./evaluation-page.tsx";
import { sendLinkPage } from "./link-page-document.tsx";
import type { SiteRequest } from "./site-request.ts";
import { tokenAddressOf } from "./token-address.ts";

export interface EvaluationOptions {
  certificates: Pick<CertificateStore, "evaluationLookup" | "submitEvaluation">;
  /** The site's public origin: the form must be posted from it. */
  origin: () => string;
  /** Where consent to publish is withdrawn, in a language: the privacy address and notice's path. */
  privacy: (language: Language) => { email: string; path: string };
  now?: () => Date;
}

const linkOf = (pathname: string) => tokenAddressOf(evaluationPaths, pathname);

/**
 * The evaluation behind a certificate mail's one-time link: a GET shows the
 * form and changes nothing (mail scanners open links); a POST from our own
 * origin (else 403, nothing stored) with every answer in range stores it
 * once, in the transaction that uses the link. Used twice, expired or closed
 * (its certificate revoked, or the link went to a booker), it says so and
 * stores nothing; answers out of range are refused naming the
 * field. In the language of the address.
 */
export function createEvaluationAnswers(options: EvaluationOptions) {
  const now = options.now ?? (() => new Date());

  async function show({ request, response, pathname }: SiteRequest) {
    const link = linkOf(pathname);
    if (!link) return;
    const words = dictionaries[link.language].evaluation;
    const message = (status: number, text: { title: string; text: string }) =>
      sendLinkPage(
        request,
        response,
        status,
        <EvaluationMessage language={link.language} text={text} />,
      );
    try {
      const found = await options.certificates.evaluationLookup(link.token, now().toISOString());
      if (found.state === "open") {
        sendLinkPage(request, response, 200, formFor(link.language, found, options.privacy));
      } else {
        message(found.state === "unknown" ? 404 : 200, words[found.state]);
      }
    } catch {
      message(503, words.unavailable);
    }
  }

  async function answer({ request, response, pathname }: SiteRequest) {
    const link = linkOf(pathname);
    if (!link) return;
    const words = dictionaries[link.language].evaluation;
    const message = (status: number, text: { title: string; text: string }) =>
      sendLinkPage(
        request,
        response,
        status,
        <EvaluationMessage language={link.language} text={text} />,
      );
    if (!isFromOwnOrigin(request, options.origin())) {
      message(403, words.forbidden);
      return;
    }
    const body = await readFormBody(request, 8 * 1024);
    if (body.kind === "aborted") return;
    const fields = body.kind === "fields" ? body.fields : new Map<string, string>();
    const read = readEvaluation(fields);
    try {
      if ("refused" in read) {
        const found = await options.certificates.evaluationLookup(link.token, now().toISOString());
        if (found.state !== "open") {
          message(found.state === "unknown" ? 404 : 200, words[found.state]);
          return;
        }
        const values = Object.fromEntries(fields);
        const refused = read.refused.map((field) => words.fieldNames[field]);
        sendLinkPage(
          request,
          response,
          400,
          formFor(link.language, found, options.privacy, values, refused),
        );
        return;
      }
      const outcome = await options.certificates.submitEvaluation(
        link.token,
        now().toISOString(),
        read.answers,
      );
      message(outcome === "unknown" ? 404 : 200, words[outcome]);
    } catch {
      message(503, words.unavailable);
    }
  }

  return {
    isEvaluationPath: (site: SiteRequest) => linkOf(site.pathname) !== undefined,
    show,
    answer,
  };
}

function formFor(
  language: Language,
  found: { courseTitle: string; firstName: string; company: string | null },
  privacy: EvaluationOptions["privacy"],
  values?: Record<string, string>,
  refused?: string[],
): ReactElement {
  return (
    <EvaluationForm
      language={language}
      words={dictionaries[language].evaluation}
      course={found.courseTitle}
      signedAs={[found.firstName, found.company].filter(Boolean).join(", ")}
      privacy={privacy(language)}
      {...(values && { values })}
      {...(refused && { refused })}
    />
  );
}

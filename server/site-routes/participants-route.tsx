import type { ReactNode } from "react";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { formMessage } from "#src/i18n/dictionary.ts";
import { fill } from "#src/i18n/fill.ts";
import type { Language } from "#src/i18n/languages.ts";
import { contactLimits, validateEmail, validateName } from "#src/forms/contact-schema.ts";
import { participantLinkPaths } from "#src/routing/fixed-paths.ts";
import { isFromOwnOrigin } from "#server/back-office/access/request-origin.ts";
import { readFormBody } from "#server/http/form-body.ts";
import type { LinkedParticipant, ParticipantLinkLookup } from "#server/runs/participant-links.ts";
import type { RunStore } from "#server/runs/run-store.ts";
import type { EnrolmentView } from "#server/runs/enrolment-view.ts";
import { EnrolmentPage, WithdrawalConfirmPage } from "./enrolment-page.tsx";
import { LinkPageDocument, sendLinkPage } from "./link-page-document.tsx";
import { type WithdrawalRouteOptions, withdrawalAnswer } from "./withdrawal-answer.tsx";
import type { SiteRequest } from "./site-request.ts";
import { tokenAddressOf } from "./token-address.ts";

export interface ParticipantLinkOptions extends WithdrawalRouteOptions {
  runs: Pick<
    RunStore,
    "participantLinkLookup" | "saveLinkedParticipants" | "enrolmentPageLookup" | "withdrawOnPage"
  >;
  /** The site's public origin: the form must be posted from it. */
  origin: () => string;
  now?: () => Date;
  /**
   * The page's "Cancel or move" section for this enrolment (its actions and their routes are
   * built apart), given the link's token; without it, or when it gives nothing, the page shows no
   * such section.
   */
  changesFor?: (view: EnrolmentView, token: string) => ReactNode;
}

const linkOf = (pathname: string) => tokenAddressOf(participantLinkPaths, pathname);

/** The longest name a participant may have (the forms' limit). */
const nameLength = contactLimits.name.max;

/**
 * The page behind the link in an enrolment's receipt: the booker fills in
 * or changes each participant's name and e-mail until the run starts. A GET
 * shows the form and changes nothing (mail scanners open links); a POST from
 * our own origin (else 403) saves every participant at once, or, with a
 * wrong e-mail or two alike, nothing, showing what was typed. In the
 * language of the address; no script.
 */
export function createParticipantLinks(options: ParticipantLinkOptions) {
  const now = options.now ?? (() => new Date());

  async function show({ request, response, pathname, search }: SiteRequest) {
    const link = linkOf(pathname);
    if (!link) return;
    const message = (status: number, key: MessageKey) =>
      sendLinkPage(request, response, status, messagePage(link.language, key));
    try {
      const at = now().toISOString();
      const page = await options.runs.enrolmentPageLookup(link.token, at);
      if (page.state !== "open") {
        message(page.state === "unknown" ? 404 : 200, page.state);
        return;
      }
      // In the address's language, whichever the enrolment was made in.
      page.view.language = link.language;
      // The withdrawal's confirmation step: a visit shows it, only its button acts.
      if (new URLSearchParams(search).get("step") === "withdraw" && isWithdrawable(page.view)) {
        sendLinkPage(request, response, 200, <WithdrawalConfirmPage view={page.view} />);
        return;
      }
      const found = await options.runs.participantLinkLookup(link.token, at);
      sendLinkPage(
        request,
        response,
        200,
        enrolmentPage(page.view, found, [], options.changesFor?.(page.view, link.token)),
      );
    } catch {
      message(503, "unavailable");
    }
  }

  async function answer({ request, response, pathname }: SiteRequest) {
    const link = linkOf(pathname);
    if (!link) return;
    const message = (status: number, key: MessageKey) =>
      sendLinkPage(request, response, status, messagePage(link.language, key));
    if (!isFromOwnOrigin(request, options.origin())) {
      message(403, "forbidden");
      return;
    }
    const body = await readFormBody(request, 32 * 1024);
    if (body.kind === "aborted") return;
    const fields = body.kind === "fields" ? body.fields : new Map<string, string>();
    if (fields.get("action") === "withdraw") {
      await withdrawalAnswer(options, { request, response }, link, "page");
      return;
    }
    try {
      const at = now().toISOString();
      const found = await options.runs.participantLinkLookup(link.token, at);
      if (found.state !== "open") {
        message(found.state === "unknown" ? 404 : 200, found.state);
        return;
      }
      const posted = found.participants.map((participant) => ({
        position: participant.position,
        name: (fields.get(`name-${participant.position}`) ?? participant.name).trim(),
        email: (fields.get(`email-${participant.position}`) ?? participant.email).trim(),
      }));
      const problems = problemsOf(link.language, posted);
      const outcome =
        problems.length > 0
          ? "refused"
          : await options.runs.saveLinkedParticipants(link.token, at, posted);
      if (outcome === "refused" || outcome === "duplicate") {
        const shown = { ...found, participants: posted };
        const all =
          outcome === "duplicate"
            ? [dictionaries[link.language].participantLink.duplicate]
            : problems;
        const page = await options.runs.enrolmentPageLookup(link.token, at);
        if (page.state !== "open") {
          message(page.state === "unknown" ? 404 : 200, page.state);
          return;
        }
        page.view.language = link.language;
        sendLinkPage(
          request,
          response,
          400,
          enrolmentPage(page.view, shown, all, options.changesFor?.(page.view, link.token)),
        );
        return;
      }
      message(outcome === "unknown" ? 404 : 200, outcome);
    } catch {
      message(503, "unavailable");
    }
  }

  return {
    isParticipantLinkPath: (site: SiteRequest) => linkOf(site.pathname) !== undefined,
    show,
    answer,
  };
}

type MessageKey = "saved" | "expired" | "unknown" | "forbidden" | "unavailable";

/** Each name and e-mail as the forms take them, no e-mail twice. */
function problemsOf(language: Language, posted: LinkedParticipant[]): string[] {
  const words = dictionaries[language];
  const problems = new Set<string>();
  for (const participant of posted) {
    const emailProblem = participant.email ? validateEmail(participant.email) : undefined;
    if (emailProblem) problems.add(formMessage(words.form, emailProblem));
    // An empty name stays "to be named"; a name given is checked as the forms check it.
    const nameProblem = participant.name ? validateName(participant.name) : undefined;
    if (nameProblem) problems.add(formMessage(words.form, nameProblem));
  }
  const emails = posted.map((each) => each.email.toLowerCase()).filter(Boolean);
  if (new Set(emails).size !== emails.length) problems.add(words.participantLink.duplicate);
  return [...problems];
}

/** The enrolment's page, with the participants' form while their names may change. */
function enrolmentPage(
  view: EnrolmentView,
  found: ParticipantLinkLookup,
  problems: string[] = [],
  changes?: ReactNode,
) {
  const form =
    found.state === "open" && view.canEditParticipants
      ? participantsForm(view.language, found, problems)
      : undefined;
  return <EnrolmentPage view={view} participants={form} changes={changes} />;
}

/** Whether the page offers the withdrawal function now (a consumer within the period). */
function isWithdrawable(view: EnrolmentView): boolean {
  return !view.withdrawal && (view.window.state === "free" || view.window.state === "open");
}

function participantsForm(
  language: Language,
  found: { runLabel: string; participants: LinkedParticipant[]; isPrivateRun?: boolean },
  problems: string[] = [],
) {
  const words = dictionaries[language].participantLink;
  return (
    <>
      {problems.length > 0 && (
        <div className="problem" role="alert">
          <strong>{words.refused.title}</strong>
          <p>{fill(words.refused.text, { problems: problems.join(" ") })}</p>
        </div>
      )}
      <p>{fill(words.intro, { run: found.runLabel })}</p>
      <form method="post">
        {found.participants.map((participant) => (
          <fieldset key={participant.position}>
            <legend>{fill(words.participant, { position: String(participant.position) })}</legend>
            <label htmlFor={`name-${participant.position}`}>{words.name}</label>
            <input
              type="text"
              id={`name-${participant.position}`}
              name={`name-${participant.position}`}
              defaultValue={participant.name}
              maxLength={nameLength}
              autoComplete="off"
            />
            <label htmlFor={`email-${participant.position}`}>{words.email}</label>
            <input
              type="email"
              id={`email-${participant.position}`}
              name={`email-${participant.position}`}
              defaultValue={participant.email}
              autoComplete="off"
            />
          </fieldset>
        ))}
        <button type="submit">{words.save}</button>
      </form>
      <p className="hint">{found.isPrivateRun ? words.morePrivateRun : words.more}</p>
    </>
  );
}

function messagePage(language: Language, key: MessageKey) {
  const text = dictionaries[language].participantLink[key];
  return (
    <LinkPageDocument language={language} title={text.title}>
      <h1>{text.title}</h1>
      <p>{text.text}</p>
    </LinkPageDocument>
  );
}

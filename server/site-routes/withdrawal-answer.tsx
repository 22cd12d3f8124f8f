import type { IncomingMessage, ServerResponse } from "node:http";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { fill } from "#src/i18n/fill.ts";
import type { Language } from "#src/i18n/languages.ts";
import { enrolmentDay, enrolmentMoment, withdrawalMoney } from "#server/runs/enrolment-format.ts";
import type { OfferContext } from "#server/runs/run-offers.ts";
import type { RunStore } from "#server/runs/run-store.ts";
import type { WithdrawalChange, WithdrawalOutcome } from "#server/runs/withdrawal-types.ts";

type RunMailFacts = WithdrawalChange["facts"];
import { MessagePage } from "./enrolment-page.tsx";
import { sendLinkPage } from "./link-page-document.tsx";

/** What a withdrawal needs from the server beside the store: the live catalogue's run, and who to wake. */
export interface WithdrawalRouteOptions {
  /** The cancellation's mail facts and the live runs (for the freed place's offer), by course and run. */
  changeContext?: (
    courseKey: string,
    runKey: string,
  ) => { facts: RunMailFacts; offers?: OfferContext };
  /** After a withdrawal was recorded: its mails, documents and refunds go out now. */
  onWithdrawn?: (documents: number[]) => void;
  now?: () => Date;
}

type Runs = Pick<
  RunStore,
  "enrolmentPageLookup" | "withdrawOnPage" | "statementLinkLookup" | "confirmWithdrawalStatement"
>;

const noFacts = (courseKey: string, runKey: string): { facts: RunMailFacts } => ({
  facts: {
    course: { en: courseKey, nl: courseKey },
    run: { key: runKey, label: { en: runKey, nl: runKey } },
  },
});

/**
 * The withdrawal's button, posted from our own origin (the caller checked):
 * on the enrolment's page ("page", its receipt token) or by the link in a
 * public statement's acknowledgement ("statement"). Answers with the moment
 * it reached us, or why nothing was done, in the link's language.
 */
export async function withdrawalAnswer(
  options: WithdrawalRouteOptions & { runs: Partial<Runs> },
  { request, response }: { request: IncomingMessage; response: ServerResponse },
  link: { language: Language; token: string },
  source: "page" | "statement",
) {
  const now = options.now ?? (() => new Date());
  const runs = options.runs as Runs;
  try {
    const at = now().toISOString();
    const found =
      source === "page"
        ? await runs.enrolmentPageLookup(link.token, at)
        : await runs.statementLinkLookup(link.token, at);
    if (found.state !== "open") {
      // A statement's link pressed twice: the one withdrawal it made, with its moment.
      const outcome: WithdrawalOutcome =
        found.state === "unknown"
          ? { outcome: "unknown" }
          : "withdrawnAt" in found && found.withdrawnAt
            ? { outcome: "already", receivedAt: found.receivedAt, language: found.language }
            : { outcome: "expired", language: found.language };
      sendOutcome(request, response, link.language, outcome);
      return;
    }
    const { courseKey, runKey } = found.view;
    const context = options.changeContext?.(courseKey, runKey) ?? noFacts(courseKey, runKey);
    const change = { token: link.token, at, ...context };
    const outcome =
      source === "page"
        ? await runs.withdrawOnPage(change)
        : await runs.confirmWithdrawalStatement(change);
    if (outcome.outcome === "done") options.onWithdrawn?.(outcome.documents ?? []);
    sendOutcome(request, response, link.language, outcome, found.view.number);
  } catch {
    const words = dictionaries[link.language].withdrawal.messages.unavailable;
    sendLinkPage(request, response, 503, <MessagePage language={link.language} {...words} />);
  }
}

function sendOutcome(
  request: IncomingMessage,
  response: ServerResponse,
  fallback: Language,
  outcome: WithdrawalOutcome,
  number = "",
) {
  const language = "language" in outcome ? outcome.language : fallback;
  const words = dictionaries[language].withdrawal;
  const page = (status: number, title: string, text: string) =>
    sendLinkPage(
      request,
      response,
      status,
      <MessagePage language={language} title={title} text={text} />,
    );
  switch (outcome.outcome) {
    case "unknown":
      page(404, words.messages.unknown.title, words.messages.unknown.text);
      return;
    case "expired":
      page(200, words.messages.expired.title, words.messages.expired.text);
      return;
    case "cancelled":
      page(200, words.messages.cancelled.title, words.messages.cancelled.text);
      return;
    case "not-consumer":
      page(200, words.heading, words.notConsumer);
      return;
    case "ended":
      page(
        200,
        words.heading,
        fill(words.ended, { date: enrolmentDay(outcome.endedOn, language) }),
      );
      return;
    case "already": {
      const moment = enrolmentMoment(outcome.receivedAt, language);
      page(200, words.done.already.title, fill(words.done.already.text, moment));
      return;
    }
    case "done": {
      const moment = enrolmentMoment(outcome.receivedAt, language);
      // After the start the page says, as the mail does, what the part given costs and what comes back.
      const isStarted = outcome.kind === "started" || outcome.kind === "unrequested";
      const done = isStarted ? words.done.started : words.done.withdrawn;
      const money = withdrawalMoney(outcome.ack, language);
      page(200, done.title, fill(done.text, { ...moment, number, money }));
    }
  }
}

import type { ReactNode } from "react";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { fill } from "#src/i18n/fill.ts";
import type { Language } from "#src/i18n/languages.ts";
import { enrolmentChangePaths } from "#src/routing/fixed-paths.ts";
import { type BuyerChoices, buyerChoices, type MoveTarget } from "#src/training/buyer-choices.ts";
import { todayInAmsterdam } from "#src/training/course-runs.ts";
import { formatDate } from "#src/training/course-format.ts";
import type { EnrolmentCatalogue } from "#src/training/enrolment-catalogue.server.ts";
import { isFromOwnOrigin } from "#server/back-office/access/request-origin.ts";
import { readFormBody } from "#server/http/form-body.ts";
import { type BuyerLinkLookup, buyerEnrolmentOf } from "#server/runs/buyer-changes.ts";
import { offerContext, type OfferSettings } from "#server/runs/offer-runs.ts";
import { runFacts } from "#server/runs/run-mail-facts.ts";
import type { RunStore } from "#server/runs/run-store.ts";
import type { EnrolmentView } from "#server/runs/enrolment-view.ts";
import { BuyerChangesSection, cancelWords, type RunLabels } from "./buyer-changes-section.tsx";
import { LinkPageDocument, sendLinkPage } from "./link-page-document.tsx";
import type { SiteRequest } from "./site-request.ts";
import { tokenAddressOf } from "./token-address.ts";

export interface EnrolmentChangeOptions {
  runs: Pick<RunStore, "buyerLinkLookup" | "moveEnrolment" | "changePlace">;
  /** The site's public origin: a change must be posted from it. */
  origin: () => string;
  /** The live release's catalogue: the runs, their capacities and labels, the terms' moveDays. */
  catalogue: () => EnrolmentCatalogue | undefined;
  offerSettings: OfferSettings;
  /** After a change queued mails: the outboxes send them now. */
  onMailQueued?: () => void;
  now?: () => Date;
}

type Open = Extract<BuyerLinkLookup, { state: "open" }>;

/** What every page of one enrolment shows: the course and the runs by name, in its language. */
interface PageFacts {
  language: Language;
  found: Open;
  course: string;
  labels: RunLabels;
  /** The express request's statutory text, as the enrolment form shows it. */
  expressText: string;
}
type MessageKey = "changed" | "notAllowed" | "expired" | "unknown" | "forbidden" | "unavailable";

const linkOf = (pathname: string) => tokenAddressOf(enrolmentChangePaths, pathname);

/**
 * The buyer's own changes (issue 44 point 3), behind the receipt's link (the participants'
 * token): what they may do today and what it costs (BuyerChangesSection), a preview of each
 * change that changes nothing, and its button's POST from our own origin (else 403): a
 * cancellation under the course terms (received now: the terms' scale counts from today) through
 * the same store function as the back office's cancel, or a move (buyer-changes.ts). The token
 * names the enrolment; nothing in the form can name another. In the address's language; no script.
 */
export function createEnrolmentChanges(options: EnrolmentChangeOptions) {
  const now = options.now ?? (() => new Date());
  const moveDays = () => options.catalogue()?.terms.moveDays ?? 14;
  const context = () => offerContext(options.catalogue(), options.offerSettings);

  async function lookup(token: string, at: string) {
    return options.runs.buyerLinkLookup(token, at, { runs: context().runs });
  }

  function choicesOf(found: Open, at: Date): BuyerChoices {
    const own = found.candidates.find((run) => run.key === found.row.runKey);
    const state = { cancelledAt: own?.isCancelled ? "cancelled" : null };
    const enrolment = buyerEnrolmentOf(found.row, state, own?.start);
    return buyerChoices(enrolment, found.candidates, todayInAmsterdam(at), moveDays());
  }

  function pageFactsOf(found: Open, language: Language): PageFacts {
    const catalogue = options.catalogue();
    const record = JSON.parse(found.row.details ?? "{}");
    const facts = (key: string) => runFacts(catalogue, found.row.courseKey, key, record);
    const labels = Object.fromEntries(
      [found.row.runKey, ...found.candidates.map((run) => run.key)].map((key) => [
        key,
        facts(key).run.label[language],
      ]),
    );
    return {
      language,
      found,
      course: facts(found.row.runKey).course[language],
      labels,
      expressText: catalogue?.terms.expressRequest?.[language] ?? "",
    };
  }

  async function show({ request, response, pathname, search }: SiteRequest) {
    const query = new URLSearchParams(search);
    const link = linkOf(pathname);
    if (!link) return;
    const { language, token } = link;
    try {
      const at = now();
      const found = await lookup(token, at.toISOString());
      if (found.state !== "open") {
        sendLinkPage(
          request,
          response,
          found.state === "unknown" ? 404 : 200,
          message(language, found.state),
        );
        return;
      }
      const choices = choicesOf(found, at);
      const page = pageFactsOf(found, language);
      const action = query.get("do");
      const target =
        choices.move.kind === "open"
          ? choices.move.runs.find((run) => run.key === query.get("to"))
          : undefined;
      const shown =
        action === "cancel" && (choices.cancel.kind === "charge" || choices.cancel.kind === "free")
          ? cancelPage(page, choices, at)
          : action === "move" && target
            ? movePage(page, target)
            : overviewPage(page, token, choices, moveDays());
      sendLinkPage(request, response, 200, shown);
    } catch {
      sendLinkPage(request, response, 503, message(language, "unavailable"));
    }
  }

  async function answer({ request, response, pathname }: SiteRequest) {
    const link = linkOf(pathname);
    if (!link) return;
    const { language, token } = link;
    const send = (status: number, key: MessageKey) =>
      sendLinkPage(request, response, status, message(language, key));
    if (!isFromOwnOrigin(request, options.origin())) {
      send(403, "forbidden");
      return;
    }
    const body = await readFormBody(request, 8 * 1024);
    if (body.kind === "aborted") return;
    const fields = body.kind === "fields" ? body.fields : new Map<string, string>();
    const version = /^\d{1,15}$/.test(fields.get("version") ?? "")
      ? Number(fields.get("version"))
      : -1;
    try {
      const at = now();
      const found = await lookup(token, at.toISOString());
      if (found.state !== "open") {
        send(found.state === "unknown" ? 404 : 200, found.state);
        return;
      }
      const { row } = found;
      const choices = choicesOf(found, at);
      const catalogue = options.catalogue();
      const record = JSON.parse(row.details ?? "{}");
      const facts = runFacts(catalogue, row.courseKey, row.runKey, record);
      const page = pageFactsOf(found, language);
      const { labels } = page;
      const words = dictionaries[language].buyerChanges;
      if (fields.get("do") === "cancel") {
        const cancel = choices.cancel;
        if (cancel.kind !== "charge" && cancel.kind !== "free") {
          send(200, "notAllowed");
          return;
        }
        const outcome = await options.runs.changePlace({
          id: row.id,
          version,
          action: "cancel",
          cause: cancel.kind === "free" ? "unconfirmed" : "buyer",
          // The scale counts from the day it reached us: now.
          receivedOn: todayInAmsterdam(at),
          at: at.toISOString(),
          capacity: null,
          facts,
          offers: context(),
        });
        if (outcome.outcome === "done") {
          options.onMailQueued?.();
          sendLinkPage(
            request,
            response,
            200,
            simple(language, words.cancel.done.title, words.cancel.done.text),
          );
        } else
          send(
            outcome.outcome === "changed" ? 409 : 200,
            outcome.outcome === "changed" ? "changed" : "notAllowed",
          );
        return;
      }
      if (fields.get("do") === "move") {
        const outcome = await options.runs.moveEnrolment({
          id: row.id,
          version,
          toKey: fields.get("to") ?? "",
          isExpressRequested: fields.get("express") === "yes",
          moveDays: moveDays(),
          at: at.toISOString(),
          offers: context(),
          facts,
        });
        switch (outcome.outcome) {
          case "done": {
            options.onMailQueued?.();
            const text = fill(words.move.done.text, { run: labels[fields.get("to") ?? ""] ?? "" });
            sendLinkPage(request, response, 200, simple(language, words.move.done.title, text));
            return;
          }
          case "refused": {
            if (outcome.reason === "express-request") {
              const target = outcome.runs.find((run) => run.key === fields.get("to"));
              if (target) {
                sendLinkPage(request, response, 400, movePage(page, target, true));
                return;
              }
            }
            if (outcome.reason === "full") {
              sendLinkPage(request, response, 409, fullPage(language, token, outcome.runs, labels));
              return;
            }
            send(200, "notAllowed");
            return;
          }
          default:
            send(
              outcome.outcome === "changed" ? 409 : 404,
              outcome.outcome === "changed" ? "changed" : "unknown",
            );
            return;
        }
      }
      send(400, "notAllowed");
    } catch {
      send(503, "unavailable");
    }
  }

  return {
    isEnrolmentChangePath: (site: SiteRequest) => linkOf(site.pathname) !== undefined,
    show,
    answer,
  };
}

function overviewPage(page: PageFacts, token: string, choices: BuyerChoices, moveDays: number) {
  const { language, found, labels } = page;
  const words = dictionaries[language].buyerChanges;
  const title = fill(words.title, { course: page.course });
  return (
    <LinkPageDocument language={language} title={title}>
      <h1>{title}</h1>
      <p>{fill(words.run, { run: labels[found.row.runKey] ?? "" })}</p>
      <BuyerChangesSection
        language={language}
        token={token}
        choices={choices}
        labels={labels}
        moveDays={moveDays}
      />
    </LinkPageDocument>
  );
}

function cancelPage(page: PageFacts, choices: BuyerChoices, at: Date) {
  const { language, found, labels } = page;
  const words = dictionaries[language].buyerChanges;
  return (
    <LinkPageDocument language={language} title={words.cancel.confirmTitle}>
      <h1>{words.cancel.confirmTitle}</h1>
      <p>
        <strong>{page.course}</strong>, {labels[found.row.runKey]}
      </p>
      <p data-cancel-cost>{cancelWords(language, choices.cancel)}</p>
      <p className="hint">
        {fill(words.cancel.received, { date: formatDate(todayInAmsterdam(at), language) })}
      </p>
      <form method="post">
        <input type="hidden" name="do" value="cancel" />
        <input type="hidden" name="version" value={found.row.placeVersion} />
        <button type="submit">{words.cancel.button}</button>
      </form>
    </LinkPageDocument>
  );
}

function movePage(page: PageFacts, target: MoveTarget, isRefused = false) {
  const { language, found, labels } = page;
  const words = dictionaries[language].buyerChanges.move;
  return (
    <LinkPageDocument language={language} title={words.confirmTitle}>
      <h1>{words.confirmTitle}</h1>
      {isRefused && (
        <div className="problem" role="alert">
          {words.expressRequired}
        </div>
      )}
      <p>
        <strong>{page.course}</strong>
      </p>
      <p>
        {fill(words.from, { run: labels[found.row.runKey] ?? "" })}
        <br />
        {fill(words.to, { run: labels[target.key] ?? target.key })}
      </p>
      <p>{words.invoice}</p>
      <form method="post">
        <input type="hidden" name="do" value="move" />
        <input type="hidden" name="to" value={target.key} />
        <input type="hidden" name="version" value={found.row.placeVersion} />
        {target.needsExpressRequest && (
          <fieldset>
            <legend>{words.expressRequest}</legend>
            <label className="consent">
              <input type="checkbox" name="express" value="yes" required />
              <span>{page.expressText}</span>
            </label>
          </fieldset>
        )}
        <button type="submit">{words.button}</button>
      </form>
    </LinkPageDocument>
  );
}

function fullPage(language: Language, token: string, runs: MoveTarget[], labels: RunLabels) {
  const words = dictionaries[language].buyerChanges.move.full;
  const base = `${enrolmentChangePaths[language]}/${token}`;
  return (
    <LinkPageDocument language={language} title={words.title}>
      <h1>{words.title}</h1>
      {runs.length > 0 ? (
        <>
          <p>{words.text}</p>
          <ul data-move-runs>
            {runs.map((run) => (
              <li key={run.key}>
                <a href={`${base}?${new URLSearchParams({ do: "move", to: run.key })}`}>
                  {labels[run.key] ?? run.key}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{words.none}</p>
      )}
    </LinkPageDocument>
  );
}

function simple(language: Language, title: string, text: string) {
  return (
    <LinkPageDocument language={language} title={title}>
      <h1>{title}</h1>
      <p>{text}</p>
    </LinkPageDocument>
  );
}

function message(language: Language, key: MessageKey) {
  const text = dictionaries[language].buyerChanges[key];
  return simple(language, text.title, text.text);
}

/**
 * The buyer's page's "Cancel or move" slot (participants-route.tsx): a link to this route's
 * overview, which says what is possible today and what it costs; none once the enrolment ended.
 */
export function changesLinkFor(view: EnrolmentView, token: string): ReactNode {
  if (view.place === "cancelled") return undefined;
  return (
    <p>
      <a href={`${enrolmentChangePaths[view.language]}/${token}`} data-changes-link>
        {dictionaries[view.language].buyerChanges.heading}
      </a>
    </p>
  );
}

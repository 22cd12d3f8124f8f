import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { fill } from "#src/i18n/fill.ts";
import type { Language } from "#src/i18n/languages.ts";
import { formatMoney } from "#src/money/format-money.ts";
import type { BuyerChoices, CancelChoice } from "#src/training/buyer-choices.ts";
import { formatDate } from "#src/training/course-format.ts";
import { enrolmentChangePaths, participantLinkPaths } from "#src/routing/fixed-paths.ts";

/** A run as the buyer reads it: its key and its label in their language. */
export type RunLabels = Record<string, string>;

/**
 * "Cancel or move": what the buyer may do with their enrolment today and what each costs, with a
 * link to each change's page (a preview that changes nothing; only its button posts). The
 * buyer's page renders it too (issue 44 point 1); the choices come from buyerChoices.
 */
export function BuyerChangesSection(props: {
  language: Language;
  token: string;
  choices: BuyerChoices;
  labels: RunLabels;
  moveDays: number;
}) {
  const { language, token, choices, labels } = props;
  const words = dictionaries[language].buyerChanges;
  const base = `${enrolmentChangePaths[language]}/${token}`;
  const move = choices.move;
  if (move.kind === "closed" && move.reason === "private-run") {
    // Arranged with the buyer's organisation: no cancel, move or withdrawal online.
    return (
      <section aria-labelledby="buyer-changes" data-buyer-changes data-private-run>
        <h2 id="buyer-changes">{words.heading}</h2>
        <p>{words.privateRun}</p>
        {choices.canSubstitute && (
          <p>
            <a href={`${participantLinkPaths[language]}/${token}`}>{words.participantsLink}</a>
          </p>
        )}
      </section>
    );
  }
  return (
    <section aria-labelledby="buyer-changes" data-buyer-changes>
      <h2 id="buyer-changes">{words.heading}</h2>
      <h3>{words.cancel.heading}</h3>
      <p data-cancel-cost>{cancelWords(language, choices.cancel)}</p>
      {(choices.cancel.kind === "charge" || choices.cancel.kind === "free") && (
        <p>
          <a href={`${base}?do=cancel`}>{words.cancel.link}</a>
        </p>
      )}
      <h3>{words.move.heading}</h3>
      {move.kind === "open" ? (
        <>
          <p>{fill(words.move.intro, { moveDays: String(props.moveDays) })}</p>
          <ul data-move-runs>
            {move.runs.map((run) => (
              <li key={run.key}>
                {fill(words.move.until, {
                  run: labels[run.key] ?? run.key,
                  date: formatDate(run.until, language),
                })}{" "}
                <a href={`${base}?${new URLSearchParams({ do: "move", to: run.key })}`}>
                  {words.move.link}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p data-move-closed>
          {fill(
            {
              "too-late": words.move.tooLate,
              "no-room": words.move.noRoom,
              cancelled: words.move.cancelled,
              "not-confirmed": words.move.notConfirmed,
              "no-dates": words.move.noDates,
              "private-run": words.privateRun,
            }[move.reason],
            { moveDays: String(props.moveDays) },
          )}
        </p>
      )}
      {choices.canSubstitute && (
        <p>
          {words.substitute}{" "}
          <a href={`${participantLinkPaths[language]}/${token}`}>{words.participantsLink}</a>
        </p>
      )}
    </section>
  );
}

/** What cancelling today costs, in the buyer's words (the amounts in cents from buyerChoices). */
export function cancelWords(language: Language, cancel: CancelChoice): string {
  const words = dictionaries[language].buyerChanges.cancel;
  if (cancel.kind !== "charge") {
    return { withdrawal: words.withdrawal, free: words.unconfirmed, none: words.none }[cancel.kind];
  }
  const date = formatDate(cancel.refundBy, language);
  if (cancel.percent === 0) return fill(words.free, { date });
  if (!cancel.amount) return fill(words.chargeOfFee, { percent: String(cancel.percent) });
  const money = {
    percent: String(cancel.percent),
    incl: formatMoney(cancel.amount.inclVatCents, language),
    excl: formatMoney(cancel.amount.exclVatCents, language),
    date,
  };
  if (cancel.isChargeLater) return fill(words.consumerCharge, money);
  return fill(cancel.percent === 100 ? words.fullFee : words.charge, money);
}

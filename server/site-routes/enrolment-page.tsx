import type { ReactNode } from "react";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { fill } from "#src/i18n/fill.ts";
import type { Language } from "#src/i18n/languages.ts";
import { formatMoney } from "#src/money/format-money.ts";
import { cents } from "#src/money/money.ts";
import { pagePath } from "#src/routing/paths.server.ts";
import { enrolmentDay, enrolmentMoment, withdrawalMoney } from "#server/runs/enrolment-format.ts";
import type { EnrolmentView } from "#server/runs/enrolment-view.ts";
import { LinkPageDocument } from "./link-page-document.tsx";

/** A "YYYY-MM-DD" or an instant's day, as the page's language writes it. */
const day = enrolmentDay;

/**
 * The buyer's page of one enrolment (behind the receipt's link): the run, its
 * participants (their form while it may change: `participants`), the invoices
 * with where each stands, and what the buyer may do today, each with its
 * consequence in money before confirming. `changes`: the slot for cancelling
 * or moving under the terms (built apart; nothing shows without it).
 */
export function EnrolmentPage(props: {
  view: EnrolmentView;
  participants?: ReactNode;
  changes?: ReactNode;
}) {
  const { view } = props;
  const language = view.language;
  const words = dictionaries[language].enrolmentPage;
  const title = fill(words.title, { number: view.number, course: view.courseTitle });
  const place =
    words.places[(view.place ?? "none") as keyof typeof words.places] ?? words.places.none;
  return (
    <LinkPageDocument language={language} title={title}>
      <h1>{title}</h1>
      <dl>
        <dt>{words.run}</dt>
        <dd>{view.runLabel}</dd>
        <dt>{words.status}</dt>
        <dd>{place}</dd>
      </dl>
      <h2>{fill(dictionaries[language].participantLink.title, { course: view.courseTitle })}</h2>
      {props.participants ?? (
        <ul>
          {view.participants.map((each) => (
            <li key={each.position}>{each.name || words.toBeNamed}</li>
          ))}
        </ul>
      )}
      <h2>{words.invoicesHeading}</h2>
      {view.documents.length === 0 ? (
        <p>{words.noInvoices}</p>
      ) : (
        <ul>
          {view.documents.map((document) => (
            <li key={document.number}>
              {fill(words.invoiceLine, {
                kind: words.kinds[document.kind],
                number: document.number,
                date: day(document.issueDate, language),
                amount: formatMoney(cents(document.inclVat), language),
                status: words.statuses[document.status],
              })}
            </li>
          ))}
        </ul>
      )}
      <h2>{words.todayHeading}</h2>
      <WithdrawalSection view={view} />
      {props.changes && (
        <section aria-labelledby="changes">
          <h2 id="changes">{words.changesHeading}</h2>
          {props.changes}
        </section>
      )}
    </LinkPageDocument>
  );
}

/** The withdrawal function's first step, or why it is not (or no longer) there. */
function WithdrawalSection({ view }: { view: EnrolmentView }) {
  const language = view.language;
  const words = dictionaries[language].withdrawal;
  const termsPath = pagePath("courseTerms", language);
  if (view.withdrawal) {
    const moment = enrolmentMoment(view.withdrawal.receivedAt, language);
    const ack = view.withdrawal.ack;
    return (
      <p>
        {fill(words.done.already.text, moment)}
        {ack && ` ${withdrawalMoney(ack, language)}`}
      </p>
    );
  }
  const window = view.window;
  if (window.state === "cancelled") {
    return <p>{dictionaries[language].enrolmentPage.nothingToday}</p>;
  }
  if (window.state === "not-consumer" || window.state === "ended") {
    return (
      <p>
        {window.state === "ended"
          ? fill(words.ended, { date: day(window.endedOn, language) })
          : words.notConsumer}{" "}
        <a href={termsPath}>{words.termsLink}</a>
      </p>
    );
  }
  const consequence = consequenceOf(view);
  return (
    <section aria-labelledby="withdrawal">
      <h3 id="withdrawal">{words.heading}</h3>
      <p>{consequence}</p>
      {/* A visit of the next step changes nothing: only its button's POST acts. */}
      <form method="get">
        <input type="hidden" name="step" value="withdraw" />
        <button type="submit">{words.button}</button>
      </form>
    </section>
  );
}

/** What withdrawing today means in money, for the consumer to read before confirming. */
function consequenceOf(view: EnrolmentView): string {
  const language = view.language;
  const words = dictionaries[language].withdrawal.consequence;
  const window = view.window;
  if (window.state !== "open") return words.free;
  const started = view.isExpressRequested ? words.started : words.unrequested;
  return fill(window.hasStarted ? started : words.open, {
    paid: formatMoney(cents(view.paidCents), language),
    refundBy: day(view.refundBy, language),
    until: day(window.until, language),
  });
}

/** The confirmation step: name, the enrolment, where the acknowledgement goes; the button acts. */
export function WithdrawalConfirmPage(props: {
  view: EnrolmentView;
  heading?: string;
  intro?: string;
}) {
  const { view } = props;
  const language = view.language;
  const words = dictionaries[language].withdrawal;
  const title = props.heading ?? fill(words.confirm.title, { number: view.number });
  return (
    <LinkPageDocument language={language} title={title}>
      <h1>{title}</h1>
      <p>
        {props.intro ??
          fill(words.confirm.intro, {
            course: view.courseTitle,
            run: view.runLabel,
            number: view.number,
          })}
      </p>
      <p>{consequenceOf(view)}</p>
      <form method="post">
        <input type="hidden" name="action" value="withdraw" />
        <label htmlFor="name">{words.confirm.name}</label>
        <input type="text" id="name" name="name" defaultValue={view.name} readOnly />
        <label htmlFor="number">{words.confirm.number}</label>
        <input type="text" id="number" name="number" defaultValue={view.number} readOnly />
        <label htmlFor="email">{words.confirm.email}</label>
        <input type="email" id="email" name="email" defaultValue={view.email} readOnly />
        <button type="submit">{words.confirmButton}</button>
      </form>
    </LinkPageDocument>
  );
}

/** A plain page of one message, in the visitor's language: a link's end, a refusal, a receipt. */
export function MessagePage(props: { language: Language; title: string; text: string }) {
  return (
    <LinkPageDocument language={props.language} title={props.title}>
      <h1>{props.title}</h1>
      <p>{props.text}</p>
    </LinkPageDocument>
  );
}

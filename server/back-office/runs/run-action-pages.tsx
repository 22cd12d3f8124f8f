import { formatDate } from "#src/training/course-format.ts";
import type { ReactNode } from "react";
import type { RosterRow } from "#server/runs/roster-types.ts";
import type { CancelCauseChoice } from "./cancellation-choice.ts";
import { PageShell } from "#server/back-office/shared/page-shell.tsx";
import { placesText } from "./run-badges.tsx";
import type { RunLine } from "./runs-page-lines.ts";
import { placeActionPath, rosterPath, runActionPath } from "./run-paths.ts";

interface ActionPageProps {
  signedIn: { email: string };
  line: RunLine;
  isMailing: boolean;
}

/** How many days before the start the course terms promise to tell of a move or cancellation. */
const noticeDays = 14;

/**
 * The question before a change that mails people and cannot be taken back:
 * what happens and who is told, a button that posts it, and a way back.
 */
function ActionPage(props: {
  signedIn: { email: string };
  title: string;
  line: RunLine;
  children: ReactNode;
  action: string;
  button: string;
  isDanger?: boolean;
  /** Inputs posted with the button. */
  fields?: ReactNode;
}) {
  const back = rosterPath(props.line.courseKey, props.line.runKey);
  return (
    <PageShell title={props.title} signedIn={props.signedIn} section="runs" isNarrow>
      <h1>{props.title}</h1>
      <p>
        <strong>{props.line.courseTitle}</strong>, {props.line.label}
      </p>
      {props.children}
      {props.fields ? (
        // The choices go with the button: one form holding both.
        <form method="post" action={props.action}>
          {props.fields}
          <div className="actions">
            <button type="submit" className={props.isDanger ? "danger" : undefined}>
              {props.button}
            </button>
            <a className="button secondary" href={back}>
              Back to the roster
            </a>
          </div>
        </form>
      ) : (
        <div className="actions">
          <form method="post" action={props.action} className="inline">
            <button type="submit" className={props.isDanger ? "danger" : undefined}>
              {props.button}
            </button>
          </form>
          <a className="button secondary" href={back}>
            Back to the roster
          </a>
        </div>
      )}
    </PageShell>
  );
}

function Mailed(props: { isMailing: boolean; children: ReactNode }) {
  return props.isMailing ? (
    <p>{props.children}</p>
  ) : (
    <p>E-mail is off on this server: nobody is e-mailed, so tell them yourself.</p>
  );
}

/** A warning when the run starts sooner than the terms' notice for a move or cancellation. */
function ShortNotice(props: { line: RunLine; today: string }) {
  if (!props.line.start) return null;
  const days = Math.round(
    (Date.parse(`${props.line.start}T00:00:00Z`) - Date.parse(`${props.today}T00:00:00Z`)) /
      86_400_000,
  );
  if (days >= noticeDays) return null;
  return (
    <p className="problem" role="alert">
      This run starts in {days} {days === 1 ? "day" : "days"}. The course terms promise to tell
      participants at least 2 weeks before the start, except when a trainer falls ill.
    </p>
  );
}

export function GuaranteeRunPage(props: ActionPageProps) {
  const { line } = props;
  return (
    <ActionPage
      signedIn={props.signedIn}
      title="Mark this run guaranteed?"
      line={line}
      action={runActionPath(line.courseKey, line.runKey, "guarantee")}
      button="Mark guaranteed and tell participants"
    >
      <p>It goes ahead whatever the number of participants; the course page says so.</p>
      <Mailed isMailing={props.isMailing}>
        Everyone holding a place ({placesText(line)}) is e-mailed, in their language, that the run
        goes ahead.
      </Mailed>
    </ActionPage>
  );
}

export function CancelRunPage(props: ActionPageProps & { today: string }) {
  const { line } = props;
  return (
    <ActionPage
      signedIn={props.signedIn}
      title="Cancel this run?"
      line={line}
      action={runActionPath(line.courseKey, line.runKey, "cancel")}
      button="Cancel the run and tell participants"
      isDanger
    >
      <ShortNotice line={line} today={props.today} />
      <p>
        The run takes no more enrolments and the site no longer offers it. Its {line.counts.taken}{" "}
        participants with a place and {line.counts.waiting} on the waiting list stay on its roster,
        so you can see whom to refund or move.
      </p>
      <Mailed isMailing={props.isMailing}>
        Each of them is e-mailed, in their language, that the run is cancelled and that, as the
        course terms promise, they choose another run of the course or a full refund within 14 days
        of their choice, with the course's other runs listed. Anyone who already had the joining
        details is told they no longer apply.
      </Mailed>
      <p>This cannot be undone.</p>
    </ActionPage>
  );
}

export interface MoveTarget {
  line: RunLine;
  /** Places free on it now; null: no limit. */
  free: number | null;
}

/**
 * Moving a run: first the run to move to (a GET form), then what that does
 * (who gets a place there, who goes on its waiting list) and the button.
 */
export function MoveRunPage(
  props: ActionPageProps & {
    today: string;
    targets: MoveTarget[];
    chosen?: MoveTarget & { placed: number; waiting: number };
  },
) {
  const { line, chosen } = props;
  const path = runActionPath(line.courseKey, line.runKey, "move");
  if (!chosen) {
    return (
      <PageShell title="Move this run" signedIn={props.signedIn} section="runs" isNarrow>
        <h1>Move this run</h1>
        <p>
          <strong>{line.courseTitle}</strong>, {line.label}
        </p>
        {props.targets.length === 0 ? (
          <p>
            The course has no other upcoming run to move to. Add one in the course file (Edit
            content), then come back once the site is rebuilt.
          </p>
        ) : (
          <form method="get" action={path} className="stack">
            <label htmlFor="move-to">Move its participants to</label>
            <select id="move-to" name="to" required>
              {props.targets.map((target) => (
                <option key={target.line.runKey} value={target.line.runKey}>
                  {target.line.label} (
                  {target.free === null ? "no limit" : `${target.free} places free`})
                </option>
              ))}
            </select>
            <div className="actions">
              <button type="submit">Next: see what it does</button>
              <a className="button secondary" href={rosterPath(line.courseKey, line.runKey)}>
                Back to the roster
              </a>
            </div>
          </form>
        )}
      </PageShell>
    );
  }
  return (
    <ActionPage
      signedIn={props.signedIn}
      title="Move this run?"
      line={line}
      action={`${path}?to=${encodeURIComponent(chosen.line.runKey)}`}
      button="Move the participants and tell them"
      isDanger
    >
      <ShortNotice line={line} today={props.today} />
      <p>
        To: <strong>{chosen.line.label}</strong> (
        {chosen.free === null ? "no limit" : `${chosen.free} places free`}).
      </p>
      <p data-move-outcome>
        Those with a place move first, then the waiting list, each in order of arrival:{" "}
        {chosen.placed} {chosen.placed === 1 ? "enrolment gets" : "enrolments get"} a place there (a
        confirmed one stays confirmed), {chosen.waiting} {chosen.waiting === 1 ? "goes" : "go"} on
        its waiting list. This run then takes no more enrolments.
      </p>
      <Mailed isMailing={props.isMailing}>
        Each of them is e-mailed, in their language, the new dates and their place, with the choice
        of a full refund instead; anyone who already had the joining details is told they no longer
        apply, and gets the new run's in time.
      </Mailed>
    </ActionPage>
  );
}

/**
 * Cancelling one enrolment: why (the cause decides what the participant's
 * mail says of the money, and is recorded), with the suggested cause chosen.
 */
export function CancelPlacePage(
  props: ActionPageProps & { row: RosterRow; causes: CancelCauseChoice },
) {
  const { row, line, causes } = props;
  return (
    <ActionPage
      signedIn={props.signedIn}
      title="Cancel this enrolment?"
      line={line}
      action={placeActionPath(row.id, "cancel", row.placeVersion)}
      button="Cancel the enrolment and tell the participant"
      isDanger
      fields={
        <>
          <input type="hidden" name="receivedOn" value={causes.receivedOn} />
          <p data-received-on>
            Received on <strong>{formatDate(causes.receivedOn, "en")}</strong>: the charge, the
            withdrawal period and the refund's deadline below count from that day.
          </p>
          <fieldset className="causes">
            <legend>Why is it cancelled?</legend>
            {causes.choices.map((choice) => (
              <p key={choice.cause}>
                <label>
                  <input
                    type="radio"
                    name="cause"
                    value={choice.cause}
                    defaultChecked={choice.cause === causes.suggested}
                  />{" "}
                  <strong>{choice.label}</strong>
                </label>
                <br />
                <span className="hint">{choice.consequence}</span>
              </p>
            ))}
          </fieldset>
        </>
      }
    >
      <form method="get" action={placeActionPath(row.id, "cancel")} className="received-on">
        <input type="hidden" name="version" value={row.placeVersion} />
        <label htmlFor="received-on">Received on (the day the cancellation reached us)</label>
        <input
          id="received-on"
          type="date"
          name="receivedOn"
          defaultValue={causes.receivedOn}
          min={causes.earliest}
          max={causes.latest}
          required
        />
        <button type="submit" className="secondary">
          Show what it costs on that day
        </button>
      </form>
      {causes.warnings.map((warning) => (
        <p key={warning} className="problem" role="alert">
          {warning}
        </p>
      ))}
      <p>
        The enrolment of <strong>{row.name}</strong> ({row.email}) for {row.participants}{" "}
        {row.participants === 1 ? "participant" : "participants"} is cancelled
        {row.place === "placed" || row.place === "confirmed"
          ? ", and its places are free for the waiting list or new enrolments"
          : ""}
        . It stays on the roster as cancelled, with the reason you choose.
      </p>
      <Mailed isMailing={props.isMailing}>
        The participant is e-mailed, in their language, that the enrolment is cancelled, and what
        that means for the money: what is refunded or charged, and by when.
      </Mailed>
    </ActionPage>
  );
}

import type { Place } from "#server/enquiries/run-places.ts";
import { formatTime } from "#server/back-office/shared/format-time.ts";
import { formatDate } from "#src/training/course-format.ts";
import { quotePath } from "#server/back-office/quotes/quote-paths.ts";
import type { RunLine } from "./runs-page-lines.ts";

/** "5 of 8", "5 (no limit)", "5 of 8, 2 offered": places taken, in participants (an offered place is held). */
export function placesText(line: RunLine): string {
  const taken =
    line.capacity === null
      ? `${line.counts.taken} (no limit)`
      : `${line.counts.taken} of ${line.capacity}`;
  return (line.counts.offered ?? 0) > 0 ? `${taken}, ${line.counts.offered} offered` : taken;
}

/** The warning when the course file's capacity went below the places already taken. */
export function overCapacityText(line: RunLine): string {
  return `Capacity lowered below the places taken: ${line.counts.taken} places are taken and the course file now says ${line.capacity}. Nobody loses a place; nobody gets one until enough are cancelled.`;
}

/** A run past its decision date below its minimum: what the Runs page's warning says. */
export function decisionDueText(line: RunLine): string {
  const decision = line.decision;
  if (!decision) return "";
  return `below its minimum on its decision date (${formatDate(decision.by)}): ${line.counts.confirmed} of minimum ${decision.minimum} confirmed. Decide on its roster: Mark guaranteed…, Move to another run… or Cancel this run…; nothing is cancelled by itself, and the course terms promise participants at least 2 weeks' notice.`;
}

/** What stands out about a run: guaranteed, cancelled, moved, its minimum, not offered, over capacity. */
export function RunStateBadges(props: { line: RunLine }) {
  const { line } = props;
  if (!line.privateOf) return <StateBadges line={line} />;
  // A private run: whose quote it is, then its state (always guaranteed: it was agreed).
  return (
    <>
      <span className="badge" data-private-of={line.privateOf.number}>
        Private · <a href={quotePath(line.privateOf.quoteId)}>{line.privateOf.number}</a>
      </span>{" "}
      <StateBadges line={line} />
    </>
  );
}

function StateBadges(props: { line: RunLine }) {
  const { line } = props;
  const badges: { text: string; tone: string; title?: string }[] = [];
  if (line.state.movedTo) {
    badges.push({ text: `moved to ${line.movedToLabel ?? line.state.movedTo}`, tone: "danger" });
  } else if (line.state.cancelledAt) {
    badges.push({ text: "cancelled", tone: "danger", title: formatTime(line.state.cancelledAt) });
  } else if (line.guaranteed) {
    badges.push({ text: line.privateOf ? "agreed" : "guaranteed", tone: "ok" });
  } else if (line.decision?.isDue) {
    badges.push({
      text: `decision due: ${line.counts.confirmed} of minimum ${line.decision.minimum} confirmed`,
      tone: "danger",
    });
  } else if (line.decision) {
    badges.push({
      text: `minimum ${line.decision.minimum}: ${line.counts.confirmed} confirmed, decide by ${formatDate(line.decision.by)}`,
      tone: "",
    });
  }
  if (line.isOverCapacity && !line.state.cancelledAt) {
    badges.push({ text: "over capacity", tone: "warn" });
  }
  if (!line.isOffered && !line.isUndated) {
    badges.push({ text: line.isPast ? "past" : "not offered on the site", tone: "" });
  }
  if (badges.length === 0) return <span className="muted">open</span>;
  return (
    <span className="badges">
      {badges.map((badge) => (
        <span key={badge.text} className={`badge ${badge.tone}`.trim()} title={badge.title}>
          {badge.text}
        </span>
      ))}
    </span>
  );
}

export const placeLabels: Record<Place | "unanswered", { text: string; tone: string }> = {
  confirmed: { text: "confirmed", tone: "ok" },
  placed: { text: "placed: to confirm", tone: "warn" },
  offered: { text: "place offered: awaiting their answer", tone: "warn" },
  waiting: { text: "waiting list", tone: "" },
  cancelled: { text: "cancelled", tone: "muted" },
  unanswered: { text: "to confirm", tone: "warn" },
};

/** An enrolment's place on its run. */
export function PlaceBadge(props: { place: Place | null; position?: number }) {
  const label = placeLabels[props.place ?? "unanswered"];
  return (
    <span className={`badge ${label.tone}`.trim()}>
      {label.text}
      {props.position ? `, number ${props.position}` : ""}
    </span>
  );
}

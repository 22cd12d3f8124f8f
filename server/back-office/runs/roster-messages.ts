import type { RosterRow } from "#server/runs/roster-types.ts";
import type { EnrolmentRecord } from "#server/mail/enrolment-mails.ts";
import { formatDate } from "#src/training/course-format.ts";
import { certificateEmailDays } from "#src/content/after-course-retention.ts";
import { attendanceWords } from "./attendance-marks.tsx";
import { placeLabels } from "./run-badges.tsx";
import type { RowInvoices } from "./roster-invoices.tsx";
import { rosterParticipants } from "./roster-csv.ts";
import type { RunLine } from "./runs-page-lines.ts";

/**
 * What a roster says after an action: a confirmation, or why nothing was
 * done. Chosen by a known key in the address; the person is looked up by the
 * enrolment's id, counts are read as numbers, and nothing else of the
 * address is shown.
 */
export interface RosterMessages {
  notice?: string;
  problem?: string;
  /** The enrolment it is about. */
  highlight?: number;
}

/** After a confirmation VIES was asked for: the VAT the invoice charges, and why. */
const vatWords: Record<string, string> = {
  "reverse-charge":
    " VAT reverse charged: VIES confirmed the VAT ID, and its consultation number is kept with the invoice.",
  dutch:
    " With Dutch VAT, as you chose: the invoice and its mail tell the buyer that VIES did not confirm their VAT ID.",
};

/** Only a known key of the address is shown. */
function vatWordsIn(url: URL): string {
  const vat = url.searchParams.get("vat") ?? "";
  return Object.hasOwn(vatWords, vat) ? (vatWords[vat] ?? "") : "";
}

export function rosterMessages(
  url: URL,
  rows: RosterRow[],
  line: RunLine,
  isMailing: boolean,
  invoices?: Record<number, RowInvoices>,
): RosterMessages {
  const id = Number(url.searchParams.get("enrolment"));
  const row = rows.find((candidate) => candidate.id === id);
  const name = row?.name ?? "the participant";
  const position = Number(url.searchParams.get("participant"));
  const participant = row && rosterParticipants(row).find((each) => each.position === position);
  const count = (key: string) => Math.max(0, Number(url.searchParams.get(key)) || 0);
  const told = (sentence: string) =>
    isMailing ? ` ${sentence}` : " E-mail is off on this server: tell them yourself.";
  const status = row ? placeLabels[row.place ?? "unanswered"].text : "gone";
  // The change reached the run's minimum: the store guaranteed the run in the same commit.
  const reached =
    url.searchParams.get("minimum") === "reached"
      ? ` With ${count("confirmed")} confirmed the run has reached its minimum: it is guaranteed now.${told(`${count("told")} others with a place are e-mailed that it goes ahead.`)}`
      : "";
  const notices: Record<string, () => string> = {
    confirmed: () =>
      `Confirmed the enrolment of ${name}: it is definitive.${told("The confirmation is on its way to them.")}${count("documents") > 0 ? ` Its invoice is issued (below)${isMailing ? " and e-mailed to the buyer with its PDF" : ""}.${vatWordsIn(url)}` : ""}${reached}`,
    cancelled: () =>
      `Cancelled the enrolment of ${name}.${told("They are e-mailed.")}${count("documents") > 0 ? ` ${count("documents")} invoice ${count("documents") === 1 ? "document" : "documents"} issued (credit note, charge): see below.` : ""}`,
    address: () =>
      `Saved the invoice address of ${name}. Confirm the enrolment when you are ready: its invoice is issued with it.`,
    charge: () =>
      `Confirmed the cancellation charge of ${name}: ${count("documents") === 0 ? "nothing invoiced; everything paid is owed back" : "its invoice is issued (below), set off against what was paid"}; what was paid above it is refunded. The log has the amount.`,
    "express-request": () =>
      `Recorded the express request of ${name}, received by e-mail on ${row ? expressRequestDay(row) : ""}: they can take part in this run, and their joining details go out as for everyone (now, if they are already due).`,
    placed: () =>
      `Gave ${name} a place.${told("They are e-mailed; confirm the enrolment when you are ready.")}`,
    marked: () =>
      `Saved: ${participant?.name || `participant ${participant?.position ?? ""} of ${name}`.trim()} ${attendanceWords[participant?.attendance ?? ""] ?? "marked"}.`,
    renamed: () =>
      `Saved participant ${participant?.position ?? ""} of ${name}: ${participant?.name || "to be named"}${participant?.email ? ` (${participant.email})` : ""}. Nobody was e-mailed: the joining details go to the new address when they are due.`,
    "participant-added": () =>
      `Added a participant to the enrolment of ${name}: now ${row?.participants ?? ""}.${count("documents") > 0 ? ` An invoice for the one participant is issued (below)${isMailing ? " and e-mailed to the buyer" : ""}.` : ""}${reached || " Nobody else was e-mailed."}`,
    "participant-removed": () =>
      `Removed a participant from the enrolment of ${name}: now ${row?.participants ?? ""}; the place is offered on to the waiting list.${count("documents") > 0 ? ` A credit note for one participant is issued (below)${isMailing ? " and e-mailed to the buyer" : ""}.` : ""}`,
    "certificate-ticked": () =>
      `${participant?.name || "The participant"} gets a certificate though partly present: it goes out the night after the run's last day.`,
    "certificate-unticked": () =>
      `${participant?.name || "The participant"} gets no certificate while partly present (one already sent stays valid until you revoke it).`,
    "certificate-resent": () =>
      `The certificate of ${participant?.name || "the participant"} is on its way again.`,
    "certificate-revoked": () =>
      `Revoked the certificate of ${participant?.name || "the participant"}: its page now says it is not found, and its evaluation no longer counts.`,
    guaranteed: () =>
      `Marked guaranteed.${told(`${count("mailed")} participants with a place are e-mailed that it goes ahead.`)}`,
    "run-cancelled": () =>
      `Cancelled the run.${told(`${count("mailed")} participants are e-mailed, with the choice the course terms give.`)}`,
    "private-run": () =>
      `Saved the private run: its enrolment is confirmed and never invoiced (its quote is).${told("The buyer's contact gets the link to name the participants.")}`,
    "private-run-changed": () =>
      count("told") === 0
        ? "Saved the private run's change. Nobody is e-mailed: its enrolment or the run is cancelled."
        : `Saved the private run's change.${told(`${count("told")} e-mailed the old and the new days, times and place (the buyer's contact and each participant with an address of their own); the joining details follow as usual.`)}`,
    "private-run-number": () =>
      "Saved the private run's number of participants: its roster and the participants' link follow. Nobody is e-mailed about the number alone.",
    "private-run-unchanged": () =>
      "Nothing changed: the values were the same as before. Nobody is e-mailed.",
    moved: () =>
      `Moved here: ${count("placed")} with a place, ${count("waiting")} on the waiting list.${told(`${count("mailed")} participants are e-mailed.`)}${reached}`,
  };
  const free = line.capacity === null ? null : Math.max(line.capacity - line.counts.taken, 0);
  const problems: Record<string, () => string> = {
    changed: () =>
      `Already changed: someone else changed the enrolment of ${name} after the page you used was shown; it is now “${status}”. Nothing was done and nobody was e-mailed. Look again below.`,
    full: () =>
      `No place given to ${name}: the enrolment needs ${row?.participants ?? 1} and ${free ?? 0} ${free === 1 ? "is" : "are"} free. Cancel another enrolment, or raise the run's capacity in the course file (Edit content), first.`,
    state: () =>
      `Nothing done: the enrolment of ${name} is “${status}”, from which that is not possible.`,
    "run-cancelled": () =>
      "Nothing done: the run is cancelled. Cancelling its enrolments is all that is left.",
    invoice: () => {
      const preview = row ? invoices?.[row.id]?.preview : undefined;
      const reasons = preview && "problems" in preview ? ` ${preview.problems.join(" ")}` : "";
      return `Not confirmed: the invoice for ${name} cannot be issued.${reasons} Complete it with the buyer first; nothing was e-mailed and no invoice number was used.`;
    },
    "express-date": () =>
      "Nothing recorded: give the day the buyer's e-mail with the express request reached us, not later than today and not before the enrolment arrived.",
    "express-not-needed": () =>
      `Nothing recorded: the enrolment of ${name} needs no express request (a business, a request already made, or a cancelled enrolment).`,
    "vat-id": () =>
      `Not confirmed: VIES did not confirm the VAT ID of ${name}, and the reverse charge needs that confirmation. Nothing was issued and nobody was e-mailed. Confirm with Dutch VAT, or wait and confirm later (below).`,
    "received-on": () =>
      "Nothing done: the day the cancellation reached us must be a day from the enrolment's arrival to today.",
    "charge-amount": () =>
      "Nothing invoiced: choose the terms' charge, or give the costs incurred in euros (0 for none, at most two decimals).",
    "charge-above": () =>
      "Nothing invoiced: a consumer pays at most the terms' charge; give costs up to that amount.",
    "charge-not-started": () =>
      "Nothing invoiced: a consumer's cancellation charge is confirmed once the course has started.",
    "charge-decided": () =>
      "Nothing invoiced: the charge for this cancellation was already decided, by you or someone else.",
    cause: () =>
      `Nothing done: that reason does not fit the enrolment of ${name} (“${status}”). Choose one the cancel page offers.`,
    "not-offered": () =>
      "Nothing done: the live site no longer offers this run (it has started, or was taken out of the course file).",
    unchanged: () =>
      `Nothing done: the run was already ${line.state.movedTo ? "moved" : line.state.cancelledAt ? "cancelled" : "guaranteed"}, by you or someone else. Nobody was e-mailed.`,
    "attendance-early": () =>
      "Nothing saved: attendance is marked from the run's first day, and not on a cancelled or moved run.",
    mark: () => "Nothing saved: choose present, partly present or absent.",
    "no-seat": () =>
      `Nothing saved: the enrolment of ${name} holds no place on this run (“${status}”), so there is no attendance to mark.`,
    "no-substitute": () =>
      "Nothing changed: participants are changed here until the run starts, and not on a cancelled enrolment.",
    "participant-full": () =>
      `No participant added to the enrolment of ${name}: no place is free on the run. ${line.privateOf ? `Change the private run's number on quote ${line.privateOf.number}'s page instead.` : "Raise the run's capacity in the course file (Edit content) when the room allows."}`,
    "participant-last": () =>
      `Nothing removed: that is the only participant of ${name}'s enrolment. Cancel the enrolment instead.`,
    "participant-cancelled": () => `Nothing changed: the enrolment of ${name} is cancelled.`,
    "participant-invoice": () =>
      `No participant added: the invoice for them cannot be issued. Check the enrolment's invoice address and VAT ID (Complete the invoice address); for an invoice with the VAT reverse charged, VIES must confirm the VAT ID: try again when it does.`,
    "participant-duplicate": () =>
      "No participant added: another participant of the enrolment has that e-mail address.",
    "no-certificate": () =>
      "Nothing done: that participant has no certificate (or it is already revoked).",
    "certificate-revoked": () => "Nothing sent: that certificate is revoked.",
    "certificate-no-address": () =>
      `Nothing sent: the certificate's e-mail address was deleted ${certificateEmailDays} days after its mail (privacy notice), and the enrolment with the participant's address is no longer kept. Send the certificate yourself.`,
    "certificate-off": () =>
      "Nothing sent: e-mail is off on this server. Send the certificate yourself.",
    "target-cancelled": () => "Nothing moved: the run you chose is cancelled.",
    "too-small": () =>
      `Nothing moved: the run you chose cannot hold the confirmed enrolments, whose places are contracts: ${count("confirmed")} confirmed ${count("confirmed") === 1 ? "participant needs a place" : "participants need places"} and ${count("free")} ${count("free") === 1 ? "is" : "are"} free there. Raise its capacity in the course file (Edit content), or choose another run.`,
  };
  const notice = url.searchParams.get("notice") ?? "";
  const problem = url.searchParams.get("problem") ?? "";
  return {
    notice: Object.hasOwn(notices, notice) ? notices[notice]?.() : undefined,
    problem: Object.hasOwn(problems, problem) ? problems[problem]?.() : undefined,
    highlight: row?.id,
  };
}

/** The day an express request by e-mail reached us, as the enrolment's record keeps it. */
function expressRequestDay(row: RosterRow): string {
  const record = JSON.parse(row.details ?? "{}") as Partial<EnrolmentRecord>;
  const day = record.consents?.expressRequestReceived?.on;
  return day ? formatDate(day, "en") : "";
}

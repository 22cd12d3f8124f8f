import type { DatabaseSync } from "node:sqlite";
import type { Language } from "#src/i18n/languages.ts";
import { openLinkTokens } from "#server/store/link-tokens.ts";
import { writeAuditEntry } from "#server/store/audit-entry.ts";
import type { QueuedMail } from "./run-mail-queue.ts";

/** A participant as the booker's page shows and posts them. */
export interface LinkedParticipant {
  position: number;
  name: string;
  email: string;
}

/** What the link in a receipt stands for now. */
export type ParticipantLinkLookup =
  | { state: "unknown" }
  /** The run has started (the token's expiry) or the enrolment is cancelled. */
  | { state: "expired"; language: Language }
  | {
      state: "open";
      language: Language;
      courseTitle: string;
      runLabel: string;
      participants: LinkedParticipant[];
      /** On a private run (issue 45): one participant more or fewer is agreed with us, not the terms' charge. */
      isPrivateRun?: boolean;
    };

export type ParticipantLinkOutcome = "saved" | "unknown" | "expired" | "duplicate";

/**
 * The booker's link in an enrolment's receipt (link_tokens, purpose
 * "participants", expiring when the run starts): names and e-mails of the
 * participants the enrolment already has, as a substitute on the roster
 * would change them (attendance-tables.ts). Never a participant more or
 * fewer: that changes a place and an invoice, so it goes through the back
 * office (participant-count.ts). Joined into the Runs tables.
 *
 * A participant's address is where their joining details, certificate and evaluation link go, so
 * a change here is never silent: in the same transaction the earlier address is told (a run mail
 * "address-changed", to that address only) and the back office's log gets a line (by enrolment
 * and position, never the addresses).
 */
export function openParticipantLinkMethods(
  db: DatabaseSync,
  transaction: <T>(work: () => T) => T,
  queue: (mail: QueuedMail) => void,
) {
  const tokens = openLinkTokens(db);
  const enrolmentOf = db.prepare(
    "SELECT language, details, place, joining_sent_at AS joiningSentAt FROM enquiries WHERE id = ? AND kind = 'enrolment'",
  );
  const participantsOf = db.prepare(
    "SELECT position, coalesce(name, '') AS name, coalesce(email, '') AS email FROM participants WHERE enquiry_id = ? ORDER BY position",
  );
  const rename = db.prepare(
    "UPDATE participants SET name = ?, email = ?, changed_at = ? WHERE enquiry_id = ? AND position = ?",
  );

  function lookup(token: string, at: string): ParticipantLinkLookup {
    const found = tokens.find(token, "participants", at);
    if (found.state === "unknown") return found;
    const row = enrolmentOf.get(found.token.enquiryId) as
      | { language: Language; details: string | null; place: string | null }
      | undefined;
    if (!row) return { state: "unknown" };
    if (found.state !== "open" || row.place === "cancelled") {
      return { state: "expired", language: row.language };
    }
    const record = JSON.parse(row.details ?? "{}") as {
      course?: { title?: string };
      run?: { label?: string };
      privateOf?: string;
    };
    return {
      state: "open",
      language: row.language,
      courseTitle: record.course?.title ?? "",
      runLabel: record.run?.label ?? "",
      participants: (
        participantsOf.all(found.token.enquiryId) as unknown as LinkedParticipant[]
      ).map((each) => ({ ...each, position: Number(each.position) })),
      ...(record.privateOf && { isPrivateRun: true }),
    };
  }

  return {
    participantLinkLookup(token: string, at: string): ParticipantLinkLookup {
      return lookup(token, at);
    },

    /**
     * Saves every participant posted by position; the enrolment's count stays as it is. Each
     * earlier address replaced is told, and the change logged, in the same transaction.
     */
    saveLinkedParticipants(
      token: string,
      at: string,
      posted: LinkedParticipant[],
      isMailing = false,
    ): ParticipantLinkOutcome {
      return transaction(() => {
        const found = lookup(token, at);
        if (found.state !== "open") return found.state;
        const emails = posted.map((each) => each.email.trim().toLowerCase()).filter(Boolean);
        if (new Set(emails).size !== emails.length) return "duplicate";
        const { enquiryId } = (
          tokens.find(token, "participants", at) as { token: { enquiryId: number } }
        ).token;
        for (const participant of found.participants) {
          const change = posted.find((each) => each.position === participant.position);
          if (!change) continue;
          const email = change.email.trim();
          rename.run(
            change.name.trim() || null,
            email || null,
            at,
            enquiryId,
            participant.position,
          );
          const former = participant.email.trim();
          if (former && former.toLowerCase() !== email.toLowerCase()) {
            tellFormerAddress(enquiryId, participant.position, former, at, isMailing);
          }
        }
        return "saved";
      });
    },
  };

  function tellFormerAddress(
    enquiryId: number,
    position: number,
    formerAddress: string,
    at: string,
    isMailing: boolean,
  ) {
    const row = enrolmentOf.get(enquiryId) as {
      language: Language;
      details: string | null;
      place: string | null;
      joiningSentAt: string | null;
    };
    const record = JSON.parse(row.details ?? "{}") as {
      course?: { title?: string };
      run?: { key?: string; label?: string; start?: string; end?: string };
    };
    // The record holds the enrolment's own language's words: the mail is in that language.
    const title = record.course?.title ?? "";
    const label = record.run?.label ?? "";
    queue({
      enquiryId,
      kind: "address-changed",
      facts: {
        course: { en: title, nl: title },
        run: {
          key: record.run?.key ?? "",
          label: { en: label, nl: label },
          ...(record.run?.start && { start: record.run.start }),
          ...(record.run?.end && { end: record.run.end }),
        },
        formerAddress: { address: formerAddress, position },
      },
      place: row.place,
      joiningWasSent: row.joiningSentAt !== null,
      at,
      isMailing,
    });
    writeAuditEntry(db, {
      at,
      actor: "the booker (receipt's link)",
      action: "participant address changed",
      detail: `enrolment E-${enquiryId}, participant ${position}: the earlier address ${isMailing ? "is e-mailed" : "not e-mailed (e-mail off)"}`,
    });
  }
}

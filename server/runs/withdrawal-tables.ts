import type { DatabaseSync } from "node:sqlite";
import type { Language } from "#src/i18n/languages.ts";
import { refundDueBy } from "#src/training/cancellation-terms.ts";
import { cents } from "#src/money/money.ts";
import { todayInAmsterdam } from "#src/training/course-runs.ts";
import { enrolmentIdOf } from "#src/training/withdrawal-window.ts";
import type {
  WithdrawalAckFacts,
  WithdrawalAckJob,
  WithdrawalSettlement,
} from "#server/mail/withdrawal-mails.ts";
import { openLinkTokens } from "#server/store/link-tokens.ts";
import { openMailQueue } from "#server/store/mail-queue.ts";
import { type EnrolmentView, openEnrolmentViews } from "./enrolment-view.ts";
import { plain } from "./roster-rows.ts";
import { owedFor, partOwed } from "./withdrawal-settlement.ts";
import type { PlaceChange, PlaceChangeOutcome, RosterRow } from "./roster-types.ts";
import type {
  EnrolmentPageLookup,
  PublicStatement,
  StatementLink,
  WithdrawalChange,
  WithdrawalOutcome,
  WithdrawalStatement,
} from "./withdrawal-types.ts";

interface Connection {
  db: DatabaseSync;
  transaction: <T>(work: () => T) => T;
  enrolment: (id: number) => RosterRow | undefined;
  /** The back office's cancel, inside this transaction (run-tables.ts). */
  changePlace: (change: PlaceChange) => PlaceChangeOutcome;
}

interface StatementRow {
  id: number;
  source: string;
  receivedAt: string;
  language: Language;
  name: string;
  email: string;
  number: string;
  enquiryId: number | null;
  tokenId: number | null;
  withdrawnAt: string | null;
  handledAt: string | null;
}

const statementFields = `id, source, received_at AS receivedAt, language, name, email,
  enrolment_number AS number, enquiry_id AS enquiryId, token_id AS tokenId,
  withdrawn_at AS withdrawnAt, handled_at AS handledAt`;

/**
 * The EU withdrawal function in the store (issue 44, point 2): the
 * enrolment's page behind the receipt's link (the same token as its
 * participants' form, valid beyond the start while the withdrawal period
 * runs), statements of withdrawal recorded with the moment they reached us,
 * each acknowledged at once by a mail of its own queue, and the enrolment
 * withdrawn through the back office's cancel (run-tables.ts's changePlace,
 * cause "withdrawal", or "unconfirmed" before a contract), so the credit
 * note, the refund's booking and the freed place's offer are the same as
 * there. After the start, with the consumer's express request on record, the
 * course days given before the statement reached us are owed pro rata
 * (6:230s lid 4 BW; course-days-given.ts): the cancel invoices that part with
 * what was paid set off (settling-ledger.ts creditAndCharge); without the
 * request nothing is owed (lid 5). The acknowledgement says what it cost and
 * what comes back, so the cancel sends no mail of its own. One statement per
 * enrolment takes effect; another is told the first.
 */
export function openWithdrawalMethods(connection: Connection) {
  const { db, transaction, enrolment, changePlace } = connection;
  const tokens = openLinkTokens(db);
  const insert = db.prepare(
    `INSERT INTO withdrawals (source, received_at, language, name, email, enrolment_number, enquiry_id,
       token_id, withdrawn_at, facts, mail_status, mail_next_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const firstOf = db.prepare(
    `SELECT ${statementFields}, facts FROM withdrawals WHERE enquiry_id = ? AND (withdrawn_at IS NOT NULL OR source = 'enrolment-page') ORDER BY received_at, id LIMIT 1`,
  );
  const byToken = db.prepare(`SELECT ${statementFields} FROM withdrawals WHERE token_id = ?`);
  // A public statement confirmed by its link: its row mails again, now what the withdrawal did.
  const markWithdrawn = db.prepare(
    "UPDATE withdrawals SET withdrawn_at = ?, facts = ?, mail_status = ?, mail_next_at = ?, mail_attempts = 0 WHERE id = ?",
  );
  const chargedOf = db.prepare(
    "SELECT coalesce(sum(incl_vat), 0) AS owed FROM invoices WHERE id IN (SELECT value FROM json_each(?)) AND kind = 'invoice'",
  );
  const { viewOf, windowOf } = openEnrolmentViews(db, firstOf);
  const acks = openMailQueue<WithdrawalAckJob>(
    { database: db, transaction },
    {
      table: "withdrawals",
      returning: "email, language, facts",
      // A confirmation link's raw token lives only until its mail is sent: the store keeps its hash.
      whenSent: "facts = json_remove(facts, '$.link.url')",
    },
  );

  function pageLookup(token: string, at: string): EnrolmentPageLookup {
    const found = tokens.find(token, "participants", at);
    if (found.state === "unknown") return found;
    const row = enrolment(found.token.enquiryId);
    if (!row) return { state: "unknown" };
    const canEdit = found.state === "open" && row.place !== "cancelled";
    const view = viewOf(row, at, canEdit);
    // The link stays valid after the start while the consumer may still withdraw, and after a
    // withdrawal until its refund is due: the page shows what it cost and what comes back.
    const isLive =
      canEdit ||
      view.window.state === "open" ||
      (view.withdrawal !== undefined &&
        (found.state === "open" || todayInAmsterdam(new Date(at)) <= view.withdrawal.refundBy));
    return isLive ? { state: "open", view } : { state: "expired", language: row.language };
  }

  /** The acknowledgement's facts for an enrolment withdrawn (or to settle) on `receivedAt`. */
  function ackFacts(
    view: EnrolmentView,
    kind: WithdrawalAckFacts["kind"],
    statement: { receivedAt: string; name: string; email: string },
    settlement?: WithdrawalSettlement,
  ): WithdrawalAckFacts {
    return {
      kind,
      receivedAt: statement.receivedAt,
      name: statement.name,
      email: statement.email,
      ...(settlement && { settlement }),
      number: view.number,
      course: view.courseTitle,
      run: view.runLabel,
      refundBy: refundDueBy(todayInAmsterdam(new Date(statement.receivedAt))),
      paidCents: view.paidCents,
    } as WithdrawalAckFacts;
  }

  /**
   * Withdraws `row` by a statement that reached us at `receivedAt` (now, or a
   * public statement's time): the cancel with its money and offers, unless
   * the course has started (left to the owner). Inside the caller's transaction.
   */
  function withdraw(
    row: RosterRow,
    change: WithdrawalChange,
    statement: { receivedAt: string; name: string; email: string; source: string; id?: number },
  ): WithdrawalOutcome {
    const receivedOn = todayInAmsterdam(new Date(statement.receivedAt));
    const view = viewOf(row, statement.receivedAt, false);
    const first = firstOf.get(row.id) as StatementRow | undefined;
    if (first) return { outcome: "already", receivedAt: first.receivedAt, language: row.language };
    const window = view.window;
    if (window.state === "not-consumer" || window.state === "cancelled") {
      return { outcome: window.state, language: row.language };
    }
    if (window.state === "ended") {
      return { outcome: "ended", endedOn: window.endedOn, language: row.language };
    }
    const isStarted = window.state === "open" && window.hasStarted;
    const { isRequested, part } = partOwed(row, change.facts.run, isStarted, statement.receivedAt);
    const cancelled = changePlace({
      id: row.id,
      version: row.placeVersion,
      action: "cancel",
      cause: window.state === "free" ? "unconfirmed" : "withdrawal",
      receivedOn,
      at: change.at,
      isMailing: change.isMailing,
      capacity: null,
      facts: change.facts,
      ...(change.offers && { offers: change.offers }),
      ...(part && part.given > 0 && { partGiven: part }),
      isAcknowledged: true,
    });
    if (cancelled.outcome !== "done") return { outcome: "cancelled", language: row.language };
    const documents = cancelled.documents;
    const owed = part ? owedFor(row, part, documents, chargedOf) : cents(0);
    const settlement: WithdrawalSettlement | undefined =
      part && owed > 0
        ? {
            given: part.given,
            of: part.of,
            owedCents: owed,
            refundCents: cents(Math.max(view.paidCents - owed, 0)),
          }
        : undefined;
    const kind =
      window.state === "free"
        ? "free"
        : isStarted && !isRequested
          ? "unrequested"
          : settlement
            ? "started"
            : "withdrawn";
    const facts = ackFacts(view, kind, statement, settlement);
    if (statement.id === undefined) {
      insert.run(
        statement.source,
        statement.receivedAt,
        row.language,
        statement.name,
        statement.email,
        view.number,
        row.id,
        null,
        change.at,
        JSON.stringify(facts),
        change.isMailing ? "pending" : "off",
        change.isMailing ? change.at : null,
      );
    } else {
      markWithdrawn.run(
        change.at,
        JSON.stringify(facts),
        change.isMailing ? "pending" : "off",
        change.isMailing ? change.at : null,
        statement.id,
      );
    }
    return {
      outcome: "done",
      receivedAt: statement.receivedAt,
      kind,
      language: row.language,
      ack: facts,
      ...(documents && { documents }),
    };
  }

  return {
    /** What the receipt's link shows: the enrolment, its invoices, what the buyer may do; changes nothing. */
    enrolmentPageLookup(token: string, at: string): EnrolmentPageLookup {
      return pageLookup(token, at);
    },

    /** The consumer confirmed the withdrawal on their enrolment's page: it reached us now. */
    withdrawOnPage(change: WithdrawalChange & { token: string }): WithdrawalOutcome {
      return transaction((): WithdrawalOutcome => {
        const found = pageLookup(change.token, change.at);
        if (found.state === "unknown") return { outcome: "unknown" };
        if (found.state === "expired") return { outcome: "expired", language: found.language };
        const row = enrolment(found.view.id) as RosterRow;
        return withdraw(row, change, {
          receivedAt: change.at,
          name: row.name,
          email: row.email,
          source: "enrolment-page",
        });
      });
    },

    /**
     * A statement from the public page, recorded and acknowledged to the
     * address given, whatever it names; when the number is a consumer's
     * enrolment made with that same address, the acknowledgement carries a
     * link that confirms it (the statement's moment counts). Answers nothing
     * about a match: the page says the same either way.
     */
    recordWithdrawalStatement(statement: PublicStatement): void {
      transaction(() => {
        const id = enrolmentIdOf(statement.number);
        const row = id === undefined ? undefined : enrolment(id);
        const isMatch =
          row !== undefined &&
          row.email.trim().toLowerCase() === statement.email.trim().toLowerCase() &&
          windowOf(row, todayInAmsterdam(new Date(statement.at))).state !== "not-consumer";
        let link: { url: string; until: string } | undefined;
        let tokenId: number | null = null;
        if (isMatch) {
          // Long enough to read the mail; the statement's moment is what counts, not the click.
          const until = new Date(Date.parse(statement.at) + 30 * 86_400_000).toISOString();
          const issued = tokens.issue("withdrawal", row.id, statement.at, until);
          tokenId = issued.id;
          link = { url: `${statement.linkBase}/${issued.token}`, until };
        }
        const facts: WithdrawalAckFacts = {
          kind: "statement",
          receivedAt: statement.at,
          name: statement.name,
          email: statement.email,
          number: statement.number,
          ...(link && statement.isMailing && { link }),
        };
        insert.run(
          "public-page",
          statement.at,
          statement.language,
          statement.name,
          statement.email,
          statement.number,
          isMatch ? row.id : null,
          tokenId,
          null,
          JSON.stringify(facts),
          statement.isMailing ? "pending" : "off",
          statement.isMailing ? statement.at : null,
        );
      });
    },

    /** What a public statement's confirmation link stands for; changes nothing. */
    statementLinkLookup(token: string, at: string): StatementLink {
      const found = tokens.find(token, "withdrawal", at);
      if (found.state === "unknown") return found;
      const statement = byToken.get(found.token.id) as StatementRow | undefined;
      const row = enrolment(found.token.enquiryId);
      if (!statement || !row) return { state: "unknown" };
      const view = viewOf(row, statement.receivedAt, false);
      if (found.state !== "open" || statement.withdrawnAt || statement.handledAt) {
        return {
          state: "used",
          language: statement.language,
          receivedAt: statement.receivedAt,
          withdrawnAt: statement.withdrawnAt,
        };
      }
      return {
        state: "open",
        language: statement.language,
        receivedAt: statement.receivedAt,
        view: { ...view, courseKey: row.courseKey, runKey: row.runKey },
      };
    },

    /** The consumer confirmed a public statement by its link: withdrawn as of the statement's moment. */
    confirmWithdrawalStatement(change: WithdrawalChange & { token: string }): WithdrawalOutcome {
      return transaction((): WithdrawalOutcome => {
        const found = tokens.find(change.token, "withdrawal", change.at);
        if (found.state === "unknown") return { outcome: "unknown" };
        const statement = byToken.get(found.token.id) as StatementRow | undefined;
        const row = enrolment(found.token.enquiryId);
        if (!statement || !row) return { outcome: "unknown" };
        if (found.state !== "open" || statement.withdrawnAt || statement.handledAt) {
          return { outcome: "expired", language: statement.language };
        }
        tokens.use(found.token.id, change.at);
        return withdraw(row, change, { ...statement, id: statement.id });
      });
    },

    /** Statements not withdrawn by the function and not yet handled: the Runs page lists them. */
    openWithdrawalStatements(): WithdrawalStatement[] {
      return db
        .prepare(
          `SELECT ${statementFields} FROM withdrawals WHERE withdrawn_at IS NULL AND handled_at IS NULL ORDER BY received_at, id`,
        )
        .all()
        .map((row) => plain(row) as WithdrawalStatement);
    },

    /** The owner matched a statement by hand: it leaves the list; false if it was not open. */
    markWithdrawalHandled(change: { id: number; at: string; by: string }): boolean {
      return transaction(
        () =>
          db
            .prepare(
              "UPDATE withdrawals SET handled_at = ?, handled_by = ? WHERE id = ? AND withdrawn_at IS NULL AND handled_at IS NULL",
            )
            .run(change.at, change.by, change.id).changes === 1,
      );
    },

    /** The acknowledgements' outbox (server/mail/outbox.ts), under names of their own in the store. */
    claimDueWithdrawalAcks: acks.claim,
    renewWithdrawalAckLease: acks.renew,
    markWithdrawalAckSent: acks.sent,
    markWithdrawalAckFailed: acks.failed,
    pendingWithdrawalAckCount: acks.pendingCount,
  };
}

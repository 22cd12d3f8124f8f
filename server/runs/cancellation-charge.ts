import type { DatabaseSync } from "node:sqlite";
import { writeAuditEntry } from "#server/store/audit-entry.ts";
import { type Cents, cents, percentOf } from "#src/money/money.ts";
import { formatMoney } from "#src/money/format-money.ts";
import { todayInAmsterdam } from "#src/training/course-runs.ts";
import type { openRunInvoices } from "./run-invoices.ts";
import type { RosterRow } from "./roster-types.ts";

/**
 * The owner's answer for a consumer's cancellation at a charge (review 3, M7), after the start:
 * the place was not filled again (the terms' percentage, the most a consumer pays) or it was
 * (only the costs we actually incurred, in cents incl. VAT, possibly nil).
 */
export interface CancellationChargeChange {
  id: number;
  /** The place_version the roster showed. */
  version: number;
  charge: { kind: "terms" } | { kind: "costs"; inclVat: Cents };
  /** The run's first day: the charge is decided only once it has started. */
  start: string;
  at: string;
  by: string;
  isMailing: boolean;
}

export type CancellationChargeOutcome =
  | { outcome: "done"; documents: number[] }
  | { outcome: "gone" | "changed" | "not-waiting" | "not-started" }
  | { outcome: "refused"; reason: "above-ceiling" | "invoice"; problems?: string[] };

interface Parts {
  db: DatabaseSync;
  transaction: <T>(work: () => T) => T;
  enrolment: (id: number) => RosterRow | undefined;
  invoices: ReturnType<typeof openRunInvoices>;
}

/**
 * The store's side (joined into the Runs tables): the charge invoiced, or none at nil, in one
 * transaction with its money (settling-ledger.ts confirmCharge: what was held set off against
 * it, the rest owed back, due 14 days after the cancellation reached us), and the decision
 * recorded, so a second answer changes nothing.
 */
export function openCancellationChargeMethods(parts: Parts) {
  const { db, transaction, enrolment, invoices } = parts;
  const decide = db.prepare("UPDATE enquiries SET charge_decided_at = ? WHERE id = ?");
  return {
    confirmCancellationCharge(change: CancellationChargeChange): CancellationChargeOutcome {
      return transaction((): CancellationChargeOutcome => {
        const row = enrolment(change.id);
        if (!row) return { outcome: "gone" };
        if (row.placeVersion !== change.version) return { outcome: "changed" };
        const percent = row.chargeCeilingPercent;
        if (row.place !== "cancelled" || !percent || row.chargeDecidedAt) {
          return { outcome: "not-waiting" };
        }
        if (todayInAmsterdam(new Date(change.at)) < change.start) return { outcome: "not-started" };
        const ceiling = ceilingOf(invoices, row.id, percent);
        if (change.charge.kind === "costs" && change.charge.inclVat > ceiling) {
          return { outcome: "refused", reason: "above-ceiling" };
        }
        const result = invoices.ledger.confirmCharge(
          change.charge.kind === "terms" ? { percent } : { inclVat: change.charge.inclVat },
          {
            enquiryId: row.id,
            reason: "charge",
            at: change.at,
            isMailing: change.isMailing,
            receivedOn:
              row.cancelReceivedOn ?? todayInAmsterdam(new Date(row.placeChangedAt ?? change.at)),
          },
        );
        if ("problems" in result) {
          return { outcome: "refused", reason: "invoice", problems: result.problems };
        }
        decide.run(change.at, row.id);
        const amount =
          change.charge.kind === "terms"
            ? `the terms' ${percent}% (place not filled again)`
            : `costs incurred ${formatMoney(change.charge.inclVat, "en")} incl. VAT (place filled again)`;
        writeAuditEntry(db, {
          at: change.at,
          actor: change.by,
          action: "cancellation charge",
          detail: `enrolment ${row.id} on ${row.courseKey} ${row.runKey}: ${amount}, ${result.documents.length > 0 ? "invoiced" : "nothing invoiced"}`,
        });
        return { outcome: "done", documents: result.documents.map((document) => document.id) };
      });
    },
  };
}

/** The most a consumer pays: the terms' percentage of what the credited course invoices asked. */
export function ceilingOf(
  invoices: Pick<ReturnType<typeof openRunInvoices>, "ledger">,
  enquiryId: number,
  percent: number,
): Cents {
  const notes = invoices.ledger
    .documentsOf(enquiryId)
    .filter((document) => document.kind === "credit-note");
  return cents(
    notes.reduce(
      (sum, note) => sum + percentOf(note.exclVat, percent) + percentOf(note.vat, percent),
      0,
    ),
  );
}

import type { DatabaseSync } from "node:sqlite";

/**
 * Migration 11, issue 43: one ledger. Every movement of money on an invoice is one row of
 * `ledger_entries`, written by one function (server/payments/ledger.ts), with its direction,
 * kind and method under CHECK constraints and the provider's or bank's reference in its own
 * column under a unique index: the same reference is recorded once, whatever path brings it.
 * Refunds owed become `refunds`, worked off by the refund worker with one idempotency key each
 * and a lease (server/payments/refund-tables.ts).
 *
 * Today's rows move, each with its id, amount, day and who recorded it: `invoice_payments`
 * (the Mollie payment, refund and chargeback ids from `note`; a transfer's entry key and payer
 * from `transfer_payments`; an offset pair paired by their notes), `invoice_refunds` (the
 * idempotency key the landed code used, `refund-<id>`, kept). The old tables go. A method this
 * code does not know stops the migration (nothing is changed) rather than lose a row.
 * "IF NOT EXISTS" and the guarded move: a store set back to version 0 (as tests do) runs this
 * again after migrations 5 to 8 made the old tables anew and empty.
 */
export function ledger(db: DatabaseSync): void {
  db.exec(tables);
  if (exists(db, "invoice_payments")) moveLedger(db);
  if (exists(db, "invoice_refunds")) moveRefunds(db);
  db.exec(
    "DROP TABLE IF EXISTS transfer_payments; DROP TABLE IF EXISTS invoice_refunds; DROP TABLE IF EXISTS invoice_payments;",
  );
}

const tables = `
-- Every movement of money on an invoice, one row each (server/payments/ledger.ts: recordMovement
-- is the only INSERT). direction: 'in' pays the invoice (a payment, a set-off onto it, a failed
-- refund taken back), 'out' takes money off it (a refund, a set-off to another invoice, a
-- reversal by the bank, a chargeback). Whole cents, always positive.
CREATE TABLE IF NOT EXISTS ledger_entries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  invoice_id INTEGER NOT NULL REFERENCES invoices (id),
  direction TEXT NOT NULL CHECK (direction IN ('in', 'out')),
  kind TEXT NOT NULL CHECK (kind IN ('payment', 'refund', 'set-off', 'reversal', 'chargeback')),
  method TEXT NOT NULL CHECK (method IN ('mollie', 'transfer', 'by-hand', 'set-off')),
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  -- Whose reference: a Mollie payment (tr_), refund (re_) or the payment a chargeback took back,
  -- a bank statement's entry and position, our own key of a set-off pair or of a refund.
  reference_kind TEXT CHECK (reference_kind IN
    ('mollie-payment', 'mollie-refund', 'mollie-chargeback', 'bank-entry', 'set-off', 'refund')),
  reference TEXT,
  -- YYYY-MM-DD in Europe/Amsterdam: the day the money moved.
  paid_on TEXT NOT NULL,
  recorded_at TEXT NOT NULL,
  recorded_by TEXT NOT NULL,
  -- For people only; never a key.
  note TEXT,
  -- A set-off's other half; what a reversal, chargeback or failed refund takes back.
  related_entry_id INTEGER REFERENCES ledger_entries (id),
  -- Who paid, as the bank's statement says (a transfer): for a refund to the same account.
  payer_name TEXT,
  payer_iban TEXT,
  CHECK ((reference IS NULL) = (reference_kind IS NULL)),
  CHECK (CASE kind WHEN 'payment' THEN direction = 'in'
    WHEN 'refund' THEN direction = 'out' WHEN 'chargeback' THEN direction = 'out' ELSE 1 END),
  CHECK ((kind = 'set-off') = (method = 'set-off'))
);
CREATE UNIQUE INDEX IF NOT EXISTS ledger_entries_reference
  ON ledger_entries (reference_kind, reference, direction) WHERE reference IS NOT NULL;
CREATE INDEX IF NOT EXISTS ledger_entries_invoice ON ledger_entries (invoice_id);

-- Money owed back: after a credit note, or paid beyond what an invoice asks. Through Mollie
-- (the worker asks, one attempt at a time: claimed_until is its lease; the idempotency key is
-- made once and kept across retries) or by transfer, marked done by the owner.
CREATE TABLE IF NOT EXISTS refunds (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  invoice_id INTEGER NOT NULL REFERENCES invoices (id),
  -- The credit note that made it owed; none for money paid beyond what was asked.
  credit_note_id INTEGER REFERENCES invoices (id),
  -- Why it is owed, in words for the owner.
  reason TEXT NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  method TEXT NOT NULL CHECK (method IN ('mollie', 'transfer')),
  -- The Mollie payment it goes back to.
  payment_reference TEXT,
  idempotency_key TEXT NOT NULL UNIQUE,
  -- pending (to ask), sending (asked, answer awaited), sent (accepted, not yet completed),
  -- done, failed (the owner decides), to-transfer (the owner transfers it).
  state TEXT NOT NULL CHECK (state IN ('pending', 'sending', 'sent', 'done', 'failed', 'to-transfer')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT,
  claimed_until TEXT,
  provider_refund_id TEXT,
  -- Why it is not done yet, in words for the owner.
  problem TEXT,
  -- YYYY-MM-DD: 14 days after the cancellation reached us (art. 6:230r BW).
  due_on TEXT NOT NULL,
  created_at TEXT NOT NULL,
  done_on TEXT,
  done_by TEXT
);
CREATE UNIQUE INDEX IF NOT EXISTS refunds_credit_note ON refunds (credit_note_id)
  WHERE credit_note_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS refunds_open ON refunds (state, next_attempt_at)
  WHERE state NOT IN ('done', 'to-transfer');
CREATE INDEX IF NOT EXISTS refunds_invoice ON refunds (invoice_id);
`;

interface OldPayment {
  id: number;
  invoiceId: number;
  kind: "payment" | "refund";
  amount: number;
  paidOn: string;
  method: string;
  note: string | null;
  recordedAt: string;
  recordedBy: string;
  entryKey: string | null;
  payerIban: string | null;
  payerName: string | null;
}

interface NewEntry {
  direction: "in" | "out";
  kind: "payment" | "refund" | "set-off" | "reversal" | "chargeback";
  method: "mollie" | "transfer" | "by-hand" | "set-off";
  referenceKind: string | null;
  reference: string | null;
  relatedEntryId: number | null;
}

function moveLedger(db: DatabaseSync) {
  const hasPayers = exists(db, "transfer_payments");
  const rows = db
    .prepare(
      `SELECT p.id, p.invoice_id AS invoiceId, p.kind, p.amount, p.paid_on AS paidOn, p.method, p.note,
         p.recorded_at AS recordedAt, p.recorded_by AS recordedBy,
         ${hasPayers ? "t.entry_key" : "NULL"} AS entryKey, ${hasPayers ? "t.payer_iban" : "NULL"} AS payerIban,
         ${hasPayers ? "t.payer_name" : "NULL"} AS payerName
       FROM invoice_payments p ${hasPayers ? "LEFT JOIN transfer_payments t ON t.payment_id = p.id" : ""}
       ORDER BY p.id`,
    )
    .all() as unknown as OldPayment[];
  const numberOf = new Map(
    (db.prepare("SELECT id, number FROM invoices").all() as { id: number; number: string }[]).map(
      (row) => [row.number, Number(row.id)],
    ),
  );
  const positions = bankPositions(db, rows);
  const reversals = reversalItems(db);
  const insert = db.prepare(
    `INSERT INTO ledger_entries (id, invoice_id, direction, kind, method, amount_cents, reference_kind, reference,
       paid_on, recorded_at, recorded_by, note, related_entry_id, payer_name, payer_iban)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  // A reference the landed rows would give twice (never seen, but not allowed) stays in the note.
  const used = new Set<string>();
  const related: [number, number][] = [];
  for (const row of rows) {
    const found = entryOf(row);
    const key = `${found.referenceKind} ${found.reference} ${found.direction}`;
    const entry =
      found.reference !== null && used.has(key)
        ? { ...found, referenceKind: null, reference: null }
        : found;
    used.add(key);
    insert.run(
      row.id,
      row.invoiceId,
      entry.direction,
      entry.kind,
      entry.method,
      row.amount,
      entry.referenceKind,
      entry.reference,
      row.paidOn,
      row.recordedAt,
      row.recordedBy,
      row.note,
      null,
      row.payerName,
      row.payerIban,
    );
    if (entry.relatedEntryId !== null) related.push([Number(row.id), entry.relatedEntryId]);
  }
  // Linked once both halves are in (the key checks the row it names).
  const relate = db.prepare("UPDATE ledger_entries SET related_entry_id = ? WHERE id = ?");
  for (const [id, relatedId] of related) relate.run(relatedId, id);

  function entryOf(row: OldPayment): NewEntry {
    const note = row.note ?? "";
    const plain = { referenceKind: null, reference: null, relatedEntryId: null };
    if (row.method === "mollie" && row.kind === "payment") {
      return { direction: "in", kind: "payment", method: "mollie", ...mollie("payment", note) };
    }
    if (row.method === "mollie" && row.kind === "refund") {
      return { direction: "out", kind: "refund", method: "mollie", ...mollie("refund", note) };
    }
    if (row.method === "mollie-chargeback") {
      const paid = rows.find(
        (other) => other.method === "mollie" && other.kind === "payment" && other.note === note,
      );
      return {
        direction: "out",
        kind: "chargeback",
        method: "mollie",
        ...mollie("chargeback", note),
        relatedEntryId: paid ? Number(paid.id) : null,
      };
    }
    if (row.method === "offset") {
      // A pair: out of the credited invoice ("to <number>"), onto the other ("from <number>"),
      // under one key of ours.
      const isOut = row.kind === "refund";
      const other = numberOf.get(note.replace(/^(to|from) /, ""));
      const twin = rows.find(
        (candidate) =>
          candidate.method === "offset" &&
          candidate.kind !== row.kind &&
          Number(candidate.invoiceId) === other &&
          candidate.amount === row.amount &&
          candidate.recordedAt === row.recordedAt,
      );
      const outId = isOut ? Number(row.id) : Number(twin?.id ?? row.id);
      return {
        direction: isOut ? "out" : "in",
        kind: "set-off",
        method: "set-off",
        referenceKind: "set-off",
        reference: `offset-${outId}`,
        // The half onto the other invoice names the half it came from.
        relatedEntryId: !isOut && twin ? Number(twin.id) : null,
      };
    }
    if (row.method === "transfer" || row.method === "by-hand") {
      const method = row.method;
      if (row.kind === "payment") {
        const position = positions.get(Number(row.id));
        return {
          direction: "in",
          kind: "payment",
          method,
          ...(row.entryKey
            ? { referenceKind: "bank-entry", reference: `${row.entryKey}#${position ?? 0}` }
            : { referenceKind: null, reference: null }),
          relatedEntryId: null,
        };
      }
      if (note.startsWith("bank statement, reversal")) {
        const item = reversalFor(row);
        return {
          direction: "out",
          kind: "reversal",
          method,
          ...(item
            ? { referenceKind: "bank-entry", reference: item }
            : { referenceKind: null, reference: null }),
          relatedEntryId: null,
        };
      }
      // A refund by transfer marked done by hand ("refund <id>").
      const refundId = /^refund (\d+)$/.exec(note)?.[1];
      return {
        direction: "out",
        kind: "refund",
        method,
        ...(refundId ? { referenceKind: "refund", reference: `refund-${refundId}` } : plain),
        relatedEntryId: null,
      };
    }
    throw new Error(
      `invoice_payments row ${row.id} has method "${row.method}", which the ledger does not know`,
    );
  }

  /** The assigned reversal credit of the statement that matches this row: its entry and place. */
  function reversalFor(row: OldPayment): string | null {
    const found = reversals.byFacts(Number(row.invoiceId), row.amount, row.paidOn);
    return found.length === 1 ? (found[0] ?? null) : null;
  }
}

/** A Mollie id from a row's note, as its own reference, when it is one. */
function mollie(kind: "payment" | "refund" | "chargeback", note: string) {
  const isId = /^(tr|re)_[A-Za-z0-9]+$/.test(note);
  return isId
    ? { referenceKind: `mollie-${kind}`, reference: note, relatedEntryId: null }
    : { referenceKind: null, reference: null, relatedEntryId: null };
}

/**
 * The place in its statement entry of each transfer the matcher paid: the landed code kept only
 * the entry's key. A batch entry paid several invoices, one per transaction, in order, and listed
 * the rest (`statement_items` with their positions): the paid ones take the other places.
 */
function bankPositions(db: DatabaseSync, rows: OldPayment[]): Map<number, number> {
  const listed = exists(db, "statement_items")
    ? (db.prepare("SELECT entry_key AS entryKey, position FROM statement_items").all() as {
        entryKey: string;
        position: number;
      }[])
    : [];
  const places = new Map<number, number>();
  const next = new Map<string, number>();
  for (const row of rows) {
    if (!row.entryKey || row.kind !== "payment") continue;
    let position = next.get(row.entryKey) ?? 0;
    while (
      listed.some((item) => item.entryKey === row.entryKey && Number(item.position) === position)
    ) {
      position += 1;
    }
    places.set(Number(row.id), position);
    next.set(row.entryKey, position + 1);
  }
  return places;
}

/** The statement's assigned reversal credits, as the ledger's bank reference of each. */
function reversalItems(db: DatabaseSync) {
  const items = exists(db, "statement_items")
    ? (db
        .prepare(
          `SELECT entry_key AS entryKey, position, invoice_id AS invoiceId, amount, booking_date AS bookingDate
           FROM statement_items WHERE reason = 'reversal' AND state = 'assigned'`,
        )
        .all() as {
        entryKey: string;
        position: number;
        invoiceId: number;
        amount: number;
        bookingDate: string;
      }[])
    : [];
  return {
    byFacts: (invoiceId: number, amount: number, day: string) =>
      items
        .filter(
          (item) =>
            Number(item.invoiceId) === invoiceId &&
            Number(item.amount) === amount &&
            item.bookingDate === day,
        )
        .map((item) => `${item.entryKey}#${item.position}`),
  };
}

function moveRefunds(db: DatabaseSync) {
  // Nothing to move: no statement at all (even an empty INSERT … SELECT marks the sequence).
  if (!db.prepare("SELECT 1 FROM invoice_refunds LIMIT 1").get()) return;
  db.exec(`
    INSERT INTO refunds (id, invoice_id, credit_note_id, reason, amount_cents, method, payment_reference,
      idempotency_key, state, attempts, next_attempt_at, claimed_until, provider_refund_id, problem,
      due_on, created_at, done_on, done_by)
    SELECT r.id, r.invoice_id, r.credit_note_id,
      'after credit note ' || coalesce((SELECT c.number FROM invoices c WHERE c.id = r.credit_note_id), r.credit_note_id),
      r.amount, r.method, r.payment_id, 'refund-' || r.id,
      CASE WHEN r.done_on IS NOT NULL THEN 'done' WHEN r.method = 'transfer' THEN 'to-transfer' ELSE 'pending' END,
      CASE WHEN r.problem IS NULL THEN 0 ELSE 1 END,
      CASE WHEN r.done_on IS NULL AND r.method = 'mollie' THEN r.created_at END,
      NULL, r.refund_id, r.problem, r.due_on, r.created_at, r.done_on, r.done_by
    FROM invoice_refunds r ORDER BY r.id;
  `);
}

function exists(db: DatabaseSync, table: string): boolean {
  return (
    db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table) !==
    undefined
  );
}

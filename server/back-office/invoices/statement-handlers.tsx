import { readFormBody, settleUnreadBody } from "#server/http/form-body.ts";
import { readUploadedFile } from "#server/http/uploaded-file.ts";
import type { ReminderStore } from "#server/payments/reminder-store.ts";
import { type StatementStore, statementLimitBytes } from "#server/payments/statement-store.ts";
import { redirect, sendPage } from "#server/back-office/http.ts";
import { backOfficePaths } from "#server/back-office/paths.ts";
import type { SignedInContext } from "#server/back-office/router.tsx";
import { MessagePage } from "#server/back-office/shared/message-page.tsx";

/** A reason the owner gives: a sentence, not a letter. */
const maxNoteLength = 500;

export interface StatementHandlerOptions {
  statements: Pick<
    StatementStore,
    "importStatementFile" | "assignStatementItem" | "dismissStatementItem"
  >;
  reminders: Pick<ReminderStore, "pauseReminders" | "resumeReminders">;
  /** The log, for pausing reminders (the statement's money changes are logged in the store). */
  audit: (actor: string, action: string, detail: string) => Promise<void>;
  now: () => Date;
  /** After an assignment that booked a refund (paid beyond what was open): the worker looks. */
  onRefundsChanged?: () => void;
}

/** The Invoices page's notices and problems after these actions, by key (never text from the address). */
export const statementNotices: Record<string, string> = {
  assigned: "The credit was assigned to the invoice, and logged.",
  "assigned-over":
    "The credit was assigned to the invoice, and logged; what it paid beyond what was open is listed to refund, by transfer to the payer.",
  "assigned-partial":
    "The credit was recorded as a partial payment: the invoice stays open for the rest. Logged.",
  dismissed: "The credit was dismissed, and logged.",
  reversed:
    "The reversal was recorded on the invoice: its payment is taken back and it is open again. Logged.",
  paused: "Reminders for that invoice are paused, and logged.",
  resumed: "Reminders for that invoice run again, and logged.",
};
export const statementProblems: Record<string, string> = {
  reason: "Nothing changed: give a reason (at most 500 characters).",
  "not-open":
    "Nothing assigned: that invoice number is not an invoice with money open. Check the number.",
  payout:
    "Nothing assigned: a payout from Mollie is not an invoice's payment (its payments came through Mollie). Dismiss it with a reason.",
  "no-item": "Nothing changed: that credit was decided already.",
  "not-paid":
    "Nothing recorded: the reversal is more than was paid on that invoice. Check the number.",
  "not-paused": "Nothing changed: that invoice's reminders were already as asked.",
};

/**
 * The bank's statement file on the Invoices page: the upload (a form without script, or the file
 * posted as it is), the owner's decisions on the credits it listed, and pausing an invoice's
 * reminders. Every change is logged with who did it, in the store's transaction that makes it;
 * the log keeps when.
 */
export function createStatementHandlers(options: StatementHandlerOptions) {
  const { statements, reminders, audit, now } = options;
  const back = (context: SignedInContext, query: string) =>
    redirect(context.request, context.response, `${backOfficePaths.invoices}?${query}#statement`);
  const refuse = (context: SignedInContext, status: number, text: string) =>
    sendPage(
      context.request,
      context.response,
      status,
      <MessagePage
        title="Statement refused"
        text={`${text} Nothing was stored.`}
        signedIn={{ email: context.signedIn.email }}
        link={{ href: `${backOfficePaths.invoices}#statement`, label: "Back to the invoices" }}
      />,
    );

  return {
    async uploadStatement(context: SignedInContext) {
      const { request, response, signedIn } = context;
      const upload = await readUploadedFile(request, "statement", statementLimitBytes);
      if (upload.kind === "aborted") return;
      if (upload.kind === "too-large") {
        settleUnreadBody(request, response);
        refuse(
          context,
          413,
          "The file is over 10 MB, more than a statement file may be. Export a shorter period.",
        );
        return;
      }
      if (upload.kind === "unsupported" || upload.kind === "no-file") {
        refuse(context, 400, "No file came with the upload: choose the statement file first.");
        return;
      }
      const result = await statements.importStatementFile(upload.bytes, signedIn.email, now());
      if ("refused" in result) {
        refuse(context, 422, result.refused);
        return;
      }
      const { paid, listed, alreadyTaken } = result.imported;
      const query = new URLSearchParams({
        notice: "statement",
        paid: String(paid.length),
        listed: String(listed),
        taken: String(alreadyTaken),
      });
      back(context, query.toString());
    },

    async decideStatementItem(context: SignedInContext) {
      const { request, params, signedIn } = context;
      const form = await readFormBody(request);
      const fields = form.kind === "fields" ? form.fields : new Map<string, string>();
      const note = (fields.get("reason") ?? "").trim();
      if (note === "" || note.length > maxNoteLength) {
        back(context, "problem=reason");
        return;
      }
      const id = Number(params.id);
      if (params.decision === "dismiss") {
        const isDismissed = await statements.dismissStatementItem(id, note, signedIn.email, now());
        back(context, isDismissed ? "notice=dismissed" : "problem=no-item");
        return;
      }
      const number = (fields.get("invoice") ?? "").trim();
      const outcome = await statements.assignStatementItem(id, number, note, signedIn.email, now());
      if (outcome.outcome === "reversed") {
        back(context, "notice=reversed");
        return;
      }
      if (outcome.outcome !== "paid" && outcome.outcome !== "partial") {
        back(context, `problem=${outcome.outcome}`);
        return;
      }
      if (outcome.refund > 0) {
        options.onRefundsChanged?.();
        back(context, "notice=assigned-over");
        return;
      }
      back(context, outcome.outcome === "paid" ? "notice=assigned" : "notice=assigned-partial");
    },

    async pauseReminders(context: SignedInContext) {
      const { request, params, signedIn } = context;
      const form = await readFormBody(request);
      const fields = form.kind === "fields" ? form.fields : new Map<string, string>();
      const id = Number(params.id);
      if (fields.get("action") === "resume") {
        const resumed = await reminders.resumeReminders(id);
        if (!resumed) return back(context, "problem=not-paused");
        await audit(signedIn.email, "reminders", `invoice ${resumed}: reminders resumed`);
        back(context, "notice=resumed");
        return;
      }
      const reason = (fields.get("reason") ?? "").trim();
      if (reason === "" || reason.length > maxNoteLength) {
        back(context, "problem=reason");
        return;
      }
      const paused = await reminders.pauseReminders(id, reason, signedIn.email, now());
      if (!paused) {
        back(context, "problem=not-paused");
        return;
      }
      await audit(signedIn.email, "reminders", `invoice ${paused}: reminders paused: ${reason}`);
      back(context, "notice=paused");
    },
  };
}

/** The upload's report, from the address's counts (numbers only). */
export function statementReport(url: URL): string | undefined {
  if (url.searchParams.get("notice") !== "statement") return undefined;
  const count = (name: string) => Number.parseInt(url.searchParams.get(name) ?? "0", 10) || 0;
  return `Statement read: ${count("paid")} paid, ${count("listed")} to decide, ${count("taken")} already taken.`;
}

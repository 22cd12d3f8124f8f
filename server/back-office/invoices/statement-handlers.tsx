import { readFormBody, settleUnreadBody } from "#server/http/form-body.ts";
import { readUploadedFile } from "#server/http/uploaded-file.ts";
import type { ReminderStore } from "#server/invoices/reminder-store.ts";
import { type StatementStore, statementLimitBytes } from "#server/invoices/statement-store.ts";
import { redirect, sendPage } from "#server/back-office/http.ts";
import { backOfficePaths } from "#server/back-office/paths.ts";
import type { SignedInContext } from "#server/back-office/router.tsx";
import { MessagePage } from "#server/back-office/shared/message-page.tsx";
import { formatMoney } from "#src/money/format-money.ts";

/** A reason the owner gives: a sentence, not a letter. */
const maxNoteLength = 500;

export interface StatementHandlerOptions {
  statements: Pick<
    StatementStore,
    "importStatementFile" | "assignStatementItem" | "dismissStatementItem"
  >;
  reminders: Pick<ReminderStore, "pauseReminders" | "resumeReminders">;
  audit: (actor: string, action: string, detail: string) => Promise<void>;
  now: () => Date;
}

/** The Invoices page's notices and problems after these actions, by key (never text from the address). */
export const statementNotices: Record<string, string> = {
  assigned: "The credit was assigned to the invoice, and logged.",
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
  over: "Nothing assigned: the credit is more than is open on that invoice. Dismiss it with a reason and refund the difference, then mark the invoice paid by hand.",
  "no-item": "Nothing changed: that credit was decided already.",
  "not-paid":
    "Nothing recorded: the reversal is more than was paid on that invoice. Check the number.",
  "not-paused": "Nothing changed: that invoice's reminders were already as asked.",
};

/**
 * The bank's statement file on the Invoices page: the upload (a form without script, or the file
 * posted as it is), the owner's decisions on the credits it listed, and pausing an invoice's
 * reminders. Every change is logged with who did it; the log keeps when.
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
      for (const payment of paid) {
        await audit(
          signedIn.email,
          "mark paid",
          `invoice ${payment.number}: ${formatMoney(payment.amount, "en")} paid on ${payment.paidOn}, by bank transfer from ${payment.payerName ?? "an unnamed payer"}${payment.payerIban ? ` (${payment.payerIban})` : ""}, from the bank statement`,
        );
      }
      await audit(
        signedIn.email,
        "bank statement",
        `${paid.length} paid, ${listed} to decide, ${alreadyTaken} already taken`,
      );
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
        if (!isDismissed) return back(context, "problem=no-item");
        await audit(signedIn.email, "statement credit", `credit ${id} dismissed: ${note}`);
        back(context, "notice=dismissed");
        return;
      }
      const number = (fields.get("invoice") ?? "").trim();
      const outcome = await statements.assignStatementItem(id, number, note, signedIn.email, now());
      if (outcome.outcome === "reversed") {
        await audit(
          signedIn.email,
          "reversal",
          `invoice ${outcome.number}: ${formatMoney(outcome.amount, "en")} taken back by the bank (statement credit ${id}), ${formatMoney(outcome.open, "en")} open again: ${note}`,
        );
        back(context, "notice=reversed");
        return;
      }
      if (outcome.outcome !== "paid" && outcome.outcome !== "partial") {
        back(context, `problem=${outcome.outcome}`);
        return;
      }
      await audit(
        signedIn.email,
        "mark paid",
        `invoice ${outcome.number}: ${formatMoney(outcome.amount, "en")} of ${formatMoney(outcome.open, "en")} open assigned from bank statement credit ${id}${outcome.outcome === "partial" ? " (partial payment)" : ""}: ${note}`,
      );
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

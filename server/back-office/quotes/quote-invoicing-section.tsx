import { formatMoney } from "#src/money/format-money.ts";
import { type Cents, scaleCents } from "#src/money/money.ts";
import type { StoredDocument } from "#server/invoices/invoice-ledger.ts";
import type { QuoteBilling } from "#server/quotes/quote-billing-tables.ts";
import { quantityText } from "#server/quotes/quote-lines.ts";
import type { QuoteSnapshot } from "#server/quotes/quote-snapshot.ts";
import type { WorkBudget, WorkEntry } from "#server/quotes/quote-work.ts";
import { invoiceFilePath } from "#server/back-office/invoices/invoice-paths.ts";
import { quoteActionPath } from "./quote-paths.ts";

/** What the quote's page shows of an accepted quote's invoicing. */
export interface QuoteInvoicingView {
  /** The accepted version, as sent. */
  snapshot: QuoteSnapshot;
  billings: QuoteBilling[];
  documents: StoredDocument[];
  work: WorkEntry[];
  budgets: WorkBudget[];
}

/** The work form as typed, kept when it is refused. */
export interface WorkValues {
  line: string;
  day: string;
  quantity: string;
  note: string;
  isOverConfirmed: boolean;
}

const unitWords = {
  day: "days",
  "half-day": "half days",
  hour: "hours",
  participant: "participants",
  fixed: "units",
} as const;

/**
 * An accepted quote's invoicing on its page: each part with when it falls
 * due and the invoice it became (a milestone due on delivery with its
 * "Invoice now"), every invoice and credit note from the quote with its PDF
 * and a credit note for it, and for lines invoiced as worked, the days or
 * hours recorded, what is left of the quote, and the form that records more
 * (going over the quote needs the owner's explicit confirmation).
 */
export function QuoteInvoicingSection(props: {
  quoteId: number;
  view: QuoteInvoicingView;
  workValues?: WorkValues;
  workProblems?: string[];
}) {
  const { quoteId, view } = props;
  const money = (amount: Cents) => formatMoney(amount, "en");
  const { snapshot } = view;
  const scheduled = snapshot.lines.filter((line) => !line.isInvoicedAsWorked);
  const scheduledTotal = scheduled.reduce((sum, line) => sum + line.totalExclVat, 0) as Cents;
  return (
    <section className="panel" aria-labelledby="invoicing-heading" data-quote-invoicing>
      <h2 id="invoicing-heading">Invoicing</h2>
      <p>
        Invoices go to {snapshot.buyer.invoiceEmail ?? snapshot.buyer.contactEmail}, numbered in the
        invoices' own series, with the PDF and the e-invoice (UBL).
      </p>
      {view.billings.length > 0 && (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
        <section className="table-wrap" aria-label="What the quote invoices, and when" tabIndex={0}>
          <table data-billings>
            <thead>
              <tr>
                <th scope="col">What</th>
                <th scope="col">excl. VAT</th>
                <th scope="col">Due</th>
                <th scope="col">Invoice</th>
              </tr>
            </thead>
            <tbody>
              {view.billings.map((billing) => {
                const milestone =
                  billing.part === "milestone" ? snapshot.milestones[billing.position] : undefined;
                return (
                  <tr key={billing.id} data-billing={`${billing.part}-${billing.position}`}>
                    <td className="wide">
                      {milestone
                        ? `Milestone ${billing.position + 1}: ${milestone.description}`
                        : "The quote's lines, at acceptance"}
                    </td>
                    <td>{money(milestone ? milestone.amountExclVat : scheduledTotal)}</td>
                    <td>
                      {billing.dueKind === "delivery" && billing.dueOn === null
                        ? "on delivery"
                        : billing.dueKind === "acceptance"
                          ? `at acceptance (${billing.dueOn})`
                          : billing.dueOn}
                    </td>
                    <td>
                      {billing.invoiceId !== null ? (
                        <a href={invoiceFilePath(billing.invoiceId, "pdf")}>
                          {billing.invoiceNumber}
                        </a>
                      ) : billing.dueKind === "delivery" && billing.dueOn === null ? (
                        <form
                          method="post"
                          action={quoteActionPath(quoteId, "invoice-now")}
                          className="inline"
                        >
                          <input type="hidden" name="position" value={billing.position} />
                          <button type="submit">Invoice now</button>
                        </form>
                      ) : (
                        <span className="problem">
                          {billing.problem ? `Waiting: ${billing.problem}` : "waiting"}
                        </span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      )}
      <h3>Invoices and credit notes</h3>
      <DocumentsTable quoteId={quoteId} documents={view.documents} />
      {view.budgets.length > 0 && <WorkPart {...props} />}
    </section>
  );
}

function DocumentsTable(props: { quoteId: number; documents: StoredDocument[] }) {
  const money = (amount: Cents) => formatMoney(amount, "en");
  if (props.documents.length === 0) return <p data-no-invoices>No invoice from this quote yet.</p>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
    <section className="table-wrap" aria-label="The quote's invoices and credit notes" tabIndex={0}>
      <table data-quote-documents>
        <thead>
          <tr>
            <th scope="col">Number</th>
            <th scope="col">Date</th>
            <th scope="col">incl. VAT</th>
            <th scope="col">Files</th>
            <th scope="col">Credit</th>
          </tr>
        </thead>
        <tbody>
          {props.documents.map((document) => (
            <tr key={document.id} data-invoice={document.number}>
              <td>
                {document.kind === "credit-note" ? "Credit note " : "Invoice "}
                {document.number}
                {document.refersToNumber && <small> (credits {document.refersToNumber})</small>}
              </td>
              <td>{document.issueDate}</td>
              <td>
                {document.kind === "credit-note" ? "−" : ""}
                {money(document.inclVat)}
              </td>
              <td>
                <a href={invoiceFilePath(document.id, "pdf")}>PDF</a> ·{" "}
                <a href={invoiceFilePath(document.id, "xml")}>UBL</a>
              </td>
              <td>
                {document.kind === "invoice" && document.credited < document.inclVat ? (
                  <form
                    method="post"
                    action={quoteActionPath(props.quoteId, "credit")}
                    className="inline"
                  >
                    <input type="hidden" name="invoice" value={document.id} />
                    <label>
                      <input type="checkbox" name="confirm" value="yes" required /> credit all of it
                    </label>{" "}
                    <button type="submit" className="secondary">
                      Credit note
                    </button>
                  </form>
                ) : document.kind === "invoice" ? (
                  "credited"
                ) : (
                  ""
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function WorkPart(props: {
  quoteId: number;
  view: QuoteInvoicingView;
  workValues?: WorkValues;
  workProblems?: string[];
}) {
  const { view } = props;
  const values = props.workValues;
  return (
    <>
      <h3>Invoiced as worked</h3>
      <p>Recorded days and hours are invoiced in the first days of the next month.</p>
      <BudgetsTable view={view} />
      {view.work.length > 0 && (
        <ul data-work>
          {view.work.map((entry) => (
            <li key={entry.id}>
              {entry.workedOn}: {quantityText(entry.hundredths)}{" "}
              {unitWords[view.snapshot.lines[entry.lineIndex]?.unit ?? "hour"]} on "
              {view.snapshot.lines[entry.lineIndex]?.description}"{entry.note && ` (${entry.note})`}
              {entry.isOverConfirmed && " — over the quote, confirmed"}
              {entry.invoiceNumber ? ` — invoiced on ${entry.invoiceNumber}` : ""}
            </li>
          ))}
        </ul>
      )}
      <form
        method="post"
        action={quoteActionPath(props.quoteId, "work")}
        className="quote-form"
        data-work-form
      >
        {props.workProblems && props.workProblems.length > 0 && (
          <div className="problem" role="alert" id="work-problems">
            <ul>
              {props.workProblems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        )}
        <div className="fields">
          <div className="field">
            <label htmlFor="work-line">Line</label>
            <select
              id="work-line"
              name="line"
              defaultValue={values?.line ?? String(view.budgets[0]?.lineIndex)}
            >
              {view.budgets.map((budget) => (
                <option key={budget.lineIndex} value={budget.lineIndex}>
                  {budget.description} ({unitWords[budget.unit]})
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="work-day">Day worked</label>
            <input id="work-day" type="date" name="day" required defaultValue={values?.day ?? ""} />
          </div>
          <div className="field">
            <label htmlFor="work-quantity">How many (2.5, 7,75)</label>
            <input
              id="work-quantity"
              name="quantity"
              inputMode="decimal"
              required
              defaultValue={values?.quantity ?? ""}
              {...(props.workProblems && { "aria-describedby": "work-problems" })}
            />
          </div>
          <div className="field">
            <label htmlFor="work-note">Note (optional)</label>
            <input id="work-note" name="note" maxLength={200} defaultValue={values?.note ?? ""} />
          </div>
          <div className="field check wide">
            <label>
              <input
                type="checkbox"
                name="over"
                value="yes"
                defaultChecked={values?.isOverConfirmed ?? false}
              />{" "}
              I confirm going over the quote, if this does
            </label>
          </div>
        </div>
        <button type="submit">Record</button>
      </form>
    </>
  );
}

/** Each line invoiced as worked: quoted, recorded, invoiced, and what is left (or over). */
function BudgetsTable({ view }: { view: QuoteInvoicingView }) {
  const money = (amount: Cents) => formatMoney(amount, "en");
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
    <section className="table-wrap" aria-label="Work against the quote" tabIndex={0}>
      <table data-work-budgets>
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Quoted</th>
            <th scope="col">Recorded</th>
            <th scope="col">Invoiced</th>
            <th scope="col">Left</th>
          </tr>
        </thead>
        <tbody>
          {view.budgets.map((budget) => {
            const price = view.snapshot.lines[budget.lineIndex]?.unitPriceExclVat ?? 0;
            return (
              <tr key={budget.lineIndex} data-budget={budget.lineIndex}>
                <td className="wide">{budget.description}</td>
                <td>
                  {quantityText(budget.quotedHundredths)} {unitWords[budget.unit]}
                </td>
                <td>{quantityText(budget.recordedHundredths)}</td>
                <td>{quantityText(budget.invoicedHundredths)}</td>
                <td data-left>
                  {budget.leftHundredths < 0
                    ? `${quantityText(-budget.leftHundredths)} over the quote`
                    : `${quantityText(budget.leftHundredths)} (${money(scaleCents(price as Cents, budget.leftHundredths, 100))})`}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

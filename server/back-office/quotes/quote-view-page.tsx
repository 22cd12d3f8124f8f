import type { Language } from "#src/i18n/languages.ts";
import { formatMoney } from "#src/money/format-money.ts";
import type { Cents } from "#src/money/money.ts";
import { backOfficePaths, enquiryPath } from "#server/back-office/paths.ts";
import { formatTime } from "#server/back-office/shared/format-time.ts";
import { Notices } from "#server/back-office/shared/notices.tsx";
import { PageShell } from "#server/back-office/shared/page-shell.tsx";
import type { PricedLine, VatPart } from "#server/quotes/quote-amounts.ts";
import { quantityText } from "#server/quotes/quote-lines.ts";
import {
  invoicedAndOpen,
  type QuoteStatus,
  quoteStatus,
  versionStatus,
} from "#server/quotes/quote-status.ts";
import type { StoredQuote } from "#server/quotes/quote-types.ts";
import {
  QuoteInvoicingSection,
  type QuoteInvoicingView,
  type WorkValues,
} from "./quote-invoicing-section.tsx";
import { quotePath, quotePdfPath, quotePreviewPath } from "./quote-paths.ts";
import type { QuoteVies } from "./quote-vies.ts";
import { ViesFact } from "./quote-vies-fact.tsx";
import { PrivateRunsSection, type PrivateRunsView } from "./private-runs-section.tsx";

/** A line's unit as the back office writes it after its quantity. */
const unitNames = {
  one: {
    day: "day",
    "half-day": "half day",
    hour: "hour",
    participant: "participant",
    fixed: "fixed price",
  },
  other: {
    day: "days",
    "half-day": "half days",
    hour: "hours",
    participant: "participants",
    fixed: "× fixed price",
  },
} as const;

/** The back office is English: each quote language as it names it. */
const inLanguage: Record<Language, string> = { en: "in English", nl: "in Dutch" };

export const statusLabels: Record<QuoteStatus, string> = {
  draft: "draft",
  sent: "sent",
  accepted: "accepted",
  declined: "declined",
  expired: "expired",
  superseded: "superseded",
};
const statusTone: Record<QuoteStatus, string> = {
  draft: "badge muted",
  sent: "badge",
  accepted: "badge ok",
  declined: "badge danger",
  expired: "badge warn",
  superseded: "badge muted",
};

export function StatusBadge(props: { status: QuoteStatus }) {
  return (
    <span className={statusTone[props.status]} data-quote-status={props.status}>
      {statusLabels[props.status]}
    </span>
  );
}

/** The draft's lines as they would be sent, with their VAT, or why it cannot be reckoned yet. */
export type DraftPricing =
  | {
      lines: PricedLine[];
      vatBreakdown: VatPart[];
      totals: { exclVat: Cents; vat: Cents; inclVat: Cents };
    }
  | { problems: string[] };

/**
 * One quote: what it is now, its draft (what the next sending sends, with
 * the VAT of each line), every version as sent with its PDF and SHA-256, the
 * buyer's answer with the acceptance's record, and what may be done: edit
 * (never once accepted), preview and send the draft, copy into a new quote.
 */
export function QuoteViewPage(props: {
  signedIn: { email: string };
  quote: StoredQuote;
  today: string;
  draftPricing?: DraftPricing;
  /** Why the draft cannot be sent now (e-mail off, our details still placeholders), if so. */
  sendBlocked?: string;
  notice?: string;
  problems?: string[];
  /** An accepted quote's invoicing (quote-invoicing-section.tsx). */
  invoicing?: QuoteInvoicingView;
  workValues?: WorkValues;
  workProblems?: string[];
  /** VIES's answer, where a line would be reverse charged. */
  vies?: QuoteVies;
  /** An accepted quote's private runs, and whether it may have one (a training line). */
  privateRuns?: PrivateRunsView;
}) {
  const { quote, today } = props;
  const status = quoteStatus(quote, today);
  const isAccepted = quote.versions.some((version) => version.answer?.answer === "accepted");
  const draft = quote.draft;
  const buyer = draft?.buyer.company ?? quote.versions.at(-1)?.buyerName ?? "";
  const title = quote.number ? `Quote ${quote.number}` : `Draft quote for ${buyer}`;
  const { invoiced, open } = invoicedAndOpen(quote);
  const money = (amount: Cents) => formatMoney(amount, "en");
  return (
    <PageShell title={title} signedIn={props.signedIn} section="quotes">
      <p>
        <a href={backOfficePaths.quotes}>← Quotes</a>
      </p>
      <h1>
        {title} <StatusBadge status={status} />
      </h1>
      <Notices notice={props.notice} />
      {props.problems && props.problems.length > 0 && (
        <div className="problem" role="alert">
          <p>{isAccepted ? "Not done:" : "Not sent:"}</p>
          <ul>
            {props.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      <section className="panel" aria-label="The quote">
        <dl className="facts">
          <dt>Buyer</dt>
          <dd>{buyer}</dd>
          {quote.enquiryId !== null && (
            <>
              <dt>From the enquiry</dt>
              <dd>
                <a href={enquiryPath(quote.enquiryId)}>number {quote.enquiryId}</a>
              </dd>
            </>
          )}
          {quote.copiedFrom !== null && (
            <>
              <dt>Copied from</dt>
              <dd>
                <a href={quotePath(quote.copiedFrom)}>quote {quote.copiedFrom}</a>
              </dd>
            </>
          )}
          <dt>Made</dt>
          <dd>
            {formatTime(quote.createdAt)} by {quote.createdBy}
          </dd>
          {isAccepted && (
            <>
              <dt>Invoiced</dt>
              <dd data-invoiced>
                {money(invoiced)} incl. VAT; {money(open)} still to invoice
              </dd>
            </>
          )}
          {props.vies && <ViesFact vies={props.vies} />}
        </dl>
        <div className="actions">
          {!isAccepted && (
            <a className="button secondary" href={quotePath(quote.id, "edit")}>
              {draft ? "Edit the draft" : "Change it (a new version)"}
            </a>
          )}
          {quote.versions.length > 0 && (
            <form method="post" action={quotePath(quote.id, "copy")} className="inline">
              <button type="submit" className="secondary">
                Copy into a new quote
              </button>
            </form>
          )}
        </div>
        {isAccepted && (
          <p>An accepted quote is locked: to change anything, copy it into a new quote.</p>
        )}
      </section>
      {draft && (
        <DraftSection quote={quote} pricing={props.draftPricing} sendBlocked={props.sendBlocked} />
      )}
      {props.invoicing && (
        <QuoteInvoicingSection
          quoteId={quote.id}
          view={props.invoicing}
          {...(props.workValues && { workValues: props.workValues })}
          {...(props.workProblems && { workProblems: props.workProblems })}
        />
      )}
      {props.privateRuns && <PrivateRunsSection quoteId={quote.id} view={props.privateRuns} />}
      {quote.versions.length > 0 && <VersionsSection quote={quote} today={today} />}
    </PageShell>
  );
}

function DraftSection(props: { quote: StoredQuote; pricing?: DraftPricing; sendBlocked?: string }) {
  const { quote, pricing } = props;
  const draft = quote.draft;
  if (!draft) return null;
  const next = quote.versions.length + 1;
  const money = (amount: Cents) => formatMoney(amount, "en");
  return (
    <section className="panel" aria-labelledby="draft-heading" data-draft>
      <h2 id="draft-heading">
        {next === 1 ? "Not sent yet" : `Changes not sent yet: version ${next}`}
      </h2>
      <dl className="facts">
        <dt>To</dt>
        <dd>
          {draft.buyer.contactName} &lt;{draft.buyer.contactEmail}&gt;, {inLanguage[draft.language]}
        </dd>
        <dt>Valid until</dt>
        <dd>{draft.validUntil} (inclusive)</dd>
      </dl>
      {pricing && "lines" in pricing ? (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
        <section className="table-wrap" aria-label="The draft's lines" tabIndex={0}>
          <table data-draft-lines>
            <thead>
              <tr>
                <th scope="col">Line</th>
                <th scope="col">Kind</th>
                <th scope="col">Quantity</th>
                <th scope="col">Price a unit</th>
                <th scope="col">VAT</th>
                <th scope="col">excl. VAT</th>
              </tr>
            </thead>
            <tbody>
              {pricing.lines.map((line, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a line is its position.
                <tr key={index}>
                  <td className="wide">
                    {line.description}
                    {line.isInvoicedAsWorked && <small> (invoiced as worked)</small>}
                  </td>
                  <td>{line.kind}</td>
                  <td>
                    {quantityText(line.quantityHundredths)}{" "}
                    {(line.quantityHundredths === 100 ? unitNames.one : unitNames.other)[line.unit]}
                  </td>
                  <td>{money(line.unitPriceExclVat)}</td>
                  <td data-vat-category={line.vatCategory}>
                    {line.vatCategory === "S" ? `${line.vatRate}%` : line.vatCategory}
                  </td>
                  <td>{money(line.totalExclVat)}</td>
                </tr>
              ))}
              {pricing.vatBreakdown.map((part) => (
                <tr key={`${part.category}-${part.rate}`}>
                  <td colSpan={5}>
                    VAT {part.category}
                    {part.category === "S" ? ` ${part.rate}%` : ""} on {money(part.taxableAmount)}
                  </td>
                  <td>{money(part.vatAmount)}</td>
                </tr>
              ))}
              <tr>
                <th scope="row" colSpan={5}>
                  Total incl. VAT
                </th>
                <td data-draft-total>{money(pricing.totals.inclVat)}</td>
              </tr>
            </tbody>
          </table>
        </section>
      ) : (
        <p className="problem">
          {pricing ? pricing.problems.join(" ") : "The VAT is reckoned once the site is built."}
        </p>
      )}
      <div className="actions">
        <a className="button secondary" href={quotePreviewPath(quote.id)}>
          Preview the PDF
        </a>
        {props.sendBlocked ? (
          <p className="problem">{props.sendBlocked}</p>
        ) : (
          <form method="post" action={quotePath(quote.id, "send")} className="inline">
            <input type="hidden" name="revision" value={quote.revision} />
            <button type="submit">
              {next === 1 ? "Send it to" : `Send version ${next} to`} {draft.buyer.contactEmail}
            </button>
          </form>
        )}
      </div>
      {next > 1 && (
        <p>Sending it replaces version {next - 1}: its link then says so and accepts nothing.</p>
      )}
    </section>
  );
}

function VersionsSection(props: { quote: StoredQuote; today: string }) {
  const { quote, today } = props;
  const money = (amount: Cents) => formatMoney(amount, "en");
  return (
    <section className="panel" aria-labelledby="versions-heading">
      <h2 id="versions-heading">Sent</h2>
      <div className="table-wrap">
        <table data-versions>
          <thead>
            <tr>
              <th scope="col">Version</th>
              <th scope="col">Sent</th>
              <th scope="col">Valid until</th>
              <th scope="col">incl. VAT</th>
              <th scope="col">Status</th>
              <th scope="col">Its e-mail</th>
              <th scope="col">PDF</th>
            </tr>
          </thead>
          <tbody>
            {[...quote.versions].reverse().map((version) => (
              <tr key={version.id} data-version={version.version}>
                <td>{version.version}</td>
                <td>
                  {formatTime(version.sentAt)} by {version.sentBy}
                </td>
                <td>{version.validUntil}</td>
                <td>{money(version.inclVat)}</td>
                <td>
                  <StatusBadge status={versionStatus(version, today)} />
                </td>
                <td>
                  {version.mailStatus === "off"
                    ? "not sent (replaced first)"
                    : (version.mailStatus ?? "—")}
                </td>
                <td>
                  {version.isRendered ? (
                    <a href={quotePdfPath(quote.id, version.version)}>
                      PDF<span className="visually-hidden"> of version {version.version}</span>
                    </a>
                  ) : (
                    "being made"
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {quote.versions.map(
        (version) =>
          version.answer && (
            <dl className="facts answer" key={version.id} data-answer={version.answer.answer}>
              <dt>{version.answer.answer === "accepted" ? "Accepted by" : "Declined"}</dt>
              <dd>
                {version.answer.answer === "accepted"
                  ? `${version.answer.name}, ${version.answer.role}`
                  : (version.answer.reason ?? "(no reason given)")}
              </dd>
              <dt>On</dt>
              <dd>{formatTime(version.answer.answeredAt)}</dd>
              <dt>Version</dt>
              <dd>{version.version}</dd>
              {version.answer.pdfSha256 && (
                <>
                  <dt>SHA-256 of the PDF accepted</dt>
                  <dd data-accepted-sha>
                    {version.answer.pdfSha256}
                    {version.answer.pdfSha256 === version.pdfSha256
                      ? " (the PDF stored as sent)"
                      : " (does not match the stored PDF!)"}
                  </dd>
                </>
              )}
            </dl>
          ),
      )}
      <p>
        Each version is kept as it was sent, its PDF never made again; an acceptance's record is
        kept 7 years, as the invoices it leads to.
      </p>
    </section>
  );
}

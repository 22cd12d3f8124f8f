import { createHash } from "node:crypto";
import type { ReactNode } from "react";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { fill } from "#src/i18n/fill.ts";
import { type Language, languageSettings } from "#src/i18n/languages.ts";
import { formatMoney } from "#src/money/format-money.ts";
import { contentSecurityPolicy } from "#server/http/security-headers.ts";
import {
  lineVatText,
  milestoneDue,
  milestonePercent,
  quantityWithUnit,
  quoteTitle,
  unitPrice,
  vatNotes,
  vatPartText,
  quoteDay,
} from "#server/quotes/quote-format.ts";
import type { QuoteSnapshot } from "#server/quotes/quote-snapshot.ts";

/**
 * The page behind the link in a quote's mail: the quote itself (as its PDF
 * shows it), the PDF to download, and, while it can be answered, the two
 * forms: accept (name, role, the confirmation that they may accept for the
 * business) and decline (a reason if they wish). No script; one inline style,
 * whose hash is the page's policy; never indexed. On a phone the lines stack,
 * each value under its column's name.
 */
const style = `body{margin:0;padding:0 1rem;font:17px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1e293b;background:#f8fafc}
main{max-width:52rem;margin:2rem auto;padding:1.5rem;background:#fff;border:1px solid #e2e8f0;border-radius:1rem}
h1{margin:0 0 .5rem;font-size:1.75rem;line-height:1.2;color:#0f172a}h2{font-size:1.2rem;margin:1.75rem 0 .5rem;color:#0f172a}
.lead{margin:0 0 1rem;color:#334155}
.parties{display:grid;grid-template-columns:1fr 1fr;gap:1rem;margin:1rem 0}.parties p{margin:0}.label{font-size:.8rem;text-transform:uppercase;letter-spacing:.05em;color:#475569}
table{width:100%;border-collapse:collapse;margin:.5rem 0}th,td{text-align:left;padding:.5rem .4rem;border-bottom:1px solid #e2e8f0;vertical-align:top}
th{font-size:.85rem;color:#0f5f5a;border-bottom:2px solid #0f5f5a}.number{text-align:right;white-space:nowrap}.quantity{white-space:nowrap}.detail{display:block;color:#475569;font-size:.9rem}
.totals{margin-left:auto;max-width:26rem}.totals td{border:0;padding:.2rem .4rem}.total td{font-weight:700;background:#e7faf7;padding:.4rem}
.notice{border-left:4px solid #f9ad26;background:#f8fafc;padding:.75rem 1rem;margin:1rem 0}
.problem{border:2px solid #b91c1c;border-radius:.5rem;padding:.75rem 1rem;margin:0 0 1rem;color:#7f1d1d;background:#fef2f2}
.field-problem{color:#991b1b;margin:-.5rem 0 .75rem;font-size:.95rem}
.answers{display:grid;grid-template-columns:3fr 2fr;gap:1.5rem;margin-top:1.5rem}
form{border:1px solid #e2e8f0;border-radius:.75rem;padding:1rem}form h2{margin-top:0}
label{display:block;font-weight:600}.hint{color:#475569;font-size:.9rem;font-weight:400}
input[type=text],textarea{font:inherit;width:100%;box-sizing:border-box;min-height:2.75rem;padding:.5rem;border:1px solid #94a3b8;border-radius:.5rem;margin:.25rem 0 .75rem}
textarea{min-height:5rem}.consent{display:flex;gap:.5rem;align-items:flex-start;font-weight:400;margin:0 0 1rem}.consent input{margin-top:.35rem;width:1.1rem;height:1.1rem}
button{font:inherit;padding:.6rem 1.2rem;border-radius:.5rem;border:2px solid #0f5f5a;background:#0f5f5a;color:#fff;cursor:pointer}button.secondary{background:#fff;color:#0f5f5a}
a{color:#0f5f5a;font-weight:600;text-underline-offset:3px}
input:focus-visible,a:focus-visible,textarea:focus-visible,button:focus-visible{outline:3px solid #0f766e;outline-offset:2px}
footer{max-width:52rem;margin:0 auto 2rem;padding:0 1.5rem}
@media (max-width:40rem){main{margin:1rem auto;padding:1rem}h1{font-size:1.45rem}.parties,.answers{grid-template-columns:1fr}
.lines,.lines tbody,.lines tr,.lines td{display:block}.lines thead{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}
.lines tr{border-bottom:1px solid #e2e8f0;padding:.5rem 0}.lines td{border:0;padding:.15rem 0}.lines .number,.lines .quantity{white-space:normal}
.lines td[data-label]{display:flex;flex-wrap:wrap;justify-content:space-between;gap:0 1rem}.lines td[data-label]::before{content:attr(data-label);color:#475569}}`;

const styleHash = `sha256-${createHash("sha256").update(style).digest("base64")}`;

/** No script at all, only the one inline style; forms post to our own origin. */
export const quotePageCsp = contentSecurityPolicy({ styles: [styleHash] });

function Document(props: { language: Language; title: string; children: ReactNode }) {
  return (
    <html lang={props.language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{props.title}</title>
        <style>{style}</style>
      </head>
      <body>
        <main>{props.children}</main>
        <footer>
          <a href={languageSettings[props.language].prefix || "/"}>
            {dictionaries[props.language].responses.homeLink}
          </a>
        </footer>
      </body>
    </html>
  );
}

/** A page of a title and a few sentences: replaced, not found, refused, done. */
export function QuoteMessage(props: {
  language: Language;
  title: string;
  paragraphs: string[];
  pdfHref?: string;
}) {
  return (
    <Document language={props.language} title={props.title}>
      <h1>{props.title}</h1>
      {props.paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {props.pdfHref && (
        <p>
          <a href={props.pdfHref}>{dictionaries[props.language].quote.link.pdf}</a>
        </p>
      )}
    </Document>
  );
}

export interface AnswerForm {
  name: string;
  role: string;
  isConfirmed: boolean;
  reason: string;
  /** Each problem by its field: name, role, confirm, reason. */
  problems: Partial<Record<"name" | "role" | "confirm" | "reason", string>>;
}

/**
 * The quote as its page shows it, in the address's language (the quote's own
 * texts in the quote's): a notice saying why it can no longer be answered, or
 * the forms.
 */
export function QuotePage(props: {
  language: Language;
  snapshot: QuoteSnapshot;
  pdfHref: string;
  notice?: string;
  form?: AnswerForm;
}) {
  const { language: lang, snapshot } = props;
  const words = dictionaries[lang].quote;
  const money = (amount: Parameters<typeof formatMoney>[0]) => formatMoney(amount, lang);
  const { seller, buyer } = snapshot;
  const title = quoteTitle({ ...snapshot, language: lang });
  return (
    <Document language={lang} title={title}>
      <h1>{title}</h1>
      <p className="lead">
        {fill(words.link.intro, {
          seller: seller.legalName,
          company: buyer.company,
          date: quoteDay(snapshot.validUntil, lang),
        })}{" "}
        <a href={props.pdfHref}>{words.link.pdf}</a>
      </p>
      {props.notice && (
        <p className="notice" role="status">
          {props.notice}
        </p>
      )}
      <div className="parties">
        <Party label={words.from} name={seller.legalName}>
          <p>{seller.address.street}</p>
          <p>
            {seller.address.postalCode} {seller.address.city}
          </p>
          <p>
            {words.kvk} {seller.kvk} · {words.vatId} {seller.vatId}
          </p>
        </Party>
        <Party label={words.to} name={buyer.company}>
          <p>{fill(words.attention, { name: buyer.contactName })}</p>
          <p>{buyer.address.street}</p>
          <p>
            {buyer.address.postalCode} {buyer.address.city}
          </p>
          {buyer.vatId && (
            <p>
              {words.vatId} {buyer.vatId}
            </p>
          )}
          {buyer.registrationNumber && (
            <p>
              {words.registration} {buyer.registrationNumber}
            </p>
          )}
        </Party>
      </div>
      {snapshot.introduction && <p>{snapshot.introduction}</p>}
      <table className="lines">
        <thead>
          <tr>
            <th scope="col">{words.columns.description}</th>
            <th scope="col">{words.columns.quantity}</th>
            <th scope="col" className="number">
              {words.columns.unitPrice}
            </th>
            <th scope="col">{words.columns.vat}</th>
            <th scope="col" className="number">
              {words.columns.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {snapshot.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a line is its position on the quote.
            <tr key={index}>
              <td>
                <strong>{line.description}</strong>
                <span className="detail">{words.kinds[line.kind]}</span>
                {line.isInvoicedAsWorked && <span className="detail">{words.asWorked}</span>}
              </td>
              <td data-label={words.columns.quantity} className="quantity">
                {quantityWithUnit(line, lang)}
              </td>
              <td data-label={words.columns.unitPrice} className="number">
                {unitPrice(line, lang)}
              </td>
              <td data-label={words.columns.vat}>{lineVatText(line, lang)}</td>
              <td data-label={words.columns.amount} className="number">
                {money(line.totalExclVat)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="totals">
        <tbody>
          <tr>
            <td>{words.totals.exclVat}</td>
            <td className="number">{money(snapshot.totals.exclVat)}</td>
          </tr>
          {snapshot.vatBreakdown.map((part) => (
            <tr key={`${part.category}-${part.rate}`}>
              <td>{vatPartText(part, lang)}</td>
              <td className="number">{money(part.vatAmount)}</td>
            </tr>
          ))}
          <tr className="total">
            <td>{words.totals.inclVat}</td>
            <td className="number">{money(snapshot.totals.inclVat)}</td>
          </tr>
        </tbody>
      </table>
      {vatNotes({ ...snapshot, language: lang }).map((note) => (
        <p key={note}>{note}</p>
      ))}
      <h2>{words.invoicing.heading}</h2>
      {snapshot.milestones.length === 0 ? (
        <p>{words.invoicing.whole}</p>
      ) : (
        <>
          <p>{words.invoicing.milestones}</p>
          <ol>
            {snapshot.milestones.map((milestone, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a milestone is its position.
              <li key={index}>
                {milestone.description}, {milestoneDue(milestone.due, lang)}
                {milestonePercent(milestone, lang) && ` (${milestonePercent(milestone, lang)})`}:{" "}
                {money(milestone.amountExclVat)}
              </li>
            ))}
          </ol>
        </>
      )}
      {snapshot.lines.some((line) => line.isInvoicedAsWorked) && (
        <p>{words.invoicing.asWorkedOnly}</p>
      )}
      <h2>{words.terms.heading}</h2>
      <p>{words.terms.intro}</p>
      <ul>
        {snapshot.terms.map((terms) => (
          <li key={terms.page}>
            <a href={terms.url}>{terms.title}</a> ({terms.version})
          </li>
        ))}
      </ul>
      {props.form && <AnswerForms language={lang} snapshot={snapshot} form={props.form} />}
    </Document>
  );
}

function Party(props: { label: string; name: string; children: ReactNode }) {
  return (
    <div>
      <p className="label">{props.label}</p>
      <p>
        <strong>{props.name}</strong>
      </p>
      {props.children}
    </div>
  );
}

function AnswerForms(props: { language: Language; snapshot: QuoteSnapshot; form: AnswerForm }) {
  const { form, snapshot } = props;
  const words = dictionaries[props.language].quote.link;
  const company = snapshot.buyer.company;
  const { problems } = form;
  const described = (name: keyof AnswerForm["problems"]) =>
    problems[name] ? { "aria-invalid": true, "aria-describedby": `${name}-problem` } : {};
  const problem = (name: keyof AnswerForm["problems"]) =>
    problems[name] && (
      <p className="field-problem" id={`${name}-problem`}>
        {fill(problems[name] ?? "", { company })}
      </p>
    );
  return (
    <>
      {Object.keys(problems).length > 0 && (
        <p className="problem" role="alert">
          {words.problems.heading}
        </p>
      )}
      <div className="answers">
        <form method="post">
          <h2>{words.acceptHeading}</h2>
          <input type="hidden" name="choice" value="accept" />
          <label htmlFor="name">{words.name}</label>
          <input
            id="name"
            name="name"
            type="text"
            autoComplete="name"
            defaultValue={form.name}
            {...described("name")}
          />
          {problem("name")}
          <label htmlFor="role">
            {words.role} <span className="hint">({words.roleHint})</span>
          </label>
          <input
            id="role"
            name="role"
            type="text"
            autoComplete="organization-title"
            defaultValue={form.role}
            {...described("role")}
          />
          {problem("role")}
          <label className="consent">
            <input
              type="checkbox"
              name="confirm"
              value="yes"
              defaultChecked={form.isConfirmed}
              {...described("confirm")}
            />
            <span>{fill(words.confirm, { company })}</span>
          </label>
          {problem("confirm")}
          <p className="hint">
            {fill(words.acceptNote, { company, seller: snapshot.seller.legalName })}
          </p>
          <button type="submit">{words.acceptButton}</button>
        </form>
        <form method="post">
          <h2>{words.declineHeading}</h2>
          <input type="hidden" name="choice" value="decline" />
          <label htmlFor="reason">{words.reason}</label>
          <textarea id="reason" name="reason" defaultValue={form.reason} {...described("reason")} />
          {problem("reason")}
          <button type="submit" className="secondary">
            {words.declineButton}
          </button>
        </form>
      </div>
    </>
  );
}

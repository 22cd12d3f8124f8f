import type { ReactNode } from "react";
import { addressCountryCodes } from "#src/forms/buyer-address.ts";
import { PageShell } from "#server/back-office/shared/page-shell.tsx";
import type { LineValues, QuoteFormValues, QuoteProblems } from "#server/quotes/quote-form.ts";
import { quoteLimits } from "#server/quotes/quote-lines.ts";
import { LineRow, MilestoneRow } from "./quote-form-rows.tsx";
import type { MilestoneValues } from "#server/quotes/quote-milestones.ts";
import { backOfficePaths } from "#server/back-office/paths.ts";

/** Empty rows below those typed: room for more without a script. */
const spareLines = 3;
const spareMilestones = 2;

/**
 * A quote's form, new or edited (English, like the whole back office): the
 * buyer (a business) with the enrolment form's address checks, the quote's
 * language, validity and texts, its lines and milestones as rows, and the
 * request it answers. What was typed comes back exactly as typed, each
 * problem at its field; nothing is sent to the buyer from here.
 */
export function QuoteFormPage(props: {
  signedIn: { email: string };
  title: string;
  action: string;
  values: QuoteFormValues;
  problems?: QuoteProblems;
  /** An edit's revision: a save from an older page changes nothing. */
  revision?: number;
  enquiryId?: number;
  /** What to know before filling it in (a request from a private person). */
  notes?: string[];
  cancelHref: string;
}) {
  const { values, problems = {} } = props;
  const problem = (name: string) =>
    problems[name] && (
      <p className="problem field-problem" id={`${name}-problem`}>
        {problems[name]}
      </p>
    );
  const described = (name: string) =>
    problems[name] ? { "aria-invalid": true, "aria-describedby": `${name}-problem` } : {};
  const field = (name: string, label: ReactNode, input: ReactNode, wide = false) => (
    <div className={wide ? "field wide" : "field"}>
      <label htmlFor={name}>{label}</label>
      {input}
      {problem(name)}
    </div>
  );
  const text = (name: keyof QuoteFormValues & string, label: ReactNode, type = "text") =>
    field(
      name,
      label,
      <input
        id={name}
        name={name}
        type={type}
        defaultValue={String(values[name])}
        {...described(name)}
      />,
    );
  const lines: LineValues[] = [
    ...values.lines,
    ...Array.from({ length: Math.max(spareLines, values.lines.length === 0 ? 1 : 0) }, () => ({
      kind: "consulting",
      description: "",
      quantity: "",
      unit: "day",
      price: "",
      isInvoicedAsWorked: false,
    })),
  ].slice(0, quoteLimits.lines);
  const milestones: MilestoneValues[] = [
    ...values.milestones,
    ...Array.from({ length: spareMilestones }, () => ({
      description: "",
      shareKind: "percent",
      share: "",
      due: "acceptance",
      date: "",
    })),
  ].slice(0, quoteLimits.milestones);

  return (
    <PageShell title={props.title} signedIn={props.signedIn} section="quotes">
      <p>
        <a href={backOfficePaths.quotes}>← Quotes</a>
      </p>
      <h1>{props.title}</h1>
      {props.notes?.map((note) => (
        <p className="notice" key={note}>
          {note}
        </p>
      ))}
      {Object.keys(problems).length > 0 && (
        <p className="problem" role="alert">
          Nothing saved: see the fields marked below.
        </p>
      )}
      <form method="post" action={props.action} className="quote-form" noValidate>
        {props.revision !== undefined && (
          <input type="hidden" name="revision" value={props.revision} />
        )}
        {props.enquiryId !== undefined && (
          <input type="hidden" name="enquiryId" value={props.enquiryId} />
        )}
        <fieldset className="panel">
          <legend>The buyer: a business</legend>
          <div className="fields">
            {text("company", "Company")}
            {text("contactName", "Contact person (the quote goes to them)")}
            {text("contactEmail", "Their e-mail address", "email")}
            {text("phone", "Phone (optional)", "tel")}
            {text("street", "Street and number")}
            {text("postalCode", "Postal code")}
            {text("city", "City")}
            {field(
              "country",
              "Country",
              <select
                id="country"
                name="country"
                defaultValue={values.country}
                {...described("country")}
              >
                {addressCountryCodes.map((code) => (
                  <option key={code} value={code}>
                    {new Intl.DisplayNames(["en"], { type: "region" }).of(code) ?? code}
                  </option>
                ))}
              </select>,
            )}
            {text("invoiceEmail", "E-mail for invoices (optional)", "email")}
            {text("vatId", "VAT ID (a business in another EU country: required)")}
            {text(
              "registrationNumber",
              "Registration number (a business outside the EU: required)",
            )}
          </div>
        </fieldset>
        <fieldset className="panel">
          <legend>The quote</legend>
          <div className="fields">
            {field(
              "language",
              "Language",
              <select
                id="language"
                name="language"
                defaultValue={values.language}
                {...described("language")}
              >
                <option value="nl">Dutch</option>
                <option value="en">English</option>
              </select>,
            )}
            {text("validUntil", "Valid until (inclusive)", "date")}
            {text("reference", "Their reference, such as a PO number (optional)")}
            {field(
              "introduction",
              "Introduction, printed above the lines (optional)",
              <textarea
                id="introduction"
                name="introduction"
                defaultValue={values.introduction}
                {...described("introduction")}
              />,
              true,
            )}
          </div>
        </fieldset>
        <fieldset className="panel">
          <legend>Lines (prices excl. VAT, in euros)</legend>
          {problem("lines")}
          <p className="hint">
            Training lines come under the course terms, consulting lines under the terms for
            services. Days, half days and hours may have decimals (2.5) and can be invoiced as
            worked. Empty rows are left out.
          </p>
          {lines.map((line, index) => (
            <LineRow
              // biome-ignore lint/suspicious/noArrayIndexKey: a row is its position in the form.
              key={index}
              index={index}
              line={line}
              problem={problem}
              described={described}
            />
          ))}
        </fieldset>
        <fieldset className="panel">
          <legend>Milestones (optional)</legend>
          {problem("milestones")}
          <p className="hint">
            What is invoiced when. All percentages (adding up to 100) or all amounts excl. VAT
            (adding up to the lines not invoiced as worked). Without milestones, the whole is
            invoiced at acceptance.
          </p>
          {milestones.map((milestone, index) => (
            <MilestoneRow
              // biome-ignore lint/suspicious/noArrayIndexKey: a row is its position in the form.
              key={index}
              index={index}
              milestone={milestone}
              problem={problem}
              described={described}
            />
          ))}
        </fieldset>
        <fieldset className="panel">
          <legend>Their request (not on the quote)</legend>
          {field(
            "requestNote",
            "What they asked for, for your reference",
            <textarea
              id="requestNote"
              name="requestNote"
              defaultValue={values.requestNote}
              {...described("requestNote")}
            />,
            true,
          )}
        </fieldset>
        <div className="actions">
          <button type="submit">Save the draft</button>
          <a className="button secondary" href={props.cancelHref}>
            Cancel
          </a>
        </div>
      </form>
    </PageShell>
  );
}

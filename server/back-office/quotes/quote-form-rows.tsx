import type { ReactNode } from "react";
import { lineKinds, lineUnits } from "#server/quotes/quote-lines.ts";
import type { LineValues } from "#server/quotes/quote-form.ts";
import type { MilestoneValues } from "#server/quotes/quote-milestones.ts";

/** A quote form's rows: a line and a milestone, each a fieldset of its cells (quote-form-page.tsx). */
const unitLabels: Record<(typeof lineUnits)[number], string> = {
  day: "day",
  "half-day": "half day",
  hour: "hour",
  participant: "participant",
  fixed: "fixed price",
};
const kindLabels: Record<(typeof lineKinds)[number], string> = {
  training: "training",
  consulting: "consulting",
};

export type Problem = (name: string) => ReactNode;
export type Described = (name: string) => Record<string, unknown>;

export function LineRow(props: {
  index: number;
  line: LineValues;
  problem: Problem;
  described: Described;
}) {
  const { index, line, problem, described } = props;
  const name = (field: string) => `line-${index}-${field}`;
  const cell = (field: string, label: string, input: ReactNode, className = "field") => (
    <div className={className}>
      <label htmlFor={name(field)}>{label}</label>
      {input}
      {problem(name(field))}
    </div>
  );
  return (
    <fieldset className="quote-row" data-line={index}>
      <legend>Line {index + 1}</legend>
      {cell(
        "description",
        "Description",
        <input
          id={name("description")}
          name={name("description")}
          defaultValue={line.description}
          {...described(name("description"))}
        />,
        "field wide",
      )}
      {cell(
        "kind",
        "Kind",
        <select
          id={name("kind")}
          name={name("kind")}
          defaultValue={line.kind}
          {...described(name("kind"))}
        >
          {lineKinds.map((kind) => (
            <option key={kind} value={kind}>
              {kindLabels[kind]}
            </option>
          ))}
        </select>,
      )}
      {cell(
        "quantity",
        "Quantity",
        <input
          id={name("quantity")}
          name={name("quantity")}
          inputMode="decimal"
          defaultValue={line.quantity}
          {...described(name("quantity"))}
        />,
      )}
      {cell(
        "unit",
        "Unit",
        <select
          id={name("unit")}
          name={name("unit")}
          defaultValue={line.unit}
          {...described(name("unit"))}
        >
          {lineUnits.map((unit) => (
            <option key={unit} value={unit}>
              {unitLabels[unit]}
            </option>
          ))}
        </select>,
      )}
      {cell(
        "price",
        "Price a unit (€)",
        <input
          id={name("price")}
          name={name("price")}
          inputMode="decimal"
          defaultValue={line.price}
          {...described(name("price"))}
        />,
      )}
      <div className="field check">
        <label>
          <input
            type="checkbox"
            name={name("asWorked")}
            value="on"
            defaultChecked={line.isInvoicedAsWorked}
            {...described(name("asWorked"))}
          />{" "}
          Invoiced as worked
        </label>
        {problem(name("asWorked"))}
      </div>
    </fieldset>
  );
}

export function MilestoneRow(props: {
  index: number;
  milestone: MilestoneValues;
  problem: Problem;
  described: Described;
}) {
  const { index, milestone, problem, described } = props;
  const name = (field: string) => `milestone-${index}-${field}`;
  const cell = (field: string, label: string, input: ReactNode, className = "field") => (
    <div className={className}>
      <label htmlFor={name(field)}>{label}</label>
      {input}
      {problem(name(field))}
    </div>
  );
  return (
    <fieldset className="quote-row" data-milestone={index}>
      <legend>Milestone {index + 1}</legend>
      {cell(
        "description",
        "What it is for",
        <input
          id={name("description")}
          name={name("description")}
          defaultValue={milestone.description}
          {...described(name("description"))}
        />,
        "field wide",
      )}
      {cell(
        "shareKind",
        "Given as",
        <select
          id={name("shareKind")}
          name={name("shareKind")}
          defaultValue={milestone.shareKind}
          {...described(name("shareKind"))}
        >
          <option value="percent">a percentage</option>
          <option value="amount">an amount excl. VAT (€)</option>
        </select>,
      )}
      {cell(
        "share",
        "Percentage or amount",
        <input
          id={name("share")}
          name={name("share")}
          inputMode="decimal"
          defaultValue={milestone.share}
          {...described(name("share"))}
        />,
      )}
      {cell(
        "due",
        "Invoiced",
        <select
          id={name("due")}
          name={name("due")}
          defaultValue={milestone.due}
          {...described(name("due"))}
        >
          <option value="acceptance">at acceptance</option>
          <option value="date">on a date</option>
          <option value="delivery">on delivery</option>
        </select>,
      )}
      {cell(
        "date",
        "Date (when on a date)",
        <input
          id={name("date")}
          name={name("date")}
          type="date"
          defaultValue={milestone.date}
          {...described(name("date"))}
        />,
      )}
    </fieldset>
  );
}

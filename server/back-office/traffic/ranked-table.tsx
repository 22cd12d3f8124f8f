import type { ReactNode } from "react";
import { formatNumber } from "./traffic-format.ts";

export interface RankedColumn {
  label: string;
  /** Figures: right-aligned, in the same width of digit. */
  isNumber?: boolean;
}

/**
 * One of the Traffic page's lists: a heading, a table (scrolling inside its
 * frame on a phone, reachable by keyboard), or a line saying there is
 * nothing. What visitors' browsers sent (a referrer, a tag, an address) is
 * text in a cell: React escapes it.
 */
export function RankedTable(props: {
  id: string;
  title: string;
  /** What the table holds, for a screen reader's table list. */
  caption: string;
  columns: RankedColumn[];
  rows: { key: string; cells: (ReactNode | number)[] }[];
  empty: string;
  note?: string;
}) {
  return (
    <section className="panel figures" aria-labelledby={props.id}>
      <h2 id={props.id}>{props.title}</h2>
      {props.note && <p className="muted">{props.note}</p>}
      {props.rows.length === 0 ? (
        <p>{props.empty}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
        <section className="table-wrap" aria-label={props.title} tabIndex={0}>
          <table className={props.columns.length > 4 ? "wide" : undefined}>
            <caption className="visually-hidden">{props.caption}</caption>
            <thead>
              <tr>
                {props.columns.map((column) => (
                  <th
                    key={column.label}
                    scope="col"
                    className={column.isNumber ? "number" : undefined}
                  >
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {props.rows.map((row) => (
                <tr key={row.key}>
                  {row.cells.map((cell, index) => {
                    const column = props.columns[index];
                    return (
                      <td
                        // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed: a cell's place is its identity.
                        key={index}
                        className={column?.isNumber ? "number" : "value"}
                      >
                        {typeof cell === "number" ? formatNumber(cell) : cell}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}

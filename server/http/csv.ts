/**
 * CSV as RFC 4180 writes it (CRLF line ends, every field quoted, quotes
 * doubled): the one writer of every export, the enquiries, the enrolments, a
 * run's roster and the visit counts. A header row of `columns`, then one row
 * per record, each cell its record's value under that column.
 */
export function csvText<Column extends string>(
  columns: readonly Column[],
  records: readonly Record<Column, unknown>[],
): string {
  const rows = [
    columns,
    ...records.map((record) => columns.map((column) => String(record[column]))),
  ];
  return `${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/**
 * One quoted cell. A cell that starts with = + - @ would be run as a formula
 * by a spreadsheet, so it gets a leading apostrophe: a visitor's message must
 * never execute on the owner's machine. Spreadsheets skip leading white space
 * and line breaks before they look, so " =1" and "\n=1" get one too, as does
 * any cell that starts with a tab or a line break. A plain number is no
 * formula: "-1813.79" (a credit note's amount) stays a number, so a column's
 * sum is right.
 */
export function csvCell(value: string): string {
  const isNumber = /^-?\d+(\.\d+)?$/.test(value);
  const guarded = !isNumber && /^[\t\r\n]|^\s*[=+\-@]/u.test(value) ? `'${value}` : value;
  return `"${guarded.replace(/"/g, '""')}"`;
}

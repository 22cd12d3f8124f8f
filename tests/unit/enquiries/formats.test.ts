import { describe, expect, it } from "vitest";
import { csvCell } from "#server/http/csv.ts";
import { enquiriesToCsv } from "#server/enquiries/enquiry-csv.ts";
import { enquiriesToTable } from "#server/enquiries/terminal-tables.ts";

const enquiry = {
  id: 7,
  receivedAt: "2026-11-22T10:15:00.000Z",
  name: 'Ada "The Countess" Lovelace',
  email: "ada@example.nl",
  phone: "+31 40 123 4567",
  message: "Line one,\nline two",
  language: "en" as const,
  mailStatus: "sent" as const,
};

describe("csvCell", () => {
  it.each([
    ["plain", '"plain"'],
    ['say "hi"', '"say ""hi"""'],
    ["a,b\r\nc", '"a,b\r\nc"'],
    ['=HYPERLINK("http://evil")', '"\'=HYPERLINK(""http://evil"")"'],
    ["+31 40", '"\'+31 40"'],
    ["-1+1", '"\'-1+1"'],
    ["@SUM(A1)", '"\'@SUM(A1)"'],
    ["\t=1", '"\'\t=1"'],
    ["\n=1+1", '"\'\n=1+1"'],
    ["\r\n=1+1", '"\'\r\n=1+1"'],
    [" =1+1", '"\' =1+1"'],
    ["\u00a0 @SUM(A1)", '"\'\u00a0 @SUM(A1)"'],
    [" plain", '" plain"'],
    ["a=1", '"a=1"'],
    // A plain number is no formula: a credit note's amount stays a number a spreadsheet adds up.
    ["-1813.79", '"-1813.79"'],
    ["-5", '"-5"'],
    ["-1813.79 ", '"\'-1813.79 "'],
    ["-1.5e3", '"\'-1.5e3"'],
    ["+5", '"\'+5"'],
  ])("%j → %s", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});

describe("enquiriesToCsv", () => {
  it("writes a header and one CRLF-terminated record per enquiry", () => {
    expect(enquiriesToCsv([enquiry])).toBe(
      '"id","receivedAt","language","name","email","phone","message","mailStatus"\r\n' +
        '"7","2026-11-22T10:15:00.000Z","en","Ada ""The Countess"" Lovelace","ada@example.nl","\'+31 40 123 4567","Line one,\nline two","sent"\r\n',
    );
  });

  it("is just the header when there is nothing", () => {
    expect(enquiriesToCsv([])).toBe(
      '"id","receivedAt","language","name","email","phone","message","mailStatus"\r\n',
    );
  });
});

describe("enquiriesToTable", () => {
  it("keeps each enquiry on one line and control characters out of the terminal", () => {
    const table = enquiriesToTable([{ ...enquiry, message: "Hi\u001b[31m red\nnext" }]);
    const lines = table.trimEnd().split("\n");
    expect(lines).toHaveLength(4);
    expect(lines[2]).toContain("2026-11-22 10:15:00");
    expect(table).not.toContain("\u001b");
  });

  it("shows bidirectional controls as codes instead of letting them reverse the row", () => {
    const table = enquiriesToTable([{ ...enquiry, name: "Eve\u202Egnp.exe", message: "a\u2066b" }]);
    expect(table).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
    expect(table).toContain("Eve<U+202E>gnp.exe");
    expect(table).toContain("a<U+2066>b");
  });

  it("says whether each enquiry was e-mailed", () => {
    const table = enquiriesToTable([
      { ...enquiry, id: 2, mailStatus: "pending" },
      { ...enquiry, id: 1, mailStatus: "sent" },
    ]);
    const [header = "", , pending = "", sent = ""] = table.split("\n");
    expect(header).toMatch(/Received \(UTC\)\s+E-mailed/);
    expect(pending).toMatch(/^2\s+2026-11-22 10:15:00\s+pending\s/);
    expect(sent).toMatch(/^1\s+2026-11-22 10:15:00\s+yes\s/);
  });

  it("shows the language to answer in", () => {
    const table = enquiriesToTable([
      { ...enquiry, id: 2, language: "nl" },
      { ...enquiry, id: 1, language: "en" },
    ]);
    const [header = "", , dutch = "", english = ""] = table.split("\n");
    expect(header).toMatch(/E-mailed\s+Lang\s+Name/);
    expect(dutch).toMatch(/^2\s+2026-11-22 10:15:00\s+yes\s+nl\s+Ada/);
    expect(english).toMatch(/^1\s+2026-11-22 10:15:00\s+yes\s+en\s+Ada/);
  });

  it("says when there is nothing", () => {
    expect(enquiriesToTable([])).toBe("No enquiries stored.\n");
  });
});

import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  readCamtStatement,
  StatementFileError,
  statementSizeLimit,
} from "#server/payments/camt-statement.ts";

const folder = path.resolve(import.meta.dirname, "../../support/camt053");
const statementFile = (name: string) => readFileSync(path.join(folder, name));

/** The parts of an entry the owner's decisions rest on. */
function summary(file: string) {
  return readCamtStatement(statementFile(file)).entries.map((entry) => ({
    reference: entry.reference,
    bookingDate: entry.bookingDate,
    amountCents: entry.amountCents,
    direction: entry.direction,
    isReversal: entry.isReversal,
    status: entry.status,
    isMolliePayout: entry.isMolliePayout,
    transactions: entry.transactions.map((transaction) => ({
      amountCents: transaction.amountCents,
      text: [...transaction.unstructured, ...transaction.structured],
      counterparty: transaction.counterparty,
    })),
  }));
}

describe("reading a CAMT.053 statement", () => {
  it("reads ING's entries: references, cents, credits and debits, structured references, a Mollie payout", () => {
    const entries = summary("ing.xml");
    expect(entries.map((entry) => [entry.reference, entry.amountCents, entry.direction])).toEqual([
      ["2027031512345678901", 181500, "credit"],
      ["2027031512345678902", 100000, "credit"],
      ["2027031512345678903", 4500, "debit"],
      ["2027031512345678904", 254321, "credit"],
      ["2027031512345678905", 121000, "credit"],
    ]);
    expect(entries[0]?.transactions).toEqual([
      {
        amountCents: 181500,
        text: ["Factuur 2027-0001 Jansen Advies"],
        counterparty: { name: "Jansen Advies B.V.", iban: "NL91ABNA0417164300" },
      },
    ]);
    // A debit's other party is the one we paid.
    expect(entries[2]?.transactions[0]?.counterparty.name).toBe("Telecom Bedrijf B.V.");
    expect(entries[4]?.transactions[0]?.text).toEqual(["20270004"]);
    expect(entries.map((entry) => entry.isMolliePayout)).toEqual([
      false,
      false,
      false,
      true,
      false,
    ]);
    expect(new Set(entries.map((entry) => entry.bookingDate))).toEqual(new Set(["2027-03-15"]));
  });

  it("gives Rabobank's entries without a bank reference one made of their facts, the same each time", () => {
    const first = readCamtStatement(statementFile("rabobank.xml")).entries;
    const again = readCamtStatement(statementFile("rabobank.xml")).entries;
    expect(first.map((entry) => entry.isReferenceDerived)).toEqual([true, true, true, true]);
    expect(again.map((entry) => entry.key)).toEqual(first.map((entry) => entry.key));
    // Two identical transfers on one day stay two entries.
    expect(new Set(first.map((entry) => entry.key)).size).toBe(4);
    expect(first[2]?.reference).toMatch(/-1$/);
    expect(first[3]?.reference).toMatch(/-2$/);
    // Entries of the file's daily statements, with their own days and account.
    expect(first.map((entry) => entry.bookingDate)).toEqual([
      "2027-03-16",
      "2027-03-17",
      "2027-03-17",
      "2027-03-17",
    ]);
    expect(first[0]?.key.startsWith("NL18RABO0300012345/")).toBe(true);
    expect(first[0]?.transactions[0]?.counterparty).toEqual({
      name: "P BAKKER",
      iban: "NL39RABO0300065264",
    });
  });

  it("reads ABN AMRO's lines, batch entries and a reversal", () => {
    const entries = summary("abn-amro.xml");
    expect(entries[0]?.transactions[0]?.text).toEqual([
      "Betaling van factuur 2027-",
      "0002 cursus ISTQB Foundati",
      "on De Vries ICT",
    ]);
    expect(entries[1]?.transactions).toEqual([
      {
        amountCents: 60500,
        text: ["inv. 2027-0003"],
        counterparty: { name: "Bakker & Zn Opleidingen", iban: "NL50BUNQ2025123456" },
      },
      {
        amountCents: 36300,
        text: ["inv. 2027/0006"],
        counterparty: { name: "Bakker & Zn Opleidingen", iban: "NL50BUNQ2025123456" },
      },
    ]);
    expect(entries[3]).toMatchObject({ direction: "debit", isReversal: true, amountCents: 130000 });
    // A reversed credit's other party is still the one who paid.
    expect(entries[3]?.transactions[0]?.counterparty.name).toBe("Stichting Leerwerk");
  });

  it("reads bunq's camt.053.001.08: status codes, parties under Pty, a booking time in Amsterdam", () => {
    const entries = summary("bunq.xml");
    expect(entries.map((entry) => [entry.status, entry.direction, entry.amountCents])).toEqual([
      ["booked", "credit", 36300],
      ["booked", "debit", 1210],
      ["pending", "credit", 25000],
    ]);
    // 22:30 UTC on 31 March is 00:30 on 1 April in Amsterdam (summer time).
    expect(entries[0]?.bookingDate).toBe("2027-04-01");
    expect(entries[1]?.bookingDate).toBe("2027-03-20");
    expect(entries[0]?.transactions[0]?.counterparty).toEqual({
      name: "Q. Smit",
      iban: "NL57INGB0007654321",
    });
    expect(entries[1]?.transactions[0]?.counterparty.name).toBe("Koffiebar & Co");
    expect(readCamtStatement(statementFile("bunq.xml")).version).toBe("camt.053.001.08");
  });
});

describe("a file that is not a statement", () => {
  const refusal = (file: Uint8Array | string, limit?: number) => {
    try {
      readCamtStatement(file, limit);
    } catch (error) {
      if (error instanceof StatementFileError) return error.message;
      throw error;
    }
    return "read without complaint";
  };
  const statement = (body: string, namespace = "camt.053.001.02") =>
    `<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:${namespace}"><BkToCstmrStmt>${body}</BkToCstmrStmt></Document>`;

  it("is refused unread when it declares entities, as an XML bomb does", () => {
    const bomb = `<?xml version="1.0"?>
<!DOCTYPE lolz [
 <!ENTITY lol "lol">
 <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
 <!ENTITY lol9 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
]>
${statement("<Stmt><Ntry><AddtlNtryInf>&lol9;</AddtlNtryInf></Ntry></Stmt>")}`;
    const started = performance.now();
    expect(refusal(bomb)).toMatch(/DOCTYPE or entities/);
    expect(refusal(`<!doctype x SYSTEM "file:///etc/passwd">${statement("")}`)).toMatch(/DOCTYPE/);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("is refused before parsing when it is over the size limit", () => {
    expect(statementSizeLimit).toBe(10 * 1024 * 1024);
    const big = new Uint8Array(statementSizeLimit + 1).fill(0x20);
    expect(refusal(big)).toMatch(/is 10\.1 MB; a statement file may be at most 10 MB/);
    expect(refusal(statement(""), 100)).toMatch(/at most 1 KB/);
  });

  it("says what it is when it is another kind of file", () => {
    expect(refusal("")).toBe("The file is empty.");
    expect(refusal("%PDF-1.7 ...")).toMatch(/is a PDF/);
    expect(refusal(":20:STARTUMSE\n:25:NL44INGB0001234567\n:61:2703150315C1815,00")).toMatch(
      /MT940/,
    );
    expect(refusal("Datum,Naam,Bedrag\n2027-03-15,Jansen,1815.00")).toMatch(/not XML/);
    expect(refusal("<Document><BkToCstmrStmt></Document>")).toMatch(/not well-formed XML/);
    expect(refusal("<html><body>Rabobank</body></html>")).toMatch(/not an ISO 20022/);
    expect(
      refusal(
        '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.02"><BkToCstmrDbtCdtNtfctn/></Document>',
      ),
    ).toMatch(/camt\.054 message, not a CAMT\.053 statement/);
    expect(
      refusal(
        '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03"><CstmrCdtTrfInitn/></Document>',
      ),
    ).toMatch(/pain\.001 message/);
    expect(refusal(new Uint8Array([0x3c, 0x61, 0xff, 0xfe, 0x3e]))).toMatch(/not text/);
  });

  it("names an entry whose amount, direction or date cannot be read", () => {
    const entry = (
      amount: string,
      indicator = "CRDT",
      date = "<BookgDt><Dt>2027-03-15</Dt></BookgDt>",
    ) =>
      statement(
        `<Stmt><Ntry><Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>${indicator}</CdtDbtInd><Sts>BOOK</Sts>${date}</Ntry></Stmt>`,
      );
    expect(refusal(entry("12,50"))).toMatch(/not an amount: "12,50"/);
    expect(refusal(entry("-12.50"))).toMatch(/not an amount/);
    expect(refusal(entry("12.505"))).toMatch(/not an amount/);
    expect(refusal(entry("12.5", "XXXX"))).toMatch(/Entry 1 is neither a credit nor a debit/);
    expect(refusal(entry("12.5", "CRDT", ""))).toMatch(/Entry 1 has no booking date/);
    expect(readCamtStatement(entry("12.5")).entries[0]?.amountCents).toBe(1250);
    expect(readCamtStatement(entry("0012.50000")).entries[0]?.amountCents).toBe(1250);
    expect(readCamtStatement(entry("7")).entries[0]?.amountCents).toBe(700);
  });

  it("reads a Latin-1 file as its declaration says", () => {
    const latin = Buffer.from(
      `<?xml version="1.0" encoding="ISO-8859-1"?>${statement(
        `<Stmt><Ntry><Amt Ccy="EUR">1.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><Dt>2027-03-15</Dt></BookgDt><AcctSvcrRef>1</AcctSvcrRef><NtryDtls><TxDtls><RltdPties><Dbtr><Nm>Café Noël</Nm></Dbtr></RltdPties></TxDtls></NtryDtls></Ntry></Stmt>`,
      ).replace('<?xml version="1.0"?>', "")}`,
      "latin1",
    );
    expect(readCamtStatement(latin).entries[0]?.transactions[0]?.counterparty.name).toBe(
      "Café Noël",
    );
  });
});

/**
 * A CAMT.053 statement made up for a test: one booked credit per entry, in ING's layout
 * (camt.053.001.02, the bank's reference on every entry). Amounts in whole cents.
 */
export interface StatementCredit {
  /** The bank's own reference (AcctSvcrRef): what an entry is taken once by. */
  reference: string;
  cents: number;
  text: string;
  payer: string;
  iban: string;
  bookingDate: string;
  /** A credit taken back: a debit with the reversal indicator, naming the original payer. */
  isReversal?: boolean;
}

export function camtStatementFile(credits: readonly StatementCredit[]): string {
  const entries = credits.map((credit) => {
    const amount = `${Math.floor(credit.cents / 100)}.${String(credit.cents % 100).padStart(2, "0")}`;
    return `<Ntry><Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>${credit.isReversal ? "DBIT" : "CRDT"}</CdtDbtInd><RvslInd>${credit.isReversal ? "true" : "false"}</RvslInd><Sts>BOOK</Sts>
<BookgDt><Dt>${credit.bookingDate}</Dt></BookgDt><ValDt><Dt>${credit.bookingDate}</Dt></ValDt>
<AcctSvcrRef>${credit.reference}</AcctSvcrRef><NtryDtls><TxDtls><Refs><EndToEndId>NOTPROVIDED</EndToEndId></Refs>
<AmtDtls><TxAmt><Amt Ccy="EUR">${amount}</Amt></TxAmt></AmtDtls>
<RltdPties><Dbtr><Nm>${credit.payer}</Nm></Dbtr><DbtrAcct><Id><IBAN>${credit.iban}</IBAN></Id></DbtrAcct></RltdPties>
<RmtInf><Ustrd>${credit.text}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>
<GrpHdr><MsgId>TEST</MsgId><CreDtTm>2026-11-20T06:00:00+01:00</CreDtTm></GrpHdr>
<Stmt><Id>TEST-1</Id><CreDtTm>2026-11-20T06:00:00+01:00</CreDtTm>
<Acct><Id><IBAN>NL44INGB0001234567</IBAN></Id><Ccy>EUR</Ccy></Acct>
${entries.join("\n")}
</Stmt></BkToCstmrStmt></Document>`;
}

/** The file as a browser's form posts it: multipart/form-data with the file in `name`. */
export function multipartUpload(
  name: string,
  fileName: string,
  content: string,
): { type: string; body: string } {
  const boundary = "----statementtest7MA4YWxkTrZu0gW";
  return {
    type: `multipart/form-data; boundary=${boundary}`,
    body: [
      `--${boundary}`,
      `Content-Disposition: form-data; name="${name}"; filename="${fileName}"`,
      "Content-Type: text/xml",
      "",
      content,
      `--${boundary}--`,
      "",
    ].join("\r\n"),
  };
}

import { createHash } from "node:crypto";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { todayInAmsterdam } from "#src/training/course-runs.ts";
import { type Cents, cents as wholeCents } from "#src/money/money.ts";
import { withoutBidiControls } from "#src/forms/contact-schema.ts";

/**
 * The bank's statement file, CAMT.053 (ISO 20022 BankToCustomerStatement), as ING, Rabobank,
 * ABN AMRO and bunq export it (camt.053.001.02 and later versions, such as .08), read into
 * entries with amounts in whole cents. Nothing in it is trusted: a file over the size limit, one
 * that declares a DOCTYPE or entities (an XML bomb), one that is not well-formed XML and one that
 * is not a camt.053 statement are refused at once with a message the owner can act on, as is one
 * nested deeper than any statement is (about 12 deep). Texts lose any bidirectional controls (a
 * payer's name with a right-to-left override), as the forms refuse them.
 */
export const statementDepthLimit = 64;

/** A statement for a year of a small business's account is a few hundred KB. */
export const statementSizeLimit = 10 * 1024 * 1024;

export class StatementFileError extends Error {}

export interface BankStatement {
  /** "camt.053.001.02", "camt.053.001.08", … */
  version: string;
  entries: StatementEntry[];
}

export interface StatementEntry {
  /** What an entry is taken once by: the account and the bank's own reference. */
  key: string;
  /** The bank's own reference (`AcctSvcrRef`); when a bank gives none, a reference made from the entry's facts. */
  reference: string;
  isReferenceDerived: boolean;
  /** The account the statement is for (IBAN), when the file says. */
  account?: string;
  bookingDate: string;
  amountCents: Cents;
  currency: string;
  direction: "credit" | "debit";
  /** `RvslInd`: a debit reversing an earlier credit (a payment taken back), or the other way round. */
  isReversal: boolean;
  /** `Sts`: only "booked" entries are final; "pending" and "info" may still change. */
  status: "booked" | "pending" | "info";
  /** The transaction details: one for a single transfer, several for a batch entry. */
  transactions: StatementTransaction[];
  /** A payout from Mollie: its counterparty or text names Mollie (see isMolliePayout). */
  isMolliePayout: boolean;
}

export interface StatementTransaction {
  /** Undefined in a batch whose details give no amounts of their own. */
  amountCents: Cents | undefined;
  endToEndId?: string;
  /** `RmtInf/Ustrd`, each line as the bank split it. */
  unstructured: string[];
  /** `RmtInf/Strd`: the creditor reference (`CdtrRefInf/Ref`) and referred document numbers. */
  structured: string[];
  /** `AddtlTxInf`, or the entry's `AddtlNtryInf` for an entry of one transaction. */
  additionalInfo?: string;
  /** Who paid us (a credit), or whom we paid (a debit): for a reversal, the original's other party. */
  counterparty: { name?: string; iban?: string };
}

const repeated = new Set(["Stmt", "Ntry", "NtryDtls", "TxDtls", "Ustrd", "Strd", "RfrdDocInf"]);
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  // No entity of any kind is expanded by the parser; the five XML escapes are decoded below.
  processEntities: false,
  htmlEntities: false,
  isArray: (name) => repeated.has(name),
  // Callbacks get the parser's matcher, not a path string built for every element (a third of
  // the time a 10,000-entry statement took).
  jPath: false,
});

/** Reads a CAMT.053 file; throws StatementFileError with the reason when it is not one. */
export function readCamtStatement(
  file: Uint8Array | string,
  limitBytes = statementSizeLimit,
): BankStatement {
  const size = typeof file === "string" ? Buffer.byteLength(file) : file.byteLength;
  if (size > limitBytes) {
    throw new StatementFileError(
      `The file is ${fileSize(size)}; a statement file may be at most ${fileSize(limitBytes)}. Export a shorter period.`,
    );
  }
  const text = (typeof file === "string" ? file : decode(file)).replace(/^\uFEFF/, "").trim();
  if (text === "") throw new StatementFileError("The file is empty.");
  if (/<!(DOCTYPE|ENTITY)/i.test(text)) {
    throw new StatementFileError(
      "The file declares a DOCTYPE or entities, which no bank statement does: refused unread.",
    );
  }
  if (!text.startsWith("<")) throw new StatementFileError(notXml(text));
  if (nestingDepth(text, statementDepthLimit) > statementDepthLimit) {
    throw new StatementFileError(
      `The file's XML is nested more than ${statementDepthLimit} elements deep, which no bank statement is: refused unread.`,
    );
  }
  const validity = XMLValidator.validate(text);
  if (validity !== true) {
    throw new StatementFileError(
      `The file is not well-formed XML (line ${validity.err.line}: ${validity.err.msg}).`,
    );
  }
  const version = camtVersion(text);
  const statements = asArray(record(record(parsed(text).Document).BkToCstmrStmt).Stmt);
  const entries: StatementEntry[] = [];
  for (const statement of statements) {
    const account = textOf(record(record(record(statement).Acct).Id), "IBAN");
    for (const entry of asArray(record(statement).Ntry)) {
      entries.push(readEntry(record(entry), account, entries.length + 1));
    }
  }
  return { version, entries: withDerivedReferences(entries) };
}

/** The parser's own refusals are the owner's message too, never a 500. */
function parsed(text: string): Node {
  try {
    return record(parser.parse(text));
  } catch (error) {
    throw new StatementFileError(
      `The file could not be read as a statement (${error instanceof Error ? error.message : String(error)}).`,
    );
  }
}

function camtVersion(text: string): string {
  const documentTag = /<(?:[\w-]+:)?Document\b[^>]*>/.exec(text.slice(0, 4096))?.[0] ?? "";
  const namespace = [...documentTag.matchAll(/\sxmlns(?::[\w-]+)?\s*=\s*"([^"]*)"/g)]
    .map((match) => match[1] ?? "")
    .find((uri) => uri.startsWith("urn:iso:std:iso:20022:tech:xsd:"));
  const message = /^urn:iso:std:iso:20022:tech:xsd:([a-z]{4}\.\d{3})\.\d{3}\.\d{2}$/.exec(
    namespace ?? "",
  );
  if (!message) {
    throw new StatementFileError(
      "The file is XML but not an ISO 20022 bank statement: export the statement as CAMT.053 from your bank.",
    );
  }
  if (message[1] !== "camt.053" || !/<(?:[\w-]+:)?BkToCstmrStmt\b/.test(text)) {
    throw new StatementFileError(
      `The file is a ${message[1]} message, not a CAMT.053 statement (BkToCstmrStmt): export the statement file (camt.053) instead.`,
    );
  }
  return namespace?.split(":").at(-1) ?? "camt.053";
}

function readEntry(entry: Node, account: string | undefined, position: number): StatementEntry {
  const amount = moneyOf(entry.Amt, `entry ${position}`);
  const direction = directionOf(textOf(entry, "CdtDbtInd"), position);
  const isReversal = textOf(entry, "RvslInd")?.toLowerCase() === "true";
  const details = asArray(entry.NtryDtls).flatMap((node) => asArray(record(node).TxDtls));
  // For a credit (or a reversed credit) the other party is the debtor: who paid us.
  const isIncoming = (direction === "credit") !== isReversal;
  const transactions = details.map((node) =>
    readTransaction(record(node), isIncoming, details.length === 1 ? amount.cents : undefined),
  );
  if (transactions.length === 0) {
    transactions.push({
      amountCents: amount.cents,
      unstructured: [],
      structured: [],
      counterparty: {},
    });
  }
  const entryInfo = textOf(entry, "AddtlNtryInf");
  if (
    transactions.length === 1 &&
    entryInfo &&
    transactions[0] &&
    !transactions[0].additionalInfo
  ) {
    transactions[0].additionalInfo = entryInfo;
  }
  const bookingDate = dateOf(entry.BookgDt) ?? dateOf(entry.ValDt);
  if (!bookingDate) throw new StatementFileError(`Entry ${position} has no booking date.`);
  const reference =
    textOf(entry, "AcctSvcrRef") ??
    (details.length === 1 ? textOf(record(record(details[0]).Refs), "AcctSvcrRef") : undefined);
  return {
    key: "",
    reference: reference ?? "",
    isReferenceDerived: reference === undefined,
    account,
    bookingDate,
    amountCents: amount.cents,
    currency: amount.currency,
    direction,
    isReversal,
    status: statusOf(entry.Sts),
    transactions,
    isMolliePayout: direction === "credit" && !isReversal && transactions.some(isMolliePayout),
  };
}

function readTransaction(
  node: Node,
  isIncoming: boolean,
  entryAmount: Cents | undefined,
): StatementTransaction {
  const amountNode =
    record(record(node.AmtDtls).TxAmt).Amt ?? node.Amt ?? record(record(node.AmtDtls).InstdAmt).Amt;
  const parties = record(node.RltdPties);
  const party = isIncoming ? parties.Dbtr : parties.Cdtr;
  const ultimate = isIncoming ? parties.UltmtDbtr : parties.UltmtCdtr;
  const remittance = record(node.RmtInf);
  const endToEndId = textOf(record(node.Refs), "EndToEndId");
  return {
    amountCents:
      amountNode === undefined ? entryAmount : moneyOf(amountNode, "a transaction").cents,
    endToEndId: endToEndId === "NOTPROVIDED" ? undefined : endToEndId,
    unstructured: asArray(remittance.Ustrd)
      .map(plain)
      .filter((line) => line !== ""),
    structured: asArray(remittance.Strd).flatMap((strd) => {
      const structured = record(strd);
      return [
        textOf(record(structured.CdtrRefInf), "Ref"),
        ...asArray(structured.RfrdDocInf).map((doc) => textOf(record(doc), "Nb")),
        ...asArray(structured.AddtlRmtInf).map(plain),
      ].filter((value): value is string => Boolean(value));
    }),
    additionalInfo: textOf(node, "AddtlTxInf"),
    counterparty: {
      name: partyName(party) ?? partyName(ultimate),
      iban: textOf(record(record(isIncoming ? parties.DbtrAcct : parties.CdtrAcct).Id), "IBAN"),
    },
  };
}

/**
 * Mollie pays out from its foundation's account ("Stichting Mollie Payments") with a text that
 * names Mollie and the settlement's reference. Either one marks a payout. A company whose name
 * holds the word Mollie would be flagged too: the owner then decides, which costs a click, while
 * a payout matched to an invoice would count money twice.
 */
function isMolliePayout(transaction: StatementTransaction): boolean {
  const mentionsMollie = (text: string | undefined) => /\bmollie\b/i.test(text ?? "");
  return (
    mentionsMollie(transaction.counterparty.name) ||
    [...transaction.unstructured, ...transaction.structured, transaction.additionalInfo].some(
      mentionsMollie,
    )
  );
}

/** camt.053.001.02 names a party directly (`Dbtr/Nm`); from .08 through `Dbtr/Pty/Nm`. */
function partyName(party: unknown): string | undefined {
  const node = record(party);
  return textOf(node, "Nm") ?? textOf(record(node.Pty), "Nm");
}

/**
 * A bank that gives no reference of its own gets one made of the entry's facts, numbered among
 * identical ones: the same file read twice, or an overlapping one, gives the same references.
 */
function withDerivedReferences(entries: StatementEntry[]): StatementEntry[] {
  const seen = new Map<string, number>();
  for (const entry of entries) {
    if (entry.isReferenceDerived) {
      const facts = JSON.stringify([
        entry.bookingDate,
        entry.amountCents,
        entry.direction,
        entry.isReversal,
        entry.transactions.map((t) => [t.endToEndId, t.unstructured, t.structured, t.counterparty]),
      ]);
      const digest = createHash("sha256").update(facts).digest("hex").slice(0, 24);
      const occurrence = (seen.get(digest) ?? 0) + 1;
      seen.set(digest, occurrence);
      entry.reference = `derived-${digest}-${occurrence}`;
    }
    entry.key = `${entry.account ?? "?"}/${entry.reference}`;
  }
  return entries;
}

type Node = Record<string, unknown>;

function record(value: unknown): Node {
  return value !== null && typeof value === "object" && !Array.isArray(value)
    ? (value as Node)
    : {};
}

function asArray(value: unknown): unknown[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** An element's text, entities decoded and white space folded; undefined when absent or empty. */
function textOf(node: Node, name: string): string | undefined {
  const value = plain(node[name]);
  return value === "" ? undefined : value;
}

function plain(value: unknown): string {
  const raw = typeof value === "string" ? value : record(value)["#text"];
  return typeof raw === "string"
    ? withoutBidiControls(decodeEntities(raw)).replace(/\s+/g, " ").trim()
    : "";
}

/** How deep the tags go (scanned before a parser's recursion meets a file nested 200,000 deep). */
function nestingDepth(text: string, limit: number): number {
  let depth = 0;
  let deepest = 0;
  for (let at = text.indexOf("<"); at >= 0; at = text.indexOf("<", at + 1)) {
    const next = text[at + 1];
    if (next === "/") depth -= 1;
    else if (next !== "?" && next !== "!" && text[text.indexOf(">", at) - 1] !== "/") {
      depth += 1;
      deepest = Math.max(deepest, depth);
      if (deepest > limit) break;
    }
  }
  return deepest;
}

/** The five escapes XML itself defines and character references; nothing a document declares. */
function decodeEntities(text: string): string {
  const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
  return text.replace(
    /&(?:#x([0-9a-f]+)|#(\d+)|(amp|lt|gt|quot|apos));/gi,
    (match, hex, dec, name) => {
      if (name) return named[name.toLowerCase()] ?? match;
      const code = hex ? Number.parseInt(hex, 16) : Number(dec);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
    },
  );
}

function moneyOf(node: unknown, where: string): { cents: Cents; currency: string } {
  const value = plain(node);
  const match = /^(\d{1,13})(?:\.(\d{1,5}))?$/.exec(value);
  const fraction = match?.[2] ?? "";
  if (!match || /[1-9]/.test(fraction.slice(2))) {
    throw new StatementFileError(`The amount of ${where} is not an amount: "${value}".`);
  }
  const cents = Number(match[1]) * 100 + Number(fraction.slice(0, 2).padEnd(2, "0"));
  return { cents: wholeCents(cents), currency: String(record(node)["@Ccy"] ?? "EUR") };
}

function directionOf(indicator: string | undefined, position: number): "credit" | "debit" {
  if (indicator === "CRDT") return "credit";
  if (indicator === "DBIT") return "debit";
  throw new StatementFileError(`Entry ${position} is neither a credit nor a debit (CdtDbtInd).`);
}

/** `Sts` is a code in camt.053.001.02 ("BOOK") and `Sts/Cd` from .08. */
function statusOf(node: unknown): StatementEntry["status"] {
  const code = (typeof node === "string" ? plain(node) : textOf(record(node), "Cd")) ?? "BOOK";
  if (code === "BOOK") return "booked";
  return code === "PDNG" ? "pending" : "info";
}

/** `Dt` as it is; `DtTm` with a zone as its day in Amsterdam, without one as written. */
function dateOf(node: unknown): string | undefined {
  const date = textOf(record(node), "Dt");
  if (date && /^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  const dateTime = textOf(record(node), "DtTm");
  if (!dateTime || !/^\d{4}-\d{2}-\d{2}/.test(dateTime)) return undefined;
  const hasZone = /(Z|[+-]\d{2}:\d{2})$/.test(dateTime);
  return hasZone ? todayInAmsterdam(new Date(dateTime)) : dateTime.slice(0, 10);
}

/** UTF-8 unless the XML declaration names Latin-1 or Windows-1252 (the only others seen from banks). */
function decode(bytes: Uint8Array): string {
  const head = Buffer.from(bytes.subarray(0, 200)).toString("latin1");
  const declared = /encoding\s*=\s*["']([\w-]+)["']/i.exec(head)?.[1]?.toLowerCase();
  const isLatin = declared === "iso-8859-1" || declared === "windows-1252" || declared === "latin1";
  try {
    return new TextDecoder(isLatin ? "windows-1252" : "utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new StatementFileError("The file is not text in the encoding it declares (UTF-8).");
  }
}

function notXml(text: string): string {
  if (text.startsWith("%PDF")) return "The file is a PDF: export the statement as CAMT.053 (XML).";
  if (/^:20:|\n:61:/.test(text)) {
    return "The file is an MT940 statement: export the statement as CAMT.053 (XML) instead.";
  }
  return "The file is not XML: export the statement as CAMT.053 from your bank.";
}

/** Rounded up, so a file just over the limit does not read as the limit itself. */
function fileSize(bytes: number): string {
  const megabytes = Math.ceil((bytes / 1024 / 1024) * 10) / 10;
  return megabytes >= 1 ? `${megabytes} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

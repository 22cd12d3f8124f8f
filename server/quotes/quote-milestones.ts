import { characterCount, hasLineBreak, hasVisibleCharacter } from "#src/forms/contact-schema.ts";
import { formatMoney } from "#src/money/format-money.ts";
import { type Cents, percentOf, subtractCents, sumOfCents } from "#src/money/money.ts";
import type { Milestone, MilestoneDue } from "./quote-draft.ts";
import {
  lineAmount,
  parsePrice,
  type QuoteLine,
  quantityText,
  quoteLimits,
} from "./quote-lines.ts";

/** A milestone's row of the form, as typed. */
export interface MilestoneValues {
  description: string;
  /** "percent" or "amount". */
  shareKind: string;
  share: string;
  /** "acceptance", "date" or "delivery". */
  due: string;
  date: string;
}

const dueKinds: readonly MilestoneDue["kind"][] = ["acceptance", "date", "delivery"];

/** The milestones' rows of a posted form; a row with nothing typed in it is left out. */
export function milestoneValues(fields: ReadonlyMap<string, string>): MilestoneValues[] {
  const rows: MilestoneValues[] = [];
  for (let row = 0; row < quoteLimits.milestones + 5; row++) {
    const at = (field: string) => fields.get(`milestone-${row}-${field}`) ?? "";
    const values = {
      description: at("description"),
      shareKind: at("shareKind"),
      share: at("share"),
      due: at("due"),
      date: at("date"),
    };
    if (values.description.trim() !== "" || values.share.trim() !== "") rows.push(values);
  }
  return rows;
}

/** The part of the quote the milestones share out: the lines not invoiced as worked, excl. VAT. */
export function scheduledTotal(lines: readonly QuoteLine[]): Cents {
  return sumOfCents(lines.filter((line) => !line.isInvoicedAsWorked).map(lineAmount));
}

/**
 * Each milestone's amount excl. VAT. A percentage is of the scheduled total,
 * rounded to the cent; the last milestone takes what is left, so the amounts
 * always add up to that total exactly.
 */
export function milestoneAmounts(milestones: readonly Milestone[], lines: readonly QuoteLine[]) {
  const total = scheduledTotal(lines);
  let left = total;
  return milestones.map((milestone, index) => {
    const amount =
      milestone.share.kind === "amount"
        ? milestone.share.amount
        : index === milestones.length - 1
          ? left
          : percentOf(total, milestone.share.basisPoints / 100);
    left = subtractCents(left, amount);
    return amount;
  });
}

/** "30", "33.33", "12,5 %": a percentage above 0 and at most 100, two decimals at most, in hundredths. */
function parsePercent(typed: string): { value: number } | { problem: string } {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?\s*%?$/.exec(typed.trim());
  if (!match) return { problem: "Write the percentage as a number: 30, 33.33 or 12,5." };
  const basisPoints = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  if (basisPoints <= 0 || basisPoints > 100_00) {
    return { problem: "A percentage is more than 0 and at most 100." };
  }
  return { value: basisPoints };
}

/**
 * The milestones checked, each problem under its field (`milestone-<n>-…`) or
 * the rows' whole ("milestones"). All percentages or all amounts: they must
 * add up to 100 %, or to the lines not invoiced as worked excl. VAT. `lines`
 * is undefined while the lines themselves have problems (the sum then waits).
 */
export function checkMilestones(
  rows: readonly MilestoneValues[],
  lines: readonly QuoteLine[] | undefined,
  today: string,
  note: (field: string, problem: string | undefined) => void,
): Milestone[] | undefined {
  if (rows.length > quoteLimits.milestones) {
    note("milestones", `A quote has at most ${quoteLimits.milestones} milestones.`);
    return undefined;
  }
  const milestones: Milestone[] = [];
  const [first] = rows;
  rows.forEach((row, index) => {
    const field = (name: string) => `milestone-${index}-${name}`;
    let isValid = true;
    const fail = (name: string, problem: string) => {
      note(field(name), problem);
      isValid = false;
    };
    const description = row.description.trim();
    if (hasLineBreak(row.description)) fail("description", "Write what it is for on one line.");
    else if (!hasVisibleCharacter(description)) fail("description", "Say what it is for.");
    else if (characterCount(description) > 200) {
      fail("description", "At most 200 characters.");
    }
    let share: Milestone["share"] | undefined;
    if (row.shareKind === "percent") {
      const percent = parsePercent(row.share);
      if ("problem" in percent) fail("share", percent.problem);
      else share = { kind: "percent", basisPoints: percent.value };
    } else if (row.shareKind === "amount") {
      const amount = parsePrice(row.share);
      if ("problem" in amount) fail("share", amount.problem);
      else if (amount.value <= 0) fail("share", "A milestone's amount is more than nothing.");
      else share = { kind: "amount", amount: amount.value };
    } else fail("shareKind", "Choose a percentage or an amount.");
    if (first && row.shareKind !== first.shareKind && isValid) {
      fail("shareKind", "Give every milestone as a percentage, or every one as an amount.");
    }
    let due: MilestoneDue | undefined;
    if (!(dueKinds as readonly string[]).includes(row.due)) fail("due", "Choose when.");
    else if (row.due === "date") {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(row.date)) fail("date", "Give the date it is invoiced.");
      else if (row.date < today) fail("date", "The date is in the past.");
      else due = { kind: "date", date: row.date };
    } else due = { kind: row.due as "acceptance" | "delivery" };
    if (isValid && share && due) milestones.push({ description, share, due });
  });
  if (milestones.length !== rows.length) return undefined;
  if (milestones.length === 0 || !lines) return milestones;

  const total = scheduledTotal(lines);
  if (total <= 0) {
    note(
      "milestones",
      "Every line is invoiced as worked: there is nothing left for milestones to share out.",
    );
    return undefined;
  }
  const [shareKind] = milestones.map((milestone) => milestone.share.kind);
  if (shareKind === "percent") {
    const sum = milestones.reduce(
      (all, milestone) =>
        all + (milestone.share.kind === "percent" ? milestone.share.basisPoints : 0),
      0,
    );
    if (sum !== 100_00) {
      note(
        "milestones",
        `The milestones add up to ${quantityText(sum)} %: they must add up to 100 %.`,
      );
      return undefined;
    }
  } else {
    const sum = sumOfCents(milestoneAmounts(milestones, lines));
    if (sum !== total) {
      note(
        "milestones",
        `The milestones add up to ${formatMoney(sum, "en")}: they must add up to ${formatMoney(total, "en")}, the lines${lines.some((line) => line.isInvoicedAsWorked) ? " not invoiced as worked" : ""} excl. VAT.`,
      );
      return undefined;
    }
  }
  return milestones;
}

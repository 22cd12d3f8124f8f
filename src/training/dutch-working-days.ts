import { todayInAmsterdam } from "./course-runs.ts";

/**
 * Legal periods under Dutch law, on "YYYY-MM-DD" days in Europe/Amsterdam.
 *
 * The Algemene termijnenwet (Atw) extends a period set by law:
 * - art. 1: a period that ends on a Saturday, Sunday or a holiday it names runs to the end of
 *   the next day that is none of these;
 * - art. 2: a period of at least three days is extended so that it holds at least two such
 *   working days (never the case for 14 days, which always hold ten weekdays);
 * - art. 3: the holidays: New Year's Day, Easter Monday, Ascension Day, Whit Monday, Christmas
 *   and Boxing Day, the day the King's birthday is celebrated, and 5 May, every year. Good
 *   Friday is not one of them, and Easter Sunday and Whit Sunday are Sundays anyway.
 *   (Art. 3 lid 2 lets the government declare another day equal to these by decree; none is
 *   known for the years this site runs, so none is listed.)
 *
 * The EU's Regulation 1182/71 (art. 3(4)) ends a period in days the same way; it applies to a
 * consumer's withdrawal period (Directive 2011/83, recital 41).
 */

export type DutchHolidayName =
  | "new-year"
  | "easter-monday"
  | "kings-day"
  | "liberation-day"
  | "ascension-day"
  | "whit-monday"
  | "christmas"
  | "boxing-day";

export interface DutchHoliday {
  date: string;
  name: DutchHolidayName;
}

/** The holidays of the Algemene termijnenwet (art. 3) in a year, in date order. */
export function dutchHolidays(year: number): DutchHoliday[] {
  const easter = easterSunday(year);
  const april27 = `${year}-04-27`;
  const holidays: DutchHoliday[] = [
    { date: `${year}-01-01`, name: "new-year" },
    { date: addDays(easter, 1), name: "easter-monday" },
    // Koningsdag: 27 April, or the Saturday before when the 27th is a Sunday (since 2014).
    { date: weekday(april27) === 0 ? `${year}-04-26` : april27, name: "kings-day" },
    { date: `${year}-05-05`, name: "liberation-day" },
    { date: addDays(easter, 39), name: "ascension-day" },
    { date: addDays(easter, 50), name: "whit-monday" },
    { date: `${year}-12-25`, name: "christmas" },
    { date: `${year}-12-26`, name: "boxing-day" },
  ];
  return holidays.sort((a, b) => a.date.localeCompare(b.date));
}

/** The named holiday on a day, if any. */
export function dutchHolidayOn(date: string): DutchHolidayName | undefined {
  return holidaysOf(yearOf(date)).get(date);
}

/** Monday to Friday and not a holiday of the Algemene termijnenwet. */
export function isDutchWorkingDay(date: string | Date): boolean {
  const day = amsterdamDay(date);
  const weekdayNumber = weekday(day);
  return weekdayNumber !== 0 && weekdayNumber !== 6 && dutchHolidayOn(day) === undefined;
}

/** The day itself when it is a working day, else the next working day. */
export function nextDutchWorkingDay(date: string | Date): string {
  let day = amsterdamDay(date);
  while (!isDutchWorkingDay(day)) day = addDays(day, 1);
  return day;
}

/**
 * The last day of a period of `days` days that starts the day after `eventDay` (the day of the
 * event itself is not counted: Regulation 1182/71 art. 3(1), and "aanvangende de dag na" in the
 * Civil Code), extended as the Algemene termijnenwet arts. 1 and 2 require. The period ends at
 * the end of the day returned.
 */
export function periodEnd(eventDay: string | Date, days: number): string {
  if (!Number.isInteger(days) || days < 1) {
    throw new RangeError(`a period is a whole number of days from 1, got ${days}`);
  }
  const start = addDays(amsterdamDay(eventDay), 1);
  let end = nextDutchWorkingDay(addDays(start, days - 1));
  if (days >= 3) {
    while (workingDaysBetween(start, end) < 2) end = nextDutchWorkingDay(addDays(end, 1));
  }
  return end;
}

/**
 * A consumer's withdrawal period: 14 days from the day after the contract is concluded (for a
 * course, a service: art. 6:230o BW), ending on a working day. `confirmedOn`: the day our
 * confirmation concluded the contract.
 */
export function withdrawalPeriodEnd(confirmedOn: string | Date): string {
  return periodEnd(confirmedOn, 14);
}

/**
 * The deadline a private buyer's payment notice must give before collection costs may be
 * charged: 14 days "aanvangende de dag na aanmaning" (art. 6:96 lid 6 BW), counted from the day
 * after the buyer receives it. `receivedOn`: the day the notice reaches the buyer (for an
 * e-mail, the day it is sent; for a letter, a day or two later: the caller decides).
 */
export function paymentNoticeDeadline(receivedOn: string | Date): string {
  return periodEnd(receivedOn, 14);
}

/** "YYYY-MM-DD" plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** A moment's day in the Netherlands; a "YYYY-MM-DD" day is taken as it is (and checked). */
function amsterdamDay(date: string | Date): string {
  if (date instanceof Date) return todayInAmsterdam(date);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || addDays(date, 0) !== date) {
    throw new RangeError(`not a day as YYYY-MM-DD: "${date}"`);
  }
  return date;
}

/** Working days from `from` to `to`, both included. */
function workingDaysBetween(from: string, to: string): number {
  let count = 0;
  for (let day = from; day <= to; day = addDays(day, 1)) if (isDutchWorkingDay(day)) count++;
  return count;
}

/** 0 is Sunday, 6 Saturday (the day's own weekday: noon UTC is the same day everywhere in Europe). */
function weekday(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}

function yearOf(date: string): number {
  return Number(date.slice(0, 4));
}

/** Easter Sunday of the Gregorian calendar (the anonymous algorithm of 1876, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

const holidaysByYear = new Map<number, Map<string, DutchHolidayName>>();

function holidaysOf(year: number): Map<string, DutchHolidayName> {
  let holidays = holidaysByYear.get(year);
  if (!holidays) {
    holidays = new Map(dutchHolidays(year).map(({ date, name }) => [date, name]));
    holidaysByYear.set(year, holidays);
  }
  return holidays;
}

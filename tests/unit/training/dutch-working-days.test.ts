import { describe, expect, it } from "vitest";
import {
  addDays,
  dutchHolidays,
  easterSunday,
  isDutchWorkingDay,
  nextDutchWorkingDay,
  paymentNoticeDeadline,
  periodEnd,
  withdrawalPeriodEnd,
} from "#src/training/dutch-working-days.ts";

/**
 * The holidays of the Algemene termijnenwet (art. 3), written out by hand from a calendar, not
 * computed: New Year's Day, Easter Monday, King's Day, 5 May, Ascension Day, Whit Monday,
 * Christmas and Boxing Day. Good Friday is not one.
 */
const holidaysByHand: Record<number, string[]> = {
  // King's Day on Saturday 26 April: the 27th is a Sunday. 5 May is a Monday.
  2025: ["01-01", "04-21", "04-26", "05-05", "05-29", "06-09", "12-25", "12-26"],
  2026: ["01-01", "04-06", "04-27", "05-05", "05-14", "05-25", "12-25", "12-26"],
  // Christmas and Boxing Day on Saturday and Sunday.
  2027: ["01-01", "03-29", "04-27", "05-05", "05-06", "05-17", "12-25", "12-26"],
  // New Year's Day on a Saturday.
  2028: ["01-01", "04-17", "04-27", "05-05", "05-25", "06-05", "12-25", "12-26"],
  // 5 May on a Saturday.
  2029: ["01-01", "04-02", "04-27", "05-05", "05-10", "05-21", "12-25", "12-26"],
  // King's Day on a Saturday stays on the 27th; 5 May on a Sunday.
  2030: ["01-01", "04-22", "04-27", "05-05", "05-30", "06-10", "12-25", "12-26"],
};
const goodFridays = ["2026-04-03", "2027-03-26", "2028-04-14", "2029-03-30", "2030-04-19"];

const handListed = new Set(
  Object.entries(holidaysByHand).flatMap(([year, days]) => days.map((day) => `${year}-${day}`)),
);

/** Weekday by the calendar (0 Sunday), independent of the module. */
function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

function isWorkingByHand(day: string): boolean {
  const weekday = weekdayOf(day);
  return weekday !== 0 && weekday !== 6 && !handListed.has(day);
}

function everyDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let ms = Date.parse(`${from}T00:00:00Z`); ms <= Date.parse(`${to}T00:00:00Z`); ) {
    days.push(new Date(ms).toISOString().slice(0, 10));
    ms += 86_400_000;
  }
  return days;
}

describe("the holidays of the Algemene termijnenwet", () => {
  it("are the days listed by hand, 2025 to 2030, and Easter falls where the calendar puts it", () => {
    for (const [year, days] of Object.entries(holidaysByHand)) {
      expect(dutchHolidays(Number(year)).map((holiday) => holiday.date)).toEqual(
        days.map((day) => `${year}-${day}`),
      );
    }
    expect(
      [2025, 2026, 2027, 2028, 2029, 2030, 2038, 2285].map((year) => easterSunday(year)),
    ).toEqual([
      "2025-04-20",
      "2026-04-05",
      "2027-03-28",
      "2028-04-16",
      "2029-04-01",
      "2030-04-21",
      "2038-04-25", // the latest possible
      "2285-03-22", // the earliest possible
    ]);
  });

  it("move King's Day to 26 April only when the 27th is a Sunday, and name 5 May every year", () => {
    const kingsDay = (year: number) =>
      dutchHolidays(year).find((holiday) => holiday.name === "kings-day")?.date;
    expect(kingsDay(2025)).toBe("2025-04-26");
    expect(kingsDay(2031)).toBe("2031-04-26");
    expect(kingsDay(2030)).toBe("2030-04-27");
    for (const year of [2026, 2027, 2028, 2029]) {
      expect(dutchHolidays(year).some((holiday) => holiday.date === `${year}-05-05`)).toBe(true);
    }
  });
});

describe("working days", () => {
  it("are Monday to Friday but the hand-listed holidays, every day from 2025 to 2030", () => {
    const wrong = everyDay("2025-01-01", "2030-12-31").filter(
      (day) => isDutchWorkingDay(day) !== isWorkingByHand(day),
    );
    expect(wrong).toEqual([]);
  });

  it("include Good Friday, which the law does not name", () => {
    for (const day of goodFridays) expect(isDutchWorkingDay(day)).toBe(true);
  });

  it("do not move a holiday that falls on a weekend to the Monday after", () => {
    expect(isDutchWorkingDay("2027-12-27")).toBe(true); // after Christmas on Sat and Sun
    expect(isDutchWorkingDay("2028-01-03")).toBe(true); // after New Year's Day on a Saturday
    expect(isDutchWorkingDay("2029-05-07")).toBe(true); // after 5 May on a Saturday
    expect(isDutchWorkingDay("2025-04-28")).toBe(true); // after King's Day on 26 April
  });

  it("follow the day in Amsterdam across the changes to and from summer time", () => {
    // 29 March 2026: clocks go from 02:00 to 03:00 (UTC+1 to UTC+2).
    expect(isDutchWorkingDay(new Date("2026-03-29T21:59:00Z"))).toBe(false); // Sunday 23:59
    expect(isDutchWorkingDay(new Date("2026-03-29T22:00:00Z"))).toBe(true); // Monday 00:00
    expect(isDutchWorkingDay(new Date("2026-03-27T22:59:00Z"))).toBe(true); // Friday 23:59
    expect(isDutchWorkingDay(new Date("2026-03-27T23:00:00Z"))).toBe(false); // Saturday 00:00
    // 25 October 2026: clocks go from 03:00 back to 02:00 (UTC+2 to UTC+1).
    expect(isDutchWorkingDay(new Date("2026-10-25T22:59:00Z"))).toBe(false); // Sunday 23:59
    expect(isDutchWorkingDay(new Date("2026-10-25T23:00:00Z"))).toBe(true); // Monday 00:00
    expect(isDutchWorkingDay(new Date("2026-10-23T21:59:00Z"))).toBe(true); // Friday 23:59
    expect(isDutchWorkingDay(new Date("2026-10-23T22:00:00Z"))).toBe(false); // Saturday 00:00
    // Day arithmetic on "YYYY-MM-DD" never loses or doubles a day over the change.
    expect(addDays("2026-03-28", 1)).toBe("2026-03-29");
    expect(addDays("2026-03-28", 2)).toBe("2026-03-30");
    expect(addDays("2026-10-24", 1)).toBe("2026-10-25");
    expect(addDays("2026-10-24", 2)).toBe("2026-10-26");
  });

  it("next working day: the day itself, or the first after it", () => {
    expect(nextDutchWorkingDay("2026-04-03")).toBe("2026-04-03"); // Good Friday
    expect(nextDutchWorkingDay("2026-04-04")).toBe("2026-04-07"); // Sat, Easter, Easter Monday
  });
});

describe("the end of a 14-day period (withdrawal, payment notice)", () => {
  it("is 14 days after the event, or the first working day after, for every day of 2025 to 2030", () => {
    const wrong = everyDay("2025-01-01", "2030-12-17").flatMap((event) => {
      let expected = addDaysByCalendar(event, 14);
      while (!isWorkingByHand(expected)) expected = addDaysByCalendar(expected, 1);
      const actual = periodEnd(event, 14);
      return actual === expected ? [] : [{ event, expected, actual }];
    });
    expect(wrong).toEqual([]);
  });

  it("runs over weekends and holidays to the next working day", () => {
    // Confirmed on Friday 11 December 2026: day 14 is Christmas, then Boxing Day and Sunday.
    expect(withdrawalPeriodEnd("2026-12-11")).toBe("2026-12-28");
    // Day 14 is Saturday 4 April 2026: Easter Sunday and Easter Monday follow.
    expect(withdrawalPeriodEnd("2026-03-21")).toBe("2026-04-07");
    // Day 14 is Tuesday 5 May 2026, not a lustrum year: still a holiday.
    expect(withdrawalPeriodEnd("2026-04-21")).toBe("2026-05-06");
    // Day 14 is Ascension Day.
    expect(withdrawalPeriodEnd("2026-04-30")).toBe("2026-05-15");
    // Day 14 is Saturday before Whit Monday.
    expect(withdrawalPeriodEnd("2026-05-09")).toBe("2026-05-26");
    // Day 14 is New Year's Day 2027, a Friday: over the year's end to Monday.
    expect(withdrawalPeriodEnd("2026-12-18")).toBe("2027-01-04");
    // Day 14 is Good Friday: the period ends then.
    expect(withdrawalPeriodEnd("2026-03-20")).toBe("2026-04-03");
    // Day 14 is Christmas on a Saturday 2027: Sunday is Boxing Day, Monday is a working day.
    expect(withdrawalPeriodEnd("2027-12-11")).toBe("2027-12-27");
    // Day 14 is King's Day on Saturday 26 April 2025.
    expect(withdrawalPeriodEnd("2025-04-12")).toBe("2025-04-28");
  });

  it("counts from the Amsterdam day of a confirmation made just after midnight in summer time", () => {
    // 00:30 on Monday 30 March 2026 in Amsterdam is still Sunday in UTC: day 14 is Monday 13 April.
    expect(withdrawalPeriodEnd(new Date("2026-03-29T22:30:00Z"))).toBe("2026-04-13");
    // 00:30 on Tuesday 27 October 2026 (winter time) is Monday 23:30 UTC: day 14 is Tuesday 10 November.
    expect(withdrawalPeriodEnd(new Date("2026-10-26T23:30:00Z"))).toBe("2026-11-10");
    expect(withdrawalPeriodEnd(new Date("2026-10-26T22:30:00Z"))).toBe("2026-11-09");
  });

  it("for a payment notice starts the day after it is received", () => {
    // Received on Monday 7 December 2026: 14 days from the 8th end on Monday the 21st.
    expect(paymentNoticeDeadline("2026-12-07")).toBe("2026-12-21");
    // Received on Friday 11 December 2026: the 25th is Christmas.
    expect(paymentNoticeDeadline("2026-12-11")).toBe("2026-12-28");
  });

  it("holds at least two working days when it is three days or more (Atw art. 2)", () => {
    // From Thursday 24 December 2026, three days are Christmas, Boxing Day and Sunday; art. 1
    // gives Monday 28, one working day only, so the period runs to Tuesday 29.
    expect(periodEnd("2026-12-24", 3)).toBe("2026-12-29");
    // Two days are not extended by art. 2.
    expect(periodEnd("2026-12-24", 2)).toBe("2026-12-28");
    expect(periodEnd("2026-12-21", 3)).toBe("2026-12-24");
  });

  it("refuses a day that does not exist and a period of no days", () => {
    expect(() => periodEnd("2026-02-29", 14)).toThrow(/not a day/);
    expect(() => periodEnd("29-02-2028", 14)).toThrow(/not a day/);
    expect(() => periodEnd("2026-02-27", 0)).toThrow(/whole number/);
    expect(() => periodEnd("2026-02-27", 1.5)).toThrow(/whole number/);
  });
});

function addDaysByCalendar(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

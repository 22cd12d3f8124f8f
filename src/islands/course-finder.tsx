import { useEffect, useId, useRef, useState } from "react";
import { NextRunDate } from "#src/components/training/next-run-date.tsx";
import type { NextRun } from "#src/training/next-run.ts";
import {
  type FinderCourse,
  type FinderFilters,
  filterCourses,
  filtersFromQuery,
  queryFromFilters,
  threeMonthsAfter,
} from "#src/training/course-finder.ts";
import { localDate } from "#src/training/local-date.ts";
import type { RunPlaces } from "#src/training/run-availability.ts";
import { RunAvailabilityNote } from "#src/components/training/run-availability-note.tsx";
import type { FinderWords } from "#src/i18n/dictionary.ts";
import { pluralForm } from "#src/i18n/plural-form.ts";
import { useIsHydrated } from "./use-is-hydrated.ts";
import { useRunPlaces } from "./use-run-places.ts";

export interface FinderItem extends FinderCourse {
  href: string;
  familyLabel: string;
  /** "3 days · 24 hours · €999 excl. VAT", or "Dates and fee on request". */
  facts: string;
  /** The next date as built; filtered, the list shows the first run still to come. */
  nextRun?: NextRun;
  /**
   * Each run's "Next date: …" (for when an earlier one has passed since the
   * build), its key in /availability.json and its places as the build counted them.
   */
  runs: (FinderCourse["runs"][number] & {
    label: string;
    key: string;
    places?: RunPlaces;
    /** Below its minimum, not guaranteed: "Not yet guaranteed · decided by 1 March 2027". */
    decision?: string;
  })[];
  /** The enrolment form with this course chosen, for a course with a fee. */
  enrolHref?: string;
}

/**
 * "Find a course": every course with its family, days, fee and next date.
 * Without JavaScript it lists them all, grouped by family; with it (an
 * island), filters and a sort narrow the list, the count is announced, and
 * the choice lives in the URL query: back, forward and reload bring it back.
 */
export interface CourseFinderProps {
  courses: FinderItem[];
  families: { slug: string; label: string }[];
  /** The page language's Intl locale ("nl-NL"): the count's plural form follows it. */
  locale: string;
  text: FinderWords;
}

export function CourseFinder(props: CourseFinderProps) {
  const isHydrated = useIsHydrated();
  const [query, setQuery] = useQueryString();
  const typedRef = useRef<{ field: string; query: string } | undefined>(undefined);
  const live = useRunPlaces();
  const { text } = props;

  if (!isHydrated) {
    return (
      <div className="space-y-10">
        {props.families.map((family) => (
          <section key={family.slug} aria-labelledby={`finder-${family.slug}`}>
            <h3 id={`finder-${family.slug}`} className="text-xl font-semibold text-slate-900">
              {family.label}
            </h3>
            <CourseList
              text={text}
              courses={props.courses.filter((c) => c.family === family.slug)}
              // As built (the island's first render is the page's HTML): the first run's places.
              nextRunOf={(course) => course.nextRun && { ...course.nextRun, ...course.runs[0] }}
            />
          </section>
        ))}
      </div>
    );
  }

  const filters = filtersFromQuery(new URLSearchParams(query));
  const today = localDate(new Date());
  // Places as the store has them now (on our server); runs cancelled since the build left out.
  const placesOf = (run: FinderItem["runs"][number]) => live?.[run.key] ?? run.places;
  const offered = props.courses.map((course) => ({
    ...course,
    runs: course.runs.filter((run) => placesOf(run)?.state !== "cancelled"),
  }));
  const shown = filterCourses(offered, filters, today, threeMonthsAfter(today));
  const update = (change: Partial<FinderFilters>, typedField?: "maxDays" | "maxFee") => {
    const next = queryFromFilters({ ...filters, ...change }).toString();
    // Typing a number is one step back however many keys it takes: the first
    // key adds a history entry, the next ones in the same field replace it.
    const typed = typedRef.current;
    const isSameTyping =
      typedField !== undefined && typed?.field === typedField && typed.query === query;
    typedRef.current = typedField && { field: typedField, query: next };
    setQuery(next, { replace: isSameTyping });
  };
  const count = pluralForm(props.locale, shown.length, text.count);

  return (
    <div>
      <form
        className="grid gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:grid-cols-2 lg:grid-cols-4"
        onSubmit={(event) => event.preventDefault()}
      >
        <Choice
          label={text.family}
          value={filters.family}
          any={text.any}
          options={props.families.map((f) => [f.slug, f.label])}
          onChange={(family) => update({ family })}
        />
        <Choice
          label={text.mode}
          value={filters.mode}
          any={text.any}
          options={Object.entries(text.modes)}
          onChange={(mode) => update({ mode })}
        />
        <Choice
          label={text.language}
          value={filters.language}
          any={text.any}
          options={Object.entries(text.languages)}
          onChange={(language) => update({ language })}
        />
        <Choice
          label={text.sort}
          value={filters.sort}
          options={[
            ["date", text.sortByDate],
            ["fee", text.sortByFee],
          ]}
          onChange={(sort) => update({ sort: sort === "fee" ? "fee" : "date" })}
        />
        <Amount
          label={text.maxDays}
          value={filters.maxDays}
          onChange={(maxDays) => update({ maxDays }, "maxDays")}
        />
        <Amount
          label={text.maxFee}
          value={filters.maxFee}
          step={100}
          onChange={(maxFee) => update({ maxFee }, "maxFee")}
        />
        <label className="flex min-h-12 items-center gap-3 self-end font-medium text-slate-800 sm:col-span-2">
          <input
            type="checkbox"
            className="size-5 accent-brand-700"
            checked={filters.isSoon}
            onChange={(event) => update({ isSoon: event.target.checked })}
          />
          {text.soon}
        </label>
      </form>
      <p role="status" className="mt-6 font-semibold text-slate-900">
        {count}
      </p>
      {shown.length > 0 ? (
        <CourseList
          text={text}
          courses={shown}
          showFamily
          // A date that passed since the build gives way to the run after it.
          nextRunOf={(course) => {
            const run = course.runs.find((candidate) => candidate.start >= today);
            return run && { ...run, places: placesOf(run) };
          }}
        />
      ) : (
        <p className="mt-4 text-slate-700">{text.none}</p>
      )}
    </div>
  );
}

/**
 * The page's query string as state: setting it adds a history entry (or
 * replaces the current one) without a page load, and back and forward bring
 * the address's query back.
 */
function useQueryString(): [string, (query: string, options: { replace: boolean }) => void] {
  const [query, setQuery] = useState(() =>
    typeof window === "undefined" ? "" : window.location.search.slice(1),
  );
  useEffect(() => {
    const onPopState = () => setQuery(window.location.search.slice(1));
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, []);
  const update = (next: string, { replace }: { replace: boolean }) => {
    setQuery(next);
    const url = `${window.location.pathname}${next ? `?${next}` : ""}${window.location.hash}`;
    if (replace) window.history.replaceState(window.history.state, "", url);
    else window.history.pushState(null, "", url);
  };
  return [query, update];
}

function CourseList({
  courses,
  showFamily,
  nextRunOf,
  text,
}: {
  text: Pick<FinderWords, "enrol" | "guaranteed">;
  courses: FinderItem[];
  showFamily?: boolean;
  /** The next run, with its places if counted, and its guarantee. */
  nextRunOf: (
    course: FinderItem,
  ) => (NextRun & Partial<Pick<FinderItem["runs"][number], "places" | "decision">>) | undefined;
}) {
  return (
    <ul className="mt-4 divide-y divide-slate-200 border-y border-slate-200">
      {courses.map((course) => {
        const nextRun = nextRunOf(course);
        const places = nextRun?.places;
        // Guaranteed as our server says it now (the island's notes), else as the build counted it.
        const isGuaranteed = places?.guaranteed;
        const guarantee = isGuaranteed ? text.guaranteed : nextRun?.decision;
        return (
          <li
            key={course.href}
            data-finder-course=""
            className="flex flex-col gap-1 py-4 sm:flex-row sm:items-baseline sm:justify-between sm:gap-6"
          >
            <div>
              <a
                href={course.href}
                className="font-semibold text-brand-800 underline-offset-4 hover:underline"
              >
                {course.title}
              </a>
              {showFamily && <span className="text-slate-600"> · {course.familyLabel}</span>}
            </div>
            <div className="text-sm text-slate-700 sm:text-right">
              <p>{course.facts}</p>
              {nextRun && <NextRunDate run={nextRun} />}
              {(places?.text || guarantee) && (
                <p className="my-1 text-xs">
                  {places?.text && <RunAvailabilityNote text={places.text} state={places.state} />}{" "}
                  {guarantee && (
                    <span className={isGuaranteed ? "run-guaranteed" : "run-decision"}>
                      {guarantee}
                    </span>
                  )}
                </p>
              )}
              {course.enrolHref && (
                <a
                  href={course.enrolHref}
                  className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
                >
                  {text.enrol}
                  <span className="sr-only">: {course.title}</span>
                </a>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

const fieldClass =
  "mt-1 block min-h-12 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900";

function Choice(props: {
  label: string;
  value?: string;
  any?: string;
  options: [string, string][];
  onChange: (value: string | undefined) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {props.label}
      </label>
      <select
        id={id}
        className={fieldClass}
        value={props.value ?? ""}
        onChange={(event) => props.onChange(event.target.value || undefined)}
      >
        {props.any && <option value="">{props.any}</option>}
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}

function Amount(props: {
  label: string;
  value?: number;
  step?: number;
  onChange: (value: number | undefined) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {props.label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        step={props.step ?? 1}
        className={fieldClass}
        value={props.value ?? ""}
        onChange={(event) => {
          const value = Number(event.target.value);
          props.onChange(event.target.value && value > 0 ? value : undefined);
        }}
      />
    </div>
  );
}

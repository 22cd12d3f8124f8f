import { Fragment } from "react";
import { type Language, isLanguage, languageSettings } from "#src/i18n/languages.ts";
import { backOfficePaths } from "#server/back-office/paths.ts";
import { PageShell } from "#server/back-office/shared/page-shell.tsx";
import type { SourceKind } from "#server/traffic/traffic-tables.ts";
import { RankedTable } from "./ranked-table.tsx";
import { TrafficChart } from "./traffic-chart.tsx";
import { formatDay, formatNumber, formatRate } from "./traffic-format.ts";
import { presetDays, rangeQuery, type TrafficRange } from "./traffic-range.ts";
import type { TrafficSummary } from "./traffic-summary.ts";

export interface TrafficPageProps {
  signedIn: { email: string };
  range: TrafficRange;
  today: string;
  summary: TrafficSummary;
  /** TRAFFIC_COUNTING is on: new visits are being counted. */
  isCounting: boolean;
  retentionDays: number;
}

const sourceLabels: Record<SourceKind, string> = {
  referrer: "Referrer",
  utm_source: "Source",
  utm_medium: "Medium",
  utm_campaign: "Campaign",
  device: "Device",
};

const deviceLabels: Record<string, string> = {
  phone: "Phone",
  tablet: "Tablet",
  desktop: "Desktop",
};

function languageName(code: string): string {
  return isLanguage(code) ? languageSettings[code as Language].name : code;
}

/** A path of the site, linked (it opens the public page); on a narrow screen it wraps after a slash. */
function PageLink(props: { path: string }) {
  if (!props.path.startsWith("/")) return props.path;
  const parts = props.path.split(/(?<=\/)/);
  return (
    <a href={props.path}>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one path, in their order.
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </a>
  );
}

/**
 * The owner's view of the visit counts: a period (7, 30 or 90 days, or two
 * dates), the totals, views and visitors per day as a chart with its table,
 * and the lists: pages, entry pages, referrers, campaigns, languages,
 * devices, addresses not found, and per course its views, enrolments and
 * rate. Everything is per day on the server, so a period's visitors are
 * its days' visitors added up.
 */
export function TrafficPage(props: TrafficPageProps) {
  const { range, summary, today } = props;
  const { totals } = summary;
  const period = `${formatDay(range.from)} – ${formatDay(range.to)}`;
  return (
    <PageShell title="Traffic" signedIn={props.signedIn} section="traffic">
      <h1>Traffic</h1>
      <p className="muted">
        Counted by our own server as it serves the pages: no cookies, no script of another site, no
        addresses or browser details kept. Bots and pages prerendered but never opened are left out.
        A visitor is counted once a day per page; a period's visitors add up its days. Counts are
        kept {props.retentionDays} days.
      </p>
      {!props.isCounting && (
        <p className="problem" role="status">
          Counting is off on this server (TRAFFIC_COUNTING=off): the figures stop on the day it was
          switched off.
        </p>
      )}
      {range.problem && (
        <p className="problem" role="alert">
          {range.problem} Showing the last 30 days instead.
        </p>
      )}
      <nav aria-label="Period">
        <ul className="tabs">
          {presetDays.map((days) => (
            <li key={days}>
              <a
                href={`${backOfficePaths.traffic}?days=${days}`}
                aria-current={range.preset === days ? "page" : undefined}
              >
                {days} days
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <search>
        <form method="get" action={backOfficePaths.traffic} className="search">
          <div>
            <label htmlFor="from">From</label>
            <input
              id="from"
              type="date"
              name="from"
              max={today}
              defaultValue={range.from}
              required
            />
          </div>
          <div>
            <label htmlFor="to">To</label>
            <input id="to" type="date" name="to" max={today} defaultValue={range.to} required />
          </div>
          <button type="submit">Show</button>
          <a
            href={`${backOfficePaths.traffic}.csv${rangeQuery(range)}`}
            className="button secondary"
            download
          >
            Export CSV
          </a>
        </form>
      </search>

      <section aria-labelledby="totals-title">
        <h2 id="totals-title">{period}</h2>
        <dl className="totals">
          {(
            [
              ["Views", totals.views],
              ["Visitors", totals.visitors],
              ["Entry views", totals.entries],
              ["Enquiries", totals.enquiries],
              ["Enrolments", totals.enrolments],
            ] as const
          ).map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{formatNumber(value)}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="panel figures" aria-labelledby="per-day-title">
        <h2 id="per-day-title">Views and visitors per day</h2>
        {totals.views === 0 ? (
          <p>No views counted in these days.</p>
        ) : (
          <TrafficChart days={summary.days} />
        )}
        <details>
          <summary>Figures per day</summary>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1). */}
          <section className="table-wrap" aria-label="Figures per day" tabIndex={0}>
            <table className="per-day">
              <caption className="visually-hidden">Views, visitors and entry views per day</caption>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  <th scope="col" className="number">
                    Views
                  </th>
                  <th scope="col" className="number">
                    Visitors
                  </th>
                  <th scope="col" className="number">
                    Entry views
                  </th>
                </tr>
              </thead>
              <tbody>
                {summary.days.map((day) => (
                  <tr key={day.day} data-day={day.day}>
                    <th scope="row">{formatDay(day.day)}</th>
                    <td className="number">{formatNumber(day.views)}</td>
                    <td className="number">{formatNumber(day.visitors)}</td>
                    <td className="number">{formatNumber(day.entries)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </details>
      </section>

      <RankedTable
        id="pages-title"
        title="Top pages"
        caption="Pages by views, with what was sent from them"
        columns={[
          { label: "Page" },
          { label: "Views", isNumber: true },
          { label: "Visitors", isNumber: true },
          { label: "Entry views", isNumber: true },
          { label: "Enquiries", isNumber: true },
          { label: "Enrolments", isNumber: true },
        ]}
        rows={summary.pages.map((page) => ({
          key: page.page,
          cells: [
            <PageLink key="page" path={page.page} />,
            page.views,
            page.visitors,
            page.entries,
            page.enquiries,
            page.enrolments,
          ],
        }))}
        empty="No page views in these days."
      />

      <div className="panels">
        <RankedTable
          id="entry-title"
          title="Entry pages"
          caption="Pages where visits started, by entry views"
          note="Where visits started: views that did not come from another page of this site."
          columns={[{ label: "Page" }, { label: "Entry views", isNumber: true }]}
          rows={summary.entryPages.map((page) => ({
            key: page.page,
            cells: [<PageLink key="page" path={page.page} />, page.entries],
          }))}
          empty="No visits started in these days."
        />
        <RankedTable
          id="referrers-title"
          title="Referrers"
          caption="Other websites visitors came from, by views"
          columns={[{ label: "Website" }, { label: "Views", isNumber: true }]}
          rows={summary.referrers.map((source) => ({
            key: source.value,
            cells: [source.value, source.views],
          }))}
          empty="No visitor came from another website in these days."
        />
        <RankedTable
          id="campaigns-title"
          title="Campaigns"
          caption="Campaign tags in the addresses visitors arrived at, by views"
          note="The utm_source, utm_medium and utm_campaign tags of links you shared."
          columns={[{ label: "Tag" }, { label: "Value" }, { label: "Views", isNumber: true }]}
          rows={summary.campaigns.map((source) => ({
            key: `${source.kind} ${source.value}`,
            cells: [sourceLabels[source.kind], source.value, source.views],
          }))}
          empty="No campaign tags in these days."
        />
        <RankedTable
          id="languages-title"
          title="Languages"
          caption="Views by the language of the page"
          columns={[
            { label: "Language" },
            { label: "Views", isNumber: true },
            { label: "Share", isNumber: true },
          ]}
          rows={summary.languages.map((row) => ({
            key: row.language,
            cells: [languageName(row.language), row.views, formatRate(row.views, totals.views)],
          }))}
          empty="No page views in these days."
        />
        <RankedTable
          id="devices-title"
          title="Devices"
          caption="Views by kind of device"
          columns={[
            { label: "Device" },
            { label: "Views", isNumber: true },
            { label: "Share", isNumber: true },
          ]}
          rows={summary.devices.map((source) => ({
            key: source.value,
            cells: [
              deviceLabels[source.value] ?? source.value,
              source.views,
              formatRate(source.views, totals.views),
            ],
          }))}
          empty="No page views in these days."
        />
        <RankedTable
          id="not-found-title"
          title="Not found"
          caption="Addresses on this site that do not exist, by requests"
          note="Addresses asked for that do not exist: a broken link, here or on another site."
          columns={[{ label: "Address" }, { label: "Requests", isNumber: true }]}
          rows={summary.notFound.map((row) => ({ key: row.path, cells: [row.path, row.views] }))}
          empty="No missing addresses asked for in these days."
        />
      </div>

      <RankedTable
        id="courses-title"
        title="Courses"
        caption="Each course's page views (both languages), enrolments and the rate"
        note="Views of the course's page in both languages, enrolments sent for it, and enrolments per hundred views."
        columns={[
          { label: "Course" },
          { label: "Views", isNumber: true },
          { label: "Enrolments", isNumber: true },
          { label: "Rate", isNumber: true },
        ]}
        rows={summary.courses.map((course) => ({
          key: course.key,
          cells: [
            <a key="course" href={course.path}>
              {course.title}
            </a>,
            course.views,
            course.enrolments,
            formatRate(course.enrolments, course.views),
          ],
        }))}
        empty="The live build lists no courses."
      />
    </PageShell>
  );
}

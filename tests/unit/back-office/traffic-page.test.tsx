import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { niceCeiling } from "#server/back-office/traffic/traffic-chart.tsx";
import { TrafficPage } from "#server/back-office/traffic/traffic-page.tsx";
import { summarizeTraffic } from "#server/back-office/traffic/traffic-summary.ts";
import type { TrafficReport } from "#server/traffic/traffic-tables.ts";

const hostile = `<script>alert("x")</script><img src=x onerror=alert(1)>`;

const report: TrafficReport = {
  days: [
    { day: "2026-11-23", views: 12, visitors: 5, entries: 4 },
    { day: "2026-11-25", views: 30, visitors: 9, entries: 6 },
  ],
  pages: [
    {
      page: "/training/testing/istqb-foundation",
      language: "en",
      views: 20,
      visitors: 8,
      entries: 5,
      enquiries: 0,
      enrolments: 0,
    },
    {
      page: "/nl/trainingen/testen/istqb-foundation",
      language: "nl",
      views: 10,
      visitors: 3,
      entries: 2,
      enquiries: 0,
      enrolments: 0,
    },
    {
      page: "/contact",
      language: "en",
      views: 12,
      visitors: 3,
      entries: 3,
      enquiries: 2,
      enrolments: 3,
    },
  ],
  sources: [
    { kind: "device", value: "desktop", views: 30 },
    { kind: "device", value: "phone", views: 12 },
    { kind: "referrer", value: hostile, views: 3 },
    { kind: "utm_campaign", value: hostile, views: 2 },
  ],
  notFound: [{ path: `/${hostile}`, views: 4 }],
  enrolmentsByCourse: [{ course: "testing/istqb-foundation", enrolments: 3 }],
};
const courses = [
  {
    key: "testing/istqb-foundation",
    title: "ISTQB Foundation",
    paths: ["/training/testing/istqb-foundation", "/nl/trainingen/testen/istqb-foundation"],
  },
  {
    key: "devops/devops-foundation",
    title: "DevOps Foundation",
    paths: ["/training/devops/devops-foundation"],
  },
];

function render(range = { from: "2026-11-19", to: "2026-11-25", preset: 7 as const }) {
  return renderToStaticMarkup(
    <TrafficPage
      signedIn={{ email: "owner@example.nl" }}
      range={range}
      today="2026-11-25"
      summary={summarizeTraffic(report, range, courses)}
      isCounting={true}
      retentionDays={730}
    />,
  );
}

describe("the Traffic page", () => {
  it("adds up the range, day by day with the empty days, and per course across both languages", () => {
    const summary = summarizeTraffic(report, { from: "2026-11-22", to: "2026-11-25" }, courses);
    expect(summary.days.map((day) => [day.day, day.views])).toEqual([
      ["2026-11-22", 0],
      ["2026-11-23", 12],
      ["2026-11-24", 0],
      ["2026-11-25", 30],
    ]);
    expect(summary.totals).toEqual({
      views: 42,
      visitors: 14,
      entries: 10,
      enquiries: 2,
      enrolments: 3,
    });
    expect(summary.courses).toEqual([
      {
        key: "testing/istqb-foundation",
        title: "ISTQB Foundation",
        path: "/training/testing/istqb-foundation",
        views: 30,
        enrolments: 3,
      },
      {
        key: "devops/devops-foundation",
        title: "DevOps Foundation",
        path: "/training/devops/devops-foundation",
        views: 0,
        enrolments: 0,
      },
    ]);
    expect(summary.languages).toEqual([
      { language: "en", views: 32 },
      { language: "nl", views: 10 },
    ]);
  });

  it("shows what browsers sent as text, never as markup", () => {
    const html = render();
    expect(html).not.toContain("<script>alert");
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    // The back office's policy allows no inline script: the page has none at all.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)/);
    expect(html).not.toContain("style=");
  });

  it("draws the chart with a title and a description, and has the same figures in a table", () => {
    const html = render();
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-labelledby="chart-title chart-description"/);
    expect(html).toContain('<title id="chart-title">Views and visitors per day</title>');
    expect(html).toContain("the busiest day was 25 Nov 2026 with 30 views and 9 visitors");
    expect(html).toMatch(
      /<tr data-day="2026-11-25"><th scope="row">25 Nov 2026<\/th><td class="number">30<\/td><td class="number">9<\/td>/,
    );
    expect(html).toMatch(/<tr data-day="2026-11-24">.*?<td class="number">0<\/td>/);
    expect(html).toContain("10.0%"); // ISTQB: 3 enrolments per 30 views
  });

  it("the chart's top line is a round number at or above the highest figure", () => {
    expect([0, 1, 3, 10, 11, 42, 99, 101, 4_999].map(niceCeiling)).toEqual([
      1, 1, 5, 10, 20, 50, 100, 200, 5_000,
    ]);
  });
});

import { formatDay, formatNumber, formatShortDay } from "./traffic-format.ts";

export interface DayFigures {
  day: string;
  views: number;
  visitors: number;
}

/** The smallest of 1, 2, 5 × 10^n that is at least `value`: the chart's top line. */
export function niceCeiling(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= value) ?? 10;
  return step * power;
}

/**
 * Views (bars) and visitors (a line) per day, drawn here as SVG: no chart
 * script, and the back office's policy allows none. The drawing stretches to
 * any width, so its labels are HTML around it (they would shrink to nothing
 * inside a stretched SVG); the same figures are in the table below it, and
 * the SVG's title and description say what it shows.
 */
export function TrafficChart(props: { days: DayFigures[] }) {
  const { days } = props;
  const top = niceCeiling(Math.max(...days.map((day) => Math.max(day.views, day.visitors)), 1));
  const slot = 10;
  const width = days.length * slot;
  const y = (value: number) => 100 - (value / top) * 100;
  const busiest = days.reduce(
    (best, day) => (day.views > best.views ? day : best),
    days[0] as DayFigures,
  );
  const first = days[0]?.day ?? "";
  const last = days.at(-1)?.day ?? "";
  const middle = days[Math.floor((days.length - 1) / 2)]?.day ?? "";
  const totalViews = days.reduce((sum, day) => sum + day.views, 0);
  return (
    <figure className="traffic-chart">
      <div className="chart-frame">
        <div className="chart-y" aria-hidden="true">
          <span className="y-top">{formatNumber(top)}</span>
          <span className="y-middle">{formatNumber(top / 2)}</span>
          <span className="y-zero">0</span>
        </div>
        <svg
          role="img"
          aria-labelledby="chart-title chart-description"
          viewBox={`0 0 ${width} 100`}
          preserveAspectRatio="none"
          className="chart-plot"
        >
          <title id="chart-title">Views and visitors per day</title>
          <desc id="chart-description">
            {`From ${formatDay(first)} to ${formatDay(last)}: ${formatNumber(totalViews)} views in all; the busiest day was ${formatDay(busiest.day)} with ${formatNumber(busiest.views)} views and ${formatNumber(busiest.visitors)} visitors. Every day's figures are in the table below.`}
          </desc>
          {[0, 50, 100].map((line) => (
            <line
              key={line}
              x1={0}
              x2={width}
              y1={line}
              y2={line}
              className="chart-grid"
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {days.map((day, index) => (
            <rect
              key={day.day}
              x={index * slot + 1.5}
              width={slot - 3}
              y={y(day.views)}
              height={100 - y(day.views)}
              className="chart-views"
            />
          ))}
          <polyline
            points={days
              .map((day, index) => `${index * slot + slot / 2},${y(day.visitors)}`)
              .join(" ")}
            className="chart-visitors"
            vectorEffect="non-scaling-stroke"
          />
        </svg>
      </div>
      <div className="chart-x" aria-hidden="true">
        <span>{formatShortDay(first)}</span>
        {days.length > 2 && <span>{formatShortDay(middle)}</span>}
        {days.length > 1 && <span>{formatShortDay(last)}</span>}
      </div>
      <figcaption className="chart-legend">
        <span className="legend-views">Views (bars)</span>
        <span className="legend-visitors">Visitors (line)</span>
      </figcaption>
    </figure>
  );
}

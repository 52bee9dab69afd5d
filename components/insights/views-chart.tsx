// Views per day as a bar chart (SVG, no chart library): one bar per day, the day and count in each bar's tooltip,
// and the whole chart described for screen readers.
import type { Insights } from "@/lib/validators/insights";

const WIDTH = 600;
const HEIGHT = 160;

export function ViewsChart({ data }: { data: Insights["viewsByDay"] }) {
  const max = Math.max(1, ...data.map((d) => d.views));
  const gap = data.length > 40 ? 1 : 3;
  const barWidth = WIDTH / data.length - gap;
  const total = data.reduce((sum, d) => sum + d.views, 0);
  const first = data[0]?.date;
  const last = data[data.length - 1]?.date;
  return (
    <figure className="grid gap-2">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-40 w-full"
        role="img"
        aria-label={`Views per day from ${first} to ${last}: ${total} in total, at most ${max === 1 && total === 0 ? 0 : max} in a day`}
        preserveAspectRatio="none"
      >
        <line x1="0" y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} className="stroke-border" />
        {data.map((d, i) => {
          const height = (d.views / max) * (HEIGHT - 8);
          return (
            <rect
              key={d.date}
              data-testid="views-bar"
              data-views={d.views}
              x={i * (barWidth + gap)}
              y={HEIGHT - height}
              width={barWidth}
              height={height}
              rx="1.5"
              className="fill-primary"
            >
              <title>{`${d.date}: ${d.views} ${d.views === 1 ? "view" : "views"}`}</title>
            </rect>
          );
        })}
      </svg>
      <figcaption className="flex justify-between text-xs text-muted-foreground">
        <span>{first}</span>
        <span>{last}</span>
      </figcaption>
    </figure>
  );
}

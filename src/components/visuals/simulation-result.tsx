import type { VisualsCopy } from "@content/schema.ts";
import { ProductScreen } from "./product-screen.tsx";

const number = new Intl.NumberFormat("en-GB");

/** One bar a month as one path: each bar a vertical stroke, the busiest month reaching the top. */
function barsPath(monthly: number[]) {
  const top = Math.max(...monthly);
  return monthly.map((count, i) => `M${i * 4 + 2} 40V${Math.round(40 - (count / top) * 38)}`).join("");
}

/** A rule's simulation: what it would have done to past payments, month by month, and who still has to approve it. */
export function SimulationResult({ copy }: { copy: VisualsCopy["simulation"] }) {
  const flagged = number.format(copy.monthly.reduce((sum, count) => sum + count, 0));
  const months = copy.monthly.length;
  const stats = [
    [flagged, copy.flagged],
    [copy.falseAlarms.value, copy.falseAlarms.label],
    [months, copy.months],
  ];
  return (
    <ProductScreen
      label={`${copy.description}: ${flagged} ${copy.flagged}, ${copy.falseAlarms.value} ${copy.falseAlarms.label}, ${months} ${copy.months}. ${copy.note}.`}
      bar={copy.bar}
      tone="pending"
    >
      <div className="p-5">
        <div className="flex gap-4">
          {stats.map(([value, label]) => (
            <p key={label} className="flex-1 text-muted-foreground text-xs">
              <b className="block font-bold text-2xl text-foreground tracking-tight">{value}</b>
              {label}
            </p>
          ))}
        </div>
        {/* The chart's height is its own: the bars stretch across whatever width the screen has. */}
        <svg
          viewBox={`0 0 ${months * 4} 40`}
          height="80"
          preserveAspectRatio="none"
          className="mt-4 w-full text-primary"
          aria-hidden="true"
        >
          <path d={barsPath(copy.monthly)} stroke="currentColor" strokeWidth="2.4" />
        </svg>
        <p className="flex justify-between border-border border-t pt-1 text-muted-foreground text-xs">
          <span>{copy.chart.start}</span>
          <span>{copy.chart.end}</span>
        </p>
      </div>
      <p className="flex items-center gap-3 border-border border-t px-5 py-3 text-muted-foreground text-xs">
        {copy.approval}
        <span className="rounded-full bg-primary px-3 py-1 font-semibold text-primary-foreground">{copy.action}</span>
        <span className="ms-auto">{copy.note}</span>
      </p>
    </ProductScreen>
  );
}

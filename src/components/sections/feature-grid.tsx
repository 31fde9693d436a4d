import type { Feature } from "@content/schema.ts";
import { cn } from "@lib/cn.ts";
import { Check } from "lucide";
import { Children } from "react";
import { Icon } from "@/components/ui/icon.tsx";
import { SvgIcon } from "@/components/ui/svg-icon.tsx";

/** Cards a row at each width: one on phones, two from sm, the number chosen for the count from lg. */
const columnClasses = {
  1: "",
  2: "sm:[--columns:2]",
  3: "sm:[--columns:2] lg:[--columns:3]",
  4: "sm:[--columns:2] lg:[--columns:4]",
  5: "sm:[--columns:2] lg:[--columns:5]",
} as const;
type Columns = keyof typeof columnClasses;

/**
 * How many cards a row holds on a wide screen for `count` cards where about `most` fit, so that no row looks left
 * over: `most` while they all fit one row; beyond that the number (from two to one more than `most`, or four) that
 * fills the last row best: whole rows first, then the number nearest `most`, then fewer rows, except that a grid of
 * two rows at most keeps to `most` or fewer (four where three fit stand two by two). Where three fit: 4 → 2 + 2,
 * 5 → 3 + 2, 7 → 4 + 3, 8 → 4 + 4; where five fit: 6 → 3 + 3, 7 → 4 + 3; where two fit: 3 in a row, 7 → 4 + 3.
 */
export function columnsFor(count: number, most: Columns): Columns {
  if (count <= most && !(most === 3 && count === 4)) return most;
  const candidates: Columns[] = [2, 3, 4, 5].filter((c): c is Columns => c <= Math.max(most + 1, 4));
  const fill = (c: number) => (count % c === 0 ? 1 : (count % c) / c);
  const rows = (c: number) => Math.ceil(count / c);
  const better = (a: Columns, b: Columns) => {
    if (fill(a) !== fill(b)) return fill(a) > fill(b) ? a : b;
    const near = Math.abs(a - most) - Math.abs(b - most);
    if (near !== 0) return near < 0 ? a : b;
    const [small, large] = a < b ? [a, b] : [b, a];
    return rows(small) <= 2 && small <= most ? small : large;
  };
  return candidates.reduce(better, most);
}

type CardGridProps = React.ComponentProps<"ul"> & {
  /** About how many cards a row holds on wide screens; the count of cards decides the exact number (columnsFor). */
  columns?: Columns;
  /** No space above the grid (when it opens its section). */
  flush?: boolean;
};

/**
 * A responsive grid of cards: one column on phones, more as the screen widens. It fits however many cards the content
 * holds: the number a row holds follows the count (columnsFor), on a tablet too; the cards of a row share its height;
 * a last row that is not full is centred rather than leaving empty slots at its end. Cards rise in one after another,
 * once (app.css).
 */
export function CardGrid({ columns = 3, flush = false, className, children, ...props }: CardGridProps) {
  const count = Children.count(children);
  const fit = columns === 1 ? 1 : columnsFor(count, columns);
  // On a tablet (md), three a row where two would leave a card alone and three do not: three, five or nine cards.
  const tablet = fit >= 3 && columnsFor(count, 2) === 3;
  return (
    <ul
      data-slot="card-grid"
      className={cn(
        "flex flex-wrap justify-center gap-5 [--columns:1] *:min-w-0 *:shrink-0 *:basis-[calc((100%-(var(--columns)-1)*1.25rem)/var(--columns))]",
        !flush && "mt-10",
        columnClasses[fit],
        tablet && "md:[--columns:3]",
        className,
      )}
      {...props}
    >
      {children}
    </ul>
  );
}

function FeatureCard({ feature, headingLevel = 3 }: { feature: Feature; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <li data-slot="feature-card" className="flex flex-col rounded-card border border-border bg-card p-6">
      {feature.icon ? (
        <span className="mb-4 inline-flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary">
          <Icon name={feature.icon} className="size-5" />
        </span>
      ) : null}
      <Heading className="font-semibold text-lg">{feature.title}</Heading>
      <p className="mt-2 text-muted-foreground leading-relaxed">{feature.body}</p>
      {feature.points?.length ? (
        <ul className="mt-4 flex flex-col gap-2 text-sm">
          {feature.points.map((point) => (
            <li key={point} className="flex gap-2">
              <SvgIcon node={Check} className="mt-0.5 size-4 shrink-0 text-primary" />
              <span>{point}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** A card per feature, in a CardGrid (`columns`, `flush` and `className` are the grid's). */
export function FeatureGrid({
  features,
  headingLevel,
  ...grid
}: Omit<CardGridProps, "children"> & {
  features: Feature[];
  /** 2 when the cards come straight after the page's h1, with no section heading of their own. */
  headingLevel?: 2 | 3;
}) {
  return (
    <CardGrid {...grid}>
      {features.map((feature) => (
        <FeatureCard key={feature.title} feature={feature} headingLevel={headingLevel} />
      ))}
    </CardGrid>
  );
}

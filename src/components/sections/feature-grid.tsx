import type { Feature } from "@content/schema.ts";
import { cn } from "@lib/cn.ts";
import { Check } from "lucide";
import { Children } from "react";
import { Icon } from "@/components/ui/icon.tsx";
import { SvgIcon } from "@/components/ui/svg-icon.tsx";

/** Cards a row at each width, by the most the grid may show: one on phones, two from sm, all of them from lg. */
const columnClasses = {
  1: "",
  2: "sm:[--columns:2]",
  3: "sm:[--columns:2] lg:[--columns:3]",
  4: "sm:[--columns:2] lg:[--columns:4]",
  5: "sm:[--columns:2] lg:[--columns:5]",
} as const;

type CardGridProps = React.ComponentProps<"ul"> & {
  /** The most cards a row holds on wide screens. */
  columns?: keyof typeof columnClasses;
  /** No space above the grid (when it opens its section). */
  flush?: boolean;
};

/**
 * A responsive grid of cards: one column on phones, more as the screen widens. It fits however many cards the content
 * holds: the cards of a row share its height, a last row that is not full is centred rather than leaving empty slots
 * at its end, and four cards where three fit a row stand two by two. Cards rise in one after another, once (app.css).
 */
export function CardGrid({ columns = 3, flush = false, className, children, ...props }: CardGridProps) {
  const fit = columns === 3 && Children.count(children) === 4 ? 2 : columns;
  return (
    <ul
      data-slot="card-grid"
      className={cn(
        "flex flex-wrap justify-center gap-5 [--columns:1] *:shrink-0 *:basis-[calc((100%-(var(--columns)-1)*1.25rem)/var(--columns))]",
        !flush && "mt-10",
        columnClasses[fit],
        className,
      )}
      {...props}
    >
      {children}
    </ul>
  );
}

export function FeatureCard({ feature, headingLevel = 3 }: { feature: Feature; headingLevel?: 2 | 3 }) {
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

export function FeatureGrid({
  features,
  columns,
  flush,
  headingLevel,
  className,
}: {
  features: Feature[];
  columns?: CardGridProps["columns"];
  flush?: boolean;
  /** 2 when the cards come straight after the page's h1, with no section heading of their own. */
  headingLevel?: 2 | 3;
  /** Cards a row at other widths than the columns give (`sm:[--columns:3]`). */
  className?: string;
}) {
  return (
    <CardGrid columns={columns} flush={flush} className={className}>
      {features.map((feature) => (
        <FeatureCard key={feature.title} feature={feature} headingLevel={headingLevel} />
      ))}
    </CardGrid>
  );
}

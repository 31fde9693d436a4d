import type { Feature } from "@content/schema.ts";
import { cn } from "@lib/cn.ts";
import { Check } from "lucide";
import { Icon } from "@/components/ui/icon.tsx";
import { SvgIcon } from "@/components/ui/svg-icon.tsx";

const columnClasses = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
  5: "sm:grid-cols-2 lg:grid-cols-5",
} as const;

type CardGridProps = React.ComponentProps<"ul"> & {
  columns?: keyof typeof columnClasses;
  /** No space above the grid (when it opens its section). */
  flush?: boolean;
};

/** A responsive grid of cards: one column on phones, more as the screen widens. Cards rise in one after another (CSS). */
export function CardGrid({ columns = 3, flush = false, className, ...props }: CardGridProps) {
  return (
    <ul data-slot="card-grid" className={cn("grid gap-5", !flush && "mt-10", columnClasses[columns], className)} {...props} />
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
}: {
  features: Feature[];
  columns?: CardGridProps["columns"];
  flush?: boolean;
  /** 2 when the cards come straight after the page's h1, with no section heading of their own. */
  headingLevel?: 2 | 3;
}) {
  return (
    <CardGrid columns={columns} flush={flush}>
      {features.map((feature) => (
        <FeatureCard key={feature.title} feature={feature} headingLevel={headingLevel} />
      ))}
    </CardGrid>
  );
}

import type { Feature } from "@content/schema.ts";
import { cn } from "@lib/cn.ts";
import { Icon } from "@/components/ui/icon.tsx";

const layouts = {
  /** Layers stacked with the first at the bottom, as a foundation: the platform's layers. */
  stack: "flex flex-col-reverse gap-2",
  /** Numbered columns under a rule: the five pains. */
  numbered: "grid grid-cols-2 gap-6 lg:grid-cols-5",
  /** An icon over each: the five benefits. */
  icons: "grid grid-cols-2 gap-6 lg:grid-cols-5",
} as const;

type FeatureListProps = { features: Feature[]; layout: keyof typeof layouts; className?: string };

/**
 * Features as a compact list rather than cards: a title and one line each, laid out as a stack of layers, as
 * numbered columns or under icons. One visual idea per section, and a section a fraction of a card grid's height.
 */
export function FeatureList({ features, layout, className }: FeatureListProps) {
  const List = layout === "icons" ? "ul" : "ol";
  return (
    <List data-slot="feature-list" className={cn(layouts[layout], className)}>
      {features.map((feature, index) => (
        <li
          key={feature.title}
          className={cn(
            layout === "stack" && "flex items-center gap-4 rounded-xl border border-border bg-card px-4 py-3",
            layout === "numbered" && "border-border border-t-2 pt-4",
          )}
        >
          {layout === "stack" ? (
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
              {feature.icon ? <Icon name={feature.icon} className="size-5" /> : index + 1}
            </span>
          ) : null}
          {layout === "numbered" ? (
            <span aria-hidden="true" className="font-mono font-semibold text-primary text-sm">
              0{index + 1}
            </span>
          ) : null}
          {layout === "icons" && feature.icon ? (
            <span className="mb-4 inline-flex size-10 items-center justify-center rounded-xl bg-primary-soft text-primary">
              <Icon name={feature.icon} className="size-5" />
            </span>
          ) : null}
          <div>
            <h3 className={cn("font-semibold", layout === "numbered" && "mt-1")}>{feature.title}</h3>
            <p className="mt-1 text-muted-foreground text-sm leading-relaxed">{feature.body}</p>
          </div>
        </li>
      ))}
    </List>
  );
}

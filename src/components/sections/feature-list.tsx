import type { Feature } from "@content/schema.ts";
import { cn } from "@lib/cn.ts";
import { Icon } from "@/components/ui/icon.tsx";

const markers = {
  /** Layers, the foundation first, as the product lists them: the platform's layers. */
  stack: "inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary",
  /** A card each, numbered: the five pains. */
  cards: "w-7 shrink-0 font-mono font-semibold text-muted-foreground text-sm leading-6",
  /** An icon beside each: the five benefits. */
  icons: "inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground",
} as const;

type FeatureListProps = { features: Feature[]; layout: keyof typeof markers; className?: string };

/**
 * Features as a compact list rather than a card grid: a marker and a title with a line each, as a stack of layers, as
 * numbered cards or beside icons. One visual idea per section, and a section a fraction of a card grid's height.
 */
export function FeatureList({ features, layout, className }: FeatureListProps) {
  const List = layout === "icons" ? "ul" : "ol";
  return (
    <List data-slot="feature-list" className={cn("flex flex-col", layout === "icons" ? "gap-4" : "gap-2", className)}>
      {features.map((feature, index) => (
        <li
          key={feature.title}
          className={cn(
            "flex gap-4",
            layout === "icons" ? "items-start" : "flex-1 rounded-xl border border-border bg-card px-3 py-2.5",
            layout === "stack" && "items-center",
          )}
        >
          {layout === "cards" ? (
            <span aria-hidden="true" className={markers.cards}>
              0{index + 1}
            </span>
          ) : (
            <span className={markers[layout]}>{feature.icon ? <Icon name={feature.icon} className="size-5" /> : index + 1}</span>
          )}
          {layout !== "icons" ? (
            <div>
              <h3 className="font-semibold leading-snug">{feature.title}</h3>
              <p className="mt-0.5 text-muted-foreground text-sm leading-relaxed">{feature.body}</p>
            </div>
          ) : (
            // Title and line run on as one paragraph: five rows in the height of three.
            <div className="text-sm leading-relaxed">
              <h3 className="inline font-semibold text-base">{feature.title}</h3>.{" "}
              <p className="inline text-muted-foreground">{feature.body}</p>
            </div>
          )}
        </li>
      ))}
    </List>
  );
}

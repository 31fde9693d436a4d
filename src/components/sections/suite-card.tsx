import type { HomeSuiteCard } from "@content/schema.ts";
import { cn } from "@lib/cn.ts";
import { ArrowRight } from "lucide";
import { Icon } from "@/components/ui/icon.tsx";
import { SvgIcon } from "@/components/ui/svg-icon.tsx";

const accents: Record<HomeSuiteCard["colour"], string> = {
  teal: "text-suite-teal",
  indigo: "text-suite-indigo",
  amber: "text-suite-amber",
  rose: "text-suite-rose",
  sky: "text-suite-sky",
  violet: "text-suite-violet",
  emerald: "text-suite-emerald",
  orange: "text-suite-orange",
};

/** One product suite on the home page: icon, highlight badge, name, description and a Learn more link. */
export function SuiteCard({ card }: { card: HomeSuiteCard }) {
  return (
    <li data-slot="suite-card" className="flex flex-col rounded-card border border-border bg-card p-5">
      <div className="flex items-center gap-3">
        <span
          className={cn("inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-muted", accents[card.colour])}
        >
          <Icon name={card.icon} className="size-5" />
        </span>
        <div className="flex flex-col items-start">
          <span className={cn("font-semibold text-xs uppercase tracking-wider", accents[card.colour])}>{card.highlight}</span>
          <h3 className="font-semibold leading-snug">{card.name}</h3>
        </div>
      </div>
      <p className="mt-3 flex-1 text-muted-foreground text-sm">{card.description}</p>
      <a
        href={`/solutions/${card.slug}`}
        className="mt-3 inline-flex items-center gap-1 font-semibold text-primary text-sm hover:underline"
      >
        Learn more<span className="sr-only"> about {card.name}</span> <SvgIcon node={ArrowRight} className="size-4" />
      </a>
    </li>
  );
}

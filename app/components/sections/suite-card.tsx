import { ArrowRight } from "lucide-react";
import { Icon } from "~/components/ui/icon";
import { SiteLink } from "~/components/ui/site-link";
import type { HomeSuiteCard } from "~/content/schema";
import { cn } from "~/lib/cn";

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
    <li data-slot="suite-card" className="rounded-card border-border bg-card flex flex-col border p-6">
      <div className="flex items-start justify-between gap-3">
        <span className={cn("bg-muted inline-flex size-11 items-center justify-center rounded-xl", accents[card.colour])}>
          <Icon name={card.icon} className="size-5" />
        </span>
        <span className={cn("bg-muted rounded-full px-2.5 py-1 text-xs font-semibold", accents[card.colour])}>
          {card.highlight}
        </span>
      </div>
      <h3 className="mt-4 text-lg font-semibold">{card.name}</h3>
      <p className="text-muted-foreground mt-2 flex-1">{card.description}</p>
      <SiteLink
        to={`/solutions/${card.slug}`}
        className="text-primary mt-4 inline-flex items-center gap-1 text-sm font-semibold hover:underline"
        aria-label={`Learn more about ${card.name}`}
      >
        Learn more <ArrowRight aria-hidden="true" className="size-4" />
      </SiteLink>
    </li>
  );
}

import { fill } from "@content/fill.ts";
import { ui } from "@content/index.ts";
import type { HomeSuiteCard } from "@content/schema.ts";
import { ArrowRight } from "lucide";
import { Icon } from "@/components/ui/icon.tsx";
import { SvgIcon } from "@/components/ui/svg-icon.tsx";
import "./suite-card.css";
import { pathOf } from "@content/paths.ts";

/**
 * One product suite on the home page: icon, highlight badge, name, description and a Learn more link (screen readers
 * hear "about {name}" after it), in its colour (suite-card.css).
 */
export function SuiteCard({ card }: { card: HomeSuiteCard }) {
  return (
    <li data-slot="suite-card" data-colour={card.colour} className="flex flex-col rounded-card border border-border bg-card p-5">
      <div className="flex items-center gap-3">
        <span className="suite-icon">
          <Icon name={card.icon} className="size-5" />
        </span>
        <div className="flex flex-col items-start">
          <span className="suite-highlight">{card.highlight}</span>
          <h3 className="font-semibold leading-snug">{card.name}</h3>
        </div>
      </div>
      <p className="mt-3 flex-1 text-muted-foreground text-sm">{card.description}</p>
      <a
        href={pathOf("solution", card.slug)}
        className="mt-3 inline-flex items-center gap-1 font-semibold text-primary text-sm hover:underline"
      >
        {ui.cards.learnMore}
        <span className="sr-only">{` ${fill(ui.cards.learnMoreAbout, { name: card.name })}`}</span>{" "}
        <SvgIcon node={ArrowRight} className="size-4" />
      </a>
    </li>
  );
}

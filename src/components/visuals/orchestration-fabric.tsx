import type { VisualsCopy } from "@content/schema.ts";
import { Icon } from "@/components/ui/icon.tsx";
import { stubs, Wires } from "./wires.tsx";

const heading = "font-semibold text-muted-foreground text-xs uppercase tracking-wider";
const node =
  "flex flex-col items-center gap-1 rounded-xl border bg-card px-2 py-2.5 text-center font-semibold text-xs leading-snug";

/** The orchestration fabric over a core: the bank's channels above, the core and its partners below. */
export function OrchestrationFabric({ copy }: { copy: VisualsCopy["fabric"] }) {
  const names = (nodes: { name: string }[]) => nodes.map((n) => n.name).join(", ");
  return (
    <div
      role="img"
      aria-label={`${copy.description}. ${copy.channelsHeading}: ${names(copy.channels)}. ${copy.fabric.name}: ${copy.fabric.detail}. ${copy.estateHeading}: ${names(copy.estate)}.`}
      data-slot="product-visual"
      className="rounded-card border border-border bg-card p-4 text-foreground shadow-2xl sm:p-6"
    >
      <p className={heading}>{copy.channelsHeading}</p>
      <ul className="mt-2 grid grid-cols-4 gap-2">
        {copy.channels.map((channel) => (
          <li key={channel.name} className={`${node} border-border`}>
            <Icon name={channel.icon} className="size-5 text-accent" />
            {channel.name}
          </li>
        ))}
      </ul>
      <Wires wires={stubs(copy.channels.length)} height={14} />
      <div className="rounded-xl bg-ink p-4 text-on-ink">
        <p className="font-bold text-sm text-white">{copy.fabric.name}</p>
        <p className="text-on-ink-muted text-xs">{copy.fabric.detail}</p>
        <p className="mt-3 flex flex-wrap gap-2">
          {copy.fabric.events.map((event) => (
            <span key={event} className="rounded-lg border border-white/10 px-2 py-1 font-mono text-xs">
              {event}
            </span>
          ))}
        </p>
      </div>
      <Wires wires={stubs(copy.estate.length)} height={14} />
      <ul className="grid grid-cols-5 gap-2">
        {copy.estate.map((system, index) => (
          <li key={system.name} className={`${node} ${index ? "border-border" : "border-ink"}`}>
            <Icon name={system.icon} className="size-5 text-primary" />
            {system.name}
          </li>
        ))}
      </ul>
      <p className={`${heading} mt-2`}>{copy.estateHeading}</p>
    </div>
  );
}

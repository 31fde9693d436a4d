import { fill } from "@content/fill.ts";
import type { BuildingBlock, Solution, VisualsCopy } from "@content/schema.ts";
import { cn } from "@lib/cn.ts";
import { Plus } from "lucide";
import { Icon } from "@/components/ui/icon.tsx";
import { SvgIcon } from "@/components/ui/svg-icon.tsx";

type SuiteBlocksProps = {
  /** Its words; `spare` may be empty where the suite already holds every block. */
  copy: VisualsCopy["suite"] & { spare: readonly string[] };
  suite: Pick<Solution, "name" | "icon" | "poweredByBlocks">;
  blocks: BuildingBlock[];
  /** What screen readers hear of the suite: "{suite}, made of {blocks}". */
  madeOf: string;
};

const tile = "flex items-center gap-3 rounded-xl border bg-card p-3 font-semibold";
const tileIcon = "size-8 shrink-0 rounded-lg bg-primary-soft p-2 text-primary";

/**
 * A product suite assembled from blocks: the suite's building blocks in it, the last one just added (outlined, in a
 * dashed slot as wide as the row where it would stand alone), spare blocks beside it, all on the orchestration fabric.
 */
export function SuiteBlocks({ copy, suite, blocks, madeOf }: SuiteBlocksProps) {
  const icon = (name: string) => blocks.find((block) => block.name === name)?.icon ?? "puzzle";
  const placed = suite.poweredByBlocks.slice(0, -1);
  const arriving = suite.poweredByBlocks.at(-1) ?? "";
  return (
    <div
      role="img"
      aria-label={`${copy.description}: ${fill(madeOf, { suite: suite.name, blocks: suite.poweredByBlocks.join(", ") })}.${copy.spare.length ? ` ${copy.spareHeading}: ${copy.spare.join(", ")}.` : ""}`}
      data-slot="product-visual"
      className="rounded-card border border-border bg-card p-4 text-foreground text-sm shadow-2xl sm:p-6"
    >
      <div className="rounded-xl border border-accent/30 bg-accent-soft p-4">
        <p className="flex items-center gap-3 font-bold text-base">
          <Icon name={suite.icon} className="size-8 rounded-lg bg-card p-2 text-accent" />
          {suite.name}
          <span className="ms-auto whitespace-nowrap rounded-full bg-card px-2.5 py-1 font-semibold text-accent text-xs">
            {copy.kind}
          </span>
        </p>
        <ul className="mt-3 grid grid-cols-2 gap-2">
          {placed.map((name) => (
            <li key={name} className={`${tile} border-border`}>
              <Icon name={icon(name)} className={tileIcon} />
              {name}
            </li>
          ))}
          <li className={cn("rounded-xl border border-accent/30 border-dashed p-1", placed.length % 2 === 0 && "col-span-2")}>
            <span className={`${tile} border-primary shadow-md`}>
              <Icon name={icon(arriving)} className={tileIcon} />
              {arriving}
            </span>
          </li>
        </ul>
      </div>
      {copy.spare.length ? (
        <p className="mt-3 flex flex-wrap items-center gap-2 text-xs">
          <span className="font-semibold text-muted-foreground uppercase tracking-wider max-sm:w-full">{copy.spareHeading}</span>
          {copy.spare.map((name) => (
            <span
              key={name}
              className="flex items-center gap-1 rounded-lg border border-border border-dashed px-2 py-1 font-semibold"
            >
              <SvgIcon node={Plus} className="size-3.5 text-primary" />
              {name}
            </span>
          ))}
        </p>
      ) : null}
      <p className="mt-3 rounded-xl bg-ink px-4 py-2.5 text-center font-semibold text-on-ink text-xs">{copy.fabric}</p>
    </div>
  );
}

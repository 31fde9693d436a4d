import { fill } from "@content/fill.ts";
import { buildingBlocks, solutions, ui, visuals } from "@content/index.ts";
import type { Solution } from "@content/schema.ts";
import { cn } from "@lib/cn.ts";
import { Plus } from "lucide";
import { Icon } from "@/components/ui/icon.tsx";
import { SvgIcon } from "@/components/ui/svg-icon.tsx";

/**
 * The blocks a suite could add next: those the suites sharing blocks with it use and it does not, weighed by how many
 * blocks each such suite shares with it. Two at most, and a pair of its own: where an earlier suite (in the content's
 * order) already offers the two weightiest, the next weightiest takes the second's place.
 */
const nextBlocks = new Map<string, string[]>();
for (const solution of solutions) {
  const own = new Set(solution.poweredByBlocks);
  const weight = new Map<string, number>();
  for (const other of solutions) {
    const shared = other.poweredByBlocks.filter((block) => own.has(block)).length;
    if (other.slug === solution.slug || !shared) continue;
    for (const block of other.poweredByBlocks) if (!own.has(block)) weight.set(block, (weight.get(block) ?? 0) + shared);
  }
  const [first, ...rest] = [...weight].sort(([, a], [, b]) => b - a).map(([name]) => name);
  const taken = (pair: string[]) => [...nextBlocks.values()].some((other) => pair.every((name) => other.includes(name)));
  const second = rest.find((name) => !taken([first ?? "", name])) ?? rest[0];
  nextBlocks.set(
    solution.slug,
    [first, second].flatMap((name) => name ?? []),
  );
}

const tile = "flex items-center gap-3 rounded-xl border bg-card p-3 font-semibold";
const tileIcon = "size-8 shrink-0 rounded-lg bg-primary-soft p-2 text-primary";

/**
 * A solution's own suite picture, its product suite assembled from blocks: the suite's building blocks in it, the last
 * one just added (outlined, in a dashed slot as wide as the row where it would stand alone), the blocks it could add
 * next beside it (none where it already holds every block), all on the orchestration fabric.
 */
export function SolutionSuite({ solution: suite }: { solution: Solution }) {
  const copy = visuals.suite;
  const spare = nextBlocks.get(suite.slug) ?? [];
  const icon = (name: string) => buildingBlocks.find((block) => block.name === name)?.icon ?? "puzzle";
  const placed = suite.poweredByBlocks.slice(0, -1);
  const arriving = suite.poweredByBlocks.at(-1) ?? "";
  return (
    <div
      role="img"
      aria-label={`${copy.description}: ${fill(ui.a11y.suitePicture, { suite: suite.name, blocks: suite.poweredByBlocks.join(", ") })}.${spare.length ? ` ${copy.spareHeading}: ${spare.join(", ")}.` : ""}`}
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
      {spare.length ? (
        <p className="mt-3 flex flex-wrap items-center gap-2 text-xs">
          <span className="font-semibold text-muted-foreground uppercase tracking-wider max-sm:w-full">{copy.spareHeading}</span>
          {spare.map((name) => (
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

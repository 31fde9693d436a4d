import { buildingBlocks as blocks, solutions as suites } from "@content/index.ts";
import type { VisualsCopy } from "@content/schema.ts";
import { Icon } from "@/components/ui/icon.tsx";
import { ProductScreen } from "./product-screen.tsx";

const row = "flex items-center gap-3 border-border border-t px-4 py-2 first:border-t-0";
const blockIcon = "size-6 shrink-0 rounded-md bg-primary-soft p-1 text-primary";

/** The catalogue of suites (/solutions): each suite's name, and the icons of the building blocks it is made of. */
export function SuiteCatalogue({ copy }: { copy: VisualsCopy["suite"]["catalogue"] }) {
  const icon = (name: string) => blocks.find((block) => block.name === name)?.icon ?? "puzzle";
  return (
    <ProductScreen
      label={`${copy.description}: ${suites.map((s) => `${s.name} (${s.poweredByBlocks.join(", ")})`).join("; ")}.`}
      bar={copy.bar}
    >
      <ul>
        {suites.map((suite) => (
          <li key={suite.slug} className={row}>
            <Icon name={suite.icon} className="size-7 shrink-0 rounded-lg bg-accent-soft p-1.5 text-accent" />
            <span className="min-w-0 flex-1 font-semibold leading-snug">{suite.name}</span>
            <span className="flex gap-1">
              {suite.poweredByBlocks.map((name) => (
                <Icon key={name} name={icon(name)} className={blockIcon} />
              ))}
            </span>
          </li>
        ))}
      </ul>
    </ProductScreen>
  );
}

/**
 * The building blocks' reuse (/platform/capabilities): each block, with a bar of how many of the suites are built on it,
 * counted from the suites' own lists.
 */
export function BlockReuse({ copy }: { copy: VisualsCopy["suite"]["reuse"] }) {
  const count = (name: string) => suites.filter((s) => s.poweredByBlocks.includes(name)).length;
  const rows = blocks.map((block) => ({ block, used: count(block.name) })).sort((a, b) => b.used - a.used);
  return (
    <ProductScreen
      label={`${copy.description}: ${rows.map(({ block, used }) => `${block.name}, ${used} of ${suites.length}`).join("; ")}.`}
      bar={copy.bar}
    >
      <p className="px-4 pt-3 text-end font-semibold text-muted-foreground text-xs uppercase tracking-wider">{copy.usedBy}</p>
      <ul className="pb-1">
        {rows.map(({ block, used }) => (
          <li key={block.slug} className={row}>
            <Icon name={block.icon} className={blockIcon} />
            <span className="min-w-0 flex-1 font-semibold leading-snug">{block.name}</span>
            {/* Drawn, not styled: the policy allows no inline style. */}
            <svg
              viewBox={`0 0 ${suites.length} 1`}
              preserveAspectRatio="none"
              aria-hidden="true"
              className="h-2 w-20 shrink-0 overflow-hidden rounded-full bg-muted text-primary sm:w-36"
            >
              <rect width={used} height="1" fill="currentColor" />
            </svg>
            <span className="w-10 text-end font-mono text-muted-foreground text-xs">{`${used}/${suites.length}`}</span>
          </li>
        ))}
      </ul>
    </ProductScreen>
  );
}

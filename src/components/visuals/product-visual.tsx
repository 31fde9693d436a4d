import { buildingBlocks, visuals as copy, solutions, ui } from "@content/index.ts";
import type { ProductVisualName, Solution } from "@content/schema.ts";
import { BlockReuse, SuiteCatalogue } from "./block-reuse.tsx";
import { OrchestrationFabric } from "./orchestration-fabric.tsx";
import { RulesEditor } from "./rules-editor.tsx";
import { SimulationResult } from "./simulation-result.tsx";
import { SuiteBlocks } from "./suite-blocks.tsx";
import { WorkflowRun } from "./workflow-run.tsx";

const visuals: Record<ProductVisualName, () => React.JSX.Element> = {
  "rules-editor": () => <RulesEditor copy={copy.rulesEditor} />,
  simulation: () => <SimulationResult copy={copy.simulation} />,
  suite: () => {
    // The content's validation has checked that the suite exists.
    const suite = solutions.find((s) => s.slug === copy.suite.suite) as (typeof solutions)[number];
    return <SolutionSuite solution={suite} />;
  },
  catalogue: () => <SuiteCatalogue copy={copy.suite.catalogue} suites={solutions} blocks={buildingBlocks} />,
  reuse: () => <BlockReuse copy={copy.suite.reuse} suites={solutions} blocks={buildingBlocks} />,
  fabric: () => <OrchestrationFabric copy={copy.fabric} />,
  workflow: () => <WorkflowRun copy={copy.fabric.workflow} />,
};

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

/** A solution's own suite picture: its building blocks snapped into it, and beside it the blocks it could add next. */
export function SolutionSuite({ solution }: { solution: Solution }) {
  const spare = nextBlocks.get(solution.slug) ?? [];
  return <SuiteBlocks copy={{ ...copy.suite, spare }} suite={solution} blocks={buildingBlocks} madeOf={ui.a11y.suitePicture} />;
}

/** The product picture a page's content names, with its words from src/content/visuals.ts. */
export function ProductVisual({ name }: { name: ProductVisualName }) {
  const Visual = visuals[name];
  return <Visual />;
}

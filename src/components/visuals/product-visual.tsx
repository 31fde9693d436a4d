import { buildingBlocks, fabricVisual, rulesEditor, simulation, solutions, suiteVisual, ui } from "@content/index.ts";
import type { ProductVisualName, Solution } from "@content/schema.ts";
import { BlockReuse, SuiteCatalogue } from "./block-reuse.tsx";
import { OrchestrationFabric } from "./orchestration-fabric.tsx";
import { RulesEditor } from "./rules-editor.tsx";
import { SimulationResult } from "./simulation-result.tsx";
import { SuiteBlocks } from "./suite-blocks.tsx";

type VisualProps = { className?: string };

const visuals: Record<ProductVisualName, (props: VisualProps) => React.JSX.Element> = {
  "rules-editor": (props) => <RulesEditor copy={rulesEditor} {...props} />,
  simulation: (props) => <SimulationResult copy={simulation} {...props} />,
  suite: (props) => {
    // The content's validation has checked that the suite exists.
    const suite = solutions.find((s) => s.slug === suiteVisual.suite) as (typeof solutions)[number];
    return <SolutionSuite solution={suite} {...props} />;
  },
  catalogue: (props) => <SuiteCatalogue copy={suiteVisual.catalogue} suites={solutions} blocks={buildingBlocks} {...props} />,
  reuse: (props) => <BlockReuse copy={suiteVisual.reuse} suites={solutions} blocks={buildingBlocks} {...props} />,
  fabric: (props) => <OrchestrationFabric copy={fabricVisual} {...props} />,
};

/**
 * A solution's own suite picture: its building blocks snapped into it, and beside it the spare blocks the picture's
 * words name that it does not use yet, or else the first building blocks it does not use (two at most).
 */
export function SolutionSuite({ solution, className }: VisualProps & { solution: Solution }) {
  const unused = (name: string) => !solution.poweredByBlocks.includes(name);
  const spare = [...new Set([...suiteVisual.spare, ...buildingBlocks.map((block) => block.name)])].filter(unused).slice(0, 2);
  return (
    <SuiteBlocks
      copy={{ ...suiteVisual, spare }}
      suite={solution}
      blocks={buildingBlocks}
      madeOf={ui.a11y.suitePicture}
      className={className}
    />
  );
}

/** The product picture a page's content names, with its words from src/content/visuals.ts. */
export function ProductVisual({ name, ...props }: VisualProps & { name: ProductVisualName }) {
  const Visual = visuals[name];
  return <Visual {...props} />;
}

import { visuals as copy, solutions } from "@content/index.ts";
import type { ProductVisualName } from "@content/schema.ts";
import { BlockReuse, SuiteCatalogue } from "./block-reuse.tsx";
import { OrchestrationFabric } from "./orchestration-fabric.tsx";
import { RulesEditor } from "./rules-editor.tsx";
import { SimulationResult } from "./simulation-result.tsx";
import { SolutionSuite } from "./suite-blocks.tsx";
import { WorkflowRun } from "./workflow-run.tsx";

const visuals: Record<ProductVisualName, () => React.JSX.Element> = {
  "rules-editor": () => <RulesEditor copy={copy.rulesEditor} />,
  simulation: () => <SimulationResult copy={copy.simulation} />,
  suite: () => {
    // The content's validation has checked that the suite exists.
    const suite = solutions.find((s) => s.slug === copy.suite.suite) as (typeof solutions)[number];
    return <SolutionSuite solution={suite} />;
  },
  catalogue: () => <SuiteCatalogue copy={copy.suite.catalogue} />,
  reuse: () => <BlockReuse copy={copy.suite.reuse} />,
  fabric: () => <OrchestrationFabric copy={copy.fabric} />,
  workflow: () => <WorkflowRun copy={copy.fabric.workflow} />,
};

/** The product picture a page's content names, with its words from src/content/visuals.ts. */
export function ProductVisual({ name }: { name: ProductVisualName }) {
  const Visual = visuals[name];
  return <Visual />;
}

import { buildingBlocks, fabricVisual, rulesEditor, simulation, solutions, suiteVisual, ui } from "@content/index.ts";
import type { ProductVisualName } from "@content/schema.ts";
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
    return <SuiteBlocks copy={suiteVisual} suite={suite} blocks={buildingBlocks} madeOf={ui.a11y.suitePicture} {...props} />;
  },
  fabric: (props) => <OrchestrationFabric copy={fabricVisual} {...props} />,
};

/** The product picture a page's content names, with its words from src/content/visuals.ts. */
export function ProductVisual({ name, ...props }: VisualProps & { name: ProductVisualName }) {
  const Visual = visuals[name];
  return <Visual {...props} />;
}

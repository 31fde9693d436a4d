import type { VisualsCopy } from "@content/schema.ts";
import { ProductScreen } from "./product-screen.tsx";
import { StatusChip } from "./status-chip.tsx";

/** A workflow running on the fabric: each step's event beside what it did; the last, still waiting, in a dashed box. */
export function WorkflowRun({ copy }: { copy: VisualsCopy["fabric"]["workflow"] }) {
  const waiting = copy.steps.at(-1);
  return (
    <ProductScreen
      label={`${copy.description}: ${copy.steps.map((step) => step.label).join(", ")}. ${copy.bar.status}.`}
      bar={copy.bar}
    >
      <ol className="grid gap-2 p-4 sm:p-5">
        {copy.steps.map((step) => (
          <li
            key={step.event}
            className="flex items-center gap-3 rounded-xl border border-border px-3 py-2 font-semibold last:border-accent/40 last:border-dashed"
          >
            {step.label}
            <StatusChip tone={step === waiting ? "pending" : "live"} className="ms-auto font-mono font-normal">
              {step.event}
            </StatusChip>
          </li>
        ))}
      </ol>
      <p className="border-border border-t px-4 py-2.5 text-muted-foreground text-xs sm:px-5">{copy.meta}</p>
    </ProductScreen>
  );
}

import type { FabricVisualCopy } from "@content/schema.ts";
import { cn } from "@lib/cn.ts";
import { ProductScreen } from "./product-screen.tsx";
import { StatusChip } from "./status-chip.tsx";

/** A workflow running on the fabric: each step's event beside what it did, done or, the last, still waiting. */
export function WorkflowRun({ copy, className }: { copy: FabricVisualCopy["workflow"]; className?: string }) {
  const steps = copy.steps.map((step, index) => ({ ...step, waiting: index === copy.steps.length - 1 }));
  return (
    <ProductScreen
      label={`${copy.description}: ${steps.map((step) => step.label).join(", ")}. ${copy.bar.status}.`}
      bar={copy.bar}
      className={className}
    >
      <ol className="grid gap-2 p-4 sm:p-5">
        {steps.map((step) => (
          <li
            key={step.event}
            className={cn(
              "flex items-center gap-3 rounded-xl border px-3 py-2",
              step.waiting ? "border-accent/40 border-dashed" : "border-border",
            )}
          >
            <span className={cn("size-2.5 shrink-0 rounded-full", step.waiting ? "bg-accent" : "bg-primary")} />
            <span className="font-semibold">{step.label}</span>
            <StatusChip tone={step.waiting ? "pending" : "live"} className="ms-auto font-mono font-normal">
              {step.event}
            </StatusChip>
          </li>
        ))}
      </ol>
      <p className="border-border border-t px-4 py-2.5 text-muted-foreground text-xs sm:px-5">{copy.meta}</p>
    </ProductScreen>
  );
}

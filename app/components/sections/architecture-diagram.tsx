import { useEffect, useRef, useState } from "react";
import type { CapabilityBlock, DiagramSuite } from "~/content/schema";
import { cn } from "~/lib/cn";

type Selection = { kind: "suite" | "block"; id: string } | null;

type ArchitectureDiagramProps = { suites: DiagramSuite[]; blocks: CapabilityBlock[]; hint: string };

/**
 * Product suites over capability blocks over the orchestration fabric. Pointing at or focusing a suite lights up
 * the blocks it uses; pointing at or focusing a block lights up the suites built on it.
 */
export function ArchitectureDiagram({ suites, blocks, hint }: ArchitectureDiagramProps) {
  const [selection, setSelection] = useState<Selection>(null);
  const ref = useRef<HTMLDivElement>(null);
  // The diagram hydrates when the visitor reaches for it, so the pointer or focus may already be on an item by
  // then: start from that item.
  useEffect(() => {
    const active = ref.current?.querySelector<HTMLElement>("button:focus, button:hover");
    const { kind, id } = active?.dataset ?? {};
    if ((kind === "suite" || kind === "block") && id) setSelection({ kind, id });
  }, []);
  const highlightedSuites = new Set(
    selection?.kind === "suite"
      ? [selection.id]
      : selection
        ? suites.filter((s) => (s.blocks as string[]).includes(selection.id)).map((s) => s.id)
        : [],
  );
  const highlightedBlocks = new Set<string>(
    selection?.kind === "block" ? [selection.id] : selection ? (suites.find((s) => s.id === selection.id)?.blocks ?? []) : [],
  );
  const describe = (kind: "suite" | "block", id: string) =>
    kind === "suite"
      ? `Uses ${(suites.find((s) => s.id === id)?.blocks ?? []).map((b) => blocks.find((x) => x.id === b)?.name).join(", ")}`
      : `Used by ${suites
          .filter((s) => (s.blocks as string[]).includes(id))
          .map((s) => s.name)
          .join(", ")}`;

  const item = (kind: "suite" | "block", id: string, label: string, lit: boolean) => (
    <button
      key={id}
      type="button"
      data-kind={kind}
      data-id={id}
      data-highlighted={lit}
      aria-pressed={selection?.kind === kind && selection.id === id}
      aria-describedby={`diagram-${kind}-${id}`}
      onPointerEnter={() => setSelection({ kind, id })}
      onPointerLeave={() => setSelection(null)}
      onFocus={() => setSelection({ kind, id })}
      onBlur={() => setSelection(null)}
      onClick={() => setSelection((current) => (current?.id === id ? null : { kind, id }))}
      className={cn(
        "rounded-xl border px-4 py-3 text-left font-medium text-sm transition-colors motion-reduce:transition-none",
        lit
          ? kind === "suite"
            ? "border-accent bg-accent text-white"
            : "border-primary bg-primary text-white"
          : kind === "suite"
            ? "border-accent/30 bg-accent-soft"
            : "border-primary/30 bg-primary-soft",
        selection && !lit && "opacity-60",
      )}
    >
      {label}
    </button>
  );

  return (
    <div ref={ref} data-slot="architecture-diagram" className="mt-10 rounded-card border border-border bg-card p-4 sm:p-6">
      <p className="text-muted-foreground text-sm">{hint}</p>
      <div hidden>
        {suites.map((s) => (
          <span key={s.id} id={`diagram-suite-${s.id}`}>
            {describe("suite", s.id)}
          </span>
        ))}
        {blocks.map((b) => (
          <span key={b.id} id={`diagram-block-${b.id}`}>
            {describe("block", b.id)}
          </span>
        ))}
      </div>
      <div className="mt-5 flex flex-col gap-4">
        <div>
          <h3 className="mb-2 font-semibold text-muted-foreground text-xs uppercase tracking-wider">Product suites</h3>
          <div className="grid grid-cols-2 gap-2 lg:grid-cols-4">
            {suites.map((s) => item("suite", s.id, s.name, highlightedSuites.has(s.id)))}
          </div>
        </div>
        <div>
          <h3 className="mb-2 font-semibold text-muted-foreground text-xs uppercase tracking-wider">Capability blocks</h3>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
            {blocks.map((b) => item("block", b.id, b.name, highlightedBlocks.has(b.id)))}
          </div>
        </div>
        <div className="rounded-xl bg-ink px-4 py-3 text-center font-semibold text-on-ink text-sm">Orchestration fabric</div>
      </div>
    </div>
  );
}

import type { CapabilityBlock, DiagramSuite } from "@content/schema.ts";

type ArchitectureDiagramProps = {
  suites: DiagramSuite[];
  blocks: CapabilityBlock[];
  hint: string;
  labels: { suites: string; blocks: string; fabric: string };
};

const item =
  "w-full cursor-default rounded-xl border px-4 py-3 text-left font-medium text-sm transition-[background-color,border-color,color,opacity] motion-reduce:transition-none";
const tones = {
  suite: "border-accent/30 bg-accent-soft [--lit:var(--color-accent)]",
  block: "border-primary/30 bg-primary-soft [--lit:var(--color-primary)]",
};

/**
 * Product suites over capability blocks over the orchestration fabric. Pointing at or focusing a suite lights up the
 * blocks it uses; pointing at or focusing a block lights up the suites built on it. The lighting is CSS (`:has()`),
 * one rule per link between a suite and a block, written from the content at build time: no script.
 */
export function ArchitectureDiagram({ suites, blocks, hint, labels }: ArchitectureDiagramProps) {
  const blockName = (id: string) => blocks.find((b) => b.id === id)?.name ?? id;
  const diagram = "[data-slot=architecture-diagram]";
  const active = (kind: string, id: string) => `${diagram}:has([data-${kind}="${id}"]:is(:hover,:focus))`;
  const links = suites.flatMap((suite) => suite.blocks.map((block) => ({ suite: suite.id, block })));
  const lit = [
    `${diagram} button:is(:hover,:focus)`,
    ...links.flatMap(({ suite, block }) => [
      `${active("suite", suite)} [data-block="${block}"]`,
      `${active("block", block)} [data-suite="${suite}"]`,
    ]),
  ];
  // While one item is pointed at or focused, the others fade back and the ones it is linked with light up.
  const css = `:where(${diagram}:has(button:is(:hover,:focus))) button{opacity:.6}${lit.join(",")}{opacity:1;background-color:var(--lit);border-color:var(--lit);color:#fff}`;
  return (
    <div data-slot="architecture-diagram" className="mt-10 rounded-card border border-border bg-card p-4 sm:p-6">
      <style>{css}</style>
      <p className="text-muted-foreground text-sm">{hint}</p>
      <div className="mt-5 flex flex-col gap-4">
        <div>
          <h3 className="mb-2 font-semibold text-muted-foreground text-xs uppercase tracking-wider">{labels.suites}</h3>
          <ul className="grid grid-cols-2 gap-2 lg:grid-cols-4">
            {suites.map((suite) => (
              <li key={suite.id} className="grid">
                <button
                  type="button"
                  data-suite={suite.id}
                  aria-describedby={`diagram-suite-${suite.id}`}
                  className={`${item} ${tones.suite}`}
                >
                  {suite.name}
                  <span id={`diagram-suite-${suite.id}`} hidden>
                    Uses {suite.blocks.map(blockName).join(", ")}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="mb-2 font-semibold text-muted-foreground text-xs uppercase tracking-wider">{labels.blocks}</h3>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
            {blocks.map((block) => (
              <li key={block.id} className="grid">
                <button
                  type="button"
                  data-block={block.id}
                  aria-describedby={`diagram-block-${block.id}`}
                  className={`${item} ${tones.block}`}
                >
                  {block.name}
                  <span id={`diagram-block-${block.id}`} hidden>
                    Used by{" "}
                    {suites
                      .filter((s) => (s.blocks as string[]).includes(block.id))
                      .map((s) => s.name)
                      .join(", ")}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-xl bg-ink px-4 py-3 text-center font-semibold text-on-ink text-sm">{labels.fabric}</div>
      </div>
    </div>
  );
}

import { fill } from "@content/fill.ts";
import { capabilityBlocks as blocks, home, diagramSuites as suites, ui } from "@content/index.ts";
import { columnMiddle, stubs, Wires } from "@/components/visuals/wires.tsx";
import "./architecture-diagram.css";

type Linked = { id: string; name: string };

/**
 * A suite or a block: a button to point at or focus, with the ids of the blocks it uses or the suites it serves
 * (`data-uses`, `data-by`), which names them to screen readers ("Uses {blocks}", "Used by {suites}").
 */
function Item({ kind, item, linked, label }: { kind: "suite" | "block"; item: Linked; linked: Linked[]; label: string }) {
  const names = linked.map((l) => l.name).join(", ");
  const ids = { [kind === "suite" ? "data-uses" : "data-by"]: linked.map((l) => l.id).join(" ") };
  return (
    <button type="button" {...{ [`data-${kind}`]: item.id }} {...ids} aria-describedby={`diagram-${kind}-${item.id}`}>
      {item.name}
      <span id={`diagram-${kind}-${item.id}`} hidden>
        {fill(label, { blocks: names, suites: names })}
      </span>
    </button>
  );
}

/**
 * Product suites over capability blocks over the orchestration fabric over the bank's core, drawn as layers joined
 * by wires. Pointing at or focusing a suite lights up the blocks it uses and the wires to them; pointing at or
 * focusing a block lights up the suites built on it and theirs. The lighting is CSS (`:has()`), one rule per item
 * of the diagram, written from the content at build time: no script. The rest of its rules: architecture-diagram.css.
 */
export function ArchitectureDiagram() {
  // The rows' names and texts, and what a suite or a block says to screen readers: "Uses {blocks}", "Used by {suites}".
  const labels = ui.architecture;
  const blockOf = (id: string) => blocks.find((b) => b.id === id) ?? { id, name: id };
  const column = (id: string, list: { id: string }[]) =>
    columnMiddle(
      list.findIndex((i) => i.id === id),
      list.length,
    );
  const diagram = "[data-slot=architecture-diagram]";
  const active = (kind: string, id: string) => `${diagram}:has([data-${kind}="${id}"]:is(:hover,:focus))`;
  const links = suites.flatMap((suite) => suite.blocks.map((block) => ({ suite: suite.id, block })));
  const usedBy = (id: string) => suites.filter((s) => (s.blocks as string[]).includes(id));
  // Each block and wire lists the suites it serves (`data-by`), each suite and wire the blocks it uses (`data-uses`):
  // one rule per item lights everything it is linked with, the blocks or suites and the wires between them.
  const lit = [
    `${diagram} button:is(:hover,:focus)`,
    ...suites.map((s) => `${active("suite", s.id)} [data-by~="${s.id}"]`),
    ...blocks.map((b) => `${active("block", b.id)} [data-uses~="${b.id}"]`),
  ];
  // While one item is pointed at or focused, the others fade back and the ones it is linked with light up.
  const css = `:where(${diagram}:has(button:is(:hover,:focus))) button{opacity:.6}${lit.join(",")}{opacity:1;background-color:var(--lit);border-color:var(--lit);color:#fff;stroke:var(--color-accent);stroke-width:3}`;
  const wires = links.map(({ suite, block }) => {
    const [from, to] = [column(suite, suites), column(block, blocks)];
    return { d: `M${from} 0C${from} 5 ${to} 5 ${to} 10`, "data-by": suite, "data-uses": block };
  });
  return (
    <div data-slot="architecture-diagram" className="h-full rounded-card border border-border bg-card p-4 sm:p-6">
      <style>{css}</style>
      <p className="text-muted-foreground text-xs">{home.architecture.hint}</p>
      <div className="mt-5 grid items-center gap-x-6 gap-y-2 lg:grid-cols-[7.5rem_1fr] lg:gap-y-0">
        <h3>{labels.suites}</h3>
        <ul className="grid grid-cols-2 gap-2 lg:grid-cols-4">
          {suites.map((suite) => (
            <li key={suite.id} className="grid">
              <Item kind="suite" item={suite} linked={suite.blocks.map(blockOf)} label={labels.uses} />
            </li>
          ))}
        </ul>
        <Wires wires={wires} height={48} className="diagram-wires" />
        <h3>{labels.blocks}</h3>
        {/* Three a row, the last row centred, until the blocks fit one row: five in twos left one alone. */}
        <ul className="flex flex-wrap justify-center gap-2 lg:grid lg:grid-cols-5">
          {blocks.map((block) => (
            <li key={block.id} className="grid basis-[calc((100%-1rem)/3)]">
              <Item kind="block" item={block} linked={usedBy(block.id)} label={labels.usedBy} />
            </li>
          ))}
        </ul>
        <Wires wires={stubs(blocks.length)} height={20} className="diagram-wires" />
        <h3>{labels.fabric}</h3>
        <p className="rounded-xl bg-ink px-4 py-3 font-medium text-on-ink text-sm">{labels.fabricDetail}</p>
        <Wires wires={stubs(blocks.length)} height={20} className="diagram-wires" />
        <h3>{labels.core}</h3>
        <p className="rounded-xl border border-primary/30 border-dashed px-4 py-3 text-muted-foreground text-sm">
          {labels.coreDetail}
        </p>
      </div>
    </div>
  );
}

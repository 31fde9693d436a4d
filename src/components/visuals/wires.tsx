import { cn } from "@lib/cn.ts";

type Wire = { d: string } & Record<`data-${string}`, string>;

/**
 * Lines between two rows of equal columns (CSS grids with a gap of 0.5rem), drawn in a box 40 units wide and 10
 * high, stretched to the row: the SVG is one gap wider than the row, so a column's middle sits at a whole fraction
 * of it (`columnMiddle`). Strokes keep their width however far the box stretches. Its height is its own.
 */
export function Wires({ wires, height, className }: { wires: Wire[]; height: number; className?: string }) {
  return (
    <svg
      viewBox="0 0 40 10"
      height={height}
      preserveAspectRatio="none"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      className={cn("w-[calc(100%+0.5rem)] text-muted-foreground/40", className)}
      aria-hidden="true"
    >
      {wires.map((wire) => (
        <path key={wire.d} vectorEffect="non-scaling-stroke" {...wire} />
      ))}
    </svg>
  );
}

/** The middle of column `index` of `count`, in the 40 units of a Wires box. */
export const columnMiddle = (index: number, count: number) => ((2 * index + 1) * 20) / count;

/** One wire of short vertical lines, from the middle of each of `count` columns across the whole box. */
export const stubs = (count: number): Wire[] => [
  { d: Array.from({ length: count }, (_, i) => `M${columnMiddle(i, count)} 0v10`).join("") },
];

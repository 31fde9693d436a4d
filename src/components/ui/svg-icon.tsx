import type { IconNode } from "lucide";
import { createElement } from "react";

/** A Lucide icon drawn from its path data, rendered to inline SVG at build time (HTML needs no xmlns on it). */
export function SvgIcon({ node, className }: { node: IconNode; className?: string }) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      {node.map(([tag, attrs], index) =>
        // Static path data never reorders: its position is its identity.
        createElement(tag, { key: index, ...attrs }),
      )}
    </svg>
  );
}

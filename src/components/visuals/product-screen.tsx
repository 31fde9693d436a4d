import type * as React from "react";
import { StatusChip } from "./status-chip.tsx";

type ProductScreenProps = {
  /** What the picture shows, in plain words: the whole picture is one image to assistive technology. */
  label: string;
  bar: { section: string; title: string; status: string };
  /** `live` for something switched on, `pending` for something waiting on a person. */
  tone?: "live" | "pending";
  children: React.ReactNode;
};

/**
 * A window of the product, drawn in HTML and CSS: a title bar with where it is and what state it is in, then the
 * screen. Text stays text (12 px and up, AA contrast), so it is sharp at any size and reflows on a phone. Every
 * stylesheet is inline in every page, so the visuals use the site's existing utilities wherever one will do.
 */
export function ProductScreen({ label, bar, tone = "live", children }: ProductScreenProps) {
  return (
    <div
      role="img"
      aria-label={label}
      data-slot="product-visual"
      className="overflow-hidden rounded-card border border-border bg-card text-foreground text-sm shadow-2xl"
    >
      <p className="flex items-center gap-3 border-border border-b bg-muted px-4 py-2.5">
        <span>
          <span className="text-muted-foreground">{`${bar.section} / `}</span>
          <b className="font-semibold">{bar.title}</b>
        </span>
        <StatusChip tone={tone} className="ms-auto">
          {bar.status}
        </StatusChip>
      </p>
      {children}
    </div>
  );
}

import { cn } from "@lib/cn.ts";
import type * as React from "react";

type StatusChipProps = { tone?: "live" | "pending"; className?: string; children: React.ReactNode };

/** A small rounded state label: `live` for something switched on or in place, `pending` for something still to come. */
export function StatusChip({ tone = "live", className, children }: StatusChipProps) {
  return (
    <span
      className={cn(
        "shrink-0 rounded-full px-2.5 py-1 font-semibold text-xs",
        tone === "live" ? "bg-primary-soft text-primary" : "bg-accent-soft text-accent",
        className,
      )}
    >
      {children}
    </span>
  );
}

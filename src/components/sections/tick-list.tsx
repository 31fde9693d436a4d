import { cn } from "@lib/cn.ts";
import { Check } from "lucide";
import { SvgIcon } from "@/components/ui/svg-icon.tsx";

/** Lines of text, each after a tick: outcomes, promises, what holds everywhere. */
export function TickList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn("flex flex-col gap-3", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <SvgIcon node={Check} className="mt-1 size-5 shrink-0 text-primary" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

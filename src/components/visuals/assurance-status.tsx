import type { SecurityCopy } from "@content/schema.ts";
import { Globe } from "lucide";
import { SvgIcon } from "@/components/ui/svg-icon.tsx";
import { ProductScreen } from "./product-screen.tsx";
import { StatusChip } from "./status-chip.tsx";

type Status = SecurityCopy["assurance"]["items"][number]["status"];
const labelOf = (status: Status, statuses: SecurityCopy["statuses"]) => (status === "held" ? statuses.held : statuses.inProgress);

type AssuranceChipProps = { status: Status; statuses: SecurityCopy["statuses"]; className?: string };

/** Whether an item is held or in progress, in its words and colour. */
export function AssuranceChip({ status, statuses, className }: AssuranceChipProps) {
  return (
    <StatusChip tone={status === "held" ? "live" : "pending"} className={className}>
      {labelOf(status, statuses)}
    </StatusChip>
  );
}

/**
 * What the security page states, at a glance: each control or audit with whether it is in place or in progress, and
 * the regions data can be kept in. One image to assistive technology, whose name reads the same list.
 */
export function AssuranceStatus({ security }: { security: SecurityCopy }) {
  const { statuses } = security;
  const { picture: copy } = security.hero;
  const { items } = security.assurance;
  const { regions } = security.residency;
  const held = items.map((item) => `${item.title}, ${labelOf(item.status, statuses)}`).join("; ");
  const label = `${copy.description}: ${held}. ${regions.map((region) => region.name).join(", ")}.`;
  return (
    <ProductScreen label={label} bar={copy.bar}>
      <ul className="divide-y divide-border px-5 py-2">
        {items.map((item) => (
          <li key={item.title} className="flex items-center gap-3 py-2.5">
            <span className="font-medium leading-snug">{item.title}</span>
            <AssuranceChip status={item.status} statuses={statuses} className="ms-auto" />
          </li>
        ))}
      </ul>
      {/* The regions in two columns of equal chips, on a phone too (a column of four left half the band empty): a name
          is never broken, and four never leave one alone on a line, whatever the font's width. */}
      <p className="flex items-center gap-2 border-border border-t bg-muted px-5 py-3 text-xs">
        <SvgIcon node={Globe} className="size-4 shrink-0 text-primary" />
        <span className="grid grid-cols-2 gap-1.5">
          {regions.map((region) => (
            <span
              key={region.name}
              className="whitespace-nowrap rounded-lg border border-border bg-card px-1.5 py-1 font-semibold"
            >
              {region.name}
            </span>
          ))}
        </span>
      </p>
    </ProductScreen>
  );
}

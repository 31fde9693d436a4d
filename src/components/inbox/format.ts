import { roles } from "@lib/demo-request-fields.ts";
import { type LeadStatus, leadStatusLabels } from "@lib/inbox-api.ts";

export type Suite = { slug: string; name: string };

/** A stored status as people read it ("Contacted"), or as it is when it is none. */
export const statusLabel = (value: string | null) => leadStatusLabels[value as LeadStatus] ?? value ?? "";

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
];
const relative = new Intl.RelativeTimeFormat("en", { numeric: "auto" });

/** How long ago: "5 minutes ago", "yesterday", "3 days ago"; "just now" under a minute. */
export function age(iso: string, now = Date.now()): string {
  const elapsed = now - Date.parse(iso);
  for (const [unit, size] of units) {
    if (elapsed >= size) return relative.format(-Math.floor(elapsed / size), unit);
  }
  return "just now";
}

/** A role's label as the form offers it ("CTO"), or the stored value. */
export const roleLabel = (value: string | null) => (value ? (roles.find((role) => role.value === value)?.label ?? value) : "—");

/** The suites a lead chose, by their names, as one line ("Family Banking, SME Treasury & FX"); "" for none. */
export const suiteNames = (slugs: readonly string[], suites: readonly Suite[]) =>
  slugs.map((slug) => suites.find((suite) => suite.slug === slug)?.name ?? slug).join(", ");

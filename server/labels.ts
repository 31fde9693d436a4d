import { roles } from "../src/lib/demo-request.ts";
import type { SiteData } from "../src/lib/site-data.ts";

/**
 * What people read instead of the codes stored with a request: a role's label ("Business development" for
 * `business-dev`), a suite's name. The notification e-mail and the CSV use them.
 */
export const roleLabel = (value: string | null) => (value ? (roles.find((role) => role.value === value)?.label ?? value) : null);
/** A suite's name as the published site gives it; a suite the site no longer has goes by its slug. */
export const suiteLabels = (solutions: SiteData["solutions"] = []) => {
  const names = new Map(solutions.map((solution) => [solution.slug, solution.name]));
  return (slug: string) => names.get(slug) ?? slug;
};

/** A request's campaign parameters in words: "source: newsletter, medium: email". */
export const campaignLabel = (utm: Record<string, string> | null) =>
  Object.entries(utm ?? {})
    .map(([key, value]) => `${key.replace(/^utm_/, "")}: ${value}`)
    .join(", ");

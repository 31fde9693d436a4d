import { readIndustries } from "../content/files.ts";

/**
 * Old addresses that moved for good. The server answers them with 301 (server/app.ts); the build also writes a
 * redirect page for each (astro.config.ts), for a static host that cannot answer 301.
 */
const legacySolutions: Record<string, string> = {
  "/solutions/smart-finance": "/solutions/family-banking",
  "/solutions/smart-value": "/solutions/smart-rewards",
  "/solutions/programmable-rewards": "/solutions/smart-rewards",
  "/solutions/smart-treasury-fx": "/solutions/sme-treasury-fx",
  "/solutions/smart-cards-spend": "/solutions/dynamic-banking",
  "/solutions/smart-identity": "/platform",
  "/solutions/smart-insights": "/platform",
};

const industryAliases: Record<string, string> = Object.fromEntries(
  readIndustries().flatMap((industry) =>
    (industry.aliases ?? []).map((alias) => [`/industries/${alias}`, `/industries/${industry.slug}`]),
  ),
);

export const redirects: ReadonlyMap<string, string> = new Map(Object.entries({ ...legacySolutions, ...industryAliases }));

/** The target of a moved path, ignoring one trailing slash. */
export function redirectTarget(pathname: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  return redirects.get(path);
}

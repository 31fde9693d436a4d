import { redirect } from "react-router";
import { industries } from "../content/industries.ts";
import { requestPath } from "./request-path.ts";

/**
 * Old addresses that moved for good. The server answers them with 301, the prerendered pages carry a
 * meta refresh for static hosting, and in-app navigation replaces them without an extra history entry. They have
 * no routes of their own: they reach the not-found route, whose loader redirects them (redirectIfMoved).
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
  industries.flatMap((industry) =>
    (industry.aliases ?? []).map((alias) => [`/industries/${alias}`, `/industries/${industry.slug}`]),
  ),
);

export const redirects: ReadonlyMap<string, string> = new Map(Object.entries({ ...legacySolutions, ...industryAliases }));

/** The target of a moved path, ignoring one trailing slash. */
export function redirectTarget(pathname: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  return redirects.get(path);
}

/** For the not-found route's loader: a moved address answers with a permanent redirect to its target. */
export function redirectIfMoved(request: Request): void {
  const target = redirectTarget(requestPath(request));
  if (target) throw redirect(target, 301);
}

import { useMatches } from "react-router";
import type { IconName } from "~/content/schema";
import { type IconSet, SvgIcon } from "./svg-icon";

/**
 * A decorative icon named by the content. Its path data comes with the route's loader data (`withIcons` in
 * `app/lib/icons.server.ts`), so only the icons a page shows reach the browser.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  const node = useMatches()
    .map((match) => (match.loaderData as { icons?: IconSet } | undefined)?.icons?.[name])
    .find(Boolean);
  if (!node) {
    console.error(`Icon "${name}" is not in this route's loader data: wrap the loader's result in withIcons().`);
    return null;
  }
  return <SvgIcon node={node} className={className} />;
}

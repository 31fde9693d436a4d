import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { isReservedPath } from "../src/content/reserved-paths.ts";
import { type SiteData, siteData, siteDataPath } from "../src/lib/site-data.ts";

/**
 * The content the server needs (the solutions a demo request may name, the moved addresses), from the build it
 * serves: the file the build wrote into STATIC_DIR (src/pages/site.json.ts). The server never reads the content files,
 * so it always agrees with the pages it serves.
 */
export function readSiteData(staticDir: string): SiteData {
  const file = path.join(staticDir, siteDataPath);
  if (!existsSync(file)) throw new Error(`${file} is missing: the site is not built. Run "npm run build" first.`);
  return siteData.parse(JSON.parse(readFileSync(file, "utf8")));
}

/** Where a handler gets the site's content: the build's file, or the dev server's page of the same. */
export type SiteDataSource = () => Promise<SiteData>;

/** `npm run dev`: what the dev server renders now, so an edit shows at once. */
export const devSiteData =
  (origin: () => string): SiteDataSource =>
  async () => {
    const response = await fetch(new URL(siteDataPath, origin()));
    if (!response.ok) throw new Error(`The dev server answered ${response.status} for ${siteDataPath}`);
    return siteData.parse(await response.json());
  };

/**
 * The page an old address now leads to, ignoring one trailing slash; never one of the server's or the staff tools'
 * own addresses, whatever the content says (src/content/reserved-paths.ts).
 */
export function movedTo(site: SiteData, pathname: string): string | undefined {
  const key = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  return Object.hasOwn(site.moved, key) && !isReservedPath(key) ? site.moved[key] : undefined;
}

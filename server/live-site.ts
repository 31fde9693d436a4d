import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { buildOutput } from "../src/lib/build-output.ts";
import type { Logger } from "./log.ts";
import { builtPages } from "./pages.ts";
import { serverPagePolicy } from "./security.ts";
import { readSiteData } from "./site-data.ts";
import { createStaticSite } from "./static.ts";

/**
 * One build of the site, ready to serve: its files, the content the server needs from it (site.json), each page's
 * Content-Security-Policy and its pages rendered on request. `client` is the build's client folder (build/client).
 */
export type SiteBuild = ReturnType<typeof loadSiteBuild>;

/**
 * What the build records about its pages (src/integrations/server-adapter.ts), beside the folder the site is served
 * from (build/csp.json): each prerendered page's whole policy, with the hashes of its inline scripts, keyed by the
 * page's path, and the file of the not-found page, relative to that folder.
 */
type PagesRecord = { policies: Record<string, string>; notFound?: string };

/** Loads a build; throws when it is incomplete (no pages, or no site.json). */
export function loadSiteBuild(client: string, log: Logger) {
  const dir = path.resolve(client);
  const file = path.join(path.dirname(dir), buildOutput.pages);
  const record: PagesRecord = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : { policies: {} };
  if (!existsSync(file)) log.warn({ file }, "no Content-Security-Policy for the pages: rebuild with npm run build");
  const policies = new Map(Object.entries(record.policies));
  return {
    client: dir,
    files: createStaticSite(dir, record.notFound),
    content: readSiteData(dir),
    /** The policy Astro computed for the page at a path ("/", "/about", "/404"); a page it listed none for gets no scripts. */
    policyFor: (pathname: string) => policies.get(pathname) ?? serverPagePolicy,
    renderNotSent: builtPages(dir),
  };
}

/**
 * The build the site is served from now, which a publish or a rollback switches at once: a request reads `current`
 * once and is answered wholly from that build, so no response mixes two. Hashed assets (whose names change with
 * their content) are found in the builds kept before it too, so a page a visitor loaded from the previous build still
 * gets its scripts after a switch; `deployed` is the build the server was started with, which also holds the content
 * editor's page and scripts.
 */
export class LiveSite {
  #current: SiteBuild;
  #kept: SiteBuild[] = [];
  readonly deployed: SiteBuild;

  constructor(deployed: SiteBuild) {
    this.deployed = deployed;
    this.#current = deployed;
  }

  get current(): SiteBuild {
    return this.#current;
  }

  /** Serves `build` from the next request on; `kept` are the other builds whose hashed assets stay reachable. */
  switchTo(build: SiteBuild, kept: SiteBuild[] = []) {
    this.#current = build;
    this.#kept = kept.filter((other) => other !== build);
  }

  /** The builds a hashed asset (`/_astro/…`) is looked for in: the live one, the kept ones, the deployed one. */
  get assetBuilds(): SiteBuild[] {
    return [this.#current, ...this.#kept, this.deployed];
  }
}

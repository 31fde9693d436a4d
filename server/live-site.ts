import path from "node:path";
import type { SiteData } from "../src/lib/site-data.ts";
import type { Logger } from "./log.ts";
import { builtPages, type RenderNotSent } from "./pages.ts";
import { loadPagePolicies } from "./security.ts";
import { readSiteData } from "./site-data.ts";
import { createStaticResolver } from "./static.ts";

/**
 * One build of the site, ready to serve: its files, the content the server needs from it (site.json), each page's
 * Content-Security-Policy and its pages rendered on request. `client` is the build's client folder (build/client).
 */
export type SiteBuild = {
  client: string;
  files: ReturnType<typeof createStaticResolver>;
  content: SiteData;
  policyFor: (page?: string) => string;
  renderNotSent: RenderNotSent;
};

/** Loads a build; throws when it is incomplete (no pages, or no site.json). */
export function loadSiteBuild(client: string, log: Logger): SiteBuild {
  const dir = path.resolve(client);
  return {
    client: dir,
    files: createStaticResolver(dir),
    content: readSiteData(dir),
    policyFor: loadPagePolicies(dir, log),
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

  /** A hashed asset (`/_astro/…`) from the live build, else from a kept one, else from the deployed build. */
  asset(pathname: string) {
    for (const build of [this.#current, ...this.#kept, this.deployed]) {
      const found = build.files.resolve(pathname);
      if (found?.immutable) return { build, found };
    }
    return undefined;
  }
}

import { type ChildProcessByStdio, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import type { Readable } from "node:stream";
import { stripVTControlCharacters } from "node:util";
import { lock } from "proper-lockfile";
import { buildOutput, inBuild } from "../../src/lib/build-output.ts";
import { siteDataPath } from "../../src/lib/site-data.ts";

/**
 * Builds the site from the content of another folder (the content repository's working copy) into `outDir`, with
 * the application's own code and settings: `npm run build`'s Astro config, content checks and environment (SITE_URL,
 * VITE_*, as the deployed build recorded them in build/.build-env.json). Both folders must be inside the application's
 * folder, where the build and its pages find node_modules.
 */
type BuildOutcome = { ok: boolean; output: string; client: string };

export type SiteBuilder = (options: {
  contentDir: string;
  outDir: string;
  /** The day the build publishes for (YYYY-MM-DD): a post dated later is left out. */
  publishedOn: string;
  /** A preview: every page says so in a banner. */
  preview?: boolean;
  /** Each line the build prints, as it prints it. */
  onLine?: (line: string) => void;
}) => Promise<BuildOutcome>;

/** What Vitest or a dev server put in the environment, which the build must not inherit. */
const toolKeys = /^(VITEST|VITE_USER_NODE_ENV$|MODE$|DEV$|PROD$|SSR$|BASE_URL$|TEST$)/;

/**
 * Runs Astro for the server (`args`: a build, the page preview's dev server) with the application's code, in the
 * server's environment without what a tool put there, with the settings the deployed build was made with
 * (build/.build-env.json) and `env`; its output is read from pipes, and with `ipc` it can send and take messages.
 */
export function runAstro(appRoot: string, args: string[], env: NodeJS.ProcessEnv, ipc = false) {
  const stamp = path.join(appRoot, inBuild("settings"));
  const deployedEnv: Record<string, string> = existsSync(stamp) ? JSON.parse(readFileSync(stamp, "utf8")) : {};
  return spawn(process.execPath, [path.join(appRoot, "node_modules/astro/bin/astro.mjs"), ...args], {
    cwd: appRoot,
    env: {
      ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !toolKeys.test(key))),
      ...deployedEnv,
      NO_COLOR: "1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe", ...(ipc ? (["ipc"] as const) : [])],
  }) as ChildProcessByStdio<null, Readable, Readable>;
}

export function siteBuilder(appRoot: string = process.cwd()): SiteBuilder {
  return async (options) => {
    const release = await oneBuildAtATime(appRoot);
    try {
      return await build(options);
    } finally {
      await release();
    }
  };

  function build({ contentDir, outDir, publishedOn, preview = false, onLine }: Parameters<SiteBuilder>[0]) {
    return new Promise<BuildOutcome>((resolve, reject) => {
      const child = runAstro(appRoot, ["build", "--outDir", outDir], {
        NODE_ENV: "production",
        CONTENT_DIR: contentDir,
        SITE_PUBLISHED_ON: publishedOn,
        // Beside the builds, kept from one to the next: only what changed is read again.
        ASTRO_CACHE_DIR: path.join(path.dirname(outDir), ".cache"),
        // The editor's page is served from the deployed build (server/live-site.ts).
        SITE_EDITOR_PAGE: "off",
        ...(preview ? { SITE_PREVIEW: "on" } : {}),
      });
      let output = "";
      for (const stream of [child.stdout, child.stderr]) {
        createInterface({ input: stream }).on("line", (text) => {
          // The lines are shown in a page: no terminal colours.
          const line = stripVTControlCharacters(text);
          output += `${line}\n`;
          if (line.trim()) onLine?.(line.trim());
        });
      }
      child.on("error", reject);
      child.on("close", (code) => {
        const client = path.join(outDir, buildOutput.client);
        resolve({ ok: code === 0 && existsSync(path.join(client, siteDataPath)), output, client });
      });
    });
  }
}

/**
 * Waits for the application's folder to be free for a build, and holds it. Astro writes part of what a build reads
 * from its content (`.astro/content-assets.mjs`) in the project's own `.astro` folder, whatever the build's output and
 * cache folders: two builds at once in one folder overwrite each other's, and one fails on a missing file or reads the
 * other's pictures. The publisher runs one job at a time; this also keeps apart any other build that takes the same
 * lock (the tests' builds of fixture content). A lock left by a process that died is taken over after 30 s.
 */
export function oneBuildAtATime(appRoot: string) {
  return lock(path.join(appRoot, "package.json"), {
    lockfilePath: path.join(appRoot, ".tmp-build.lock"),
    stale: 30_000,
    retries: { forever: true, minTimeout: 250, maxTimeout: 1_000 },
    // Lost only if this process stalled past 30 s: another build may then start beside this one, and one of the two
    // may fail, which the publisher reports as any failed build. proper-lockfile's default would throw from a timer.
    onCompromised: () => {},
  });
}

import type { ChildProcess } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Shown } from "../../src/content/kinds.ts";
import { parseContent } from "../../src/content/parse.ts";
import { type PageEntry, type PageKind, routeTable } from "../../src/lib/route-table.ts";
import { entryAt, entryName, kindAt, rawContentOf, readContentTexts } from "../editor/content-files.ts";
import type { Logger } from "../log.ts";
import type { ContentRepository } from "./repository.ts";
import { runAstro } from "./site-builder.ts";

/**
 * One page of the content as saved, shown as it will look, in a second or two (docs/decisions/024-page-preview.md):
 * Astro's dev server renders it on request from the content repository's working copy. It runs in a process of its
 * own (about 0.6–0.9 GB of memory while it runs, none of it the server's), started when an editor opens the editor,
 * saves or asks for a page, and stopped after `idleMs` without any. Before each page it reads the content again, while
 * no save is being written, so the page shows every save made before the request.
 */
export type PagePreview = ReturnType<typeof pagePreview>;

/**
 * The addresses the dev server's pages load their scripts, styles and pictures from: Vite's own, and its prebundled
 * dependencies in the dev server's folder (astro.config.ts).
 */
export const devAssetPrefixes = ["/@fs/", "/@id/", "/@vite/", "/@react-refresh", "/.astro/vite/"] as const;

/** How long the dev server runs without a page asked for, a save or the editor opened. */
const idleMs = 15 * 60_000;

export function pagePreview({
  repository,
  dir,
  log,
}: {
  repository: ContentRepository;
  /** The dev server's own folder (its content store, its caches): beside the builds, inside the application's folder. */
  dir: string;
  log: Logger;
}) {
  const appRoot = process.cwd();
  let child: ChildProcess | undefined;
  let origin: Promise<string> | undefined;
  let idle: NodeJS.Timeout | undefined;
  /** The refreshes asked for, answered in turn (Astro reads the content once at a time). */
  const refreshing: { resolve: () => void; reject: (error: Error) => void }[] = [];

  function start(): Promise<string> {
    mkdirSync(dir, { recursive: true });
    const config = path.relative(dir, path.join(appRoot, "astro.config.ts"));
    const args = ["dev", "--root", dir, "--config", config, "--host", "127.0.0.1", "--port", "0"];
    const env = { NODE_ENV: "development", CONTENT_DIR: repository.contentDir, SITE_PREVIEW: "pages" };
    const started = runAstro(appRoot, args, env, true);
    child = started;
    let output = "";
    for (const stream of [started.stdout, started.stderr])
      stream?.on("data", (chunk) => (output = (output + chunk).slice(-2_000)));
    return new Promise((resolve, reject) => {
      started.on("message", (message: { ready?: number; refreshed?: boolean; error?: string }) => {
        if (message.ready) resolve(`http://127.0.0.1:${message.ready}`);
        const waiting = message.refreshed ? refreshing.shift() : undefined;
        if (message.error) waiting?.reject(new Error(message.error));
        else waiting?.resolve();
      });
      started.on("error", reject);
      started.on("exit", (code, signal) => {
        if (child === started) [child, origin] = [undefined, undefined];
        const stopped = new Error(`The page preview stopped (${signal ?? code}): ${output}`);
        for (const waiting of refreshing.splice(0)) waiting.reject(stopped);
        if (signal !== "SIGTERM") log.warn({ code, signal, output }, "page preview stopped");
        reject(stopped);
      });
    });
  }

  /** The dev server's address, started if it is not running; stopped again after `idleMs` without a call. */
  function running(): Promise<string> {
    clearTimeout(idle);
    idle = setTimeout(stop, idleMs);
    idle.unref();
    origin ??= start();
    return origin;
  }

  function stop() {
    clearTimeout(idle);
    child?.kill("SIGTERM");
    [child, origin] = [undefined, undefined];
  }

  /** What the dev server answers at `address` (a path and its query), for an editor: never stored, never indexed. */
  async function fetched(address: string): Promise<Response> {
    const response = await fetch(`${await running()}${address}`, { redirect: "manual" });
    const headers = new Headers({ "cache-control": "private, no-store", "x-robots-tag": "noindex, nofollow" });
    for (const name of ["content-type", "content-security-policy", "location"]) {
      const value = response.headers.get(name);
      if (value) headers.set(name, value);
    }
    return new Response(response.body, { status: response.status, headers });
  }

  return {
    /** Starts the dev server and renders the home page once, so that the first page asked for comes quickly. */
    warm() {
      void fetched("/")
        .then((response) => response.arrayBuffer())
        .catch((error: unknown) => log.warn({ reason: (error as Error).message }, "page preview could not start"));
    },

    /** The page at `pathname`, from the content as saved a moment ago. */
    async page(pathname: string): Promise<Response> {
      await running();
      // The dev server reads the content again, between saves; the page waits until it has.
      await repository.exclusive(
        () =>
          new Promise<void>((resolve, reject) => {
            if (!child?.connected) return reject(new Error("The page preview is not running."));
            refreshing.push({ resolve, reject });
            child.send({ refresh: true });
            // Never holds the repository's lock, which saves wait for, longer than half a minute.
            setTimeout(() => reject(new Error("The page preview did not read the content within 30 s.")), 30_000).unref();
          }),
      );
      return fetched(pathname);
    },

    /** A script, style or picture a preview page asks for (from this instance's dev server, whichever made the page). */
    asset: fetched,

    /**
     * The pages a content file shows on, from the site's route table of the content as saved: an entry's own page; the
     * pages of the kinds its kind shows on (src/content/kinds.ts); else the home page. Undefined for a file the content
     * does not have.
     */
    async pagesShowing(file: string): Promise<{ name: string; pages: PageEntry[] } | undefined> {
      const texts = await readContentTexts(repository.contentDir);
      const text = texts.get(file);
      if (text === undefined) return undefined;
      const pages = routeTable(parseContent(rawContentOf(texts)).content);
      const entry = entryAt(file);
      const kind: Shown | undefined = kindAt(file);
      const shownOn: readonly PageKind[] = kind?.shownOn ?? ["home"];
      const shows = (page: PageEntry) =>
        entry && kind?.page ? page.kind === kind.page && page.path.endsWith(`/${entry.slug}`) : shownOn.includes(page.kind);
      return { name: entryName(file, text), pages: pages.filter(shows) };
    },

    stop,
  };
}

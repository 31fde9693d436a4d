import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { git } from "../server/editor/history.ts";
import { createLogger } from "../server/log.ts";
import { pagePreview } from "../server/publish/page-preview.ts";
import { openContentRepository } from "../server/publish/repository.ts";
import { siteBuilder } from "../server/publish/site-builder.ts";
import { pathOf } from "../src/content/paths.ts";
import { median } from "./production-server.ts";

/**
 * `npm run bench:preview`: how long an editor waits to see a page of the content as saved. The page preview
 * (server/publish/page-preview.ts) on a copy of src/content: its first start, a start with its caches kept, a page
 * once warm (median of BENCH_ROUNDS, default 10), a page right after a save, and the dev server's memory; then the
 * preview build of the whole site, for comparison (BENCH_FULL_BUILD=off leaves it out).
 */
const rounds = Number(process.env.BENCH_ROUNDS ?? 10);
// Inside the application's folder, as the server keeps its data (server/env.ts).
const dataDir = mkdtempSync(path.resolve(".tmp-bench-preview-"));
const repository = await openContentRepository({ dir: path.join(dataDir, "content"), seedFrom: "src/content" });
const dir = path.join(dataDir, "builds", ".page-preview");
const log = createLogger("silent");
const [solution = ""] = readdirSync(path.join(repository.contentDir, "solutions")).sort();
const address = pathOf("solution", solution.replace(/\.yaml$/, ""));
const rows: [string, string][] = [];
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const timed = async (work: () => Promise<unknown>) => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};
const page = (pages: ReturnType<typeof pagePreview>) => async () => {
  const response = await pages.page(address);
  if (response.status !== 200) throw new Error(`${address} answered ${response.status}`);
  return response.text();
};

try {
  let pages = pagePreview({ repository, dir, log });
  rows.push(["first start and page (no caches yet)", seconds(await timed(page(pages)))]);
  pages.stop();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  pages = pagePreview({ repository, dir, log });
  rows.push(["start and page (caches kept, as after an idle stop)", seconds(await timed(page(pages)))]);
  const warm: number[] = [];
  for (let round = 0; round < rounds; round++) warm.push(await timed(page(pages)));
  rows.push([`page once warm (median of ${rounds})`, seconds(median(warm))]);

  const file = path.join(repository.contentDir, "solutions", solution);
  const marker = `Saved at ${Date.now()}`;
  writeFileSync(file, readFileSync(file, "utf8").replace(/^subText: .*$/m, `subText: ${marker}`));
  await git(repository.dir, ["commit", "-qam", "A save"], { name: "Bench", email: "bench@tessera.example" });
  let shown = "";
  rows.push(["page right after a save", seconds(await timed(async () => (shown = await page(pages)())))]);
  if (!shown.includes(marker)) throw new Error("The page did not show the save.");
  const [, rss = "0"] = execFileSync("ps", ["--ppid", String(process.pid), "-o", "pid=,rss="], { encoding: "utf8" })
    .trim()
    .split(/\s+/);
  rows.push(["dev server's resident memory", `${Math.round(Number(rss) / 1024)} MB`]);
  pages.stop();

  if (process.env.BENCH_FULL_BUILD !== "off") {
    const outDir = path.join(dataDir, "builds", "preview");
    const build = () => siteBuilder()({ contentDir: repository.contentDir, outDir, publishedOn: "2026-11-29", preview: true });
    rows.push(["preview build of the whole site", seconds(await timed(async () => (await build()).ok || Promise.reject()))]);
  }
  console.table(Object.fromEntries(rows.map(([what, value]) => [what, { time: value }])));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

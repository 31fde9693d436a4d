import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { buildOutput, inBuild } from "../src/lib/build-output.ts";
import { buildEnv } from "./build-env.ts";

/**
 * `npm start` builds first when there is no build, when a source file is newer than it, or when the build was
 * made with other settings (SITE_URL, VITE_*), as the test build is.
 */
const marker = `${inBuild("client")}/index.html`;
const sources = ["src", "public", "astro.config.ts", "package-lock.json"];

function newest(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newest(path.join(entry, name))));
}

const settings = inBuild("settings");
const sameSettings = existsSync(settings) && readFileSync(settings, "utf8") === JSON.stringify(buildEnv());
// build/csp.json holds each page's Content-Security-Policy; the server sends pages without it only a strict default.
// build/server holds the pages rendered on request (the demo form's not-sent answer).
if (
  !existsSync(marker) ||
  !existsSync(inBuild("pages")) ||
  !existsSync(path.join(inBuild("server"), buildOutput.serverEntry)) ||
  !sameSettings ||
  Math.max(...sources.map(newest)) > statSync(marker).mtimeMs
) {
  console.log("Building the site…");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  process.exit(result.status ?? 1);
}

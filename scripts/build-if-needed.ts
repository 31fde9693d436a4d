import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** `npm start` builds first when there is no build, or when a source file is newer than it. */
const marker = "build/client/index.html";
const sources = ["app", "public", "react-router.config.ts", "vite.config.ts", "package-lock.json", "scripts/postbuild.ts"];

function newest(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newest(path.join(entry, name))));
}

if (!existsSync(marker) || Math.max(...sources.map(newest)) > statSync(marker).mtimeMs) {
  console.log("Building the site…");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  process.exit(result.status ?? 1);
}

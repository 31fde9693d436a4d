import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The browser tests' server: a fresh embedded database in DATA_DIR with the sales inbox's first admins, one for each
 * browser project (their one-time links in DATA_DIR/first-admins.json, as `npm run admin` prints them), then the
 * production server, as `npm start` runs it.
 */
const dataDir = process.env.DATA_DIR ?? "data/e2e";
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const links: Record<string, string> = {};
for (const project of ["desktop", "phone"]) {
  const printed = execFileSync(process.execPath, ["scripts/admin.ts", "create-admin", `admin-${project}@tessera.example`], {
    encoding: "utf8",
  });
  const link = printed.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`npm run admin printed no link:\n${printed}`);
  links[project] = link;
}
writeFileSync(path.join(dataDir, "first-admins.json"), `${JSON.stringify(links, null, 1)}\n`);
await import("../../server/main.ts");

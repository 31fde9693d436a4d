import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The browser tests' server: a fresh embedded database in DATA_DIR with admins of the sales inbox, two for each
 * browser project (their one-time links in DATA_DIR/first-admins.json by address, as `npm run admin` prints them),
 * then the production server, as `npm start` runs it.
 */
const dataDir = process.env.DATA_DIR ?? "data/e2e";
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const links: Record<string, string> = {};
for (const email of ["admin", "passkey"].flatMap((who) =>
  ["desktop", "phone"].map((project) => `${who}-${project}@tessera.example`),
)) {
  const printed = execFileSync(process.execPath, ["scripts/admin.ts", "create-admin", email], { encoding: "utf8" });
  const link = printed.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`npm run admin printed no link:\n${printed}`);
  links[email] = link;
}
writeFileSync(path.join(dataDir, "first-admins.json"), `${JSON.stringify(links, null, 1)}\n`);
await import("../../server/main.ts");

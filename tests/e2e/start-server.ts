import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createAdmins } from "../../server/auth/first-admins.ts";
import { parseEnv } from "../../server/env.ts";

/**
 * The browser tests' server: a fresh embedded database in DATA_DIR with admins of the sales inbox, six for each
 * browser project, made as `npm run admin` makes them but in one database opening (their one-time links in
 * DATA_DIR/first-admins.json by address), then the production server, as `npm start` runs it.
 */
const dataDir = process.env.DATA_DIR ?? "data/e2e";
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const admins = ["admin", "passkey", "alice", "bob", "lister", "router"].flatMap((who) =>
  ["desktop", "phone"].map((project) => `${who}-${project}@tessera.example`),
);
const links = await createAdmins(parseEnv(), admins);
writeFileSync(path.join(dataDir, "first-admins.json"), `${JSON.stringify(links, null, 1)}\n`);
await import("../../server/main.ts");

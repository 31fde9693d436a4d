import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createAdmins } from "../../server/auth/first-admins.ts";
import { parseEnv } from "../../server/env.ts";
import { startCrm } from "./crm.ts";

/**
 * The browser tests' server: a fresh embedded database in DATA_DIR with admins of the sales inbox, eight for each
 * browser project, made as `npm run admin` makes them but in one database opening (their one-time links in
 * DATA_DIR/first-admins.json by address), then the CRM its webhooks go to, then the production server, as `npm start`
 * runs it.
 */
const dataDir = process.env.DATA_DIR ?? "data/e2e";
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const admins = [
  "admin",
  "passkey",
  "alice",
  "bob",
  "lister",
  "router",
  "crm",
  "bulk",
  "drafter",
  "pocket",
  "live",
  "campaign",
].flatMap((who) => ["desktop", "phone"].map((project) => `${who}-${project}@tessera.example`));
const links = await createAdmins(parseEnv(), admins);
writeFileSync(path.join(dataDir, "first-admins.json"), `${JSON.stringify(links, null, 1)}\n`);
// The CRM its webhooks go to (tests/e2e/crm.ts), listening before the first lead can arrive.
await startCrm();
await import("../../server/main.ts");

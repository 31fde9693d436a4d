import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { inviteUser } from "../../server/auth/admin.ts";
import { capturingLink, createAuth } from "../../server/auth/auth.ts";
import { authSecret } from "../../server/auth/secret.ts";
import { openDatabase } from "../../server/db/client.ts";
import { parseEnv, publicOrigin } from "../../server/env.ts";
import { createLogger } from "../../server/log.ts";

/**
 * The browser tests' server: a fresh embedded database in DATA_DIR with admins of the sales inbox, two for each
 * browser project (their one-time links in DATA_DIR/first-admins.json by address, as `npm run admin` prints them),
 * and three more for each project made the same way in this process (alice, bob, lister: one database opening instead
 * of one process each), then the production server, as `npm start` runs it.
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
{
  const env = parseEnv();
  const database = await openDatabase({ dataDir: env.DATA_DIR });
  const origin = publicOrigin(env);
  const auth = createAuth({
    db: database.db,
    log: createLogger("warn"),
    secret: authSecret(env),
    origin,
    sendLink: async () => false,
  });
  for (const email of ["alice", "bob", "lister"].flatMap((who) =>
    ["desktop", "phone"].map((project) => `${who}-${project}@tessera.example`),
  )) {
    const name = email.split("@")[0] ?? email;
    const { url } = await capturingLink(() =>
      inviteUser(auth, database.db, { email, name, role: "admin" }, { origin, actorId: null }),
    );
    if (!url) throw new Error(`no link for ${email}`);
    links[email] = url;
  }
  await database.close();
}
writeFileSync(path.join(dataDir, "first-admins.json"), `${JSON.stringify(links, null, 1)}\n`);
await import("../../server/main.ts");

import { openDatabase } from "../db/client.ts";
import { type Env, publicOrigin } from "../env.ts";
import { createLogger } from "../log.ts";
import { inviteUser } from "./admin.ts";
import { capturingLink, createAuth } from "./auth.ts";
import { authSecret } from "./secret.ts";

/**
 * Creates admins of the inbox on the server's database, opened once, and returns the one-time link that sets each one's
 * password, by address (`npm run admin -- create-admin`, and the browser tests' server). Each is named as `names`
 * says, or by the part of the address before the @. The links are returned, not e-mailed.
 */
export async function createAdmins(
  env: Env,
  emails: readonly string[],
  names: Readonly<Record<string, string>> = {},
): Promise<Record<string, string>> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const origin = publicOrigin(env);
    const auth = createAuth({
      db: database.db,
      log: createLogger("warn"),
      secret: authSecret(env),
      origin,
      sendLink: async () => false,
    });
    const links: Record<string, string> = {};
    for (const email of emails) {
      const name = names[email] ?? email.split("@")[0] ?? email;
      const { url } = await capturingLink(() =>
        inviteUser(auth, database.db, { email, name, role: "admin" }, { origin, actorId: null }),
      );
      if (!url) throw new Error(`No link was made for ${email}`);
      links[email] = url;
    }
    return links;
  } finally {
    await database.close();
  }
}

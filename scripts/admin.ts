import * as z from "zod/mini";
import { inviteUser } from "../server/auth/admin.ts";
import { capturingLink, createAuth } from "../server/auth/auth.ts";
import { authSecret } from "../server/auth/secret.ts";
import { DatabaseInUseError, openDatabase } from "../server/db/client.ts";
import { ConfigError, parseEnv, publicOrigin } from "../server/env.ts";
import { createLogger } from "../server/log.ts";

/**
 * `npm run admin -- create-admin <email>`: the first admin of the sales inbox (there is no open sign-up), on the
 * database the server uses. Prints a one-time link that sets the admin's password; it works for 48 hours. The
 * embedded database opens in one process at a time: stop the server first.
 */
const usage = `Usage: npm run admin -- <command>

Commands:
  create-admin <email>  Create an admin of the inbox and print the one-time link that sets their password.`;

const [command, email, ...rest] = process.argv.slice(2);
const address = z.email().safeParse(email?.trim().toLowerCase());
if (command !== "create-admin" || !address.success || rest.length > 0) {
  console.error(email && command === "create-admin" && !address.success ? `Not an e-mail address: ${email}\n\n${usage}` : usage);
  process.exit(2);
}

try {
  const env = parseEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const origin = publicOrigin(env);
    const auth = createAuth({
      db: database.db,
      log: createLogger("warn"),
      secret: authSecret(env),
      origin,
      // The link is printed here, not e-mailed.
      sendLink: async () => false,
    });
    const name = address.data.split("@")[0] ?? address.data;
    const { url } = await capturingLink(() =>
      inviteUser(auth, database.db, { email: address.data, name, role: "admin" }, { origin, actorId: null }),
    );
    console.log(`Admin ${address.data} created. To choose a password, open (once, within 48 hours):\n\n  ${url}\n`);
  } finally {
    await database.close();
  }
} catch (error) {
  const known = error instanceof ConfigError || error instanceof DatabaseInUseError;
  const exists = error instanceof Error && /already exists/i.test(error.message);
  if (!known && !exists) throw error;
  console.error(exists ? `There is already a user with the address ${address.data}.` : error.message);
  process.exit(1);
}

import * as z from "zod/mini";
import { createAdmins } from "../server/auth/first-admins.ts";
import { DatabaseInUseError } from "../server/db/client.ts";
import { ConfigError, parseEnv } from "../server/env.ts";

/**
 * `npm run admin -- create-admin <email> [name]`: the first admin of the sales inbox (there is no open sign-up), on the
 * database the server uses. Prints a one-time link that sets the admin's password; it works for 48 hours. The
 * embedded database opens in one process at a time: stop the server first.
 */
const usage = `Usage: npm run admin -- <command>

Commands:
  create-admin <email> [name]  Create an admin of the inbox, named as given (the name may have spaces), and print
                              the one-time link that sets their password.`;

const [command, email, ...rest] = process.argv.slice(2);
const address = z.email().safeParse(email?.trim().toLowerCase());
const name = rest.join(" ").trim();
if (command !== "create-admin" || !address.success || name.length > 100) {
  console.error(email && command === "create-admin" && !address.success ? `Not an e-mail address: ${email}\n\n${usage}` : usage);
  process.exit(2);
}

try {
  const names = name ? { [address.data]: name } : {};
  const { [address.data]: url } = await createAdmins(parseEnv(), [address.data], names);
  console.log(
    `Admin ${name ? `${name} (${address.data})` : address.data} created. To choose a password, open (once, within 48 hours):\n\n  ${url}\n`,
  );
} catch (error) {
  const known = error instanceof ConfigError || error instanceof DatabaseInUseError;
  const exists = error instanceof Error && /already exists/i.test(error.message);
  if (!known && !exists) throw error;
  console.error(exists ? `There is already a user with the address ${address.data}.` : error.message);
  process.exit(1);
}

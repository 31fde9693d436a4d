import { DatabaseInUseError, openDatabase } from "../server/db/client.ts";
import { requeueDeadNotifications } from "../server/db/outbox.ts";
import { ConfigError, parseEnv } from "../server/env.ts";

/**
 * `npm run outbox -- retry-dead`: makes every dead lead notification (out of attempts) due again, with its
 * attempts reset, on the database the server uses (DATABASE_URL, else the embedded one under DATA_DIR). A running
 * server's outbox worker sends them at its next pass. The embedded database opens in one process at a time: stop
 * the server first, and its worker sends them when it starts again.
 */
const usage = `Usage: npm run outbox -- <command>

Commands:
  retry-dead  Re-queue every dead lead notification, due now with its attempts reset.`;

const [command, ...rest] = process.argv.slice(2);
if (command !== "retry-dead" || rest.length > 0) {
  console.error(usage);
  process.exit(2);
}

try {
  const env = parseEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const count = await requeueDeadNotifications(database.db);
    console.log(`Re-queued ${count} dead notification${count === 1 ? "" : "s"}.`);
  } finally {
    await database.close();
  }
} catch (error) {
  if (!(error instanceof ConfigError || error instanceof DatabaseInUseError)) throw error;
  console.error(error.message);
  process.exit(1);
}

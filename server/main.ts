import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { ConfigError, parseEnv } from "./env.ts";

/** Starts the production server: `npm start`. */
let env: ReturnType<typeof parseEnv>;
try {
  env = parseEnv();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const app = createApp(env);
const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  console.log(`Tessera website listening on http://${info.address === "127.0.0.1" ? "localhost" : info.address}:${info.port}`);
});

function shutdown(signal: string) {
  console.log(`${signal} received: closing the server`);
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 10_000).unref();
}
process.once("SIGTERM", () => shutdown("SIGTERM"));
process.once("SIGINT", () => shutdown("SIGINT"));

import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { openDatabase } from "./db/client.ts";
import { parseEnv } from "./env.ts";
import { submitDemoRoutes } from "./functions/submit-demo.ts";
import { createLogger } from "./log.ts";
import { startNotifications } from "./notify/outbox-worker.ts";
import { devPages } from "./pages.ts";
import { devSiteData } from "./site-data.ts";

/**
 * The functions endpoint for `npm run dev`: the same demo-request handler, database and outbox as `npm start`, as a
 * Node request listener that the Astro dev server mounts under /functions (src/integrations/dev-functions.ts), so the
 * form works in development exactly as in production. The pages themselves come from the dev server at `origin`,
 * which also renders the form's not-sent page.
 */
export async function devFunctions(origin: () => string) {
  const env = parseEnv({ NODE_ENV: "development", DATA_DIR: "./data/dev", ...process.env });
  const log = createLogger(env.LOG_LEVEL);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const site = devSiteData(origin);
  // The inbox is the dev server's, whose address is known once it listens: links in alerts use PUBLIC_ORIGIN, else Astro's default.
  const worker = await startNotifications({ ...env, origin: env.PUBLIC_ORIGIN ?? "http://localhost:4321" }, database, log, site);
  const app = new Hono().route(
    "/functions/v1",
    submitDemoRoutes({
      db: database.db,
      log,
      allowedOrigins: env.ALLOWED_ORIGINS,
      trustedProxies: env.TRUSTED_PROXIES,
      ratePerMinute: env.RATE_LIMIT_PER_MINUTE,
      onStored: worker.poke,
      webhooks: env.LEAD_WEBHOOK_URL ? { origin: env.PUBLIC_ORIGIN ?? "http://localhost:4321" } : undefined,
      site,
      renderNotSent: devPages(origin),
    }),
  );
  app.all("/functions/*", (c) => c.json({ error: "There is no such function." }, 404));
  log.info({ database: database.kind, dataDir: env.DATA_DIR }, "functions ready at /functions/v1");
  return getRequestListener(app.fetch);
}

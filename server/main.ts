import { existsSync, readFileSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";
import { buildOutput } from "../src/lib/build-output.ts";
import { createApp } from "./app.ts";
import { createAuth } from "./auth/auth.ts";
import { smtpLinkMailer } from "./auth/mail.ts";
import { authSecret } from "./auth/secret.ts";
import { lockKeys, openDatabase } from "./db/client.ts";
import { pruneExpiredRequests } from "./db/demo-requests.ts";
import { pruneRateLimits } from "./db/rate-limits.ts";
import { databaseLock, localLock } from "./db/shared-lock.ts";
import { ConfigError, pagePreviewFolder, parseEnv, publicOrigin, publishingFolders, trustedOrigins } from "./env.ts";
import { listen } from "./listen.ts";
import { LiveSite, loadSiteBuild } from "./live-site.ts";
import { createLogger } from "./log.ts";
import { startNotifications } from "./notify/outbox-worker.ts";
import { smtpTransport } from "./notify/smtp.ts";
import { pagePreview } from "./publish/page-preview.ts";
import { createPublisher } from "./publish/publisher.ts";
import { openContentRepository } from "./publish/repository.ts";
import { siteBuilder } from "./publish/site-builder.ts";

/** Starts the production server: `npm start`. */

const env = await Promise.resolve()
  .then(() => parseEnv())
  .catch((error: unknown) => {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  });

const log = createLogger(env.LOG_LEVEL);
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }).catch((error: unknown) => {
  log.fatal({ reason: error }, "could not open the database");
  process.exit(1);
});
log.info({ database: database.kind }, "database ready");

const origin = publicOrigin(env);
const live = new LiveSite(loadSiteBuild(env.STATIC_DIR, log));
const worker = await startNotifications({ ...env, origin }, database, log, async () => live.current.content);
setInterval(() => void pruneRateLimits(database.db).catch(() => {}), 60_000).unref();
// Retention as the privacy policy states it, checked hourly.
setInterval(
  () =>
    void pruneExpiredRequests(database.db)
      .then((count) => count && log.info({ count }, "deleted demo requests past their retention period"))
      .catch(() => {}),
  60 * 60_000,
).unref();

const secret = await Promise.resolve()
  .then(() => authSecret(env))
  .catch((error: unknown) => {
    log.fatal({ reason: error }, "invalid configuration");
    process.exit(1);
  });
const trusted = trustedOrigins(env);
const auth = createAuth({
  db: database.db,
  log,
  secret,
  origin,
  trustedOrigins: trusted,
  signInsPerAddress: env.SIGN_IN_LIMIT_PER_MINUTE,
  sendLink: smtpLinkMailer({
    transport: env.SMTP_URL ? smtpTransport(env.SMTP_URL) : undefined,
    from: env.LEAD_NOTIFY_FROM,
    log,
    production: env.NODE_ENV === "production",
  }),
});
// The content editor and publishing: the content repository, made from the deployed content on first start. Without
// it (Git missing, say) the site and the inbox still run. Instances that share a PostgreSQL database share the
// repository and the builds too (docs/decisions/017-several-instances.md), and take turns changing the repository.
// Its folders must be inside the application's folder, whose code and modules the builds use (server/env.ts).
const publishing = await Promise.resolve()
  .then(() => publishingFolders(env))
  .then(async (folders) => {
    const repository = await openContentRepository({
      dir: folders.contentRepo,
      seedFrom: "src/content",
      remote: env.CONTENT_GIT_REMOTE,
      branch: env.CONTENT_GIT_BRANCH,
      lock: database.kind === "postgres" ? databaseLock(database.db, lockKeys.contentRepository) : localLock(),
      log,
    });
    // The name `npm run build` gave the deployed build (build/.build-id beside its client folder), if it has one.
    const buildId = path.resolve(env.STATIC_DIR, "..", buildOutput.id);
    const publisher = createPublisher({
      db: database.db,
      log,
      live,
      repository,
      buildsDir: folders.siteBuilds,
      build: siteBuilder(),
      code: existsSync(buildId) ? readFileSync(buildId, "utf8").trim() : undefined,
    });
    await publisher.refresh();
    // Published before this deployment: built again with its code, in the background.
    void publisher.rebuildForNewCode().catch((error: unknown) => log.error({ err: error }, "rebuilding the live publish"));
    publisher.startSync();
    publisher.startSchedule();
    const pages = pagePreview({ repository, dir: pagePreviewFolder(folders.siteBuilds, hostname(), env.PORT), log });
    return { repository, publisher, pages };
  })
  .catch((error: unknown) => {
    log.warn({ reason: error }, "the content editor is off");
    return undefined;
  });

const app = createApp({
  env,
  db: database.db,
  log,
  onStored: worker.poke,
  inbox: { auth, origin, trustedOrigins: trusted },
  webhooks: env.LEAD_WEBHOOK_URL ? { origin } : undefined,
  secret,
  site: live,
  publishing,
});
const server = listen(app, env, (info) => {
  const host = info.address === "127.0.0.1" ? "localhost" : info.address;
  log.info(`Tessera website listening on http://${host}:${info.port}`);
});

let closing = false;
function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  log.info({ signal }, "shutting down: finishing requests in flight");
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  publishing?.pages.stop();
  server.close(async () => {
    await worker.stop();
    await database.close();
    clearTimeout(force);
    process.exit(0);
  });
}
process.once("SIGTERM", () => shutdown("SIGTERM"));
process.once("SIGINT", () => shutdown("SIGINT"));

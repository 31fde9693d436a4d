import { eq } from "drizzle-orm";
import type { Transporter } from "nodemailer";
import type { Database, DatabaseHandle } from "../db/client.ts";
import { claimDueNotification, markNotificationFailed, markNotificationSent, releaseNotificationClaims } from "../db/outbox.ts";
import { outbox, users } from "../db/schema.ts";
import { defaultOutboxMaxAttempts, type Env } from "../env.ts";
import { readTimeZone } from "../inbox/assignment.ts";
import { type Logger, maskEmail } from "../log.ts";
import type { SiteDataSource } from "../site-data.ts";
import { leadEmail, ownerAlertEmail, slackAlert } from "./lead-email.ts";
import { smtpTransport } from "./smtp.ts";
import { webhookSender } from "./webhooks.ts";

export type OutboxWorkerOptions = {
  db: Database;
  log: Logger;
  /** Without a transport the notification is written to the log instead of e-mailed. */
  transport?: Pick<Transporter, "sendMail">;
  from: string;
  to: string;
  /** The published site's content, which names the suites a request chose; without it they go by their slugs. */
  site?: SiteDataSource;
  /** How often to look for due notifications when nothing pokes the worker. */
  intervalMs?: number;
  retryDelayMs?: (attempts: number) => number;
  /** Attempts before a notification is given up as dead (OUTBOX_MAX_ATTEMPTS). */
  maxAttempts?: number;
  /** The inbox's origin (PUBLIC_ORIGIN): the links in the e-mails and Slack messages point there. */
  origin?: string;
  /** SLACK_WEBHOOK_URL: after an owner's e-mail, a short message with the link goes there. */
  slackWebhookUrl?: string;
  /** Delivers webhooks (LEAD_WEBHOOK_URL, server/notify/webhooks.ts); without it they are logged, not sent. */
  webhooks?: { deliver: (payload: unknown, outboxId: number) => Promise<void> };
};

/** How long a claimed notification is reserved for this worker before another may retry it (decision 017). */
const leaseMs = 60_000;

/** How long a poke's pass waits, so a burst of leads is sent in one pass, not a pass (and its closing look) each. */
const pokeDelayMs = 200;

/** Retry delay after the nth failed attempt: 2 s, 4 s, 8 s … up to 5 minutes. */
export const backoffMs = (attempts: number) => Math.min(300_000, 1_000 * 2 ** Math.max(1, attempts));

/**
 * Delivers lead notifications from the outbox, with backoff while SMTP is down, until each succeeds or has failed
 * `maxAttempts` times: then it is dead, logged as an error, and left for `npm run outbox -- retry-dead`. Safe to
 * run in several instances: each claims one item at a time (SKIP LOCKED) for a lease longer than one delivery can take
 * (SMTP's time limits in ./smtp.ts; 10 s for a webhook or a Slack post), so an instance that stops holds back at most
 * the item it was sending, due again for the others when its lease ends.
 */
export function startOutboxWorker(options: OutboxWorkerOptions) {
  const {
    db,
    log,
    transport,
    from,
    to,
    site,
    intervalMs = 5_000,
    retryDelayMs = backoffMs,
    maxAttempts = defaultOutboxMaxAttempts,
    origin = "http://localhost:3000",
    slackWebhookUrl,
    webhooks,
  } = options;

  /** Sends an e-mail, or without a mail server logs it as `what`; resolves with whether it was only logged. */
  async function mailOrLog(mail: Parameters<Transporter["sendMail"]>[0], facts: object, what: string) {
    if (transport) await transport.sendMail(mail);
    else log.info(facts, `${what} (no SMTP_URL: logged, not sent)`);
    return !transport;
  }

  /**
   * One item of the outbox, by its kind. Resolves with whether it was only logged (nothing to send it through);
   * throws when it must be tried again.
   */
  async function send(item: NonNullable<Awaited<ReturnType<typeof claimDueNotification>>>): Promise<boolean> {
    if (item.kind === "webhook") {
      if (!webhooks) {
        log.info({ requestId: item.request?.id }, "webhook (no LEAD_WEBHOOK_URL: logged, not sent)");
        return true;
      }
      await webhooks.deliver(item.payload, item.outboxId);
      return false;
    }
    // Only a webhook outlives its lead (lead.erased).
    const { request } = item;
    if (!request) return true;
    if (item.kind === "lead-notification") {
      const mail = leadEmail(request, { from, to, origin, timeZone: await timeZone(), solutions: (await site?.())?.solutions });
      return mailOrLog(mail, { requestId: request.id, to, visitor: maskEmail(request.email) }, "lead notification");
    }
    const [owner] = request.ownerId
      ? await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, request.ownerId))
      : [];
    if (item.kind === "owner-alert") {
      if (!owner) {
        log.info({ requestId: request.id }, "owner alert skipped: the lead has no owner now");
        return true;
      }
      const mail = ownerAlertEmail(request, owner, { from, origin, timeZone: await timeZone() });
      const loggedOnly = await mailOrLog(mail, { requestId: request.id, owner: maskEmail(owner.email) }, "owner alert");
      // Slack next, as an item of its own: a failing Slack never holds up or repeats the e-mail.
      if (slackWebhookUrl) await db.insert(outbox).values({ demoRequestId: request.id, kind: "slack-alert" });
      return loggedOnly;
    }
    if (!slackWebhookUrl) return true;
    const response = await fetch(slackWebhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(slackAlert(request, owner?.name ?? null, origin)),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`Slack answered ${response.status}`);
    return false;
  }

  /** The team's time zone, read once a pass. */
  let zone: Promise<string> | undefined;
  const timeZone = () => (zone ??= readTimeZone(db));
  let running: Promise<number> | undefined;
  /** The pass after the running one. */
  let next: Promise<number> | undefined;
  let stopped = false;

  async function deliver(): Promise<number> {
    let delivered = 0;
    zone = undefined;
    // An item that fails is tried again on a later pass, after its delay, not again in this one.
    const failed: number[] = [];
    // One item at a time, until none is due: an item queued by one before it (an owner's e-mail, its Slack message)
    // is delivered in the same pass.
    for (;;) {
      const item = await claimDueNotification(db, leaseMs, failed);
      if (!item) return delivered;
      try {
        const loggedOnly = await send(item);
        await markNotificationSent(db, item.outboxId, { loggedOnly });
        delivered++;
        log.info({ requestId: item.request?.id, kind: item.kind, attempts: item.attempts }, "outbox item delivered");
      } catch (error) {
        failed.push(item.outboxId);
        const reason = error instanceof Error ? error.message : String(error);
        const failure = { requestId: item.request?.id, kind: item.kind, attempts: item.attempts, reason };
        if (item.attempts >= maxAttempts) {
          const dead = await markNotificationFailed(db, item.outboxId, reason).then(
            () => true,
            () => false,
          );
          if (dead) {
            log.error(
              failure,
              "lead notification dead after its last attempt; the request is kept (npm run outbox -- retry-dead)",
            );
            continue;
          }
          // The database failed too: retried like any other failure, and the next failed attempt marks it dead.
        }
        await markNotificationFailed(db, item.outboxId, reason, retryDelayMs(item.attempts)).catch(() => {});
        log.warn(failure, "lead notification failed; will retry");
      }
    }
  }

  /** Runs a pass now, or after the running one (begun, maybe, before what the caller stored); resolves with what was sent. */
  function runOnce(): Promise<number> {
    if (stopped) return Promise.resolve(0);
    if (running) {
      next ??= running.then(async (delivered) => {
        next = undefined;
        return delivered + (await runOnce());
      });
      return next;
    }
    running = deliver()
      .catch((error) => {
        log.warn({ reason: error }, "outbox pass failed; will retry");
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  const timer = setInterval(() => void runOnce(), intervalMs).unref();
  void runOnce();
  let poked: NodeJS.Timeout | undefined;

  return {
    poke() {
      poked ??= setTimeout(() => {
        poked = undefined;
        void runOnce();
      }, pokeDelayMs).unref();
    },
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      clearTimeout(poked);
      await running;
    },
  };
}

export type OutboxWorker = ReturnType<typeof startOutboxWorker>;

/**
 * The worker as a server runs it (`npm start`, `npm run dev`): e-mail through SMTP_URL when it is set, else the log.
 * An embedded database belongs to this process alone, so notifications a killed predecessor had claimed are due again.
 */
export async function startNotifications(
  env: Env & { origin: string },
  database: DatabaseHandle,
  log: Logger,
  site: SiteDataSource,
) {
  if (database.kind === "pglite") await releaseNotificationClaims(database.db);
  return startOutboxWorker({
    db: database.db,
    log,
    transport: env.SMTP_URL ? smtpTransport(env.SMTP_URL) : undefined,
    from: env.LEAD_NOTIFY_FROM,
    to: env.LEAD_NOTIFY_TO,
    site,
    maxAttempts: env.OUTBOX_MAX_ATTEMPTS,
    origin: env.origin,
    slackWebhookUrl: env.SLACK_WEBHOOK_URL,
    webhooks:
      env.LEAD_WEBHOOK_URL && env.LEAD_WEBHOOK_SECRET
        ? webhookSender({ url: env.LEAD_WEBHOOK_URL, secret: env.LEAD_WEBHOOK_SECRET })
        : undefined,
  });
}

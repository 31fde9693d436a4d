import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { etag, RETAINED_304_HEADERS } from "hono/etag";
import { type Auth, authBodyLimitBytes, authPaths, clientAddressHeader } from "./auth/auth.ts";
import type { Database } from "./db/client.ts";
import { type Env, hstsMaxAge, publicOrigin } from "./env.ts";
import { clientAddress } from "./functions/client-address.ts";
import { submitDemoRoutes } from "./functions/submit-demo.ts";
import { health } from "./health.ts";
import { inboxRoutes } from "./inbox/routes.ts";
import { LiveSite, loadSiteBuild, type SiteBuild } from "./live-site.ts";
import { createLogger, type Logger } from "./log.ts";
import type { LeadWebhooks } from "./notify/webhooks.ts";
import { originCheck, ownPages } from "./origin.ts";
import type { PagePreview } from "./publish/page-preview.ts";
import type { Publisher } from "./publish/publisher.ts";
import type { ContentRepository } from "./publish/repository.ts";
import { previewFor, siteEditingRoutes } from "./publish/routes.ts";
import { securityHeaders } from "./security.ts";
import { movedTo } from "./site-data.ts";

type AppOptions = {
  /** The server's configuration (server/env.ts): the build it serves, and defaults for what is not given. */
  env: Pick<Env, "STATIC_DIR"> & Partial<Env>;
  db?: Database;
  log?: Logger;
  /** Called after a demo request is stored (the outbox worker's poke). */
  onStored?: () => void;
  /**
   * Sign-in and the sales inbox's API (server/auth/auth.ts); without it /api answers 503. `trustedOrigins`: where a
   * request that changes something may come from besides `origin` (server/env.ts).
   */
  inbox?: { auth: Auth; origin: string; trustedOrigins?: readonly string[] };
  /** Webhooks to the CRM are on (LEAD_WEBHOOK_URL): new leads and changes are queued for the outbox to send. */
  webhooks?: LeadWebhooks;
  /** The server's secret (server/auth/secret.ts): the demo form's start tokens are signed with it. */
  secret?: string;
  /** The build the site is served from, which publishing switches (server/live-site.ts); unset: STATIC_DIR's, for good. */
  site?: LiveSite;
  /** The content editor and publishing (server/publish/routes.ts), behind the inbox's sign-in; needs `inbox` and `site`. */
  publishing?: { repository: ContentRepository; publisher: Publisher; pages: PagePreview };
};

/**
 * The site's own files that moved, which no content edit may change: the sitemap was an index at /sitemap-index.xml
 * with one part, /sitemap-0.xml, before it became /sitemap.xml again (robots.txt names it). Search consoles that were
 * given the older addresses follow the 301.
 */
const movedFiles = new Map([
  ["/sitemap-index.xml", "/sitemap.xml"],
  ["/sitemap-0.xml", "/sitemap.xml"],
]);

/** The not-found page's path (src/pages/404.astro), by which the build records its policy. */
const notFoundPath = "/404";

/** The whole HTTP surface: health, the demo-request function, moved addresses, the prerendered site and its 404s. */
export function createApp({
  env,
  db,
  log = createLogger("silent"),
  onStored,
  inbox,
  webhooks,
  secret,
  site,
  publishing,
}: AppOptions) {
  const live = site ?? new LiveSite(loadSiteBuild(env.STATIC_DIR, log));
  const preview = inbox && publishing ? previewFor(inbox.auth, publishing.publisher) : async () => undefined;
  const content = async () => live.current.content;
  const app = new Hono();

  app.use(
    "*",
    securityHeaders({
      trustedProxies: env.TRUSTED_PROXIES ?? [],
      publicOrigin: publicOrigin({ PUBLIC_ORIGIN: env.PUBLIC_ORIGIN, PORT: env.PORT ?? 3000 }),
      hstsMaxAge: hstsMaxAge({ NODE_ENV: env.NODE_ENV ?? "production", HSTS_MAX_AGE: env.HSTS_MAX_AGE }),
      hstsIncludeSubdomains: env.HSTS_INCLUDE_SUBDOMAINS ?? false,
    }),
  );

  app.get("/healthz", async (c) => c.json(await health(db, { dataDir: env.DATA_DIR }), 200, { "cache-control": "no-store" }));

  app.route(
    "/functions/v1",
    submitDemoRoutes({
      db,
      log,
      allowedOrigins: env.ALLOWED_ORIGINS ?? [],
      trustedProxies: env.TRUSTED_PROXIES ?? [],
      ratePerMinute: env.RATE_LIMIT_PER_MINUTE ?? 10,
      onStored,
      webhooks,
      secret,
      site: content,
      renderNotSent: (notSent) => live.current.renderNotSent(notSent),
    }),
  );
  app.all("/functions/*", (c) => c.json({ error: "There is no such function." }, 404));

  if (db && inbox) {
    const { auth, origin } = inbox;
    // Nothing under /api changes from another site's page, with or without a session: no sign-in, reset or sign-out
    // (login CSRF included), no change to a lead, no save or publish.
    app.use(
      "/api/*",
      originCheck({
        allows: ownPages([origin, ...(inbox.trustedOrigins ?? [])]),
        required: true,
        message: "Requests from other sites are not allowed.",
        log,
      }),
    );
    // A body over the limit is refused before better-auth reads any of it into memory.
    const tooLarge = (c: Context) => c.json({ error: "The request is too large for a sign-in." }, 413);
    app.use("/api/auth/*", bodyLimit({ maxSize: authBodyLimitBytes, onError: tooLarge }));
    // Only the inbox's own paths reach better-auth (the rest answer 404 below). It reads the client's address (for its
    // sign-in limits) from a header only the server sets, and says when to retry only in X-Retry-After.
    app.on(
      ["GET", "POST"],
      authPaths.map((path) => `/api/auth${path}`),
      async (c) => {
        const headers = new Headers(c.req.raw.headers);
        headers.set(clientAddressHeader, clientAddress(c, env.TRUSTED_PROXIES ?? []));
        const response = await auth.handler(new Request(c.req.raw, { headers }));
        const retryAfter = response.headers.get("x-retry-after");
        if (response.status === 429 && retryAfter) response.headers.set("retry-after", retryAfter);
        return response;
      },
    );
    app.route("/api/inbox", inboxRoutes({ db, auth, log, origin, onQueued: onStored, site: content, webhooks }));
  }
  if (db && inbox && publishing) {
    app.route("/", siteEditingRoutes({ ...inbox, ...publishing, db, log, live }));
  } else {
    // The deployed build holds the editor's page: without the editor on this server, it is not there.
    app.all("/keystatic/*", (c) => c.json({ error: "The content editor is not on this server." }, 404));
  }
  app.all("/api/*", (c) =>
    c.json({ error: inbox && db ? "There is no such API." : "The inbox is not available just now." }, inbox && db ? 404 : 503),
  );

  // Revalidations answered with 304 from the ETag each file carries (server/static.ts), keeping the page's policy.
  const revalidated = etag({ retainedHeaders: [...RETAINED_304_HEADERS, "content-security-policy"] });
  app.on(["GET", "HEAD"], "*", revalidated, async (c) => {
    // An editor who asked for the preview gets it in place of the live site, never stored by a cache.
    const previewed = await preview(c);
    const response = await serve(c, previewed ?? live.current);
    if (previewed) response.headers.set("cache-control", "private, no-store");
    return response;
  });

  /** A GET or HEAD from one build, the whole response: a publish switching the site meanwhile changes nothing in it. */
  async function serve(c: Context, build: SiteBuild): Promise<Response> {
    const url = new URL(c.req.url);
    const moved = movedFiles.get(url.pathname) ?? movedTo(build.content, url.pathname);
    if (moved) return redirect(moved + url.search);

    // One address per page: /about/ moves to /about. The target is a path on this site whatever the request held:
    // repeated or backslashed leading slashes collapse into one, so "//evil.example/" can never become the
    // scheme-relative "//evil.example", which a browser would follow to another host.
    if (url.pathname.length > 1 && url.pathname.endsWith("/")) {
      return redirect(`/${url.pathname.replace(/^[/\\]+/, "").replace(/\/+$/, "")}${url.search}`);
    }

    if (build.files.isAsset(url.pathname)) {
      // A hashed asset from this build, else from one before it that a page open in a browser may still ask for.
      for (const kept of new Set([build, ...live.assetBuilds])) {
        const asset = await kept.files.serve(c);
        if (asset) return asset;
      }
    } else {
      const page = await build.files.serve(c);
      if (page) return withPagePolicy(build, build.files.isNotFoundPage(url.pathname) ? notFoundPath : url.pathname, page);
    }
    const notFound = await build.files.notFound(c);
    if (notFound) return withPagePolicy(build, notFoundPath, notFound);
    return c.text("There is no such page.", 404);
  }

  app.all("*", (c) => c.json({ error: "Method not allowed" }, 405, { allow: "GET, HEAD" }));

  const redirect = (location: string) => new Response(null, { status: 301, headers: { location } });

  app.onError((error, c) => {
    log.error({ err: error }, "unhandled error");
    return c.json({ error: "Something went wrong on our side. Please try again." }, 500);
  });

  /**
   * A prerendered page gets the policy Astro computed for it, which allows its own inline scripts. Hand-written: Hono's
   * secureHeaders sends one policy for every response, or a nonce, which a prerendered page cannot carry.
   */
  function withPagePolicy(build: SiteBuild, pathname: string, response: Response) {
    if (response.headers.get("content-type")?.startsWith("text/html")) {
      response.headers.set("content-security-policy", build.policyFor(pathname));
    }
    return response;
  }

  return app;
}

import { randomBytes } from "node:crypto";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import { pathOf } from "../../src/content/paths.ts";
import { createDemoRequestSchema, firstIssue, referrerField, spamFields } from "../../src/lib/demo-request.ts";
import { type TypedValues, typedValues } from "../../src/lib/form-not-sent.ts";
import type { SiteData } from "../../src/lib/site-data.ts";
import { type Database, isUnavailable } from "../db/client.ts";
import { formTokenUsed, storeDemoRequest } from "../db/demo-requests.ts";
import { takeRateLimit } from "../db/rate-limits.ts";
import { utmParameters } from "../db/schema.ts";
import type { Logger } from "../log.ts";
import type { LeadWebhooks } from "../notify/webhooks.ts";
import { originCheck } from "../origin.ts";
import type { RenderNotSent } from "../pages.ts";
import type { SiteDataSource } from "../site-data.ts";
import { clientAddress } from "./client-address.ts";
import { formErrorPage } from "./form-error-page.ts";
import { type FormTokens, formTokens } from "./form-token.ts";

type SubmitDemoOptions = {
  /** Webhooks to the CRM are on (LEAD_WEBHOOK_URL): accepted requests are queued as `lead.created`. */
  webhooks?: LeadWebhooks;
  db: Database | undefined;
  log: Logger;
  allowedOrigins: readonly string[];
  trustedProxies: readonly string[];
  ratePerMinute: number;
  /** The published site's content: the solutions a request may name. */
  site: SiteDataSource;
  /** Called after a request is stored, so its notification goes out at once. */
  onStored?: () => void;
  /** The site's page for a form posted without JavaScript that was refused; without it, a plain page says why. */
  renderNotSent?: RenderNotSent;
  /**
   * The server's secret (server/auth/secret.ts), from which the form's start tokens are signed; without it (`npm run
   * dev`, tests), a key of this process's own: tokens it gave out before a restart are then doubted.
   */
  secret?: string;
  now?: () => number;
};

export const maxBodyBytes = 16 * 1024;
/** A person needs longer than this to fill the form; a faster submission goes to sales marked as doubtful. */
export const minimumFillMs = 3_000;
/** The headers the Supabase client sends, and ours (src/lib/browser/functions-client.ts). */
const allowedHeaders = ["authorization", "x-client-info", "apikey", "content-type", "x-retry-count", "idempotency-key"];
const processSecret = randomBytes(32).toString("base64url");
const schemas = new WeakMap<object, ReturnType<typeof createDemoRequestSchema>>();
/** The request's schema for the site as published: its solutions are the suites a request may name. */
async function schemaFor(site: SiteDataSource) {
  const data = await site();
  const schema =
    schemas.get(data) ??
    createDemoRequestSchema(
      data.solutions.map((s) => s.slug),
      data.ui.demoForm.errors,
    );
  schemas.set(data, schema);
  return schema;
}

/** What the server answers when it cannot accept a request, in the words of the site as published (ui.yaml). */
type Refusals = SiteData["ui"]["demoForm"]["refusals"];
const refusalsOf = async (site: SiteDataSource): Promise<Refusals> => (await site()).ui.demoForm.refusals;

type Kind = "json" | "form";
type ProblemStatus = 400 | 403 | 413 | 415 | 429 | 500 | 503;
class RequestProblem extends Error {
  readonly status: ProblemStatus;
  readonly headers: Record<string, string>;
  /** The field the problem is about, for a validation problem. */
  readonly field: string | undefined;
  constructor(status: ProblemStatus, message: string, headers: Record<string, string> = {}, field?: string) {
    super(message);
    this.status = status;
    this.headers = headers;
    this.field = field;
  }
}

/** POST /functions/v1/submit-demo: the Supabase Edge Functions shape, plus the no-JavaScript form post. */
export function submitDemoRoutes(options: SubmitDemoOptions) {
  const { log, site } = options;
  const app = new Hono();
  const now = options.now ?? Date.now;
  const tokens = formTokens(options.secret ?? processSecret);

  // The site's own pages and the partners' (ALLOWED_ORIGINS) may post; a preflight is answered before any other check.
  const allows = (origin: string, c: Context) => isAllowedOrigin(c, origin, options.allowedOrigins);
  app.use(
    "*",
    cors({
      origin: (origin, c) => (allows(origin, c) ? origin : null),
      allowMethods: ["POST", "OPTIONS"],
      allowHeaders: allowedHeaders,
      maxAge: 86400,
    }),
    originCheck({ allows, required: false, message: async () => (await refusalsOf(site)).origin, log: log }),
  );

  app.post(
    "/submit-demo",
    bodyLimit({
      maxSize: maxBodyBytes,
      onError: async (c) => respond(c, kindOf(c), new RequestProblem(413, (await refusalsOf(site)).tooLarge)),
    }),
    async (c) => {
      const kind = kindOf(c);
      // What the visitor typed, to give back with the problem when the form was posted without JavaScript.
      let typed: TypedValues = {};
      try {
        const said = await refusalsOf(site);
        if (!kind) throw new RequestProblem(415, said.notJson);
        const body = await readBody(c, kind, said);
        typed = typedValues(body);
        const idempotencyKey = c.req.header("idempotency-key");
        if (idempotencyKey !== undefined && !/^[\w-]{8,100}$/.test(idempotencyKey)) {
          throw new RequestProblem(400, said.idempotencyKey);
        }
        if (!options.db) throw new RequestProblem(503, said.unavailable, { "retry-after": "30" });

        const address = clientAddress(c, options.trustedProxies);
        const limit = await takeRateLimit(options.db, `submit-demo:${address}`, options.ratePerMinute);
        if (!limit.allowed) {
          throw new RequestProblem(429, said.rateLimited, { "retry-after": String(limit.retryAfterSeconds) });
        }

        const parsed = (await schemaFor(site)).safeParse(body);
        if (!parsed.success) {
          const issue = firstIssue(parsed.error);
          throw new RequestProblem(400, issue.message, {}, issue.field);
        }

        const reason = spamReason(body);
        const isSpam = reason !== null;
        const judged = isSpam ? {} : await doubtOf(options.db, tokens, body, kind, now());
        const stored = await storeDemoRequest(options.db, parsed.data, {
          idempotencyKey,
          isSpam,
          spamReason: reason,
          ...judged,
          webhooks: options.webhooks,
          ...sourceOf(c, kind, body),
          campaign: await campaignOf(site, parsed.data.campaign),
        });
        log.info(
          { requestId: stored.id, created: stored.created, isSpam, doubted: Boolean(judged.doubt), via: kind },
          "demo request stored",
        );
        if (stored.created && !isSpam) options.onStored?.();
        if (kind === "form") return c.redirect(`${pathOf("demo")}?status=sent#request-sent`, 303);
        return c.json({ id: stored.id }, 200);
      } catch (error) {
        return respond(c, kind, await toProblem(error), typed);
      }
    },
  );

  // The form's script fetches a start token when the form opens: pages are static and cannot carry one per visit.
  app.post("/form-token", (c) => c.json({ token: tokens.issue(now()) }, 200, { "cache-control": "no-store" }));

  app.all("/submit-demo", async (c) => c.json({ error: (await refusalsOf(site)).usePost }, 405, { allow: "POST, OPTIONS" }));

  async function toProblem(error: unknown): Promise<RequestProblem> {
    if (error instanceof RequestProblem) return error;
    if (isUnavailable(error)) {
      log.error({ reason: error }, "database unavailable");
      return new RequestProblem(503, (await refusalsOf(site)).unavailable, { "retry-after": "30" });
    }
    log.error({ err: error }, "submit-demo failed");
    return new RequestProblem(500, (await refusalsOf(site)).failed);
  }

  async function respond(c: Context, kind: Kind | undefined, problem: RequestProblem, typed: TypedValues = {}) {
    for (const [name, value] of Object.entries(problem.headers)) c.header(name, value);
    if (kind !== "form") return c.json({ error: problem.message }, problem.status);
    if (options.renderNotSent) {
      try {
        const notSent = { status: problem.status, message: problem.message, field: problem.field, values: typed };
        const page = await options.renderNotSent(notSent);
        if (page.status === problem.status) {
          const answer = new Response(page.body, page);
          answer.headers.set("content-type", "text/html; charset=utf-8");
          for (const [name, value] of Object.entries(problem.headers)) answer.headers.set(name, value);
          return answer;
        }
        log.error({ status: page.status }, "the form's not-sent page answered with the wrong status");
      } catch (error) {
        log.error({ reason: error }, "the form's not-sent page failed");
      }
    }
    return c.html(formErrorPage(problem.message, await refusalsOf(site)), problem.status);
  }
  return app;
}

function kindOf(c: Context): Kind | undefined {
  const type = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
  if (type === "application/json") return "json";
  if (type === "application/x-www-form-urlencoded") return "form";
  return undefined;
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

async function readBody(c: Context, kind: Kind, said: Refusals): Promise<Record<string, unknown>> {
  const bytes = await c.req.arrayBuffer();
  let raw: string;
  try {
    // Invalid UTF-8 is refused rather than stored with replacement characters.
    raw = utf8.decode(bytes);
  } catch {
    throw new RequestProblem(400, said.badText);
  }
  if (kind === "form") {
    const params = new URLSearchParams(raw);
    const body: Record<string, unknown> = Object.create(null);
    for (const key of new Set(params.keys())) {
      body[key] = key === "suites_of_interest" ? params.getAll(key) : params.get(key);
    }
    if (!("suites_of_interest" in body)) body.suites_of_interest = [];
    return body;
  }
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new RequestProblem(400, said.badJson);
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) throw new RequestProblem(400, said.notObject);
  return value as Record<string, unknown>;
}

/**
 * Why a request is spam for sure, in words the inbox shows on a spam lead: the hidden field people cannot see was
 * filled in. Null when it was not; what else looks automated is only doubted (doubtOf).
 */
export function spamReason(body: Record<string, unknown>): string | null {
  const honeypot = body[spamFields.honeypot];
  if (typeof honeypot === "string" ? honeypot.trim() !== "" : honeypot !== undefined && honeypot !== null) {
    return "The form's hidden field, which people cannot see, was filled in.";
  }
  return null;
}

/**
 * Why the form's checks doubt a person sent the request, by what this server saw: its start token (form-token.ts)
 * missing from the script's request, not signed here, already used, or used sooner than a person fills the form in. A
 * form posted without JavaScript cannot carry one, and is not doubted for that. A doubted request still goes to sales,
 * marked (docs/decisions/022-judging-automation.md).
 */
async function doubtOf(
  db: Database,
  tokens: FormTokens,
  body: Record<string, unknown>,
  kind: Kind,
  now: number,
): Promise<{ doubt?: string; formToken?: string }> {
  const given = body[spamFields.startToken];
  if (given === undefined || given === null || given === "") {
    return kind === "form" ? {} : { doubt: "The form's script sent no start token, as software that posts directly does." };
  }
  const token = tokens.read(given);
  if (!token) return { doubt: "The form's start token was not one this server signed." };
  const judged = { formToken: token.id };
  if (await formTokenUsed(db, token.id)) {
    return { ...judged, doubt: "The form's start token already came with an earlier request." };
  }
  const took = now - token.issuedAt;
  if (took >= minimumFillMs) return judged;
  const seconds = (Math.max(0, took) / 1000).toFixed(1);
  return {
    ...judged,
    doubt: `The form was sent ${seconds} s after it opened, sooner than most people type it; a browser that fills forms by itself can be that quick.`,
  };
}

function isAllowedOrigin(c: Context, origin: string, allowed: readonly string[]) {
  if (allowed.includes(origin)) return true;
  const host = c.req.header("host");
  return Boolean(host) && URL.parse(origin)?.host === host;
}

const parseUrl = (value: unknown) => (typeof value === "string" && value.length <= 2_000 ? URL.parse(value) : null) ?? undefined;
const plain = (value: string, max: number) =>
  value
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, " ")
    .trim()
    .slice(0, max);

/**
 * Where the request came from, for the inbox: the page of this site it was sent from and that page's campaign
 * parameters (its Referer, which the browser sends for the site's own pages), and the other site that brought the
 * visitor, when the form's script could tell (only its origin and path: another site's query may hold anything).
 */
function sourceOf(c: Context, kind: Kind, body: Record<string, unknown>) {
  const host = c.req.header("host");
  const page = parseUrl(c.req.header("referer"));
  const own = page && page.host === host ? page : undefined;
  const utm = utmParameters.flatMap((name) => {
    const value = own?.searchParams.get(name);
    return value ? [[name, plain(value, 100)]] : [];
  });
  const from = parseUrl(body[referrerField]);
  const external = from && /^https?:$/.test(from.protocol) && from.host !== host ? from : undefined;
  return {
    sourcePath: own ? own.pathname.slice(0, 200) : !page && kind === "form" ? pathOf("demo") : undefined,
    utm: utm.length > 0 ? Object.fromEntries(utm) : undefined,
    referrer: external ? plain(`${external.origin}${external.pathname}`, 300) : undefined,
  };
}

/** The campaign a request names, when the site has its page: one taken down since the form was opened is left out. */
async function campaignOf(site: SiteDataSource, slug: string | undefined) {
  const path = slug && pathOf("campaign", slug);
  return path && (await site()).pages.some((page) => page.kind === "campaign" && page.path === path) ? slug : undefined;
}

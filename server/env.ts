import path from "node:path";
import { z } from "zod";
import { inBuild } from "../src/lib/build-output.ts";

/**
 * Server configuration, from the environment. A bad value stops start-up with a message that names the
 * variable and says what it expects. `.env.example` documents each one.
 */
const list = z
  .string()
  .default("")
  .transform((value) =>
    value
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean),
  );

const flag = z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1");
const milliseconds = z.coerce.number().int().min(1).max(3_600_000);

/**
 * Attempts at a lead notification before it is given up as dead: about 24 hours of the worker's backoff. The waits
 * after attempts 1 to 8 are 2, 4, 8 … 256 s (510 s in all), then 300 s each; 24 h (86 400 s) takes
 * 8 + ceil((86 400 − 510) / 300) = 295 waits, so 296 attempts, the last one 24 h 3.5 min after the first.
 */
export const defaultOutboxMaxAttempts = 296;

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("127.0.0.1"),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    LEAD_NOTIFY_TO: z.email().default("sales@tessera.example"),
    LEAD_NOTIFY_FROM: z.email().default("website@tessera.example"),
    SLACK_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
    LEAD_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
    LEAD_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_[A-Za-z0-9+/]{32,}={0,2}$/, "must be whsec_ followed by a base64 secret of at least 24 bytes")
      .optional(),
    ALLOWED_ORIGINS: list,
    TRUSTED_PROXIES: list,
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
    SIGN_IN_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
    OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100_000).default(defaultOutboxMaxAttempts),
    STATIC_DIR: z.string().min(1).default(inBuild("client")),
    CONTENT_REPO_DIR: z.string().min(1).optional(),
    SITE_BUILDS_DIR: z.string().min(1).optional(),
    CONTENT_GIT_REMOTE: z.string().min(1).optional(),
    CONTENT_GIT_BRANCH: z
      .string()
      .regex(/^\w[\w./-]*$/, "must be a branch name")
      .default("main"),
    PUBLIC_ORIGIN: z
      .url({ protocol: /^https?$/ })
      .transform((url) => new URL(url).origin)
      .optional(),
    AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    HSTS_MAX_AGE: z.coerce.number().int().min(0).optional(),
    HSTS_INCLUDE_SUBDOMAINS: flag.default(false),
    HEADERS_TIMEOUT_MS: milliseconds.default(10_000),
    REQUEST_TIMEOUT_MS: milliseconds.default(30_000),
    KEEP_ALIVE_TIMEOUT_MS: milliseconds.default(5_000),
  })
  .refine((env) => env.REQUEST_TIMEOUT_MS >= env.HEADERS_TIMEOUT_MS, {
    path: ["REQUEST_TIMEOUT_MS"],
    message: "must be at least HEADERS_TIMEOUT_MS",
  })
  .refine((env) => Boolean(env.LEAD_WEBHOOK_URL) === Boolean(env.LEAD_WEBHOOK_SECRET), {
    path: ["LEAD_WEBHOOK_SECRET"],
    message: "LEAD_WEBHOOK_URL and LEAD_WEBHOOK_SECRET are set together",
  });

export type Env = z.infer<typeof envSchema>;

/** The origin the server is reached at (PUBLIC_ORIGIN, or localhost on its port). */
export const publicOrigin = (env: Pick<Env, "PUBLIC_ORIGIN" | "PORT">) => env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`;

const loopbackHosts = ["localhost", "127.0.0.1", "[::1]"];
const isLoopback = (host: string) => loopbackHosts.includes(host) || host === "::1" || /^127\.\d+\.\d+\.\d+$/.test(host);
const wildcard = (host: string) => host === "0.0.0.0" || host === "::" || host === "[::]";

/**
 * The origins the inbox trusts a request that changes something from (sign-in included): the public origin, the
 * address the server is bound to (HOST:PORT), and, when it listens on loopback (or every address) or the public origin
 * is a loopback one, the loopback names of its port (localhost, 127.0.0.1, [::1]): the same server, whichever way it
 * is reached on this machine.
 */
export function trustedOrigins(env: Pick<Env, "PUBLIC_ORIGIN" | "PORT" | "HOST">): string[] {
  const origin = publicOrigin(env);
  const origins = [origin];
  const host = env.HOST.includes(":") && !env.HOST.startsWith("[") ? `[${env.HOST}]` : env.HOST;
  if (!wildcard(env.HOST)) origins.push(`http://${host}:${env.PORT}`);
  if (wildcard(env.HOST) || isLoopback(env.HOST) || isLoopback(new URL(origin).hostname)) {
    for (const name of loopbackHosts) origins.push(`http://${name}:${env.PORT}`);
  }
  return [...new Set(origins.map((value) => new URL(value).origin))];
}

/** HSTS when HSTS_MAX_AGE is unset: two years in production, off otherwise. */
export const hstsMaxAge = (env: Pick<Env, "HSTS_MAX_AGE" | "NODE_ENV">) =>
  env.HSTS_MAX_AGE ?? (env.NODE_ENV === "production" ? 63_072_000 : 0);

/**
 * Where the editor's content repository and the published builds live: inside the application's folder (`app`), as
 * the builds need the application's code and modules beside them; else a ConfigError naming the variable.
 */
export function publishingFolders(env: Pick<Env, "DATA_DIR" | "CONTENT_REPO_DIR" | "SITE_BUILDS_DIR">, app = process.cwd()) {
  const inside = (name: "CONTENT_REPO_DIR" | "SITE_BUILDS_DIR", underDataDir: string) => {
    const dir = path.resolve(app, env[name] ?? path.join(env.DATA_DIR, underDataDir));
    const relative = path.relative(app, dir);
    if (relative.startsWith("..") || path.isAbsolute(relative))
      throw new ConfigError(
        `${name} (${dir}${env[name] ? "" : ", under DATA_DIR"}) must be inside the application's folder, ${app}.`,
      );
    return dir;
  };
  return { contentRepo: inside("CONTENT_REPO_DIR", "content"), siteBuilds: inside("SITE_BUILDS_DIR", "site-builds") };
}

/**
 * The page preview's own folder (its content store and caches, decision 024), beside the builds: one per instance.
 * Astro's dev server will not start in a folder another one runs in, and instances that share the builds' volume may
 * share a machine too, so it is named by the machine and the port.
 */
export const pagePreviewFolder = (siteBuilds: string, host: string, port: number) =>
  path.join(siteBuilds, `.page-preview-${host}-${port}`);

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses the environment; throws a ConfigError naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty variable means "not set", as in most shells' `VAR= command`.
  const defined = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ""));
  const result = envSchema.safeParse(defined);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
}

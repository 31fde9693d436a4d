import { z } from "zod";

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

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  LEAD_NOTIFY_TO: z.email().default("sales@tessera.example"),
  LEAD_NOTIFY_FROM: z.email().default("website@tessera.example"),
  ALLOWED_ORIGINS: list,
  TRUSTED_PROXIES: list,
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
  STATIC_DIR: z.string().min(1).default("build/client"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type Env = z.infer<typeof envSchema>;

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

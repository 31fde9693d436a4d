import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The secret that signs inbox sessions: AUTH_SECRET when set (required with PostgreSQL, where several servers must
 * share it); otherwise one made on first start and kept in DATA_DIR/auth-secret, readable by its owner only, beside
 * the embedded database it belongs to.
 */
export function authSecret(env: { AUTH_SECRET?: string; DATABASE_URL?: string; DATA_DIR: string }): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (env.DATABASE_URL) throw new Error("AUTH_SECRET must be set when DATABASE_URL is: every server must sign sessions alike.");
  const file = path.resolve(env.DATA_DIR, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
  return secret;
}

import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * The demo form's start tokens: the time the server handed a token out and a random id, signed with a key derived from
 * the server's secret (server/auth/secret.ts), so the speed check reads the server's own clock, never the visitor's
 * (docs/decisions/022-judging-automation.md). Servers that share AUTH_SECRET read each other's tokens.
 */
export function formTokens(secret: string) {
  const key = Buffer.from(hkdfSync("sha256", secret, "", "demo form start token", 32));
  const sign = (issuedAt: number, id: string) => createHmac("sha256", key).update(`${issuedAt}.${id}`).digest();
  return {
    issue(now: number) {
      const id = randomBytes(12).toString("base64url");
      return `${now}.${id}.${sign(now, id).toString("base64url")}`;
    },
    /** The token's time and id, when this server signed it; undefined for anything else. */
    read(token: unknown): { issuedAt: number; id: string } | undefined {
      if (typeof token !== "string" || token.length > 100) return undefined;
      const [issued = "", id = "", signature = "", ...rest] = token.split(".");
      if (rest.length > 0 || !/^\d{13}$/.test(issued) || !/^[\w-]{16}$/.test(id)) return undefined;
      const given = Buffer.from(signature, "base64url");
      const expected = sign(Number(issued), id);
      return given.length === expected.length && timingSafeEqual(given, expected) ? { issuedAt: Number(issued), id } : undefined;
    },
  };
}

export type FormTokens = ReturnType<typeof formTokens>;

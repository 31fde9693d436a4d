import { AsyncLocalStorage } from "node:async_hooks";
import { passkey } from "@better-auth/passkey";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { admin } from "better-auth/plugins";
import { createAccessControl } from "better-auth/plugins/access";
import { defaultStatements } from "better-auth/plugins/admin/access";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { takeRateLimit } from "../db/rate-limits.ts";
import { accounts, auditLog, authRateLimits, passkeys, sessions, users, verifications } from "../db/schema.ts";
import type { Logger } from "../log.ts";

/** The header the server sets to the client's address (server/functions/client-address.ts) before better-auth reads it. */
export const clientAddressHeader = "x-tessera-client-address";

/** How long an invitation or a password-reset link works. */
export const linkLifetimeSeconds = 48 * 60 * 60;
/**
 * Sign-in attempts allowed per minute: per client address (better-auth's counter; SIGN_IN_LIMIT_PER_MINUTE), and per
 * account whatever the address (ours), so guesses spread over many addresses are slowed too. The account's count is
 * of one clock minute (server/db/rate-limits.ts): guesses from elsewhere keep the person who knows the password out
 * for a minute at most, and never from a passkey or a new link; 5 a minute lets a guesser try at most 7,200
 * passwords of 12 characters or more a day.
 */
const signInsPerMinute = { address: 10, account: 5 } as const;

/**
 * The only paths under /api/auth that reach better-auth (server/app.ts): what the inbox's pages call
 * (src/lib/browser/inbox-auth-client.ts) and the link in an invitation or reset. The rest of its API, its admin
 * routes above all, answers 404: people are invited, removed and given roles through /api/inbox, which checks and
 * audits each (server/inbox/routes.ts), and the server calls the rest through `auth.api`.
 */
export const authPaths = [
  "/sign-in/email",
  "/sign-out",
  "/get-session",
  "/revoke-sessions",
  "/reset-password",
  "/reset-password/:token",
  "/passkey/generate-authenticate-options",
  "/passkey/verify-authentication",
  "/passkey/generate-register-options",
  "/passkey/verify-registration",
  "/passkey/list-user-passkeys",
  "/passkey/delete-passkey",
] as const;

/** The largest body a request to /api/auth may send: a sign-in is well under 1 KiB, a passkey's registration a few. */
export const authBodyLimitBytes = 16 * 1024;

/** Sends an invitation's or a reset's link; resolves to whether it was e-mailed. */
export type AuthMailer = (message: { to: string; kind: "invitation" | "reset"; url: string }) => Promise<boolean>;

const links = new AsyncLocalStorage<{ url?: string; mailed?: boolean }>();

/**
 * Runs `action` (an invitation, say) and hands back the link it made, and whether it was e-mailed: where no mail
 * server is configured, the admin who invited someone passes the link on, and `npm run admin` prints it.
 */
export async function capturingLink<T>(action: () => Promise<T>) {
  const box: { url?: string; mailed?: boolean } = {};
  const result = await links.run(box, action);
  return { result, url: box.url, mailed: box.mailed ?? false };
}

type AuthOptions = {
  db: Database;
  log: Logger;
  /** At least 32 characters: signs the session cookies (server/auth/secret.ts). */
  secret: string;
  /** The origin people reach the server at: links in e-mails, the cookies' Secure flag, passkeys' relying party. */
  origin: string;
  /** Origins a sign-in may come from besides `origin`: the server's own addresses (server/env.ts, trustedOrigins). */
  trustedOrigins?: readonly string[];
  /** Sign-in attempts per client address per minute, whatever the account (default `signInsPerMinute.address`). */
  signInsPerAddress?: number;
  /** Sends the link that sets a password: an invitation for someone who has never signed in, else a reset. */
  sendLink: AuthMailer;
};

const ac = createAccessControl(defaultStatements);
/**
 * The roles as better-auth knows them: none may use its admin routes, which no request reaches (`authPaths`), but an
 * admin's removal of someone from the inbox is better-auth's ban (server/inbox/routes.ts).
 */
const noLibraryPermissions = ac.newRole({});

/**
 * Sign-in for the sales inbox (better-auth): e-mail and password (its scrypt hashing) and passkeys, no open sign-up
 * (an admin invites; the first admin comes from `npm run admin -- create-admin`), three roles: `admin` (also manages
 * users and edits the site), `sales` and `editor` (edits and publishes the site: server/publish/routes.ts). Sessions
 * live in HttpOnly, SameSite=Lax cookies, Secure when `origin` is https (better-auth's defaults for its base URL);
 * better-auth checks the Origin of every state-changing request against `origin` and `trustedOrigins`; sign-in
 * attempts are limited per address, and per account whatever the address; only the paths in `authPaths` are reachable.
 */
export function createAuth({
  db,
  log,
  secret,
  origin,
  trustedOrigins = [],
  signInsPerAddress = signInsPerMinute.address,
  sendLink,
}: AuthOptions) {
  return betterAuth({
    appName: "Tessera inbox",
    baseURL: origin,
    basePath: "/api/auth",
    secret,
    trustedOrigins: [...new Set([origin, ...trustedOrigins])],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        passkey: passkeys,
        rateLimit: authRateLimits,
      },
    }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: 12,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: linkLifetimeSeconds,
      revokeSessionsOnPasswordReset: true,
      // Whoever has never set a password (their e-mail is unverified) is being invited; anyone else is resetting.
      sendResetPassword: async ({ user, url }) => {
        const box = links.getStore();
        if (box) box.url = url;
        const mailed = await sendLink({ to: user.email, kind: user.emailVerified ? "reset" : "invitation", url });
        if (box) box.mailed = mailed;
      },
      // Setting a password through the link proves the address.
      onPasswordReset: async ({ user }) => {
        await db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
      },
    },
    session: { expiresIn: 7 * 24 * 60 * 60, updateAge: 24 * 60 * 60 },
    rateLimit: {
      enabled: true,
      storage: "database",
      modelName: "rateLimit",
      window: 60,
      max: 100,
      customRules: { "/sign-in/email": { window: 60, max: signInsPerAddress } },
    },
    advanced: {
      cookiePrefix: "tessera",
      ipAddress: { ipAddressHeaders: [clientAddressHeader] },
    },
    // Each new session is a sign-in, with a password or a passkey: the audit log keeps who signed in, and when.
    databaseHooks: {
      session: {
        create: {
          after: async (session) => {
            await db.insert(auditLog).values({ actorId: session.userId, action: "signed-in", subject: session.userId });
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/sign-in/email") return;
        const email = typeof ctx.body?.email === "string" ? ctx.body.email.trim().toLowerCase() : "";
        const limit = await takeRateLimit(db, `sign-in:${email}`, signInsPerMinute.account);
        if (limit.allowed) return;
        // The first refusal of the minute is audited, once, naming the account (if there is one) but not the guesser.
        if (limit.count === signInsPerMinute.account + 1) {
          const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
          if (account) await db.insert(auditLog).values({ actorId: null, action: "sign-in-throttled", subject: account.id });
          log.warn({ route: ctx.path }, "sign-in attempts over the limit for one account");
        }
        throw new APIError(
          "TOO_MANY_REQUESTS",
          {
            message: "Too many sign-in attempts for this account. Please wait a minute and try again, or sign in with a passkey.",
          },
          { "Retry-After": String(limit.retryAfterSeconds) },
        );
      }),
    },
    plugins: [
      admin({
        ac,
        roles: { admin: ac.newRole({ user: ["ban"] }), sales: noLibraryPermissions, editor: noLibraryPermissions },
        defaultRole: "sales",
        adminRoles: ["admin"],
      }),
      passkey({ rpID: new URL(origin).hostname, rpName: "Tessera inbox", origin }),
    ],
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;

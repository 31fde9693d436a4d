import { passkeyClient } from "@better-auth/passkey/client";
import { createAuthClient } from "better-auth/client";
import { type StaffRole, staffRoleOf } from "../inbox-api.ts";
import { InboxError, type Me, unreachable } from "./inbox-client.ts";

/**
 * better-auth's own client for the inbox's sign-in (server/auth/auth.ts, under /api/auth): e-mail and password,
 * passkeys (WebAuthn in the browser), password reset, sign-out. Only the inbox's pages load it.
 */
export const authClient = createAuthClient({ basePath: "/api/auth", plugins: [passkeyClient()] });

type Answer<T> = { data: T | null; error: { status: number; message?: string | undefined } | null };

/** What a call answered, or an InboxError with the server's message, as the inbox's own API refuses. */
export async function authed<T>(call: Promise<Answer<T>>): Promise<T> {
  const { data, error } = await call.catch(() => {
    throw new InboxError(0, unreachable);
  });
  if (error) throw new InboxError(error.status, error.message ?? `The request failed (${error.status}).`, error);
  return data as T;
}

export async function currentUser(): Promise<Me | null> {
  const session = await authed(authClient.getSession());
  if (!session) return null;
  const { id, name, email, role } = session.user as typeof session.user & { role?: string | null };
  return { id, name, email, role: staffRoleOf(role) satisfies StaffRole };
}

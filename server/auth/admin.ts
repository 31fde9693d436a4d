import { randomBytes } from "node:crypto";
import type { StaffRole } from "../../src/lib/inbox-api.ts";
import type { Database } from "../db/client.ts";
import { auditLog } from "../db/schema.ts";
import type { Auth } from "./auth.ts";

/**
 * Creates a user who has no password yet and asks for the link that sets one: the first admin
 * (`npm run admin -- create-admin`), or any invitation. The link reaches the person through the auth's `sendLink`.
 */
export async function inviteUser(
  auth: Auth,
  db: Database,
  person: { email: string; name: string; role: StaffRole },
  options: { origin: string; actorId: string | null },
) {
  // The password is never told to anyone: the link sets it.
  const created = await auth.api.createUser({ body: { ...person, password: randomBytes(32).toString("base64url") } });
  const action = options.actorId ? "user-invited" : "admin-created";
  await db.insert(auditLog).values({ actorId: options.actorId, action, subject: created.user.id });
  await requestLink(auth, person.email, options.origin);
  return created.user.id;
}

/**
 * Sends someone a new link that sets their password, at an admin's request: an invitation again for someone who never
 * signed in (theirs was lost, or has expired), else a reset for someone who forgot theirs.
 */
export async function sendNewLink(
  auth: Auth,
  db: Database,
  person: { id: string; email: string },
  options: { origin: string; actorId: string },
) {
  await db.insert(auditLog).values({ actorId: options.actorId, action: "link-sent", subject: person.id });
  await requestLink(auth, person.email, options.origin);
}

const requestLink = (auth: Auth, email: string, origin: string) =>
  auth.api.requestPasswordReset({ body: { email, redirectTo: `${origin}/inbox/set-password` } });

import { randomBytes } from "node:crypto";
import type { StaffRole } from "../../src/lib/inbox-api.ts";
import type { Database } from "../db/client.ts";
import { auditLog } from "../db/schema.ts";
import type { Auth } from "./auth.ts";

/**
 * Creates an admin who has no password yet and asks for the link that sets one: the first admin
 * (`npm run admin -- create-admin`), or any invitation. The link reaches the person through the auth's `sendLink`.
 */
export async function inviteUser(
  auth: Auth,
  db: Database,
  person: { email: string; name: string; role: StaffRole },
  options: { origin: string; actorId: string | null },
) {
  const created = await auth.api.createUser({
    body: {
      email: person.email,
      name: person.name,
      role: person.role,
      // Never told to anyone: the link sets the password.
      password: randomBytes(32).toString("base64url"),
    },
  });
  await db.insert(auditLog).values({
    actorId: options.actorId,
    action: options.actorId ? "user-invited" : "admin-created",
    subject: created.user.id,
  });
  await auth.api.requestPasswordReset({ body: { email: person.email, redirectTo: `${options.origin}/inbox/set-password` } });
  return created.user.id;
}

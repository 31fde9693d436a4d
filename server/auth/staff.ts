import { type StaffRole, staffRoleOf } from "../../src/lib/inbox-api.ts";
import type { Auth } from "./auth.ts";

/** A signed-in person, and the session (one browser's sign-in) a request comes with. */
export type Staff = { id: string; name: string; email: string; role: StaffRole; session: string };

/** The signed-in person a request comes from, or undefined. */
export async function staffOf(auth: Auth, headers: Headers): Promise<Staff | undefined> {
  const session = await auth.api.getSession({ headers });
  if (!session) return undefined;
  const { id, name, email, role } = session.user as typeof session.user & { role?: string | null };
  return { id, name, email, role: staffRoleOf(role), session: session.session.id };
}

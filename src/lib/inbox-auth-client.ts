import { passkeyClient } from "@better-auth/passkey/client";
import { createAuthClient } from "better-auth/client";

/** better-auth's own client, for what needs the browser's WebAuthn: signing in with a passkey, adding one. */
export const authClient = createAuthClient({ basePath: "/api/auth", plugins: [passkeyClient()] });

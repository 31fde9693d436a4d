import { authClient, authed } from "@lib/browser/inbox-auth-client.ts";
import { InboxError } from "@lib/browser/inbox-client.ts";
import { Button } from "@/components/ui/button.tsx";
import { fieldsOf, Input, narrowCard, Problem, useOutcome } from "./fields.tsx";
import { signInText as t, usersText } from "./strings.ts";

/** Sign-in with e-mail and password. There is no sign-up: an admin invites people. */
export function SignIn({ notice, onSignedIn }: { notice?: string | undefined; onSignedIn: () => void }) {
  const { problem, busy, run } = useOutcome();

  const withPasskey = () =>
    run(async () => {
      const result = await authClient.signIn.passkey();
      if (result?.error) throw new Error(result.error.message ?? "Signing in with a passkey did not work.");
      onSignedIn();
    }, "");

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { email = "", password = "" } = fieldsOf(event.currentTarget);
    await run(async () => {
      await authed(authClient.signIn.email({ email, password })).catch((error) => {
        throw error instanceof InboxError && error.status === 401
          ? new Error("The e-mail address or the password is not right.")
          : error;
      });
      onSignedIn();
    }, "");
  }

  return (
    <form onSubmit={submit} className={narrowCard}>
      <h1 className="font-bold text-2xl">Sign in to the inbox</h1>
      {notice ? (
        <p role="status" className="text-sm">
          {notice}
        </p>
      ) : null}
      <Input label={usersText.email} name="email" type="email" autoComplete="username" required />
      <Input label="Password" name="password" type="password" autoComplete="current-password" required />
      <Problem message={problem} />
      <Button type="submit" disabled={busy}>
        {busy ? "Signing in..." : t.signIn}
      </Button>
      <Button type="button" variant="secondary" disabled={busy} onClick={() => void withPasskey()}>
        Sign in with a passkey
      </Button>
      <p className="text-muted-foreground text-sm">
        No account, or forgot your password? Ask an admin of the inbox to send you a link.
      </p>
    </form>
  );
}

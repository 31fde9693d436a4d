import { authClient, authed } from "@lib/browser/inbox-auth-client.ts";
import { useState } from "react";
import { Button, ButtonLink } from "@/components/ui/button.tsx";
import { control, Field, fieldsOf, narrowCard, Problem, useOutcome } from "./fields.tsx";

const usedOrExpired = "This link has been used or has expired. Ask an admin for a new one.";

/**
 * Where an invitation's or a reset's link lands (/inbox/set-password?token=…): choose a password, then sign in. A used
 * or expired link arrives with ?error=INVALID_TOKEN instead of a token.
 */
export function SetPassword({ token, error }: { token: string; error: string }) {
  const { problem, busy, run } = useOutcome();
  const [done, setDone] = useState(false);
  const linkProblem = token ? "" : error ? usedOrExpired : "This link is not complete: open the link from the e-mail again.";

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { password = "", confirm } = fieldsOf(event.currentTarget);
    await run(async () => {
      if (password.length < 12) throw new Error("The password must be at least 12 characters.");
      if (password !== confirm) throw new Error("The two passwords are not the same.");
      await authed(authClient.resetPassword({ newPassword: password, token })).catch((error: Error) => {
        throw /token/i.test(error.message) ? new Error(usedOrExpired) : error;
      });
      setDone(true);
    }, "");
  }

  if (done) {
    return (
      <div role="status" className={narrowCard}>
        <h1 className="font-bold text-2xl">Your password is set</h1>
        <p className="text-muted-foreground">Sign in with your e-mail address and the password you chose.</p>
        <ButtonLink href="/inbox">Sign in</ButtonLink>
      </div>
    );
  }
  return (
    <form onSubmit={submit} className={narrowCard}>
      <h1 className="font-bold text-2xl">Choose your password</h1>
      <Field label="New password" hint="At least 12 characters. A few words you will remember make a good one.">
        <input name="password" type="password" autoComplete="new-password" required minLength={12} className={control} />
      </Field>
      <Field label="The same password again">
        <input name="confirm" type="password" autoComplete="new-password" required className={control} />
      </Field>
      <Problem message={problem || linkProblem} />
      <Button type="submit" disabled={busy || !token}>
        {busy ? "Saving..." : "Set password"}
      </Button>
    </form>
  );
}

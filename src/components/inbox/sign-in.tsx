import { authClient, authed } from "@lib/browser/inbox-auth-client.ts";
import { InboxError } from "@lib/browser/inbox-client.ts";
import { useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { CardForm, control, Field } from "./fields.tsx";
import { signInText as t } from "./strings.ts";

/** Sign-in with e-mail and password. There is no sign-up: an admin invites people. */
export function SignIn({ notice, onSignedIn }: { notice?: string | undefined; onSignedIn: () => void }) {
  const [problem, setProblem] = useState("");
  const [busy, setBusy] = useState(false);

  async function withPasskey() {
    setBusy(true);
    setProblem("");
    const result = await authClient.signIn.passkey();
    setBusy(false);
    if (result?.error) setProblem(result.error.message ?? t.passkeyFailed);
    else onSignedIn();
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setProblem("");
    try {
      await authed(authClient.signIn.email({ email: String(data.get("email")), password: String(data.get("password")) }));
      onSignedIn();
    } catch (error) {
      setProblem(
        error instanceof InboxError && error.status === 401 ? t.wrong : error instanceof Error ? error.message : String(error),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <CardForm
      heading={t.heading}
      problem={problem}
      onSubmit={submit}
      actions={
        <>
          <Button type="submit" disabled={busy}>
            {busy ? t.signingIn : t.signIn}
          </Button>
          <Button type="button" variant="secondary" disabled={busy} onClick={() => void withPasskey()}>
            {t.passkey}
          </Button>
          <p className="text-muted-foreground text-sm">{t.noAccount}</p>
        </>
      }
    >
      {notice ? (
        <p role="status" className="text-sm">
          {notice}
        </p>
      ) : null}
      <Field label={t.email}>
        <input name="email" type="email" autoComplete="username" required className={control} />
      </Field>
      <Field label={t.password}>
        <input name="password" type="password" autoComplete="current-password" required className={control} />
      </Field>
    </CardForm>
  );
}

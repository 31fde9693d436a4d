import { authClient, authed } from "@lib/browser/inbox-auth-client.ts";
import type { Me } from "@lib/browser/inbox-client.ts";
import { useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Outcome, Screen, Section, useOnce, useOutcome } from "./fields.tsx";
import { usersText } from "./strings.ts";

type Passkey = { id: string; name?: string | null };

/**
 * The signed-in person's account: their passkeys, a second way in besides the password, and signing out on every
 * device (a device lost).
 */
export function Account({ me, onSignOutEverywhere }: { me: Me; onSignOutEverywhere: () => void }) {
  const [list, setList] = useState<Passkey[]>([]);
  const { done: saved, problem, run } = useOutcome();

  const load = () =>
    authed(authClient.passkey.listUserPasskeys()).then(
      (passkeys) => setList(passkeys ?? []),
      () => setList([]),
    );

  useOnce(load);

  const add = () =>
    run(async () => {
      const result = await authClient.passkey.addPasskey({ name: `Passkey added ${new Date().toLocaleDateString("en-GB")}` });
      if (result?.error) throw new Error(result.error.message ?? "The passkey was not added.");
      await load();
    }, "Passkey added: next time, sign in with it.");

  const remove = (passkey: Passkey) =>
    run(async () => {
      await authed(authClient.passkey.deletePasskey({ id: passkey.id }));
      await load();
    }, "Passkey removed.");

  return (
    <Screen id="account-heading" heading="Your account" className="max-w-2xl">
      <p>
        {me.name} · {me.email} · {usersText.roleLabels[me.role]}
      </p>
      <Section id="passkeys-heading" title="Passkeys" card>
        <p className="text-muted-foreground text-sm">
          A passkey signs you in with this device's screen lock or a security key, without your password.
        </p>
        {list.length === 0 ? <p className="text-sm">No passkey yet.</p> : null}
        <ul className="divide-y divide-border">
          {list.map((passkey) => (
            <li key={passkey.id} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span>{passkey.name ?? "Passkey"}</span>
              <Button size="sm" variant="danger" onClick={() => void remove(passkey)}>
                {usersText.remove}
                <span className="sr-only"> {passkey.name ?? "passkey"}</span>
              </Button>
            </li>
          ))}
        </ul>
        <div>
          <Button size="sm" onClick={() => void add()}>
            Add a passkey
          </Button>
        </div>
        <Outcome done={saved} problem={problem} />
      </Section>
      <Section id="devices-heading" title="Your devices" card>
        <p className="text-muted-foreground text-sm">
          Signs you out on every device where you are signed in, this one included: for a phone or laptop lost or left signed in.
        </p>
        <div>
          <Button size="sm" variant="danger" onClick={onSignOutEverywhere}>
            Sign out everywhere
          </Button>
        </div>
      </Section>
    </Screen>
  );
}

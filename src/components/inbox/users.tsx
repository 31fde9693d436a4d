import { answer, inboxApi, type StaffUser } from "@lib/browser/inbox-client.ts";
import type { StaffRole } from "@lib/inbox-api.ts";
import { useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { fieldsOf, Input, Problem, Screen, Select, Submit, useOnce, useOutcome } from "./fields.tsx";
import { usersText as t } from "./strings.ts";

/** The admins' screen: who can use the inbox, invitations, and removing someone. */
export function Users({ meId }: { meId: string }) {
  const [people, setPeople] = useState<StaffUser[]>([]);
  const { done: saved, problem, busy, run, fail } = useOutcome();
  const [link, setLink] = useState("");
  const load = () => answer(inboxApi.users.$get()).then(setPeople, fail);

  useOnce(load);

  /** Runs a request whose answer may carry a link to pass on: there is one when no mail server sent it. */
  async function withLink<T extends { link?: string | null }>(request: () => Promise<T>, said: (answered: T) => string) {
    setLink("");
    await run(async () => {
      const answered = await request();
      setLink(answered.link ?? "");
      return answered;
    }, said);
  }

  async function invite(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const body = fieldsOf(form) as { email: string; name: string; role: StaffRole };
    await withLink(
      async () => {
        const invited = await answer(inboxApi.users.$post({ json: body }));
        form.reset();
        await load();
        return invited;
      },
      (invited) => (invited.link ? t.invitedNoMail(body.name) : t.invited(body.email)),
    );
  }

  const sendLink = (person: StaffUser) =>
    withLink(
      () => answer(inboxApi.users[":id"].link.$post({ param: { id: person.id } })),
      (sent) => (sent.link ? t.linkNoMail(person.name) : t.linkSent(person.name, person.email)),
    );

  async function remove(person: StaffUser) {
    if (!window.confirm(t.removeQuestion(person.name))) return;
    await run(async () => {
      await answer(inboxApi.users[":id"].$delete({ param: { id: person.id } }));
      await load();
    }, t.removed(person.name));
  }

  return (
    <Screen id="users-heading" heading={t.heading}>
      <form
        onSubmit={invite}
        aria-label="Invite someone"
        className="grid gap-3 rounded-card border border-border bg-card p-4 sm:grid-cols-4"
      >
        <Input label="Name" name="name" required autoComplete="off" />
        <Input label={t.email} name="email" type="email" required autoComplete="off" />
        <Select label="Role" name="role" defaultValue="sales" options={Object.entries(t.roles)} />
        <Submit className="flex items-end" disabled={busy}>
          Send invitation
        </Submit>
      </form>
      <div role="status" className="flex flex-col gap-2 text-primary text-sm">
        <p>{saved}</p>
        {link ? (
          <Input label="Link that sets the password" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
        ) : null}
      </div>
      <Problem message={problem} />
      <ul className="divide-y divide-border rounded-card border border-border bg-card">
        {people.map((person) => (
          <li key={person.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm">
            <span>
              <span className="font-medium">{person.name}</span> <span className="text-muted-foreground">{person.email}</span>
            </span>
            <span className="flex items-center gap-3">
              <span className="text-muted-foreground">
                {t.roleLabels[person.role]}
                {person.deactivated ? " · removed" : person.invited ? " · invited" : ""}
              </span>
              {person.id === meId || person.deactivated ? null : (
                <>
                  <Button type="button" size="sm" variant="secondary" disabled={busy} onClick={() => void sendLink(person)}>
                    Send a new link
                    <span className="sr-only"> to {person.name}</span>
                  </Button>
                  <Button size="sm" variant="danger" disabled={busy} onClick={() => void remove(person)}>
                    {t.remove}
                    <span className="sr-only"> {person.name}</span>
                  </Button>
                </>
              )}
            </span>
          </li>
        ))}
      </ul>
    </Screen>
  );
}

import { answer, inboxApi } from "@lib/browser/inbox-client.ts";
import type * as React from "react";
import { useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Input, Outcome, Problem, Screen, Section, Select, Submit, useLoaded, useOutcome } from "./fields.tsx";
import type { Suite } from "./format.ts";
import { OwnerSelect, useOwners } from "./lead-parts.tsx";
import { responseText, assignmentText as t, timeZoneText, usersText } from "./strings.ts";

const readSettings = () => answer(inboxApi.assignment.$get());
type Settings = Awaited<ReturnType<typeof readSettings>>;

/** The admins' screen for how new leads find their owner: the round-robin and the rules; the response target and time zone. */
export function Assignment({ suites }: { suites: Suite[] }) {
  const reading = useOutcome();
  const [settings, setSettings] = useLoaded("settings", readSettings, reading.fail);
  const owners = useOwners();
  const [kind, setKind] = useState<Settings["rules"][number]["kind"]>("domain");
  // Each card says what its last action did, and the problem it met, at its own foot: in view where it was pressed.
  const roundRobin = useOutcome();
  const rules = useOutcome();

  /** Saves a change of the rules or the round-robin, and shows them as the server answers. */
  const run = (outcome: ReturnType<typeof useOutcome>, request: () => Promise<Settings>, done: string) =>
    outcome.run(async () => setSettings(await request()), done);
  const api = inboxApi.assignment;

  const nameOf = (id: string) => owners.find((owner) => owner.id === id)?.name ?? t.removedPerson;
  const suiteName = (slug: string) => suites.find((suite) => suite.slug === slug)?.name ?? slug;

  return (
    <Screen id="assignment-heading" heading={t.heading} intro={t.intro}>
      {settings ? (
        <>
          <Section
            id="round-robin-heading"
            title={t.roundRobinHeading}
            card
            key={settings.roundRobin.join(",")}
            onSubmit={(event) => {
              event.preventDefault();
              const ownerIds = new FormData(event.currentTarget).getAll("person").map(String);
              void run(
                roundRobin,
                () => answer(api["round-robin"].$put({ json: { ownerIds } })),
                t.roundRobinSaved(ownerIds.length),
              );
            }}
          >
            <p className="text-muted-foreground text-sm">
              The people who take turns at leads no rule gives. Choose nobody to leave those leads unassigned.
            </p>
            <fieldset className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
              <legend className="sr-only">{t.roundRobinHeading}</legend>
              {owners.map((owner) => (
                <label key={owner.id} className="flex items-center gap-2">
                  <input type="checkbox" name="person" value={owner.id} defaultChecked={settings.roundRobin.includes(owner.id)} />
                  {owner.name}
                </label>
              ))}
            </fieldset>
            <Submit disabled={roundRobin.busy}>Save round-robin</Submit>
            <Outcome done={roundRobin.done} problem={roundRobin.problem} />
          </Section>
          <Section id="rules-heading" title="Rules" card>
            {settings.rules.length === 0 ? <p className="text-muted-foreground text-sm">No rules yet.</p> : null}
            <ul className="divide-y divide-border text-sm">
              {settings.rules.map((rule) => (
                <li key={rule.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
                  <span>
                    {t.ruleText(rule.kind, rule.kind === "solution" ? suiteName(rule.value) : rule.value)} →{" "}
                    <span className="font-medium">{nameOf(rule.ownerId)}</span>
                  </span>
                  <Button
                    size="sm"
                    variant="danger"
                    onClick={() =>
                      void run(rules, () => answer(api.rules[":id"].$delete({ param: { id: `${rule.id}` } })), "Rule removed.")
                    }
                  >
                    {usersText.remove}
                    <span className="sr-only"> {t.ruleText(rule.kind, rule.value)}</span>
                  </Button>
                </li>
              ))}
            </ul>
            <form
              aria-label={t.addRule}
              className="grid gap-3 border-border border-t pt-3 sm:grid-cols-4"
              onSubmit={async (event) => {
                event.preventDefault();
                const form = event.currentTarget;
                const data = new FormData(form);
                const body = { kind, value: String(data.get("value") ?? ""), ownerId: String(data.get("owner") ?? "") };
                if (await run(rules, () => answer(api.rules.$post({ json: body })), "Rule saved.")) form.reset();
              }}
            >
              <Select
                label="Rule for"
                name="kind"
                value={kind}
                onChange={(event) => setKind(event.currentTarget.value as typeof kind)}
                options={Object.entries(t.kinds)}
              />
              {kind === "domain" ? (
                <Input
                  label="Domain"
                  hint="What follows the @ in their e-mail addresses."
                  name="value"
                  required
                  placeholder="orbit.example"
                />
              ) : (
                <Select label="Solution" name="value" required options={suites.map((suite) => [suite.slug, suite.name])} />
              )}
              <OwnerSelect label="Goes to" name="owner" required owners={owners} />
              <Submit className="flex items-end" variant="secondary" disabled={rules.busy}>
                {t.addRule}
              </Submit>
            </form>
            <Outcome done={rules.done} problem={rules.problem} />
          </Section>
        </>
      ) : null}
      <SettingForm
        id="response-heading"
        text={{ ...responseText, label: "Target, in minutes" }}
        read={async () => String((await answer(inboxApi["response-target"].$get())).minutes ?? "")}
        save={async (raw) => {
          const minutes = raw.trim() ? Number(raw.trim()) : null;
          const next = await answer(inboxApi["response-target"].$put({ json: { minutes } }));
          return [String(next.minutes ?? ""), responseText.saved(next.minutes)];
        }}
        input={{ name: "minutes", type: "number", min: 1, max: 43200, step: 1 }}
      />
      <SettingForm
        id="time-zone-heading"
        text={timeZoneText}
        read={async () => (await answer(inboxApi["time-zone"].$get())).timeZone}
        save={async (timeZone) => {
          const next = await answer(inboxApi["time-zone"].$put({ json: { timeZone } }));
          return [next.timeZone, timeZoneText.saved(next.timeZone)];
        }}
        input={{ name: "timeZone", required: true, list: "time-zones" }}
      >
        <datalist id="time-zones">
          {["UTC", ...Intl.supportedValuesOf("timeZone")].map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      </SettingForm>
      <Problem message={reading.problem} />
    </Screen>
  );
}

/**
 * A card that sets one of the team's settings (the response target, the time zone) with one field: it reads the
 * setting, shows it, and saves it, saying at its foot what saving did or the problem it met.
 */
function SettingForm({
  id,
  text,
  read,
  save,
  input,
  children,
}: {
  /** The id of its heading, which names the form. */
  id: string;
  text: { heading: string; label: string; hint: string; save: string };
  /** The setting's value, as its field shows it. */
  read: () => Promise<string>;
  /** Saves the field's value: the setting's value as the server answers, and what saving did, in words. */
  save: (value: string) => Promise<[string, string]>;
  input: React.InputHTMLAttributes<HTMLInputElement> & { name: string };
  children?: React.ReactNode;
}) {
  const [value, setValue] = useLoaded(id, read);
  const outcome = useOutcome();
  if (value === undefined) return null;
  return (
    <Section
      id={id}
      title={text.heading}
      card
      onSubmit={async (event) => {
        event.preventDefault();
        const raw = String(new FormData(event.currentTarget).get(input.name) ?? "");
        await outcome.run(
          async () => {
            const [next, said] = await save(raw);
            setValue(next);
            return said;
          },
          (said) => said,
        );
      }}
    >
      <div className="max-w-xs">
        <Input label={text.label} hint={text.hint} key={value} defaultValue={value} {...input} />
        {children}
      </div>
      <Submit variant="secondary" disabled={outcome.busy}>
        {text.save}
      </Submit>
      <Outcome done={outcome.done} problem={outcome.problem} />
    </Section>
  );
}

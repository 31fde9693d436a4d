import { answer, dangerButton, inboxApi } from "@lib/browser/inbox-client.ts";
import type { AssignmentRule, AssignmentSettings, ResponseTarget } from "@lib/inbox-api.ts";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { control, Field, Outcome, Problem, useOutcome } from "./fields.tsx";
import type { Suite } from "./format.ts";
import { OwnerSelect, useOwners } from "./owners.tsx";
import { responseText, assignmentText as t, timeZoneText } from "./strings.ts";

/** The admins' screen for how new leads find their owner: the round-robin and the rules. */
export function Assignment({ suites }: { suites: Suite[] }) {
  const [settings, setSettings] = useState<AssignmentSettings | null>(null);
  const owners = useOwners();
  const [target, setTarget] = useState<ResponseTarget | null>(null);
  const [zone, setZone] = useState<{ timeZone: string } | null>(null);
  const [kind, setKind] = useState<AssignmentRule["kind"]>("domain");
  const [loadProblem, setLoadProblem] = useState("");
  // Each card says what its last action did, and the problem it met, at its own foot: in view where it was pressed.
  const roundRobin = useOutcome();
  const rules = useOutcome();
  const response = useOutcome();
  const zoneOutcome = useOutcome();

  useEffect(() => {
    answer(inboxApi.assignment.$get()).then(setSettings, (error: Error) => setLoadProblem(error.message));
    answer(inboxApi["response-target"].$get()).then(setTarget, () => {});
    answer(inboxApi["time-zone"].$get()).then(setZone, () => {});
  }, []);

  /** Saves a change of the rules or the round-robin, and shows them as the server answers. */
  const run = (outcome: ReturnType<typeof useOutcome>, request: () => Promise<AssignmentSettings>, done: string) =>
    outcome.run(async () => setSettings(await request()), done);

  const nameOf = (id: string) => owners.find((owner) => owner.id === id)?.name ?? t.removedPerson;
  const suiteName = (slug: string) => suites.find((suite) => suite.slug === slug)?.name ?? slug;

  return (
    <section aria-labelledby="assignment-heading" className="flex flex-col gap-6">
      <h1 id="assignment-heading" className="font-bold text-2xl">
        {t.heading}
      </h1>
      <p className="max-w-prose text-muted-foreground text-sm">{t.intro}</p>
      {settings ? (
        <>
          <form
            aria-labelledby="round-robin-heading"
            className="flex flex-col gap-3 rounded-card border border-border bg-card p-4"
            key={settings.roundRobin.join(",")}
            onSubmit={(event) => {
              event.preventDefault();
              const ownerIds = new FormData(event.currentTarget).getAll("person").map(String);
              void run(
                roundRobin,
                () => answer(inboxApi.assignment["round-robin"].$put({ json: { ownerIds } })),
                t.roundRobinSaved(ownerIds.length),
              );
            }}
          >
            <h2 id="round-robin-heading" className="font-semibold text-lg">
              {t.roundRobinHeading}
            </h2>
            <p className="text-muted-foreground text-sm">{t.roundRobinHint}</p>
            <fieldset className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
              <legend className="sr-only">{t.roundRobinHeading}</legend>
              {owners.map((owner) => (
                <label key={owner.id} className="flex items-center gap-2">
                  <input type="checkbox" name="person" value={owner.id} defaultChecked={settings.roundRobin.includes(owner.id)} />
                  {owner.name}
                </label>
              ))}
            </fieldset>
            <div>
              <Button type="submit" size="sm" disabled={roundRobin.busy}>
                {t.saveRoundRobin}
              </Button>
            </div>
            <Outcome done={roundRobin.done} problem={roundRobin.problem} />
          </form>
          <section aria-labelledby="rules-heading" className="flex flex-col gap-3 rounded-card border border-border bg-card p-4">
            <h2 id="rules-heading" className="font-semibold text-lg">
              {t.rulesHeading}
            </h2>
            {settings.rules.length === 0 ? <p className="text-muted-foreground text-sm">{t.noRules}</p> : null}
            <ul className="divide-y divide-border text-sm">
              {settings.rules.map((rule) => (
                <li key={rule.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
                  <span>
                    {t.ruleText(rule.kind, rule.kind === "solution" ? suiteName(rule.value) : rule.value)} →{" "}
                    <span className="font-medium">{nameOf(rule.ownerId)}</span>
                  </span>
                  <button
                    type="button"
                    className={dangerButton}
                    onClick={() =>
                      void run(
                        rules,
                        () => answer(inboxApi.assignment.rules[":id"].$delete({ param: { id: String(rule.id) } })),
                        t.ruleRemoved,
                      )
                    }
                  >
                    {t.remove}
                    <span className="sr-only"> {t.ruleText(rule.kind, rule.value)}</span>
                  </button>
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
                const done = await run(rules, () => answer(inboxApi.assignment.rules.$post({ json: body })), t.ruleAdded);
                if (done) form.reset();
              }}
            >
              <Field label={t.kind}>
                <select
                  name="kind"
                  value={kind}
                  onChange={(event) => setKind(event.currentTarget.value as AssignmentRule["kind"])}
                  className={control}
                >
                  <option value="domain">{t.kinds.domain}</option>
                  <option value="solution">{t.kinds.solution}</option>
                </select>
              </Field>
              {kind === "domain" ? (
                <Field label={t.domain} hint={t.domainHint}>
                  <input name="value" required placeholder={t.domainPlaceholder} className={control} />
                </Field>
              ) : (
                <Field label={t.solution}>
                  <select name="value" required className={control}>
                    {suites.map((suite) => (
                      <option key={suite.slug} value={suite.slug}>
                        {suite.name}
                      </option>
                    ))}
                  </select>
                </Field>
              )}
              <Field label={t.owner}>
                <OwnerSelect name="owner" required owners={owners} />
              </Field>
              <div className="flex items-end">
                <Button type="submit" size="sm" variant="secondary" disabled={rules.busy}>
                  {t.addRule}
                </Button>
              </div>
            </form>
            <Outcome done={rules.done} problem={rules.problem} />
          </section>
        </>
      ) : null}
      {target ? (
        <form
          aria-labelledby="response-heading"
          key={String(target.minutes)}
          className="flex flex-col gap-3 rounded-card border border-border bg-card p-4"
          onSubmit={async (event) => {
            event.preventDefault();
            const raw = String(new FormData(event.currentTarget).get("minutes") ?? "").trim();
            const minutes = raw ? Number(raw) : null;
            await response.run(
              async () => {
                const next = await answer(inboxApi["response-target"].$put({ json: { minutes } }));
                setTarget(next);
                return next;
              },
              (next) => responseText.saved(next.minutes),
            );
          }}
        >
          <h2 id="response-heading" className="font-semibold text-lg">
            {responseText.heading}
          </h2>
          <div className="max-w-xs">
            <Field label={responseText.minutes} hint={responseText.hint}>
              <input
                name="minutes"
                type="number"
                min={1}
                max={43200}
                step={1}
                defaultValue={target.minutes ?? ""}
                className={control}
              />
            </Field>
          </div>
          <div>
            <Button type="submit" size="sm" variant="secondary" disabled={response.busy}>
              {responseText.save}
            </Button>
          </div>
          <Outcome done={response.done} problem={response.problem} />
        </form>
      ) : null}
      {zone ? (
        <form
          aria-labelledby="time-zone-heading"
          key={zone.timeZone}
          className="flex flex-col gap-3 rounded-card border border-border bg-card p-4"
          onSubmit={async (event) => {
            event.preventDefault();
            const timeZone = String(new FormData(event.currentTarget).get("timeZone") ?? "");
            await zoneOutcome.run(
              async () => {
                const next = await answer(inboxApi["time-zone"].$put({ json: { timeZone } }));
                setZone(next);
                return next;
              },
              (next) => timeZoneText.saved(next.timeZone),
            );
          }}
        >
          <h2 id="time-zone-heading" className="font-semibold text-lg">
            {timeZoneText.heading}
          </h2>
          <div className="max-w-xs">
            <Field label={timeZoneText.label} hint={timeZoneText.hint}>
              <input name="timeZone" required list="time-zones" defaultValue={zone.timeZone} className={control} />
            </Field>
            <datalist id="time-zones">
              {["UTC", ...Intl.supportedValuesOf("timeZone")].map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
          </div>
          <div>
            <Button type="submit" size="sm" variant="secondary" disabled={zoneOutcome.busy}>
              {timeZoneText.save}
            </Button>
          </div>
          <Outcome done={zoneOutcome.done} problem={zoneOutcome.problem} />
        </form>
      ) : null}
      <Problem message={loadProblem} />
    </section>
  );
}

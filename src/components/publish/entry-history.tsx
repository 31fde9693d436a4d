import { answer, type EntryFields, type EntryVersion, publishApi } from "@lib/browser/inbox-client.ts";
import { staffTime } from "@lib/dates.ts";
import { entryHistoryUrl } from "@lib/publish-api.ts";
import { diffLines, diffWords } from "diff";
import { useEffect, useState } from "react";
import { Section, Select, useLoaded, useOutcome } from "@/components/inbox/fields.tsx";
import { pagesText } from "@/components/inbox/strings.ts";
import { Button } from "@/components/ui/button.tsx";
import { EntryName, link, Screen, useConfirm } from "./parts.tsx";
import { historyText as text } from "./strings.ts";

const site = publishApi.site;

/** What to restore: a version of an entry (its file now, and its file then). */
type Restoring = { file: string; commit: string; from: string };

/**
 * An entry's history (/publish/history?file=…): its versions, two of them side by side field by field, and a restore
 * of any; without a file, every entry to choose from and the entries deleted, each restorable. In the browser only,
 * behind the staff sign-in, like the publish page.
 */
export function EntryHistoryApp() {
  const file = new URLSearchParams(location.search).get("file");
  const { done, problem, refused, run, fail } = useOutcome();
  const [reloads, setReloads] = useState(0);

  const [ask, confirmation] = useConfirm<Restoring>(
    { title: "Restore this version?", body: text.restoreBody, confirm: text.restoreDeleted },
    (restoring) =>
      void run(async () => {
        const { summary } = await answer(site.entries.restore.$post({ json: restoring }));
        setReloads((count) => count + 1);
        return summary;
      }, text.restored),
  );

  return (
    <Screen title={text.title} problem={problem} refused={refused}>
      <p className="text-muted-foreground">
        Every version of an entry that was saved, who saved it and when. Compare any two, and restore one: a restore is a save
        like any other, checked before it is kept, and live once the site is published.
      </p>
      <p aria-live="polite" className="font-semibold text-primary">
        {done && (
          <>
            {done}{" "}
            <a className={link} href="/publish">
              Publish it
            </a>
          </>
        )}
      </p>
      {file ? (
        <Versions key={reloads} file={file} onError={fail} onRestore={ask} />
      ) : (
        <Entries key={reloads} onError={fail} onRestore={ask} />
      )}
      {confirmation}
    </Screen>
  );
}

type Props = { onError: (error: unknown) => void; onRestore: (restoring: Restoring) => void };

function Entries({ onError, onRestore }: Props) {
  const [entries] = useLoaded("entries", () => answer(site.entries.$get()), onError);
  const [deleted] = useLoaded("deleted", () => answer(site.entries.deleted.$get()), onError);
  return (
    <>
      <Section id="deleted" title={text.deletedHeading} card>
        {deleted?.length === 0 && <p className="text-muted-foreground text-sm">No entry has been deleted.</p>}
        <ul className="flex flex-col gap-2 text-sm">
          {deleted?.map((entry) => (
            <li key={entry.file} className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <EntryName entry={entry} />
              <span className="text-muted-foreground">{text.deletedBy(entry.deletedBy.name, staffTime(entry.at))}</span>
              <Button
                type="button"
                size="sm"
                variant="secondary"
                aria-label={`${text.restoreDeleted}: ${entry.name}`}
                onClick={() => onRestore({ file: entry.file, commit: entry.version, from: entry.file })}
              >
                {text.restoreDeleted}
              </Button>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="entries" title="Entries and pages">
        <p className="text-muted-foreground text-sm">Choose one to see its history.</p>
        <ul className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          {entries
            ?.toSorted((a, b) => a.name.localeCompare(b.name))
            .map((entry) => (
              <li key={entry.file}>
                <EntryName entry={entry} />
              </li>
            ))}
        </ul>
      </Section>
    </>
  );
}

function Versions({ file, onError, onRestore }: Props & { file: string }) {
  const [found] = useLoaded(file, () => answer(site.entries.history.$get({ query: { file } })), onError);
  const kept = found?.versions.filter((version) => !version.deleted) ?? [];
  const [chosen, choose] = useState<{ from?: string; to?: string }>({});
  const from = kept.find(({ commit }) => commit === chosen.from) ?? kept[1] ?? kept[0];
  const to = kept.find(({ commit }) => commit === chosen.to) ?? kept[0];
  // An old address of an entry that moved: its history goes on at its address of now, where a restore keeps it one entry.
  useEffect(() => {
    if (found?.movedTo) location.replace(entryHistoryUrl(found.movedTo));
  }, [found]);
  if (!found || found.movedTo) return <p>{pagesText.loading}</p>;
  // Numbered from the first, as the publishes are: two saves in one minute by one person read apart.
  const named = (version: EntryVersion) =>
    text.version(found.versions.length - found.versions.indexOf(version), staffTime(version.date), version.author.name);
  const restorable = (version: EntryVersion) => !version.deleted && (version !== found.versions[0] || !found.exists);
  return (
    <>
      <h2 className="font-bold text-xl">
        <EntryName entry={{ ...found.entry, file: undefined }} />
      </h2>
      {!found.exists && <p>This entry was deleted. Restore its last version to bring it back.</p>}
      <Section id="versions" title="Versions">
        <ol className="flex flex-col divide-y divide-border border-border border-y text-sm">
          {found.versions.map((version) => (
            <li key={version.commit} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div>
                <p className={version.deleted ? "font-semibold text-destructive" : "font-semibold"}>{version.summary}</p>
                <p className="text-muted-foreground">
                  {named(version)}
                  {version.file !== file && !version.deleted && ` · Then named ${version.file}.`}
                </p>
              </div>
              {restorable(version) && (
                <Button
                  type="button"
                  size="sm"
                  variant="secondary"
                  onClick={() => onRestore({ file, commit: version.commit, from: version.file })}
                >
                  Restore this version
                </Button>
              )}
            </li>
          ))}
        </ol>
      </Section>
      {from && to && (
        <Section id="compare" title="Compare two versions" card>
          <div className="grid gap-3 sm:grid-cols-2">
            {(["from", "to"] as const).map((side) => (
              <Select
                key={side}
                label={text[side]}
                value={(side === "from" ? from : to).commit}
                onChange={(event) => choose({ ...chosen, [side]: event.target.value })}
                options={kept.map((version) => [version.commit, named(version)])}
              />
            ))}
          </div>
          <Comparison from={from} to={to} named={named} onError={onError} />
        </Section>
      )}
    </>
  );
}

/** Two versions' fields side by side: those that differ, with what changed marked; how many are the same. */
type Compared = Pick<Props, "onError"> & { from: EntryVersion; to: EntryVersion; named: (version: EntryVersion) => string };
function Comparison({ from, to, named, onError }: Compared) {
  const fieldsAt = ({ file, commit }: EntryVersion) => answer(site.entries.version.$get({ query: { file, commit } }));
  const [before] = useLoaded(from.commit, () => fieldsAt(from), onError);
  const [after] = useLoaded(to.commit, () => fieldsAt(to), onError);
  if (!before || !after) return <p>{pagesText.loading}</p>;
  const shown = (value: string | number | boolean | undefined) =>
    typeof value === "boolean" ? (value ? "Yes" : "No") : String(value ?? "");
  const labels = [...new Set([...before, ...after].map(({ label }) => label))];
  const textOf = (fields: EntryFields, label: string) => shown(fields.find((field) => field.label === label)?.value);
  const changed = labels.filter((label) => textOf(before, label) !== textOf(after, label));
  if (!changed.length) return <p className="text-sm">These two versions are the same.</p>;
  const headings = [from, to].map(named);
  const row = "grid gap-1 py-2 sm:grid-cols-[10rem_1fr_1fr] sm:gap-4";
  return (
    <div className="text-sm">
      <div className={`${row} hidden font-semibold sm:grid`} aria-hidden="true">
        <span>Field</span>
        <span>{headings[0]}</span>
        <span>{headings[1]}</span>
      </div>
      {changed.map((label) => {
        const [old, now] = [textOf(before, label), textOf(after, label)];
        const parts = old.includes("\n") || now.includes("\n") ? diffLines(old, now) : diffWords(old, now);
        return (
          <div key={label} className={`${row} border-border border-t`}>
            <h3 className="font-semibold">{label}</h3>
            {(["removed", "added"] as const).map((side, column) => (
              <div key={side}>
                <span className="block text-muted-foreground text-xs sm:sr-only">{headings[column]}</span>
                <p className="whitespace-pre-wrap break-words">
                  {parts.map((part, index) =>
                    part[side === "removed" ? "added" : "removed"] ? null : part[side] ? (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one comparison, in order
                      <mark key={index} className={side === "removed" ? "bg-destructive/15 line-through" : "bg-primary/15"}>
                        {part.value}
                      </mark>
                    ) : (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one comparison, in order
                      <span key={index}>{part.value}</span>
                    ),
                  )}
                </p>
              </div>
            ))}
          </div>
        );
      })}
      <p className="border-border border-t pt-2 text-muted-foreground">{text.unchanged(labels.length - changed.length)}</p>
    </div>
  );
}

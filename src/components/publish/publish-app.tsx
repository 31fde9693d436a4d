import { answer, type PublishRecord, publishApi, type SiteStatus } from "@lib/browser/inbox-client.ts";
import { staffTime } from "@lib/dates.ts";
import { megabytes } from "@lib/publish-api.ts";
import type { ClientResponse } from "hono/client";
import { useEffect, useState } from "react";
import { Section, useOutcome } from "@/components/inbox/fields.tsx";
import { pagesText } from "@/components/inbox/strings.ts";
import { Button } from "@/components/ui/button.tsx";
import { EntryName, link, Screen, useConfirm } from "./parts.tsx";
import { historyText, publishText as text } from "./strings.ts";

const site = publishApi.site;

/**
 * The publish screen (/publish): what was saved and is not live yet, a preview, publishing with its progress, and the
 * history of publishes with a way back to any of the last ten. Rendered in the browser only, behind the staff sign-in.
 */
export function PublishApp() {
  const [status, setStatus] = useState<SiteStatus | undefined>();
  const { problem, refused, run, fail } = useOutcome();
  const load = () => run(async () => setStatus(await answer(site.status.$get())), "");

  // As the screen opens, then every two seconds while a build runs: its progress.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again once what was read says a build runs.
  useEffect(() => {
    if (status && !status.job) return;
    const timer = setTimeout(() => void load(), status ? 2000 : 0);
    return () => clearTimeout(timer);
  }, [status]);

  async function act(request: () => Promise<ClientResponse<unknown>>) {
    await answer(request()).catch(fail);
    await load();
  }

  const [askRollback, confirmation] = useConfirm<PublishRecord>(
    { title: "Go back to this publish?", body: text.rollbackBody, confirm: "Go back" },
    (record) => void act(() => site.rollback[":id{[0-9]{1,15}}"].$post({ param: { id: String(record.id) } })),
  );

  if (!status) {
    return (
      <Screen title={text.title} problem={problem} refused={refused}>
        {!problem && <p>{pagesText.loading}</p>}
      </Screen>
    );
  }

  const { job, last, preview, unpublished, storage, history, publishable } = status;
  return (
    <Screen title={text.title} problem={problem} refused={refused}>
      <p className="text-muted-foreground">
        What you save in the editor goes live when you publish it. Preview it first to see every page as it will be.
      </p>
      <nav className="flex flex-wrap gap-4 text-sm">
        <a className={link} href="/publish/history">
          {historyText.title}
        </a>
        <a className={link} href="/publish/history#deleted">
          {historyText.deletedHeading}
        </a>
      </nav>

      <Section id="unpublished" title="Saved, not yet live" card>
        {unpublished.length ? (
          <ul className="flex flex-col gap-1 text-sm">
            {unpublished.map((save) => (
              <li key={save.id}>
                <span className="font-semibold">{save.summary}</span>{" "}
                <span className="text-muted-foreground">
                  · {save.author.name} ({save.author.email}) · {staffTime(save.date)}
                </span>
                {save.entries.length > 0 && (
                  <span className="flex flex-wrap gap-x-3 pl-4">
                    {save.entries.map((entry) => (
                      <EntryName key={entry.name} entry={entry} />
                    ))}
                  </span>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground text-sm">Everything saved is live.</p>
        )}
        <p className="text-muted-foreground text-sm">
          {text.storage(megabytes(storage.used), megabytes(storage.budget))}
          {storage.used > storage.budget * 0.9 && <strong className="block text-destructive">{text.storageNearlyFull}</strong>}
        </p>
        <div className="flex flex-wrap gap-3">
          <Button type="button" variant="secondary" disabled={Boolean(job)} onClick={() => void act(site.preview.$post)}>
            {job?.kind === "preview" ? "Building the preview…" : "Build a preview"}
          </Button>
          <Button
            type="button"
            disabled={Boolean(job) || !publishable}
            aria-describedby={publishable ? undefined : "nothing-to-publish"}
            onClick={() => void act(site.publish.$post)}
          >
            {job?.kind === "publish" ? "Publishing…" : "Publish"}
          </Button>
        </div>
        {!publishable && (
          <p id="nothing-to-publish" className="text-muted-foreground text-sm">
            Nothing was saved since the live site, so there is nothing to publish.
          </p>
        )}
        <div role="status" className="flex flex-col gap-2 text-sm">
          {job ? (
            <>
              <p>{text.busy(job.by.name, job.kind)}</p>
              <pre className="max-h-40 overflow-auto rounded bg-muted p-2 text-xs">{job.lines.join("\n")}</pre>
            </>
          ) : last?.ok ? (
            <p className="font-semibold text-primary">
              {last.note ??
                (last.kind === "publish" ? "Published: the live site now shows what was saved." : "The preview is ready.")}
            </p>
          ) : last ? (
            <div className="flex flex-col gap-2" role="alert">
              <p className="font-semibold text-destructive">{last.message}</p>
              {last.problems.length > 0 && (
                <ul className="list-disc pl-5">
                  {last.problems.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
              <p>Nothing changed on the live site.</p>
              {last.log.length > 0 && (
                <details>
                  <summary>What the build said (for a developer)</summary>
                  <pre className="max-h-60 overflow-auto rounded bg-muted p-2 text-xs">{last.log.join("\n")}</pre>
                </details>
              )}
            </div>
          ) : null}
          {preview && !job && (
            <p>
              Preview built by {preview.by.name}, {staffTime(preview.at)}.{" "}
              <a className={link} href="/preview">
                Open the preview
              </a>
            </p>
          )}
        </div>
      </Section>

      <Section id="history" title="Publishes">
        {history.length ? (
          <table className="w-full border-collapse text-left text-sm">
            <thead className="max-sm:sr-only">
              <tr className="border-border border-b">
                <th className="py-2 pr-4">When</th>
                <th className="py-2 pr-4">Who</th>
                <th className="py-2 pr-4">What changed</th>
                <th className="py-2" />
              </tr>
            </thead>
            <tbody>
              {history.map((record) => (
                // On a phone each publish is a block: when and who, what changed, then going back to it.
                <tr key={record.id} className="border-border border-b align-top max-sm:flex max-sm:flex-wrap max-sm:pb-2">
                  <td className="py-2 pr-4">
                    {record.number ? `#${record.number} · ` : ""}
                    {staffTime(record.at)}
                  </td>
                  <td className="py-2 pr-4">
                    {record.author.name} <span className="wrap-anywhere">({record.author.email})</span>
                  </td>
                  <td className="py-2 pr-4 max-sm:basis-full max-sm:pt-0">
                    <span className="font-semibold">
                      {text.kinds[record.kind]}
                      {record.restores !== null ? ` ${text.restores(record.restores)}` : ""}
                    </span>
                    {record.kind === "publish" || record.kind === "scheduled" ? (
                      <>
                        {": "}
                        {record.entries.length
                          ? record.entries.map((entry, index) => (
                              <span key={entry.name}>
                                {index > 0 && "; "}
                                <EntryName entry={entry} />
                              </span>
                            ))
                          : "No entry changed"}{" "}
                      </>
                    ) : (
                      " "
                    )}
                    <code className="text-muted-foreground text-xs">{record.commit.slice(0, 7)}</code>
                  </td>
                  <td className="py-2">
                    {record.live ? (
                      <span className="font-semibold text-primary">Live</span>
                    ) : record.restorable ? (
                      <Button type="button" variant="secondary" disabled={Boolean(job)} onClick={() => askRollback(record)}>
                        Go back to this
                      </Button>
                    ) : (
                      <span className="text-muted-foreground">No longer kept</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="text-muted-foreground text-sm">
            Nothing has been published from here yet: the site is as it was deployed.
          </p>
        )}
      </Section>

      {confirmation}
    </Screen>
  );
}

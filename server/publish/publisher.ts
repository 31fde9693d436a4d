import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { desc, eq } from "drizzle-orm";
import { describeProblem } from "../../src/content/validate.ts";
import type { BuildResult, PublishRecord, SiteStatus } from "../../src/lib/publish-api.ts";
import type { Database } from "../db/client.ts";
import { sitePublishes } from "../db/schema.ts";
import { entryName, readContentTexts } from "../editor/content-files.ts";
import { type Author, commitsSince, filesChanged, firstCommitOf, git } from "../editor/history.ts";
import { problemsOf } from "../editor/save.ts";
import { type LiveSite, loadSiteBuild, type SiteBuild } from "../live-site.ts";
import type { Logger } from "../log.ts";
import { type ContentRepository, contentFolder, siteAuthor } from "./repository.ts";
import type { SiteBuilder } from "./site-builder.ts";

/**
 * Preview, publish and roll back (docs/publishing.md). A publish builds the content repository's working copy into a
 * new folder while the live site keeps serving, then switches the site to it in one step (server/live-site.ts); a
 * build that fails changes nothing. The last `keep` builds stay on disk, so a rollback is a switch, not a build. One
 * build runs at a time, a preview or a publish; every publish and rollback is a row of `site_publishes`. The build the
 * server was deployed with comes first in the history, so the first publish can be undone too.
 */

/** The build name that stands for the deployed build (STATIC_DIR), which is never removed. */
const deployed = "deployed";

export type BuildJob = { kind: "preview" | "publish"; by: Author; startedAt: string; lines: string[]; note?: string };

export type Preview = { site: SiteBuild; commit: string; by: Author; at: string };

export type PublisherOptions = {
  db: Database;
  log: Logger;
  live: LiveSite;
  repository: ContentRepository;
  /** Where builds are kept; inside the application's folder (./site-builder.ts). */
  buildsDir: string;
  build: SiteBuilder;
  /** How many publishes can be gone back to at once. */
  keep?: number;
  /** The day the content is checked for (a post dated later is left out, not refused). */
  today?: () => string;
};

export class PublishBusy extends Error {
  override name = "PublishBusy";
}

const buildLines = 200;

export function createPublisher({
  db,
  log,
  live,
  repository,
  buildsDir,
  build,
  keep = 10,
  today = () => new Date().toISOString().slice(0, 10),
}: PublisherOptions) {
  const root = path.resolve(buildsDir);
  mkdirSync(root, { recursive: true });
  const loaded = new Map<string, SiteBuild>();
  let job: BuildJob | undefined;
  let last: BuildResult | undefined;
  let preview: Preview | undefined;
  /** The live build and due day a scheduled publish was last tried for. */
  let triedFor = "";

  const folderOf = (name: string) => path.join(root, name);
  const clientOf = (name: string) => path.join(folderOf(name), "client");
  const kept = (name: string) => name === deployed || existsSync(path.join(clientOf(name), "site.json"));
  function site(name: string): SiteBuild {
    if (name === deployed) return live.deployed;
    let found = loaded.get(name);
    if (!found) {
      found = loadSiteBuild(clientOf(name), log);
      loaded.set(name, found);
    }
    return found;
  }

  const rows = (limit: number) => db.select().from(sitePublishes).orderBy(desc(sitePublishes.id)).limit(limit);

  /** The builds to keep: those of the last `keep` publishes, newest first, without repeats. */
  async function keptNames(): Promise<string[]> {
    const names: string[] = [];
    for (const row of await rows(keep * 5)) {
      if (!names.includes(row.build)) names.push(row.build);
      if (names.length === keep) break;
    }
    return names;
  }

  /** Serves the newest publish's build, with the hashed assets of the builds before it. */
  async function switchToNewest() {
    const [newest] = await rows(1);
    if (!newest) return;
    if (!kept(newest.build)) {
      log.error({ build: newest.build }, "the published build is missing: serving the deployed build");
      return;
    }
    const names = (await keptNames()).filter(kept);
    live.switchTo(site(newest.build), names.map(site));
  }

  /** Removes the builds no publish among the last `keep` uses, and previews but the current one. */
  async function prune() {
    const names = new Set(await keptNames());
    for (const name of readdirSync(root)) {
      if (name.startsWith(".")) continue;
      const inUse = names.has(name) || (preview && preview.site.client === clientOf(name));
      if (inUse) continue;
      loaded.delete(name);
      rmSync(folderOf(name), { recursive: true, force: true });
    }
  }

  /** Runs one build at a time; throws PublishBusy while another runs. The result shows in `status`. */
  function start(kind: BuildJob["kind"], by: Author, work: (job: BuildJob) => Promise<void>) {
    if (job) throw new PublishBusy(`${job.by.name} is ${job.kind === "publish" ? "publishing" : "building a preview"} just now.`);
    const current: BuildJob = { kind, by, startedAt: new Date().toISOString(), lines: [] };
    job = current;
    const done = work(current)
      .then(() => {
        last = { kind, ok: true, at: new Date().toISOString(), ...(current.note ? { note: current.note } : {}) };
      })
      .catch((error: unknown) => {
        const failure =
          error instanceof BuildFailure
            ? error
            : new BuildFailure(
                `Something went wrong on the server, so nothing changed on the live site. A developer can see why in its log.`,
                [],
                [(error as Error).message?.split("\n")[0] ?? String(error)],
              );
        if (!(error instanceof BuildFailure)) log.error({ err: error }, `${kind} failed`);
        last = { kind, ok: false, at: new Date().toISOString(), ...failure.details };
      })
      .finally(() => {
        job = undefined;
      });
    return { job: current, done };
  }

  /** Builds the working copy into a new folder; a build with problems, or that fails, leaves nothing behind. */
  async function buildNow(current: BuildJob, at?: string): Promise<{ name: string; commit: string; built: SiteBuild }> {
    if (at) return withCheckout(at, (contentDir) => buildFrom(current, contentDir, at));
    return buildFrom(current, repository.contentDir, await repository.head());
  }

  /** Runs `work` on the content of an earlier commit, checked out beside the builds for the time it takes. */
  async function withCheckout<T>(commit: string, work: (contentDir: string) => Promise<T>): Promise<T> {
    const checkout = path.join(root, `.checkout-${Date.now().toString(36)}`);
    await git(repository.dir, ["worktree", "add", "--quiet", "--detach", checkout, commit]);
    try {
      return await work(path.join(checkout, contentFolder));
    } finally {
      await git(repository.dir, ["worktree", "remove", "--force", checkout]);
    }
  }

  /** What developers pushed, merged before a preview or a publish; a conflict stops it, naming the entries. */
  async function pullShared(current: BuildJob) {
    const pulled = await repository.pull();
    if (pulled.ok) return;
    const names = pulled.conflicts.map((file) => entryName(file.slice(contentFolder.length + 1), undefined));
    throw new BuildFailure(
      `Not ${current.kind === "publish" ? "published" : "previewed"}: a developer changed the same ${names.length === 1 ? "entry" : "entries"} in the shared history. Nothing was lost on either side; ask a developer to bring the two together, then try again.`,
      names,
      [],
    );
  }

  async function buildFrom(current: BuildJob, contentDir: string, commit: string) {
    const problems = problemsOf(await readContentTexts(contentDir), today()).map(describeProblem);
    if (problems.length) {
      throw new BuildFailure(
        `Not ${current.kind === "publish" ? "published" : "previewed"}: the content has ${problems.length === 1 ? "a problem" : `${problems.length} problems`} to fix first. The live site is unchanged.`,
        problems,
        [],
      );
    }
    const name = `${current.kind === "publish" ? "site" : "preview"}-${Date.now().toString(36)}`;
    const outDir = folderOf(name);
    const outcome = await build({
      contentDir,
      outDir,
      publishedOn: today(),
      preview: current.kind === "preview",
      onLine: (line) => {
        current.lines.push(line);
        if (current.lines.length > buildLines) current.lines.shift();
      },
    });
    if (!outcome.ok) {
      rmSync(outDir, { recursive: true, force: true });
      log.error({ kind: current.kind }, "site build failed");
      throw new BuildFailure(
        "The site could not be built, so nothing changed on the live site. A developer can see why in the lines below.",
        [],
        outcome.output.trim().split("\n").slice(-30),
      );
    }
    return { name, commit, built: site(name) };
  }

  /** The entries changed between two commits, in the editor's names. */
  async function entriesBetween(from: string | undefined, to: string) {
    const base = from ?? (await firstCommitOf(repository.dir));
    const changed = await filesChanged(repository.dir, base, to, contentFolder);
    const names = changed.map((file) => {
      const relative = file.slice(contentFolder.length + 1);
      const at = path.join(repository.contentDir, relative);
      return entryName(relative, existsSync(at) ? readFileSync(at, "utf8") : undefined);
    });
    return [...new Set(names)];
  }

  function record(row: typeof sitePublishes.$inferSelect, liveId: number | undefined, restorable: Set<string>): PublishRecord {
    return {
      id: row.id,
      kind: row.kind,
      commit: row.commit,
      author: { name: row.authorName, email: row.authorEmail },
      at: row.createdAt.toISOString(),
      entries: row.entries,
      restores: row.restores,
      live: row.id === liveId,
      restorable: restorable.has(row.build) && kept(row.build),
    };
  }

  return {
    /** Serves the newest publish, if there is one; at start, and when another instance has published. */
    refresh: switchToNewest,

    /** Builds a preview of the working copy, shown to editors only. */
    preview(by: Author) {
      return start("preview", by, async (current) => {
        await pullShared(current);
        const { commit, built } = await buildNow(current);
        preview = { site: built, commit, by, at: new Date().toISOString() };
        await prune();
      });
    },

    /** Builds the working copy and, if it builds, switches the live site to it. */
    publish(by: Author) {
      return start("publish", by, async (current) => {
        const [previous] = await rows(1);
        await pullShared(current);
        const { name, commit, built } = await buildNow(current);
        const entries = await entriesBetween(previous?.commit, commit);
        const kind = "publish";
        await db.insert(sitePublishes).values({ kind, build: name, commit, authorName: by.name, authorEmail: by.email, entries });
        live.switchTo(built, (await keptNames()).filter(kept).map(site));
        log.info({ build: name, commit, by: by.email }, "site published");
        await prune();
        // Into the shared history; if that fails, the next publish sends it.
        await repository.push().catch((error: unknown) => {
          log.error({ reason: (error as Error).message.split("\n")[0] }, "the publish could not be pushed");
          current.note = "Published. It could not be sent to the developers' shared history yet; the next publish sends it.";
        });
      });
    },

    /**
     * Serves an earlier publish's build again at once, recorded as a publish of its own. Refused while a build
     * runs, and for a publish whose build is no longer kept.
     */
    async rollback(id: number, by: Author): Promise<{ ok: true } | { ok: false; status: 404 | 409; message: string }> {
      if (job) return { ok: false, status: 409, message: `${job.by.name} is publishing just now: go back once it is done.` };
      const [target] =
        id === 0
          ? [{ id: 0, build: deployed, commit: await firstCommitOf(repository.dir), entries: [] as string[] }]
          : await db.select().from(sitePublishes).where(eq(sitePublishes.id, id));
      if (!target) return { ok: false, status: 404, message: "There is no such publish." };
      const restorable = target.build === deployed || ((await keptNames()).includes(target.build) && kept(target.build));
      if (!restorable) {
        return { ok: false, status: 409, message: "This publish is too old to go back to: only the last ten are kept." };
      }
      await db.insert(sitePublishes).values({
        kind: "rollback",
        build: target.build,
        commit: target.commit,
        authorName: by.name,
        authorEmail: by.email,
        entries: target.entries,
        restores: target.id,
      });
      await switchToNewest();
      // What the last build said is no longer what the site shows.
      last = undefined;
      log.info({ build: target.build, restores: target.id, by: by.email }, "site rolled back");
      return { ok: true };
    },

    /** The last publishes, newest first, down to the deployed build once the list reaches back that far. */
    async history(limit = 20): Promise<PublishRecord[]> {
      const list = await rows(limit);
      const restorable = new Set([...(await keptNames()), deployed]);
      const records = list.map((row) => record(row, list[0]?.id, restorable));
      if (list.length < limit) {
        records.push({
          id: 0,
          kind: "deployed",
          commit: await firstCommitOf(repository.dir),
          author: siteAuthor,
          at: statSync(path.join(live.deployed.client, "site.json")).mtime.toISOString(),
          entries: [],
          restores: null,
          live: list.length === 0,
          restorable: true,
        });
      }
      return records;
    },

    /** What runs now, how the last build ended, the preview, and what was saved since the live publish. */
    async status(): Promise<Omit<SiteStatus, "history">> {
      const [newest] = await rows(1);
      const base = newest?.commit ?? (await firstCommitOf(repository.dir));
      const unpublished = await commitsSince(repository.dir, base);
      return {
        job: job && { kind: job.kind, by: job.by, startedAt: job.startedAt, lines: job.lines.slice(-8) },
        last,
        preview: preview && { commit: preview.commit, by: preview.by, at: preview.at },
        unpublished: unpublished.map(({ id, author, date, summary }) => ({ id, author, date, summary })),
      };
    },

    /** The preview's build, if one was made. */
    currentPreview: () => preview,

    /**
     * Publishes again what is live when a post it holds back reaches its date (site.json's `scheduled`): the live
     * publish's commit, not what was saved since. Called every minute by `startSchedule`; tried once per due day.
     */
    async publishDue(): Promise<boolean> {
      const due = live.current.content.scheduled.filter((day) => day <= today());
      const day = due.at(-1);
      if (!day || job || triedFor === `${live.current.client} ${day}`) return false;
      triedFor = `${live.current.client} ${day}`;
      const [newest] = await rows(1);
      const commit = newest?.commit ?? (await firstCommitOf(repository.dir));
      const before = new Set(live.current.content.pages.map((page) => page.path));
      const { done } = start("publish", siteAuthor, async (current) => {
        const { name, built } = await buildNow(current, commit);
        const entries = built.content.pages.filter((page) => !before.has(page.path)).map((page) => page.title);
        await db.insert(sitePublishes).values({
          kind: "scheduled",
          build: name,
          commit,
          authorName: siteAuthor.name,
          authorEmail: siteAuthor.email,
          entries,
        });
        live.switchTo(built, (await keptNames()).filter(kept).map(site));
        log.info({ build: name, commit, day }, "scheduled posts published");
        await prune();
      });
      await done;
      return true;
    },

    /** Checks every `everyMs` for posts that have reached their date; returns the function that stops it. */
    startSchedule(everyMs = 60_000) {
      const timer = setInterval(
        () => void this.publishDue().catch((error) => log.error({ err: error }, "scheduled publish")),
        everyMs,
      );
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}

export type Publisher = ReturnType<typeof createPublisher>;

class BuildFailure extends Error {
  readonly problems: string[];
  readonly log: string[];
  constructor(message: string, problems: string[], log: string[]) {
    super(message);
    this.problems = problems;
    this.log = log;
  }
  get details() {
    return { message: this.message, problems: this.problems, log: this.log };
  }
}

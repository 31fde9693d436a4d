import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { and, desc, eq, getTableColumns, gt, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { describeProblem } from "../../src/content/validate.ts";
import { type BuildResult, listed, megabytes } from "../../src/lib/publish-api.ts";
import type { Database } from "../db/client.ts";
import { type JobResult, siteJobs, sitePublishes } from "../db/schema.ts";
import { entryFacts, entryName, readContentTexts } from "../editor/content-files.ts";
import { type Author, commitsOf, firstCommitOf, git, textAt } from "../editor/history.ts";
import { problemsOf, saveRequest } from "../editor/save.ts";
import { schemaAt } from "../editor/schemas.ts";
import { type LiveSite, loadSiteBuild, type SiteBuild } from "../live-site.ts";
import type { Logger } from "../log.ts";
import { type ContentRepository, contentFolder, siteAuthor } from "./repository.ts";
import type { SiteBuilder } from "./site-builder.ts";

/**
 * Preview, publish and roll back (docs/publishing.md). A publish builds the content repository's last commit into a
 * new folder while the live site keeps serving, then switches the site to it in one step (server/live-site.ts); a
 * build that fails changes nothing. The last `keep` builds stay on disk, so a rollback is a switch, not a build. The
 * build the server was deployed with comes first in the history, so the first publish can be undone too.
 *
 * What is live, what runs and what came of it are in the database, so several instances sharing it and the builds
 * folder act as one (docs/decisions/017-several-instances.md): every publish and rollback is a row of `site_publishes`,
 * which each instance checks every few seconds (`startSync`) and serves; every preview or publish build is a row of
 * `site_jobs`, of which one at a time runs.
 */

/** The build name that stands for the deployed build (STATIC_DIR), which is never removed. */
const deployed = "deployed";

type BuildJob = { id: number; kind: "preview" | "publish"; by: Author; lines: string[]; note?: string };

type PublisherOptions = {
  db: Database;
  log: Logger;
  live: LiveSite;
  repository: ContentRepository;
  /** Where builds are kept; inside the application's folder (./site-builder.ts). */
  buildsDir: string;
  build: SiteBuilder;
  /** The day the content is checked for (a post dated later is left out, not refused). */
  today?: () => string;
  /** The deployment this server's code comes from (build/.build-id), which its builds record (`rebuildForNewCode`). */
  code?: string;
  /** How many bytes the content repository (its pictures and history) may take on disk; a save beyond is refused. */
  budget?: number;
};

export class PublishBusy extends Error {
  override name = "PublishBusy";
}

/** How many publishes can be gone back to at once (the rollback's refusal says "the last ten"). */
const keep = 10;
const buildLines = 200;
/** How often a running build writes its lines and a sign of life, and how long without one means its server stopped. */
const beatMs = 1_000;
const staleAfter = sql`now() - interval '30 seconds'`;

export function createPublisher({
  db,
  log,
  live,
  repository,
  buildsDir,
  build,
  today = () => new Date().toISOString().slice(0, 10),
  code,
  budget = 500_000_000,
}: PublisherOptions) {
  const root = path.resolve(buildsDir);
  mkdirSync(root, { recursive: true });
  const loaded = new Map<string, SiteBuild>();
  /** The publish served now (its id in `site_publishes`; 0: the deployed build). */
  let served = 0;
  /** The live build and due day a scheduled publish was last tried for. */
  let triedFor = "";
  /** When this server started: a build with no sign of life since (three beats on) was its server's before a restart. */
  const booted = new Date();

  const folderOf = (name: string) => path.join(root, name);
  const clientOf = (name: string) => path.join(folderOf(name), "client");
  const kept = (name: string) => name === deployed || existsSync(path.join(clientOf(name), "site.json"));
  function site(name: string): SiteBuild {
    if (name === deployed) return live.deployed;
    // Read again once another instance removed it.
    const found = (kept(name) && loaded.get(name)) || loadSiteBuild(clientOf(name), log);
    loaded.set(name, found);
    return found;
  }

  const rows = (limit: number) => db.select().from(sitePublishes).orderBy(desc(sitePublishes.id)).limit(limit);
  /** The commit the live site was built from: the newest publish's, else the deployed content's. */
  const liveCommit = async () => (await rows(1))[0]?.commit ?? firstCommitOf(repository.dir);

  /** The builds to keep: those of the last `keep` publishes, newest first, without repeats. */
  async function keptNames(): Promise<string[]> {
    return [...new Set((await rows(keep * 5)).map((row) => row.build))].slice(0, keep);
  }

  /** Serves the newest publish's build, with the hashed assets of the builds before it; nothing if it is served. */
  async function switchToNewest() {
    const [newest] = await rows(1);
    if (!newest || newest.id === served) return;
    if (!kept(newest.build)) {
      log.error({ build: newest.build }, "the published build is missing: serving the deployed build");
      return;
    }
    const names = (await keptNames()).filter(kept);
    live.switchTo(site(newest.build), names.map(site));
    served = newest.id;
  }

  /** Removes the builds no publish among the last `keep` uses, and previews but the current one (or `newPreview`). */
  async function prune(newPreview?: string) {
    const names = new Set(await keptNames());
    const preview = newPreview ?? (await latestPreview())?.build;
    for (const name of readdirSync(root)) {
      if (name.startsWith(".") || names.has(name) || preview === name) continue;
      loaded.delete(name);
      rmSync(folderOf(name), { recursive: true, force: true });
    }
  }

  /**
   * Closes the builds whose server stopped while they ran: no sign of life for 30 seconds, or, three beats after this
   * server started, none since it started (a running build beats every second, on whichever instance runs it).
   */
  async function closeStale() {
    const restarted = Date.now() - booted.getTime() > 3 * beatMs;
    await db
      .update(siteJobs)
      .set({
        finishedAt: new Date(),
        result: failed(
          "The build stopped before it finished because its server stopped, so nothing changed on the live site. Try again.",
        ),
      })
      .where(
        and(
          isNull(siteJobs.finishedAt),
          or(lt(siteJobs.beatAt, staleAfter), restarted ? lt(siteJobs.beatAt, booted) : undefined),
        ),
      );
  }

  const running = async () => {
    await closeStale();
    const [row] = await db.select().from(siteJobs).where(isNull(siteJobs.finishedAt)).limit(1);
    return row;
  };

  /** The newest preview that built, while its build is kept and the live site has not changed since. */
  async function latestPreview() {
    const [newest] = await rows(1);
    const [row] = await db
      .select()
      .from(siteJobs)
      .where(
        and(
          eq(siteJobs.kind, "preview"),
          isNotNull(siteJobs.build),
          sql`${siteJobs.result}->>'ok' = 'true'`,
          newest ? gt(siteJobs.finishedAt, newest.createdAt) : undefined,
        ),
      )
      .orderBy(desc(siteJobs.id))
      .limit(1);
    return row?.build && row.commit && row.finishedAt && kept(row.build)
      ? { build: row.build, commit: row.commit, by: authorOf(row), at: row.finishedAt.toISOString() }
      : undefined;
  }

  /**
   * Runs one build at a time, on this instance or any other: claims the one running slot (`site_jobs`), or throws
   * PublishBusy naming who holds it. The lines and the result show in `status`, on every instance.
   */
  async function start(kind: BuildJob["kind"], by: Author, work: (job: BuildJob) => Promise<void>) {
    await closeStale();
    const [claimed] = await db
      .insert(siteJobs)
      .values({ kind, authorName: by.name, authorEmail: by.email })
      .onConflictDoNothing()
      .returning({ id: siteJobs.id });
    if (!claimed) {
      const other = await running();
      const doing = other?.kind === "preview" ? "building a preview" : "publishing";
      throw new PublishBusy(`${other?.authorName ?? "Someone"} is ${doing} just now.`);
    }
    const current: BuildJob = { id: claimed.id, kind, by, lines: [] };
    // Its last lines, with a sign of life or its end.
    const update = (set: Partial<typeof siteJobs.$inferInsert>) =>
      db
        .update(siteJobs)
        .set({ lines: current.lines.slice(-8), ...set })
        .where(eq(siteJobs.id, current.id));
    const beating = setInterval(() => void update({ beatAt: new Date() }).catch(() => {}), beatMs);
    const finish = (result: JobResult) => update({ finishedAt: new Date(), result });
    const done = work(current)
      .then(() => finish({ ok: true, ...(current.note ? { note: current.note } : {}) }))
      .catch((error: unknown) => {
        if (error instanceof BuildFailure) return finish(error.result);
        log.error({ err: error }, `${kind} failed`);
        const message =
          "Something went wrong on the server, so nothing changed on the live site. A developer can see why in its log.";
        return finish(failed(message, [], [(error as Error).message?.split("\n")[0] ?? String(error)]));
      })
      .catch((error: unknown) => log.error({ err: error }, `${kind}: its end could not be recorded`))
      .finally(() => clearInterval(beating))
      .then(() => undefined);
    return { job: current, done };
  }

  /**
   * The one way a build goes live: recorded as the newest publish (made now, built again, or gone back to), then served
   * at once, as every instance will serve it (`switchToNewest`). Old builds are pruned by the jobs that build, which
   * hold the one build at a time: a rollback, which holds nothing, must not remove a build another instance is making.
   */
  async function goLive(
    kind: (typeof sitePublishes.$inferInsert)["kind"],
    by: Author,
    { name, commit }: { name: string; commit: string },
    more: Pick<typeof sitePublishes.$inferInsert, "entries" | "restores" | "code">,
  ) {
    await db
      .insert(sitePublishes)
      .values({ kind, build: name, commit, authorName: by.name, authorEmail: by.email, code, ...more });
    await switchToNewest();
    log.info({ kind, build: name, commit, by: by.email, restores: more.restores }, "site published");
  }

  /**
   * Builds the live publish's commit again, as the website, and serves it; undefined when another build runs (here or
   * elsewhere). The live publish is read once the build slot is held; a rollback, which holds no slot, landing while
   * it builds stays live and the build is not served.
   */
  const republish = (kind: "scheduled" | "rebuild", entries: (built: SiteBuild) => string[]) =>
    start("publish", siteAuthor, async (current) => {
      const [from] = await rows(1);
      const made = await buildNow(current, from?.commit ?? (await firstCommitOf(repository.dir)));
      const [newest] = await rows(1);
      if (newest?.id === from?.id) await goLive(kind, siteAuthor, made, { entries: entries(made.built) });
      else log.info({ kind, build: made.name }, "someone published or rolled back meanwhile: their publish stays live");
      await prune();
    }).catch((error: unknown) => {
      if (error instanceof PublishBusy) return undefined;
      throw error;
    });

  /**
   * Builds a commit (by default the last) into a new folder, from a checkout of it beside the builds for the time it
   * takes, so saves made meanwhile do not reach this build; a build with problems, or that fails, leaves nothing behind.
   * The checkout's folder is always the same (one build runs at a time), so the build cache kept beside the builds
   * stays valid.
   */
  async function buildNow(current: BuildJob, at?: string) {
    const commit = at ?? (await repository.head());
    const checkout = path.join(root, ".checkout");
    const remove = () =>
      repository.exclusive(async () => {
        rmSync(checkout, { recursive: true, force: true });
        await git(repository.dir, ["worktree", "prune"]);
      });
    // One left by a server that stopped during a build.
    await remove();
    await repository.exclusive(() => git(repository.dir, ["worktree", "add", "--quiet", "--detach", checkout, commit]));
    try {
      const contentDir = path.join(checkout, contentFolder);
      const problems = problemsOf(await readContentTexts(contentDir), today()).map(describeProblem);
      if (problems.length) {
        throw new BuildFailure(
          `Not ${current.kind === "publish" ? "published" : "previewed"}: the content has ${problems.length === 1 ? "a problem" : `${problems.length} problems`} to fix first. The live site is unchanged.`,
          problems,
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
    } finally {
      await remove();
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
    );
  }

  /**
   * An entry of the content folder as it is now (`file` from the repository's root): its name, and a post's state; one
   * deleted since, its name at commit `before`.
   */
  const entryNow = async (file: string, before: string) => {
    const relative = file.slice(contentFolder.length + 1);
    const at = path.join(repository.contentDir, relative);
    if (existsSync(at)) return entryFacts(relative, readFileSync(at, "utf8"));
    return { name: entryFacts(relative, await textAt(repository.dir, contentFolder, before, relative)).name, file: relative };
  };

  /**
   * What the content repository takes on disk and may take, in bytes: Git's objects, loose and packed, which keep every
   * picture ever saved, deleted or not.
   */
  async function storage() {
    const counts = new Map(
      (await git(repository.dir, ["count-objects", "-v"])).split("\n").map((line) => line.split(": ") as [string, string]),
    );
    const kibibytes = Number(counts.get("size") ?? 0) + Number(counts.get("size-pack") ?? 0);
    return { used: kibibytes * 1024, budget };
  }

  return {
    today,
    refresh: switchToNewest,

    /**
     * Checks every `everyMs` for a publish or a rollback made on another instance, and serves it; returns the
     * function that stops it.
     */
    startSync(everyMs = 2_000) {
      return every(everyMs, switchToNewest, (error) => log.warn({ reason: error.message }, "could not check for publishes"));
    },

    /** Builds a preview of the last saves, shown to editors only. */
    preview(by: Author) {
      return start("preview", by, async (current) => {
        await pullShared(current);
        const { name, commit } = await buildNow(current);
        await db.update(siteJobs).set({ build: name, commit }).where(eq(siteJobs.id, current.id));
        await prune(name);
      });
    },

    /** Builds the working copy and, if it builds, switches the live site to it. */
    publish(by: Author) {
      return start("publish", by, async (current) => {
        const previous = await liveCommit();
        await pullShared(current);
        if ((await repository.head()) === previous)
          throw new BuildFailure("Not published: nothing was saved since the live site, so there is nothing to publish.");
        const made = await buildNow(current);
        // The entries (and pictures) changed since the live publish, each once.
        const diff = await git(repository.dir, ["diff", "--name-only", `${previous}..${made.commit}`, "--", contentFolder]);
        const changed = await Promise.all(
          diff
            .split("\n")
            .filter(Boolean)
            .map((file) => entryNow(file, previous)),
        );
        const entries = changed.filter((entry, index) => changed.findIndex(({ name }) => name === entry.name) === index);
        await goLive("publish", by, made, { entries });
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
      const other = await running();
      if (other)
        return { ok: false, status: 409, message: `${other.authorName} is publishing just now: go back once it is done.` };
      const [target] =
        id === 0
          ? [{ id: 0, build: deployed, commit: await firstCommitOf(repository.dir), entries: [] as string[], code }]
          : await db.select().from(sitePublishes).where(eq(sitePublishes.id, id));
      if (!target) return { ok: false, status: 404, message: "There is no such publish." };
      const restorable = target.build === deployed || ((await keptNames()).includes(target.build) && kept(target.build));
      if (!restorable)
        return { ok: false, status: 409, message: "This publish is too old to go back to: only the last ten are kept." };
      const { entries, code: madeBy } = target;
      await goLive("rollback", by, { name: target.build, commit: target.commit }, { entries, restores: target.id, code: madeBy });
      return { ok: true };
    },

    /** The last publishes, newest first, down to the deployed build once the list reaches back that far. */
    async history(limit = 20) {
      const list = await db.select(numbered).from(sitePublishes).orderBy(desc(sitePublishes.id)).limit(limit);
      const restorable = new Set([...(await keptNames()), deployed]);
      const records = list.map((row) => ({
        id: row.id,
        /** Its place among the publishes, 1 for the first (the deployed build is 0). */
        number: row.number,
        /**
         * `rebuild`: the live publish built again by the server once new code was deployed; `deployed`: the build the
         * server was deployed with (id 0), before anything was published from it.
         */
        kind: row.kind as typeof row.kind | "deployed",
        commit: row.commit,
        author: authorOf(row),
        at: row.createdAt.toISOString(),
        /** The entries changed since the publish before it ("Solutions → Family Banking"), a post with its state then. */
        entries: row.entries.map((entry) => listed(typeof entry === "string" ? { name: entry } : entry, today())),
        /** For a rollback: the number of the publish it brought back (0: the deployed build). */
        restores: row.restores === null ? null : row.restoresNumber,
        /** The site is served from this one now. */
        live: row === list[0],
        /** Its build is still kept, so the site can go back to it at once. */
        restorable: restorable.has(row.build) && kept(row.build),
      }));
      if (list.length < limit) {
        records.push({
          id: 0,
          kind: "deployed",
          commit: await firstCommitOf(repository.dir),
          author: siteAuthor,
          number: 0,
          at: statSync(path.join(live.deployed.client, "site.json")).mtime.toISOString(),
          entries: [],
          restores: null,
          live: list.length === 0,
          restorable: true,
        });
      }
      return records;
    },

    /**
     * What runs now, how the last build ended (unless a rollback came after it), the preview, and what was saved since
     * the live publish.
     */
    async status() {
      const [newest] = await rows(1);
      const unpublished = await commitsOf(repository.dir, [], 50, `${await liveCommit()}..HEAD`);
      const now = await running();
      const [ended] = await db.select().from(siteJobs).where(isNotNull(siteJobs.finishedAt)).orderBy(desc(siteJobs.id)).limit(1);
      const preview = await latestPreview();
      const last: BuildResult | undefined =
        ended?.finishedAt && ended.result && !(newest && newest.createdAt > ended.finishedAt)
          ? ({ kind: ended.kind, at: ended.finishedAt.toISOString(), ...ended.result } as BuildResult)
          : undefined;
      return {
        job: now && { kind: now.kind, by: authorOf(now), startedAt: now.startedAt.toISOString(), lines: now.lines },
        last,
        preview: preview && { commit: preview.commit, by: preview.by, at: preview.at },
        unpublished: await Promise.all(
          unpublished.map(async ({ id, author, date, summary, files }) => {
            const entries = files.filter((file) => schemaAt(file.slice(contentFolder.length + 1)));
            const facts = await Promise.all(entries.map((file) => entryNow(file, `${id}^`)));
            return { id, author, date, summary, entries: facts.map((entry) => listed(entry, today())) };
          }),
        ),
        // Nothing to publish when nothing was saved since, unless developers' history is shared, which a publish takes in.
        publishable: unpublished.length > 0 || repository.shared,
        storage: await storage(),
      };
    },

    /**
     * Why an editor's save (what the editor posts) is refused for room: it would take the content repository over its
     * budget. Counted as the files it adds, before Git compresses them (pictures hardly compress).
     */
    async overBudget(body: unknown): Promise<string | undefined> {
      const parsed = saveRequest.safeParse(body);
      const adding = parsed.success
        ? parsed.data.additions.reduce((sum, { contents }) => sum + Buffer.byteLength(contents, "base64"), 0)
        : 0;
      const { used } = await storage();
      if (used + adding <= budget) return undefined;
      return `Not saved: the site's pictures and history would take ${megabytes(used + adding)}, more than the ${megabytes(budget)} it has room for. Upload smaller pictures (a photo exported for the web at 2,400 pixels wide is well under 1 MB), or ask a developer to make room.`;
    },

    /** The preview's build, if one was made and is kept. */
    async currentPreview() {
      const preview = await latestPreview();
      return preview && { site: site(preview.build), commit: preview.commit, by: preview.by, at: preview.at };
    },

    /**
     * Publishes again what is live when a post it holds back reaches its date (site.json's `scheduled`): the live
     * publish's commit, not what was saved since. Called every minute by `startSchedule`; tried once per due day.
     */
    async publishDue(): Promise<boolean> {
      const due = live.current.content.scheduled.filter((day) => day <= today());
      const day = due.at(-1);
      if (!day || triedFor === `${live.current.client} ${day}`) return false;
      const before = new Set(live.current.content.pages.map((page) => page.path));
      // Unless another build runs (here or on another instance): tried again at the next check.
      const started = await republish("scheduled", (built) =>
        built.content.pages.filter((page) => !before.has(page.path)).map((page) => page.title),
      );
      if (!started) return false;
      triedFor = `${live.current.client} ${day}`;
      await started.done;
      return true;
    },

    /**
     * Builds the live publish's commit again when its build was made by the code of another deployment, so the live
     * site shows the code just deployed; the build before serves until then. Run at start; resolves once the build is
     * done, or at once with false when nothing is to be built or another build runs.
     */
    async rebuildForNewCode(): Promise<boolean> {
      const [newest] = await rows(1);
      if (!code || !newest || newest.build === deployed || newest.code === code) return false;
      const started = await republish("rebuild", () => []);
      await started?.done;
      return started !== undefined;
    },

    /** Checks every `everyMs` for posts that have reached their date; returns the function that stops it. */
    startSchedule(everyMs = 60_000) {
      return every(
        everyMs,
        () => this.publishDue(),
        (error) => log.error({ err: error }, "scheduled publish"),
      );
    },
  };
}

export type Publisher = ReturnType<typeof createPublisher>;

/** Runs `task` every `everyMs` while the server runs, `failed` telling of a run that failed; returns its stop. */
function every(everyMs: number, task: () => Promise<unknown>, failed: (error: Error) => void) {
  const timer = setInterval(() => void task().catch(failed), everyMs).unref();
  return () => clearInterval(timer);
}

/**
 * The publishes with their place among them, which the history shows: their ids come from a sequence, which PostgreSQL
 * (PGlite too) moves on 32 values at a time in its log, so after a crash it goes on from there (#8, then #34).
 */
const numbered = {
  ...getTableColumns(sitePublishes),
  number: sql<number>`(row_number() over (order by ${sitePublishes.id}))::int`,
  // Named with its table: Drizzle writes a column of the one table selected from without it, which inside this query
  // would be the earlier row's own.
  restoresNumber: sql<number>`(select count(*)::int from site_publishes earlier where earlier.id <= site_publishes.restores)`,
};

/** Why a build did not go live, as the publish page shows it: in words, the content's problems, the build's last lines. */
const failed = (message: string, problems: string[] = [], log: string[] = []) => ({ ok: false as const, message, problems, log });

class BuildFailure extends Error {
  readonly result: ReturnType<typeof failed>;
  constructor(...why: Parameters<typeof failed>) {
    super(why[0]);
    this.result = failed(...why);
  }
}

const authorOf = (row: { authorName: string; authorEmail: string }): Author => ({ name: row.authorName, email: row.authorEmail });

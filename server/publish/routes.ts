import { eq } from "drizzle-orm";
import { type Context, Hono, type Next } from "hono";
import { bodyLimit } from "hono/body-limit";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { html } from "hono/html";
import { validator } from "hono/validator";
import { z } from "zod";
import { canEditSite } from "../../src/lib/inbox-api.ts";
import { listed } from "../../src/lib/publish-api.ts";
import type { Auth } from "../auth/auth.ts";
import { type Staff, staffOf } from "../auth/staff.ts";
import type { Database } from "../db/client.ts";
import { takeRateLimit } from "../db/rate-limits.ts";
import { editorViews } from "../db/schema.ts";
import { entryAt, entryFacts, readContentTexts } from "../editor/content-files.ts";
import { openedAt, type Refused, saveWhole, textAt } from "../editor/history.ts";
import { blobAt, keystaticUpdate, treeAt } from "../editor/keystatic-api.ts";
import { notePresence } from "../editor/presence.ts";
import { renameWords } from "../editor/renames.ts";
import { contentFile, contentSaver } from "../editor/save.ts";
import { schemaAt } from "../editor/schemas.ts";
import { deletedEntries, fieldsOf, mentionsOf, restoreRequest, versionsOf } from "../editor/versions.ts";
import { readTimeZone } from "../inbox/assignment.ts";
import type { LiveSite, SiteBuild } from "../live-site.ts";
import type { Logger } from "../log.ts";
import { devAssetPrefixes, type PagePreview } from "./page-preview.ts";
import { PublishBusy, type Publisher } from "./publisher.ts";
import { type ContentRepository, contentFolder } from "./repository.ts";

/**
 * The content editor and publishing on the production server, for signed-in editors and admins (docs/publishing.md):
 * - `/keystatic`: Keystatic's editor (the page the deployed build holds), reading and saving the content repository;
 *   each save is checked as the build checks it (server/editor/save.ts), against the version of the content the
 *   person's editor shows (the commit this session was last answered the content's files at), and committed as them;
 * - `/api/site`: the preview, publish and rollback of the site, and its history; each entry's versions, the entries
 *   deleted, and a restore of either, which is a save like the editor's;
 * - `/preview`: shows the preview in place of the live site to the editor who asks, until `/preview/exit`;
 * - `/api/editor/presence`: the entry open at an address of the editor, and who else has it open.
 * - `/preview/page?file=<path in the content folder>`: that entry's page from the content as saved (./page-preview.ts).
 * Anyone else is answered 401 (not signed in) or 403 (signed in without the role), and nothing is written.
 */

type SiteEditingOptions = {
  auth: Auth;
  db: Database;
  /** The address people reach the site at (PUBLIC_ORIGIN). */
  origin: string;
  log: Logger;
  repository: ContentRepository;
  publisher: Publisher;
  live: LiveSite;
  pages: PagePreview;
};

/**
 * The most a save may be: its request's size, read no further (its pictures come base64-encoded, a third larger: room
 * for two of 5 MB, server/editor/uploads.ts), and saves a minute per person, which the editor's own saving never nears.
 */
export const saveLimits = { megabytes: 16, perMinute: 30 } as const;

const messages = {
  signIn: "Sign in to edit the site.",
  editorsOnly: "Only editors and admins can edit the site. An admin can give you the editor role.",
  noPreview: "There is no preview yet: build one first.",
  notFound: "There is no such address.",
  notAnAddress: "Say which address of the editor is open: { at: location.pathname }.",
  noEntry: (file: string) => `There is no entry "${file}" in the content as saved: save it in the editor first.`,
  shownOn: "This entry has no page of its own. It shows on these pages, as saved:",
  onNoPage:
    "This entry shows on no page of the site as it would be published today: a draft, a post dated later, or moved addresses.",
  homePage: "Preview the home page",
  previewDown:
    "The page preview could not start just now, so nothing is shown. Try again in a minute, or build a preview of the whole site on the publish page.",
  tooLarge: `Not saved: this save is larger than the ${saveLimits.megabytes} MB the editor takes at once, so nothing was saved. Save the pictures one at a time, or make them smaller, and save again.`,
  notInHistory: "There is no such entry in the site's history.",
  noMention: "Nothing changed: no words of the site say this name any more. Reload the page to see the content as it is now.",
  tooLargeRequest: "The request is too large.",
  noVersion: "This version of the entry is not in the site's history. Reload the page and choose it again.",
  sameVersion: "Nothing restored: this version is the entry as it is now.",
  tooMany: (seconds: number) =>
    `Not saved: you saved more than ${saveLimits.perMinute} times in a minute, so this one was not saved. Your changes are still in the editor: save again in ${seconds} seconds.`,
} as const;

/** The cookie that asks for the preview instead of the live site; it shows nothing to anyone but an editor. */
const previewCookie = "tessera-preview";

/** The editor's page in the build, which every address under /keystatic shows (Keystatic routes in the browser). */
const editorPagePath = "/keystatic";

type Env = { Variables: { staff: Staff } };

export function siteEditingRoutes({ auth, db, origin, log, repository, publisher, live, pages }: SiteEditingOptions) {
  const app = new Hono<Env>();
  const save = contentSaver({ root: repository.dir });

  const editor = async (c: Context<Env>, next: () => Promise<void>) => {
    c.header("cache-control", "no-store");
    const staff = await staffOf(auth, c.req.raw.headers);
    if (!staff) return c.json({ error: messages.signIn }, 401);
    if (!canEditSite(staff.role)) return c.json({ error: messages.editorsOnly }, 403);
    c.set("staff", staff);
    await next();
  };
  const author = (c: Context<Env>) => ({ name: c.get("staff").name, email: c.get("staff").email });
  // The content's files as they are now, which the editor then shows: read under the repository's lock, so as committed,
  // and that commit kept as the version this session's saves are made from.
  const tree = async (c: Context<Env>, refused?: Refused | null) => {
    const view = {
      sessionId: c.get("staff").session,
      commit: await repository.head(),
      ...(refused !== undefined && { refused }),
    };
    await db.insert(editorViews).values(view).onConflictDoUpdate({ target: editorViews.sessionId, set: view });
    return treeAt(repository.dir, view.commit, contentFolder);
  };

  // A page for editors: to a person who is not signed in, the sign-in, which leads back here.
  const editorsPage = async (c: Context<Env>, next: Next) => {
    const staff = await staffOf(auth, c.req.raw.headers);
    const { pathname, search } = new URL(c.req.url);
    if (!staff) return c.redirect(`/inbox?next=${encodeURIComponent(pathname + search)}`, 303);
    if (!canEditSite(staff.role)) return c.text(messages.editorsOnly, 403, { "cache-control": "no-store" });
    await next();
  };
  app.get("/keystatic/*", editorsPage, async (c) => {
    // The page preview starts now, so the first page asked for comes at once.
    pages.warm();
    const response = await live.deployed.files.serve(c, 200, editorPagePath);
    if (!response) return c.text(messages.notFound, 404);
    response.headers.set("cache-control", "no-store");
    response.headers.set("content-security-policy", live.deployed.policyFor(editorPagePath));
    return response;
  });

  // Keystatic's API: reading the files its own; saving ours.
  app.use("/api/keystatic/*", editor);
  // Saves and restores a minute per person; Keystatic reads a refusal as text, the publish pages as JSON.
  const saveRate = (json: boolean) => async (c: Context<Env>, next: () => Promise<void>) => {
    const limit = await takeRateLimit(db, `save:${c.get("staff").id}`, saveLimits.perMinute);
    const [message, headers] = [messages.tooMany(limit.retryAfterSeconds), { "retry-after": String(limit.retryAfterSeconds) }];
    if (!limit.allowed) return json ? c.json({ error: message }, 429, headers) : c.text(message, 429, headers);
    await next();
  };
  const saveSize = bodyLimit({ maxSize: saveLimits.megabytes * 1024 * 1024, onError: (c) => c.text(messages.tooLarge, 413) });
  app.use("/api/keystatic/update", saveRate(false), saveSize);
  const update = keystaticUpdate<Env>(async (c, body) => {
    const full = await publisher.overBudget(body);
    if (full) return { ok: false, status: 507, message: full };
    const session = eq(editorViews.sessionId, c.get("staff").session);
    const [view] = await db.select().from(editorViews).where(session);
    const { commit = "", refused } = view ?? {};
    const opened = openedAt(repository.dir, contentFolder, { commit, refused, timeZone: await readTimeZone(db) });
    // Checked, written and committed, or nothing, one save at a time across the instances that share the repository;
    // then what the editor expects in return: the content's files as they are now.
    const saved = await repository.exclusive(async () => {
      const outcome = await saveWhole(repository.dir, contentFolder, save, { body, author: author(c), log, opened });
      if (!outcome.ok) return outcome;
      const kept = refused && !outcome.named.includes(refused.file) ? refused : null;
      return { ...outcome, files: await tree(c, kept) };
    });
    if (!saved.ok) {
      // Kept for the save of the same words the editor will bring back (server/editor/merge.ts).
      if ("clashed" in saved && saved.clashed)
        await db
          .update(editorViews)
          .set({ refused: { ...saved.clashed, from: commit } })
          .where(session);
      return saved;
    }
    // Kept running while people edit, so the page they save is shown at once.
    pages.warm();
    return saved;
  });
  app.route("/", update);
  // Reading only (the tree, a file of the content): the GitHub sign-in and the rest are for Keystatic's other storage
  // modes. Keystatic marks its own requests so.
  const reading = async (c: Context<Env>, next: Next) => (c.req.header("no-cors") === "1" ? next() : c.text("Bad Request", 400));
  app.get("/api/keystatic/tree", reading, async (c) => c.json(await repository.exclusive(() => tree(c))));
  app.get("/api/keystatic/blob/:sha/:file{.+}", reading, async (c) => {
    const { sha = "", file = "" } = c.req.param();
    const bytes =
      contentFile(contentFolder, file) && (await blobAt(repository.dir, file, sha, saveLimits.megabytes * 1024 * 1024));
    return bytes ? c.body(bytes) : c.json({ error: messages.notFound }, 404);
  });
  app.all("/api/keystatic/*", (c) => c.json({ error: messages.notFound }, 404));

  // A save the server writes for an editor (a restore, a name rewritten), committed as `summary`; under the repository's lock.
  const saveNamed = (c: Context<Env>, summary: string, body: unknown) =>
    saveWhole(repository.dir, contentFolder, save, { body, author: author(c), log, summary });
  // What such a save answers: its summary, or why nothing was saved.
  const savedFor = (c: Context<Env>, saved: Awaited<ReturnType<typeof saveNamed>>) =>
    saved.ok ? c.json({ summary: saved.summary }) : c.json({ error: saved.message }, saved.status);

  // A request that is not a save carries a few words at most.
  const smallBody = bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.json({ error: messages.tooLargeRequest }, 413) });
  // What a query or a body asks for (an entry's file, a version of it), or `missing` when it names none.
  const asked = <T extends "query" | "json", S extends z.ZodType>(target: T, schema: S, missing: string) =>
    validator(target, (value, c) => schema.safeParse(value).data ?? c.json({ error: missing }, 404));
  const at = z.object({ at: z.string().max(1000) });
  const mentionAsked = asked("json", mentionsBody, messages.noMention);
  const presenceBody = validator("json", (value, c) => at.safeParse(value).data ?? c.json({ error: messages.notAnAddress }, 400));
  const started = async (c: Context<Env>, start: () => Promise<unknown>) => {
    try {
      await start();
      return c.json({ started: true }, 202);
    } catch (error) {
      if (error instanceof PublishBusy) return c.json({ error: error.message }, 409);
      throw error;
    }
  };

  // The API of the publish screens and the editor's bar, chained so that they are typed from it (PublishRoutes).
  const api = new Hono<Env>()
    .post("/api/editor/presence", editor, smallBody, presenceBody, async (c) =>
      c.json(await notePresence(db, c.get("staff").id, c.req.valid("json").at, repository.contentDir)),
    )
    // The names an entry had before that the content's words still say, and its name of now written there: one save.
    .get("/api/editor/mentions", editor, asked("query", fileOnly, messages.notInHistory), async (c) =>
      c.json(
        await mentionsOf(repository.dir, contentFolder, c.req.valid("query").file, await readContentTexts(repository.contentDir)),
      ),
    )
    .post("/api/editor/mentions", editor, saveRate(true), smallBody, mentionAsked, async (c) => {
      const { file: relative, from } = c.req.valid("json");
      const saved = await repository.exclusive(async () => {
        const texts = await readContentTexts(repository.contentDir);
        const mention = (await mentionsOf(repository.dir, contentFolder, relative, texts)).find((found) => found.from === from);
        if (!mention) return undefined;
        const changed = renameWords(texts, mention.from, mention.name);
        const additions = changed.map((file) => ({
          path: `${contentFolder}/${file}`,
          contents: Buffer.from(texts.get(file) ?? "").toString("base64"),
        }));
        const summary = `Write “${mention.name}” for “${mention.from}” in ${changed.map((file) => entryFacts(file, texts.get(file)).name).join(", ")}`;
        return saveNamed(c, summary, { additions, deletions: [] });
      });
      return saved ? savedFor(c, saved) : c.json({ error: messages.noMention }, 404);
    })
    .use("/api/site/*", editor)
    .get("/api/site/status", async (c) => c.json({ ...(await publisher.status()), history: await publisher.history() }))
    .post("/api/site/preview", (c) => started(c, () => publisher.preview(author(c))))
    .post("/api/site/publish", (c) => started(c, () => publisher.publish(author(c))))
    .post("/api/site/rollback/:id{[0-9]{1,15}}", async (c) => {
      const outcome = await publisher.rollback(Number(c.req.param("id")), author(c));
      return outcome.ok ? c.json({ ok: true }) : c.json({ error: outcome.message }, outcome.status);
    })
    .get("/api/site/entries", async (c) => {
      const texts = await readContentTexts(repository.contentDir);
      return c.json([...texts].map(([relative, text]) => listed(entryFacts(relative, text), publisher.today())));
    })
    .get("/api/site/entries/history", asked("query", fileOnly, messages.notInHistory), async (c) => {
      const found = await versionsOf(repository.dir, contentFolder, c.req.valid("query").file);
      if (!found.versions.length) return c.json({ error: messages.notInHistory }, 404);
      return c.json({ ...found, entry: listed(found.entry, publisher.today()) });
    })
    .get("/api/site/entries/version", asked("query", fileAtVersion, messages.noVersion), async (c) => {
      const { file, commit } = c.req.valid("query");
      const text = await textAt(repository.dir, contentFolder, commit, file);
      return text !== undefined ? c.json(fieldsOf(file, text)) : c.json({ error: messages.noVersion }, 404);
    })
    .get("/api/site/entries/deleted", async (c) => c.json(await deletedEntries(repository.dir, contentFolder)))
    .post("/api/site/entries/restore", saveRate(true), smallBody, asked("json", restoreBody, messages.noVersion), async (c) => {
      const { file: relative, from, commit } = c.req.valid("json");
      // A version of this entry, under the name it had then, or of its kind.
      const request =
        relative === from || entryAt(relative)?.kind === entryAt(from)?.kind
          ? await restoreRequest(repository.dir, contentFolder, { relative, from, commit })
          : undefined;
      if (!request) return c.json({ error: messages.noVersion }, 404);
      const saved = await repository.exclusive(() => saveNamed(c, request.summary, request.body));
      if (saved.ok && !saved.written.length) return c.json({ error: messages.sameVersion }, 409);
      return savedFor(c, saved);
    })
    .all("/api/site/*", (c) => c.json({ error: messages.notFound }, 404));

  // The preview in place of the live site, for this browser, until it leaves it.
  app.get("/preview", editor, async (c) => {
    if (!(await publisher.currentPreview())) return c.text(messages.noPreview, 404);
    setCookie(c, previewCookie, "on", {
      path: "/",
      httpOnly: true,
      sameSite: "Lax",
      // Secure whenever people reach the site over https, the server behind a TLS-terminating proxy included.
      secure: new URL(origin).protocol === "https:",
    });
    return c.redirect("/", 303);
  });
  // One page of the content as saved: an entry's page, the pages a shared entry shows on, or a page by its address.
  app.get("/preview/page", editorsPage, async (c) => {
    const { file = "", path: address } = c.req.query();
    const page = (at: string) =>
      pages.page(at).catch((error: unknown) => {
        log.error({ err: error }, "page preview");
        return c.text(messages.previewDown, 503, { "cache-control": "no-store" });
      });
    if (address) return /^\/[a-z0-9/-]*$/.test(address) ? page(address) : c.text(messages.notFound, 404);
    // Content a developer pushed that does not parse: the home page, which names each problem.
    const shown = await pages.pagesShowing(file).catch(() => ({ name: file, pages: [{ path: "/", title: messages.homePage }] }));
    if (!shown) return c.text(messages.noEntry(file), 404, { "cache-control": "no-store" });
    const [only] = shown.pages;
    if (only && shown.pages.length === 1) return page(only.path);
    const links = shown.pages.length ? shown.pages : [{ path: "/", title: messages.homePage }];
    c.header("cache-control", "no-store");
    return c.html(
      html`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${shown.name}</title><style>body{font:16px/1.6 system-ui,sans-serif;color:#0b1324;max-width:40rem;margin:4rem auto;padding:0 1rem}a{color:#0d7a6f}</style></head><body><main><h1>${shown.name}</h1><p>${shown.pages.length ? messages.shownOn : messages.onNoPage}</p><ul>${links.map((link) => html`<li><a href="/preview/page?path=${encodeURIComponent(link.path)}">${link.title}</a> <code>${link.path}</code></li>`)}</ul></main></body></html>`,
    );
  });
  // The scripts, styles and pictures of a page preview, to the editors looking at one.
  for (const prefix of devAssetPrefixes) {
    app.get(`${prefix}*`, async (c, next) => {
      const staff = await staffOf(auth, c.req.raw.headers);
      const { pathname, search } = new URL(c.req.url);
      return staff && canEditSite(staff.role) ? pages.asset(pathname + search) : next();
    });
  }
  app.get("/preview/exit", (c) => {
    deleteCookie(c, previewCookie, { path: "/" });
    return c.redirect("/", 303);
  });

  return app.route("/", api);
}

/** The API of the publish screens and the editor's bar, as they call it (src/lib/browser/inbox-client.ts, Hono's typed client). */
export type PublishRoutes = ReturnType<typeof siteEditingRoutes>;

/**
 * The build a request is answered from when it asks for the preview (its cookie) and comes from an editor; otherwise
 * undefined, and the live site answers.
 */
export function previewFor(auth: Auth, publisher: Publisher) {
  return async (c: Context): Promise<SiteBuild | undefined> => {
    if (!getCookie(c, previewCookie)) return undefined;
    const staff = await staffOf(auth, c.req.raw.headers);
    if (!staff || !canEditSite(staff.role)) return undefined;
    return (await publisher.currentPreview())?.site;
  };
}

/** A commit's id, as the history gives it. */
const version = z.string().regex(/^[0-9a-f]{40}$/);
/** An entry's or a page's file a request names, from the content folder; any other path is refused. */
const entryPath = z.string().transform(entryFile).pipe(z.string());
const restoreBody = z.object({ file: entryPath, commit: version, from: entryPath });
const mentionsBody = z.object({ file: entryPath, from: z.string().max(200) });
const fileOnly = z.object({ file: entryPath });
const fileAtVersion = z.object({ file: entryPath, commit: version });

/** An entry's or a page's file, from the content folder ("solutions/family-banking.yaml"); undefined for any other path. */
function entryFile(relative: string | undefined): string | undefined {
  const file = relative === undefined ? undefined : contentFile(contentFolder, `${contentFolder}/${relative}`);
  return file && schemaAt(file) ? file : undefined;
}

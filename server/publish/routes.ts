import { makeGenericAPIRouteHandler } from "@keystatic/core/api/generic";

type KeystaticResponse = Awaited<ReturnType<ReturnType<typeof makeGenericAPIRouteHandler>>>;

import { eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { validator } from "hono/validator";
import { z } from "zod";
import { editorConfig } from "../../src/content/editor.ts";
import { canEditSite } from "../../src/lib/inbox-api.ts";
import type { Auth } from "../auth/auth.ts";
import { type Staff, staffOf } from "../auth/staff.ts";
import type { Database } from "../db/client.ts";
import { takeRateLimit } from "../db/rate-limits.ts";
import { editorViews } from "../db/schema.ts";
import { openedAt, type Refused, saveWhole } from "../editor/history.ts";
import { notePresence } from "../editor/presence.ts";
import { contentFile, contentSaver } from "../editor/save.ts";
import { readTimeZone } from "../inbox/assignment.ts";
import type { LiveSite, SiteBuild } from "../live-site.ts";
import type { Logger } from "../log.ts";
import { PublishBusy, type Publisher } from "./publisher.ts";
import { type ContentRepository, contentFolder } from "./repository.ts";

/**
 * The content editor and publishing on the production server, for signed-in editors and admins (docs/publishing.md):
 * - `/keystatic`: Keystatic's editor (the page the deployed build holds), reading and saving the content repository;
 *   each save is checked as the build checks it (server/editor/save.ts), against the version of the content the
 *   person's editor shows (the commit this session was last answered the content's files at), and committed as them;
 * - `/api/site`: the preview, publish and rollback of the site, and its history;
 * - `/preview`: shows the preview in place of the live site to the editor who asks, until `/preview/exit`;
 * - `/api/editor/presence`: the entry open at an address of the editor, and who else has it open.
 * Anyone else is answered 401 (not signed in) or 403 (signed in without the role), and nothing is written.
 */

export type SiteEditingOptions = {
  auth: Auth;
  db: Database;
  /** The address people reach the site at (PUBLIC_ORIGIN). */
  origin: string;
  log: Logger;
  repository: ContentRepository;
  publisher: Publisher;
  live: LiveSite;
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
  tooLarge: `Not saved: this save is larger than the ${saveLimits.megabytes} MB the editor takes at once, so nothing was saved. Save the pictures one at a time, or make them smaller, and save again.`,
  tooMany: (seconds: number) =>
    `Not saved: you saved more than ${saveLimits.perMinute} times in a minute, so this one was not saved. Your changes are still in the editor: save again in ${seconds} seconds.`,
} as const;

/** The cookie that asks for the preview instead of the live site; it shows nothing to anyone but an editor. */
export const previewCookie = "tessera-preview";

/** The editor's page in the build, which every address under /keystatic shows (Keystatic routes in the browser). */
const editorPagePath = "/keystatic";

type Env = { Variables: { staff: Staff } };

export function siteEditingRoutes({ auth, db, origin, log, repository, publisher, live }: SiteEditingOptions) {
  const app = new Hono<Env>();
  const save = contentSaver({ root: repository.dir });
  const keystatic = makeGenericAPIRouteHandler({ config: editorConfig(), localBaseDirectory: repository.dir });

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
    const files = await keystatic(new Request(new URL("/api/keystatic/tree", c.req.url), { headers: { "no-cors": "1" } }));
    const view = {
      sessionId: c.get("staff").session,
      commit: await repository.head(),
      ...(refused !== undefined && { refused }),
    };
    await db.insert(editorViews).values(view).onConflictDoUpdate({ target: editorViews.sessionId, set: view });
    return fromKeystatic(files);
  };

  // The editor's page: to a person who is not signed in, the sign-in, which leads back here.
  const editorPage = async (c: Context<Env>) => {
    const staff = await staffOf(auth, c.req.raw.headers);
    if (!staff) return c.redirect(`/inbox?next=${encodeURIComponent(new URL(c.req.url).pathname)}`, 303);
    if (!canEditSite(staff.role)) return c.text(messages.editorsOnly, 403, { "cache-control": "no-store" });
    const response = await live.deployed.files.serve(c, 200, editorPagePath);
    if (!response) return c.text(messages.notFound, 404);
    response.headers.set("cache-control", "no-store");
    response.headers.set("content-security-policy", live.deployed.policyFor(editorPagePath));
    return response;
  };
  app.get("/keystatic", editorPage);
  app.get("/keystatic/*", editorPage);

  // Keystatic's API: reading the files its own; saving ours.
  app.use("/api/keystatic/*", editor);
  const saveRate = async (c: Context<Env>, next: () => Promise<void>) => {
    const limit = await takeRateLimit(db, `save:${c.get("staff").id}`, saveLimits.perMinute);
    if (!limit.allowed)
      return c.text(messages.tooMany(limit.retryAfterSeconds), 429, { "retry-after": String(limit.retryAfterSeconds) });
    await next();
  };
  const saveSize = bodyLimit({ maxSize: saveLimits.megabytes * 1024 * 1024, onError: (c) => c.text(messages.tooLarge, 413) });
  app.post("/api/keystatic/update", saveRate, saveSize, async (c) => {
    // Keystatic marks its own requests so.
    if (c.req.header("no-cors") !== "1") return c.text("Bad Request", 400);
    const body = await c.req.json().catch(() => undefined);
    const full = await publisher.overBudget(body);
    if (full) return c.text(full, 507);
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
      if ("error" in saved) log.error({ err: saved.error, by: c.get("staff").email }, "a save could not be committed");
      return c.text(saved.message, saved.status);
    }
    log.info({ by: c.get("staff").email, summary: saved.summary }, "content saved");
    return saved.files;
  });
  app.on(["GET", "HEAD"], "/api/keystatic/*", async (c) => {
    // Reading only (the tree, a file of the content): the GitHub sign-in and the rest are for Keystatic's other
    // storage modes. The address is read as Keystatic reads it, each part decoded: "blob/<id>/<path>".
    const parts = keystaticParts(c.req.url);
    const isTree = parts?.join("/") === "tree";
    const isBlob = parts?.[0] === "blob" && contentFile(contentFolder, parts.slice(2).join("/")) !== undefined;
    if (!(isTree || isBlob)) return c.json({ error: messages.notFound }, 404);
    return isTree ? repository.exclusive(() => tree(c)) : fromKeystatic(await keystatic(c.req.raw));
  });
  app.all("/api/keystatic/*", (c) => c.json({ error: messages.notFound }, 404));

  // Who else has the entry open.
  const at = z.object({ at: z.string().max(1000) });
  const presenceBody = validator("json", (value, c) => at.safeParse(value).data ?? c.json({ error: messages.notAnAddress }, 400));
  app.post("/api/editor/presence", editor, presenceBody, async (c) =>
    c.json(await notePresence(db, c.get("staff").id, c.req.valid("json").at, repository.contentDir)),
  );

  // Preview, publish, roll back, history.
  app.use("/api/site/*", editor);
  app.get("/api/site/status", async (c) => c.json({ ...(await publisher.status()), history: await publisher.history() }));
  const started = async (c: Context<Env>, start: () => Promise<unknown>) => {
    try {
      await start();
      return c.json({ started: true }, 202);
    } catch (error) {
      if (error instanceof PublishBusy) return c.json({ error: error.message }, 409);
      throw error;
    }
  };
  app.post("/api/site/preview", (c) => started(c, () => publisher.preview(author(c))));
  app.post("/api/site/publish", (c) => started(c, () => publisher.publish(author(c))));
  app.post("/api/site/rollback/:id{[0-9]{1,15}}", async (c) => {
    const outcome = await publisher.rollback(Number(c.req.param("id")), author(c));
    return outcome.ok ? c.json({ ok: true }) : c.json({ error: outcome.message }, outcome.status);
  });
  app.all("/api/site/*", (c) => c.json({ error: messages.notFound }, 404));

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
  app.get("/preview/exit", (c) => {
    deleteCookie(c, previewCookie, { path: "/" });
    return c.redirect("/", 303);
  });

  return app;
}

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

/** The parts of an address under /api/keystatic/, decoded; undefined when one cannot be. */
function keystaticParts(url: string): string[] | undefined {
  try {
    return new URL(url).pathname
      .replace(/^\/api\/keystatic\/?/, "")
      .split("/")
      .map(decodeURIComponent)
      .filter(Boolean);
  } catch {
    return undefined;
  }
}

const fromKeystatic = ({ body, ...init }: KeystaticResponse) =>
  new Response(typeof body === "string" || body === null ? body : new Uint8Array(body), init);

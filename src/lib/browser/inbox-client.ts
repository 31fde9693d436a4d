import { type ClientResponse, DetailedError, hc, type InferResponseType, parseResponse } from "hono/client";
// biome-ignore lint/style/noRestrictedImports: a type alone (erased from the bundle): the client is typed from the routes.
import type { InboxRoutes } from "../../../server/inbox/routes.ts";
// biome-ignore lint/style/noRestrictedImports: a type alone (erased from the bundle): the client is typed from the routes.
import type { PublishRoutes } from "../../../server/publish/routes.ts";
import type { StaffRole } from "../inbox-api.ts";

/**
 * How the inbox's and the publish screens talk to the server: JSON through Hono's client, typed from the routes
 * (server/inbox/routes.ts, server/publish/routes.ts), with the session cookie (sign-in goes through better-auth's
 * client, ./inbox-auth-client.ts). A refusal becomes an InboxError carrying the server's message.
 */
/** What the inbox says when a request never reached the server. */
export const unreachable = "The server could not be reached. Check your connection and try again.";

/**
 * Dispatched on the window when the server answers 401: the session has ended (it expired, or was signed out
 * everywhere from another device) while a screen was open. The inbox then asks for the password again in place.
 */
export const sessionEndedEvent = "tessera-inbox-session-ended";

export class InboxError extends Error {
  readonly status: number;
  /** The whole answer, for a refusal that carries more than its message (a 409's conflicts). */
  readonly data: unknown;
  constructor(status: number, message: string, data?: unknown) {
    super(message);
    this.status = status;
    this.data = data;
  }
}

/** The answer's data; a refusal, or a request that never reached the server, as an InboxError in the server's words. */
export async function answer<T extends ClientResponse<unknown>>(request: T | Promise<T>) {
  try {
    return await parseResponse(request);
  } catch (error) {
    if (!(error instanceof DetailedError)) throw new InboxError(0, unreachable);
    const status: number = error.statusCode;
    const data = (error.detail?.data ?? {}) as { error?: string; message?: string };
    if (status === 401) window.dispatchEvent(new Event(sessionEndedEvent));
    throw new InboxError(status, data.error ?? data.message ?? `The request failed (${status}).`, data);
  }
}

export const inboxApi = hc<InboxRoutes>("/api/inbox", { init: { credentials: "same-origin" } });

type Api = typeof inboxApi;
/** A lead as the list shows it. */
export type LeadSummary = InferResponseType<Api["leads"]["$get"], 200>["leads"][number];
/** A lead's page: every field, where it came from, its notification, and what the team did with it. */
export type LeadDetail = NonNullable<InferResponseType<Api["leads"][":id"]["$get"], 200>>;
/** The 409 of a PATCH: the fields someone else changed, and the lead as it is now. */
export type LeadConflictAnswer = Extract<InferResponseType<Api["leads"][":id"]["$patch"], 409>, { conflicts: unknown }>;
export type StaffUser = InferResponseType<Api["users"]["$get"], 200>[number];
export type AuditEntry = InferResponseType<Api["audit"]["$get"], 200>["entries"][number];

/** Preview, publish and roll back the site, each entry's history, and the editor's bar. */
export const publishApi = hc<PublishRoutes>("/", { init: { credentials: "same-origin" } }).api;

type Site = typeof publishApi.site;
/** The publish screen: what runs, the last build, the preview, what is unpublished, and the history of publishes. */
export type SiteStatus = InferResponseType<Site["status"]["$get"], 200>;
export type PublishRecord = SiteStatus["history"][number];
/** An entry in its state now, and every version of its file; `movedTo`, its file now, when it was given a new address. */
export type EntryVersions = InferResponseType<Site["entries"]["history"]["$get"], 200>;
export type EntryVersion = EntryVersions["versions"][number];
export type EntryFields = InferResponseType<Site["entries"]["version"]["$get"], 200>;

export type Me = { id: string; name: string; email: string; role: StaffRole };

/**
 * The query of a lead filter, without the empty fields; with dates, the browser's time zone, so that a day is the one
 * the inbox shows the leads' times in.
 */
export function filterQuery(filter: Record<string, string | undefined>) {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(filter)) if (value) query[key] = value;
  if (filter.from || filter.to) query.tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return query;
}

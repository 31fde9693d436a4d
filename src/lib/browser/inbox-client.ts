import type { StaffRole } from "../inbox-api.ts";

/**
 * How the inbox's screens talk to the server: JSON to /api/inbox (server/inbox/routes.ts) and /api/site, with the
 * session cookie (sign-in goes through better-auth's client, ./inbox-auth-client.ts). A refusal becomes an
 * InboxError carrying the server's message.
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

async function send<T>(url: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? "GET",
      credentials: "same-origin",
      headers: init.body === undefined ? { accept: "application/json" } : { "content-type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    throw new InboxError(0, unreachable);
  }
  if (response.status === 204) return undefined as T;
  const data = (await response.json().catch(() => ({}))) as { error?: string; message?: string };
  if (!response.ok) {
    if (response.status === 401) window.dispatchEvent(new Event(sessionEndedEvent));
    throw new InboxError(response.status, data.error ?? data.message ?? `The request failed (${response.status}).`, data);
  }
  return data as T;
}

export const inboxApi = <T>(path: string, init?: { method?: string; body?: unknown }) => send<T>(`/api/inbox${path}`, init);
/** Preview, publish and roll back the site (server/publish/routes.ts). */
export const siteApi = <T>(path: string, init?: { method?: string; body?: unknown }) => send<T>(`/api/site${path}`, init);

export type Me = { id: string; name: string; email: string; role: StaffRole };

/** A button for what cannot be undone (erasing, removing someone). */
export const dangerButton =
  "inline-flex h-9 cursor-pointer items-center rounded-full border border-destructive px-4 font-semibold text-destructive text-sm hover:bg-muted disabled:opacity-60";

/**
 * The query string of a lead filter, without the empty fields; with dates, the browser's time zone, so that a day is
 * the one the inbox shows the leads' times in.
 */
export function filterQuery(filter: Record<string, string | undefined>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
  if (filter.from || filter.to) params.set("tz", Intl.DateTimeFormat().resolvedOptions().timeZone);
  return params.toString();
}

import type { Context, MiddlewareHandler } from "hono";
import type { Logger } from "./log.ts";

/**
 * The one check of where a request that changes something (any method but GET, HEAD and OPTIONS) comes from, by its
 * Origin header: from a page `allows` accepts, or refused with 403 and `{ "error": message }` before anything reads
 * it. `required`: a request without an Origin is refused too (the staff's APIs, which only our pages call); the demo
 * endpoint takes one without, as servers and the Supabase client send.
 *
 * Hono's csrf middleware is not used: it checks only the types of body a plain HTML form can send (form fields and
 * text), leaving JSON to the browser's CORS preflight, and the staff's APIs and the demo endpoint refuse JSON from
 * another site as well, so that a mistake in CORS never opens them.
 */
export function originCheck(options: {
  allows: (origin: string, c: Context) => boolean;
  required: boolean;
  /** The words of the refusal, or where to get them (the site's content). */
  message: string | (() => Promise<string>);
  log?: Logger;
}): MiddlewareHandler {
  return async (c, next) => {
    if (["GET", "HEAD", "OPTIONS"].includes(c.req.method)) return next();
    const origin = c.req.header("origin");
    if (origin ? !options.allows(origin, c) : options.required) {
      options.log?.warn({ route: c.req.path, origin: origin ?? null }, "request from another origin refused");
      return c.json({ error: typeof options.message === "string" ? options.message : await options.message() }, 403);
    }
    await next();
  };
}

/** Our own pages: one of the server's origins, in a request the browser does not mark as coming from another site. */
export const ownPages = (trustedOrigins: readonly string[]) => (origin: string, c: Context) =>
  trustedOrigins.includes(origin) && c.req.header("sec-fetch-site") !== "cross-site";

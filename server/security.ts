import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Context, MiddlewareHandler } from "hono";
import { peerAddress } from "./functions/client-address.ts";
import type { Logger } from "./log.ts";

/**
 * The security headers every response carries (the MDN HTTP Observatory must grade them A+), the move from plain
 * http to https behind a TLS-terminating proxy, and HSTS.
 *
 * Content-Security-Policy: each prerendered page gets the policy Astro computed for it, allowing scripts from the site
 * itself and that page's inline scripts by their sha256 hashes (build/csp.json). Styles stay 'unsafe-inline': the
 * toast library injects its stylesheet at run time, and styles cannot run code. Everything that is not a page
 * (assets, JSON, redirects) gets a policy that allows nothing.
 */

export type SecurityOptions = {
  trustedProxies: readonly string[];
  /** Seconds; 0 sends no Strict-Transport-Security. */
  hstsMaxAge: number;
  hstsIncludeSubdomains: boolean;
  /** The Content-Security-Policy for HTML the server writes itself (see loadPagePolicies). */
  policyFor: () => string;
};

/** Each page's policy, which the build writes next to the folder the site is served from (build/csp.json). */
export const cspManifestPath = (staticDir: string) => path.join(path.dirname(path.resolve(staticDir)), "csp.json");

/** For everything that is not a page: nothing may load, nothing may frame it. */
export const strictPolicy = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * For HTML the server writes itself (the /demo form's error page) and for a page the build listed no policy for: no
 * script at all, its own inline style, the site's images, and forms that post to the site.
 */
export const serverPagePolicy =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/**
 * The policies Astro computed for the build's pages (security.csp in astro.config.ts, handed over by
 * src/integrations/server-adapter.ts): each page's whole policy, with the hashes of its inline scripts, keyed by the
 * page's path ("/", "/about", "/404").
 */
type CspManifest = { policies: Record<string, string> };

/** The file a page path is built to: "/" → index.html, "/about" → about/index.html, "/404" → 404.html. */
const pageFile = (root: string, pathname: string) =>
  pathname === "/404" ? path.join(root, "404.html") : path.join(root, ...pathname.split("/").filter(Boolean), "index.html");

/**
 * Loads the build's csp.json. Returns the policy for an HTML file the site serves (an absolute path), or for HTML
 * made by the server (undefined).
 */
export function loadPagePolicies(staticDir: string, log: Logger) {
  const root = path.resolve(staticDir);
  const file = cspManifestPath(staticDir);
  const policies = new Map<string, string>();
  if (existsSync(file)) {
    const manifest = JSON.parse(readFileSync(file, "utf8")) as CspManifest;
    for (const [pathname, policy] of Object.entries(manifest.policies)) policies.set(pageFile(root, pathname), policy);
  } else {
    log.warn({ file }, "no Content-Security-Policy for the pages: rebuild with npm run build");
  }
  return (page?: string) => (page && policies.get(page)) || serverPagePolicy;
}

const permissionsPolicy = [
  "accelerometer=()",
  "browsing-topics=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "usb=()",
  "xr-spatial-tracking=()",
].join(", ");

/** Headers every response gets, whatever made it. */
export const commonHeaders: Readonly<Record<string, string>> = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy": permissionsPolicy,
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  // For browsers without CSP frame-ancestors.
  "x-frame-options": "DENY",
};

type NodeBindings = { incoming?: { socket?: { encrypted?: boolean } } };

/**
 * How the visitor reached us: "https" over a TLS socket, or what a trusted proxy says in X-Forwarded-Proto (its
 * first value: the proxy that faced the visitor); undefined when nobody says.
 */
export function forwardedProtocol(c: Context, trustedProxies: readonly string[]): "http" | "https" | undefined {
  if ((c.env as NodeBindings | undefined)?.incoming?.socket?.encrypted) return "https";
  if (!trustedProxies.includes(peerAddress(c))) return undefined;
  const proto = c.req.header("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  return proto === "http" || proto === "https" ? proto : undefined;
}

const validHost = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
const textType = /^(?:text\/|application\/(?:json|xml|javascript|manifest\+json|[\w.+-]+\+(?:json|xml))\b|image\/svg\+xml\b)/i;

/**
 * The middleware: answers plain http behind a trusted proxy with a redirect to https, and puts the headers on
 * whatever response the rest of the app made (pages, assets, JSON, redirects, errors).
 */
export function securityHeaders(options: SecurityOptions): MiddlewareHandler {
  const hsts =
    options.hstsMaxAge > 0
      ? `max-age=${options.hstsMaxAge}${options.hstsIncludeSubdomains ? "; includeSubDomains" : ""}`
      : undefined;

  const secure = (headers: Headers, protocol: "http" | "https" | undefined) => {
    for (const [name, value] of Object.entries(commonHeaders)) headers.set(name, value);
    const type = headers.get("content-type") ?? "";
    if (/^text\/html\b/i.test(type)) {
      // A page from the build carries its own policy (set where it is served); HTML the server writes has no scripts.
      if (!headers.has("content-security-policy")) headers.set("content-security-policy", options.policyFor());
    } else {
      headers.set("content-security-policy", strictPolicy);
    }
    if (textType.test(type) && !/;\s*charset=/i.test(type)) headers.set("content-type", `${type}; charset=utf-8`);
    if (hsts && protocol === "https") headers.set("strict-transport-security", hsts);
  };

  return async (c, next) => {
    const protocol = forwardedProtocol(c, options.trustedProxies);
    if (protocol === "http") {
      const host = c.req.header("host") ?? "";
      let response: Response;
      if (validHost.test(host)) {
        const url = new URL(c.req.url);
        // To the standard https port: the proxy that answered on plain http answers https too.
        const target = `https://${host.replace(/:\d+$/, "")}${url.pathname}${url.search}`;
        // 301 for reading; 308 keeps the method and body of anything else.
        response = c.redirect(target, c.req.method === "GET" || c.req.method === "HEAD" ? 301 : 308);
      } else {
        response = c.json({ error: "The Host header is not valid." }, 400);
      }
      secure(response.headers, protocol);
      return response;
    }
    await next();
    secure(c.res.headers, protocol);
  };
}

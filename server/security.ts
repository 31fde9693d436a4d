import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Context, MiddlewareHandler } from "hono";
import type { CspManifest } from "../scripts/csp-hashes.ts";
import { peerAddress } from "./functions/client-address.ts";
import type { Logger } from "./log.ts";

/**
 * The security headers every response carries (DESIGN.md §9: MDN HTTP Observatory grade A+), the move from plain
 * http to https behind a TLS-terminating proxy, and HSTS.
 *
 * Content-Security-Policy: each prerendered page gets its own policy, allowing scripts from the site itself and the
 * inline scripts of that page by their sha256 hashes (build/csp.json, written after the build's last HTML rewrite).
 * Everything that is not a page (assets, JSON, redirects) gets a policy that allows nothing.
 */

export type SecurityOptions = {
  trustedProxies: readonly string[];
  /** Seconds; 0 sends no Strict-Transport-Security. */
  hstsMaxAge: number;
  hstsIncludeSubdomains: boolean;
  /** The Content-Security-Policy for HTML the server writes itself (see loadPagePolicies). */
  policyFor: () => string;
};

/** The manifest of script hashes the build writes next to the folder the site is served from (build/csp.json). */
export const cspManifestPath = (staticDir: string) => path.join(path.dirname(path.resolve(staticDir)), "csp.json");

/** For everything that is not a page: nothing may load, nothing may frame it. */
export const strictPolicy = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** A page's policy, given its inline scripts' hashes and the origins the build was configured with. */
export function pagePolicy(scriptHashes: readonly string[], origins: CspManifest["origins"]): string {
  const list = (...sources: string[]) => sources.filter(Boolean).join(" ");
  return [
    "default-src 'none'",
    `script-src ${list("'self'", ...scriptHashes, ...origins.script)}`,
    // Styles: the inline <style> the build puts in every page, style="" attributes in the prerendered HTML (React
    // renders them for layout and per-item animation delays) and the <style> element the toast library injects at
    // run time. Hashes cannot cover the attributes (that needs 'unsafe-hashes' and a hash per value) or the injected
    // element, and a hash in style-src would switch 'unsafe-inline' off, so styles stay 'unsafe-inline'. Styles cannot
    // run code; scripts, which can, are locked to the site and these hashes. (The Observatory scores this case as a pass.)
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self'",
    "font-src 'self'",
    `connect-src ${list("'self'", ...origins.connect)}`,
    "manifest-src 'self'",
    `form-action ${list("'self'", ...origins.form)}`,
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

const noOrigins: CspManifest["origins"] = { script: [], connect: [], form: [] };

/**
 * The policies Astro wrote for its pages (src/integrations/csp-headers.ts): the whole policy of each page, keyed by
 * the page's path ("/", "/about", "/404").
 */
type AstroPolicies = { policies: Record<string, string> };

/** The file a page path is built to: "/" → index.html, "/about" → about/index.html, "/404" → 404.html. */
const pageFile = (root: string, pathname: string) =>
  pathname === "/404" ? path.join(root, "404.html") : path.join(root, ...pathname.split("/").filter(Boolean), "index.html");

/** Loads the build's csp.json; a page it does not list (or a missing manifest) gets a policy with no inline scripts. */
export function loadPagePolicies(staticDir: string, log: Logger) {
  const root = path.resolve(staticDir);
  const file = cspManifestPath(staticDir);
  let manifest: CspManifest | AstroPolicies = { origins: noOrigins, pages: {} };
  if (existsSync(file)) {
    manifest = JSON.parse(readFileSync(file, "utf8")) as CspManifest | AstroPolicies;
  } else {
    log.warn({ file }, "no script hashes for the Content-Security-Policy: rebuild with npm run build");
  }
  const policies = new Map<string, string>();
  if ("policies" in manifest) {
    for (const [pathname, policy] of Object.entries(manifest.policies)) policies.set(pageFile(root, pathname), policy);
    const withoutScripts = pagePolicy([], noOrigins);
    return (page?: string) => (page && policies.get(page)) || withoutScripts;
  }
  for (const [page, hashes] of Object.entries(manifest.pages)) {
    policies.set(path.join(root, ...page.split("/")), pagePolicy(hashes, manifest.origins));
  }
  const withoutScripts = pagePolicy([], manifest.origins);
  /** The policy for an HTML file the site serves (an absolute path), or for HTML made by the server (undefined). */
  return (page?: string) => (page && policies.get(page)) || withoutScripts;
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

import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { peerAddress } from "./functions/client-address.ts";

/**
 * The security headers every response carries (the MDN HTTP Observatory must grade them A+), the move from plain
 * http to https behind a TLS-terminating proxy, and HSTS.
 *
 * Hono's secureHeaders sets them. Content-Security-Policy: each page from the build carries the policy Astro computed
 * for it (set where it is served: server/live-site.ts), allowing scripts from the site itself and that page's inline
 * scripts by their sha256 hashes. Styles stay 'unsafe-inline': the toast library injects its stylesheet at run time,
 * and styles cannot run code. HTML the server writes itself gets `serverPagePolicy`; everything else (assets, JSON,
 * redirects) a policy that allows nothing.
 */

type SecurityOptions = {
  trustedProxies: readonly string[];
  /**
   * The address people reach the site at (PUBLIC_ORIGIN): plain http from a trusted proxy moves to its https form,
   * whatever Host the client sent.
   */
  publicOrigin: string;
  /** Seconds; 0 sends no Strict-Transport-Security. */
  hstsMaxAge: number;
  hstsIncludeSubdomains: boolean;
};

/** For everything that is not a page: nothing may load, nothing may frame it. */
export const strictPolicy = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * For HTML the server writes itself (the /demo form's error page) and for a page the build listed no policy for: no
 * script at all, its own inline style, the site's images, and forms that post to the site.
 */
export const serverPagePolicy =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/** The browser features no page of the site uses, turned off for every response (Permissions-Policy). */
const featuresOff = [
  "accelerometer",
  "browsing-topics",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "usb",
  "xr-spatial-tracking",
];

/**
 * The headers every response gets, whatever made it. secureHeaders sends them (and a few more of its defaults); the
 * replies Node writes itself before a request reaches the app (server/listen.ts) list them from here.
 */
export const commonHeaders: Readonly<Record<string, string>> = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy": featuresOff.map((feature) => `${feature}=()`).join(", "),
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  // For browsers without CSP frame-ancestors.
  "x-frame-options": "DENY",
};

const secured = (strictTransportSecurity: string | false) =>
  secureHeaders({
    xFrameOptions: "DENY",
    referrerPolicy: "strict-origin-when-cross-origin",
    // secureHeaders names the features in camel case.
    permissionsPolicy: Object.fromEntries(
      featuresOff.map((feature) => [feature.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()), []]),
    ),
    strictTransportSecurity,
    // Its defaults for old browsers (Internet Explorer, Flash) and Origin-Agent-Cluster are left out: every page's
    // first response counts its bytes (server/page-size.test.ts), and no browser the site supports needs them.
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    overwrite: false,
  });

type NodeBindings = { incoming?: { socket?: { encrypted?: boolean } } };

const textType = /^(?:text\/|application\/(?:json|xml|javascript|manifest\+json|[\w.+-]+\+(?:json|xml))\b|image\/svg\+xml\b)/i;

/**
 * The middleware: answers plain http behind a trusted proxy with a redirect to https, and has secureHeaders put the
 * headers on whatever response the rest of the app made (pages, assets, JSON, redirects, errors), with HSTS only on
 * requests that came over https. What secureHeaders has no option for stays here: the redirect, the policy of a
 * response that has none (secureHeaders has one policy for every response), and naming the charset of text that does
 * not (Hono's JSON and some of its file types).
 */
export function securityHeaders(options: SecurityOptions): MiddlewareHandler {
  const overHttps = secured(
    options.hstsMaxAge > 0 && `max-age=${options.hstsMaxAge}${options.hstsIncludeSubdomains ? "; includeSubDomains" : ""}`,
  );
  const overHttp = secured(false);
  // Plain http moves to the same address on the public origin over https: built from the configured origin, never from
  // the request's Host, which the client chooses, so a redirect never leads a visitor to a host of an attacker's naming.
  const https = new URL(options.publicOrigin);
  https.protocol = "https:";

  return async (c, next) => {
    // How the visitor reached us: over a TLS socket, or as a trusted proxy says in X-Forwarded-Proto (its first value:
    // the proxy that faced the visitor); neither "http" nor "https" when nobody says.
    const proxied = options.trustedProxies.includes(peerAddress(c))
      ? c.req.header("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase()
      : undefined;
    const protocol = (c.env as NodeBindings | undefined)?.incoming?.socket?.encrypted ? "https" : proxied;
    return (protocol === "https" ? overHttps : overHttp)(c, async () => {
      if (protocol === "http") {
        const { pathname, search } = new URL(c.req.url);
        // 301 for reading; 308 keeps the method and body of anything else.
        c.res = c.redirect(`${https.origin}${pathname}${search}`, ["GET", "HEAD"].includes(c.req.method) ? 301 : 308);
      } else await next();
      const { headers } = c.res;
      const type = headers.get("content-type") ?? "";
      // A response without a policy of its own (a page's, set where it is served).
      if (!headers.has("content-security-policy"))
        headers.set("content-security-policy", /^text\/html\b/i.test(type) ? serverPagePolicy : strictPolicy);
      if (textType.test(type) && !/;\s*charset=/i.test(type)) headers.set("content-type", `${type}; charset=utf-8`);
    });
  };
}

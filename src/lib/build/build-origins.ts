/**
 * The origins beyond the site's own that the build's configuration (VITE_*) makes pages talk to, for the
 * Content-Security-Policy (astro.config.ts): the analytics provider, loaded only after consent and only when one is
 * configured, which reports to the origin it came from; and a functions endpoint on another origin, which the demo
 * form posts to with fetch and, without JavaScript, as a form. `connect` is whole: what a public page may fetch.
 */
export type BuildOrigins = { script: string[]; connect: string[]; form: string[] };

/**
 * What a public page fetches from the site itself, by path: the demo endpoint (src/lib/browser/functions-client.ts)
 * and the form's words (src/components/demo/ids.ts). Not `'self'`, so that a script on a public page, however it got
 * there, cannot call the inbox's or the editor's API with a staff member's cookie. A source with a path must name its
 * host, and a build is served at more than one (SITE_URL, localhost in tests): `*:*` is any host and port, which lets
 * a script send to another site's same paths, as it could by navigating anyway. The staff pages add `'self'`. And the
 * robots file, which a page's audit (Lighthouse's SEO check) fetches under the page's policy.
 */
const ownPaths = ["*:*/functions/v1/", "*:*/demo-form.json", "*:*/robots.txt"];

const originOf = (url: string | undefined) => {
  const origin = url ? URL.parse(url)?.origin : undefined;
  return origin === "null" ? undefined : origin;
};

export function buildOrigins(env: Record<string, string | undefined> = process.env): BuildOrigins {
  const origins: BuildOrigins = { script: [], connect: [...ownPaths], form: [] };
  if (env.VITE_PLAUSIBLE_DOMAIN) {
    const analytics = originOf(env.VITE_PLAUSIBLE_SRC ?? "https://plausible.io/js/script.manual.js");
    if (analytics) {
      origins.script.push(analytics);
      origins.connect.push(analytics);
    }
  }
  const functions = originOf(env.VITE_FUNCTIONS_URL);
  if (functions) {
    origins.connect.push(functions);
    origins.form.push(functions);
  }
  return origins;
}

/**
 * The origins beyond the site's own that the build's configuration (VITE_*) makes pages talk to, for the
 * Content-Security-Policy (astro.config.ts): the analytics provider, loaded only after consent and only when one is
 * configured, which reports to the origin it came from; and a functions endpoint on another origin, which the demo
 * form posts to with fetch and, without JavaScript, as a form.
 */
export type BuildOrigins = { script: string[]; connect: string[]; form: string[] };

const originOf = (url: string | undefined) => {
  if (!url) return undefined;
  try {
    const { origin } = new URL(url);
    return origin === "null" ? undefined : origin;
  } catch {
    return undefined;
  }
};

export function buildOrigins(env: Record<string, string | undefined> = process.env): BuildOrigins {
  const origins: BuildOrigins = { script: [], connect: [], form: [] };
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

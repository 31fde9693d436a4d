/**
 * The one door to analytics (docs/product.md), used only after consent. Events go to whichever analytics global the page has
 * (Plausible, gtag or a Segment-style `analytics`); with none, nothing is sent. A global exists only after the
 * visitor has accepted analytics (consent-banner.tsx loads the script). Never throws, never waits.
 */
type AnalyticsWindow = Window & {
  plausible?: (event: string, options?: { props?: Record<string, string> }) => void;
  gtag?: (command: "event", event: string, params?: Record<string, string>) => void;
  analytics?: { track?: (event: string, props?: Record<string, string>) => void };
};

export function track(event: string, props?: Record<string, string>) {
  if (typeof window === "undefined") return;
  const w = window as AnalyticsWindow;
  try {
    if (typeof w.plausible === "function") {
      if (event === "pageview") w.plausible("pageview", { props: props ?? {} });
      else w.plausible(event, props ? { props } : undefined);
    } else if (typeof w.gtag === "function") w.gtag("event", event, props);
    else if (typeof w.analytics?.track === "function") w.analytics.track(event, props);
  } catch {
    // Analytics must never break the page.
  }
}

/** The page views the product sends: home and about. */
export type PageViewName = "homepage" | "about";

export function trackPageView(name: PageViewName) {
  track("pageview", { page: name });
}

/** The analytics provider, configured at build time; none by default. */
export const analyticsConfig = {
  plausibleDomain: import.meta.env.VITE_PLAUSIBLE_DOMAIN as string | undefined,
  plausibleSrc: (import.meta.env.VITE_PLAUSIBLE_SRC as string | undefined) ?? "https://plausible.io/js/script.manual.js",
};

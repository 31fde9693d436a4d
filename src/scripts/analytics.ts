/**
 * Analytics, once the visitor has accepted it (src/scripts/consent.ts loads this module, once per page): the
 * provider's script, the page view (homepage, about), and the first view of each section and each
 * call-to-action band, all through src/lib/analytics.ts.
 */
import { analyticsConfig, track, trackPageView } from "@lib/analytics.ts";
import { pathOf } from "../content/paths.ts";

type AnalyticsWindow = Window & { plausible?: ((...args: unknown[]) => void) & { q?: unknown[] } };

const domain = analyticsConfig.plausibleDomain;
if (domain) {
  const w = window as AnalyticsWindow;
  // Events are queued until the script arrives (Plausible's documented stub).
  const queue: unknown[] = [];
  w.plausible ??= Object.assign((...args: unknown[]) => void queue.push(args), { q: queue });
  const script = Object.assign(document.createElement("script"), { defer: true, src: analyticsConfig.plausibleSrc });
  script.dataset.analytics = "";
  script.dataset.domain = domain;
  document.head.append(script);
  if (location.pathname === "/") trackPageView("homepage");
  if (location.pathname === pathOf("about")) trackPageView("about");
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const target = entry.target as HTMLElement;
        track(target.hasAttribute("data-cta-band") ? "cta_banner_view" : `section_view_${target.id}`);
        observer.unobserve(target);
      }
    },
    { threshold: 0.15 },
  );
  for (const section of document.querySelectorAll("main section[id], [data-cta-band]")) observer.observe(section);
}

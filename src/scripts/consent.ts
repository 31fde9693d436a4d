/**
 * The cookie choice and the analytics behind it (DESIGN.md §8), loaded only when a provider is configured at build
 * time. Nothing analytics-related exists before the visitor agrees; then the provider's script loads, and the page
 * view (SPEC §7: homepage, about), section views and CTA band views go through app/lib/analytics.ts.
 */
import { track, trackPageView } from "@lib/analytics.ts";
import { analyticsConfig, readConsent, saveConsent } from "@lib/consent.ts";

type AnalyticsWindow = Window & { plausible?: ((...args: unknown[]) => void) & { q?: unknown[] } };

const banner = document.querySelector<HTMLElement>("[data-slot=consent-banner]");
const current = banner?.querySelector<HTMLElement>("[data-consent-current]");

function show(focus: boolean) {
  if (!banner || !current) return;
  const consent = readConsent();
  current.hidden = !consent;
  current.textContent = consent ? `Your current choice: ${consent.analytics ? "analytics allowed" : "necessary only"}.` : "";
  banner.hidden = false;
  if (focus) banner.querySelector<HTMLElement>("h2")?.focus();
}

function loadAnalytics() {
  const domain = analyticsConfig.plausibleDomain;
  if (!domain || document.querySelector("script[data-analytics]")) return;
  const w = window as AnalyticsWindow;
  // Events are queued until the script arrives (Plausible's documented stub).
  const queue: unknown[] = [];
  w.plausible ??= Object.assign((...args: unknown[]) => void queue.push(args), { q: queue });
  const script = Object.assign(document.createElement("script"), { defer: true, src: analyticsConfig.plausibleSrc });
  script.dataset.analytics = "";
  script.dataset.domain = domain;
  document.head.append(script);
  if (location.pathname === "/") trackPageView("homepage");
  if (location.pathname === "/about") trackPageView("about");
  // SPEC §7: each section (and each call-to-action band) reports its first view.
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

banner?.addEventListener("click", (event) => {
  const choice = (event.target as Element).closest<HTMLElement>("[data-consent]")?.dataset.consent;
  if (!choice) return;
  const consent = saveConsent(choice === "analytics");
  banner.hidden = true;
  if (consent.analytics) loadAnalytics();
});

document.querySelector("[data-consent-settings]")?.addEventListener("click", (event) => {
  event.preventDefault();
  show(true);
});

const consent = readConsent();
if (!consent) show(false);
else if (consent.analytics) loadAnalytics();

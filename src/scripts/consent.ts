/**
 * The cookie choice (necessary storage, and analytics only after consent), on the page only when an analytics provider is configured at build time.
 * Nothing analytics-related loads before the visitor agrees; then src/scripts/analytics.ts does.
 */

import analyticsUrl from "virtual:lazy/analytics";
import { readConsent, saveConsent } from "@lib/browser/consent.ts";

const banner = document.querySelector<HTMLElement>("[data-slot=consent-banner]");
const current = banner?.querySelector<HTMLElement>("[data-consent-current]");

function show(focus: boolean) {
  if (!banner || !current) return;
  const consent = readConsent();
  current.hidden = !consent;
  // The banner carries both sentences (src/components/layout/consent-banner.tsx).
  current.textContent = consent
    ? ((consent.analytics ? banner.dataset.currentAnalytics : banner.dataset.currentNecessary) ?? "")
    : "";
  banner.hidden = false;
  if (focus) banner.querySelector<HTMLElement>("h2")?.focus();
}

const loadAnalytics = () => void import(/* @vite-ignore */ analyticsUrl);

/** Shows the banner when the visitor has not chosen yet, and loads analytics when they have accepted it. */
export function startConsent() {
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
}

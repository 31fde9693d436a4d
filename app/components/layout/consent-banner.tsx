import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { SiteLink } from "~/components/ui/site-link";
import { analyticsConfig, trackPageView } from "~/lib/analytics";
import { type Consent, readConsent, saveConsent } from "~/lib/consent";

type AnalyticsWindow = Window & { plausible?: ((...args: unknown[]) => void) & { q?: unknown[] } };

/** Loads the analytics script once the visitor has agreed; nothing analytics-related exists before that. */
function loadAnalytics() {
  const domain = analyticsConfig.plausibleDomain;
  if (!domain || document.querySelector("script[data-analytics]")) return;
  const w = window as AnalyticsWindow;
  // Queue events until the script arrives (Plausible's documented stub).
  w.plausible ??= Object.assign((...args: unknown[]) => {
    (w.plausible as { q?: unknown[] }).q ??= [];
    (w.plausible as { q: unknown[] }).q.push(args);
  });
  const script = document.createElement("script");
  script.defer = true;
  script.dataset.analytics = "";
  script.dataset.domain = domain;
  script.src = analyticsConfig.plausibleSrc;
  document.head.append(script);
  if (location.pathname === "/") trackPageView("homepage");
  if (location.pathname === "/about") trackPageView("about");
}

/**
 * The cookie choice: necessary storage, and analytics only if the visitor agrees. Shown on the first visit
 * when an analytics provider is configured, and again from the footer's Cookie settings.
 */
export default function ConsentBanner({ forceOpen, onClose }: { forceOpen: boolean; onClose: () => void }) {
  const [consent, setConsent] = useState<Consent | undefined>(() => readConsent());
  const heading = useRef<HTMLHeadingElement>(null);
  const configured = Boolean(analyticsConfig.plausibleDomain);
  const open = forceOpen || (configured && !consent);

  useEffect(() => {
    if (consent?.analytics && configured) loadAnalytics();
  }, [consent, configured]);
  useEffect(() => {
    if (forceOpen) heading.current?.focus();
  }, [forceOpen]);

  if (!open) return null;
  const choose = (analytics: boolean) => {
    setConsent(saveConsent(analytics));
    onClose();
  };
  return (
    <section
      aria-labelledby="consent-heading"
      data-slot="consent-banner"
      className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-xl rounded-card border border-border bg-background p-5 shadow-2xl sm:inset-x-6"
    >
      <h2 id="consent-heading" ref={heading} tabIndex={-1} className="font-semibold text-base outline-none">
        Cookies and analytics
      </h2>
      <p className="mt-2 text-muted-foreground text-sm">
        {configured
          ? "We keep only what the site needs to work. With your consent we also count visits, anonymously, to learn which pages help. "
          : "This site keeps only what it needs to work and runs no analytics. "}
        <SiteLink to="/cookie-policy" className="font-medium text-primary underline">
          Read the cookie policy
        </SiteLink>
        .
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        {configured ? (
          <>
            <Button size="sm" onClick={() => choose(true)}>
              Accept analytics
            </Button>
            <Button size="sm" variant="secondary" onClick={() => choose(false)}>
              Necessary only
            </Button>
          </>
        ) : (
          <Button size="sm" variant="secondary" onClick={() => choose(false)}>
            Close
          </Button>
        )}
      </div>
      {consent ? (
        <p className="mt-3 text-muted-foreground text-xs">
          Your current choice: {consent.analytics ? "analytics allowed" : "necessary only"}.
        </p>
      ) : null}
    </section>
  );
}

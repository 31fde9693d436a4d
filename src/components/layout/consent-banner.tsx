import type { UiStrings } from "@content/schema.ts";
import { Button } from "@/components/ui/button.tsx";

/**
 * The cookie choice (necessary storage, and analytics only after consent), drawn at build time and hidden, and only when an analytics provider is configured
 * (src/layouts/site-layout.astro): without one there is nothing to choose. src/scripts/consent.ts shows it on a first
 * visit, and again from the footer's Cookie settings.
 */
export function ConsentBanner({ copy }: { copy: UiStrings["consent"] }) {
  return (
    <section
      hidden
      // What the banner says of a choice made before, for src/scripts/consent.ts to show when it opens again.
      data-current-analytics={copy.currentAnalytics}
      data-current-necessary={copy.currentNecessary}
      aria-labelledby="consent-heading"
      data-slot="consent-banner"
      className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-xl rounded-card border border-border bg-background p-5 shadow-2xl sm:inset-x-6"
    >
      <h2 id="consent-heading" tabIndex={-1} className="font-semibold text-base outline-none">
        {copy.heading}
      </h2>
      <p className="mt-2 text-muted-foreground text-sm">
        {`${copy.body} `}
        <a href="/cookie-policy" className="font-medium text-primary underline">
          {copy.policyLink}
        </a>
        .
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button size="sm" data-consent="analytics">
          {copy.accept}
        </Button>
        <Button size="sm" variant="secondary" data-consent="necessary">
          {copy.necessary}
        </Button>
      </div>
      <p data-consent-current="" hidden className="mt-3 text-muted-foreground text-xs" />
    </section>
  );
}

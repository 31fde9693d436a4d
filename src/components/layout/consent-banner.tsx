import { Button } from "@/components/ui/button.tsx";

/**
 * The cookie choice (DESIGN.md §8), drawn at build time and hidden, and only when an analytics provider is configured
 * (src/layouts/site-layout.astro): without one there is nothing to choose. src/scripts/consent.ts shows it on a first
 * visit, and again from the footer's Cookie settings.
 */
export function ConsentBanner() {
  return (
    <section
      hidden
      aria-labelledby="consent-heading"
      data-slot="consent-banner"
      className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-xl rounded-card border border-border bg-background p-5 shadow-2xl sm:inset-x-6"
    >
      <h2 id="consent-heading" tabIndex={-1} className="font-semibold text-base outline-none">
        Cookies and analytics
      </h2>
      <p className="mt-2 text-muted-foreground text-sm">
        We keep only what the site needs to work. With your consent we also count visits, anonymously, to learn which pages help.{" "}
        <a href="/cookie-policy" className="font-medium text-primary underline">
          Read the cookie policy
        </a>
        .
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button size="sm" data-consent="analytics">
          Accept analytics
        </Button>
        <Button size="sm" variant="secondary" data-consent="necessary">
          Necessary only
        </Button>
      </div>
      <p data-consent-current="" hidden className="mt-3 text-muted-foreground text-xs" />
    </section>
  );
}

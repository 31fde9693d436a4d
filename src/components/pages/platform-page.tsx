import { ctaCopy, platformOverview } from "@content/index.ts";
import { site } from "@content/site.ts";
import { PlatformPageView } from "@/components/sections/platform-page-view.tsx";

/** /platform: the overview of the platform's layers. */
export function PlatformPage() {
  return (
    <PlatformPageView
      id="platform"
      page={platformOverview.page}
      visuals={platformOverview.visuals}
      sections={platformOverview.sections}
      cta={ctaCopy.platformCta}
      ctaLabel={site.ctaLabel}
    />
  );
}

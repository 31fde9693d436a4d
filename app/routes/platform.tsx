import { PlatformPageView } from "~/components/sections/platform-page-view";
import { ctaCopy } from "~/content/pages";
import { platformOverview } from "~/content/platform";
import { site } from "~/content/site";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/platform";

export function loader() {
  return { platform: platformOverview, cta: ctaCopy.platformCta, brand: site.name, ctaLabel: site.ctaLabel };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ ...loaderData.platform.page, brand: loaderData.brand });

export default function Platform({ loaderData }: Route.ComponentProps) {
  const { platform, cta, ctaLabel } = loaderData;
  return <PlatformPageView id="platform" page={platform.page} sections={platform.sections} cta={cta} ctaLabel={ctaLabel} />;
}

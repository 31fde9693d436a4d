import { PlatformPageView } from "~/components/sections/platform-page-view";
import { ctaCopy } from "~/content/pages";
import { platformOverview } from "~/content/platform";
import { site } from "~/content/site";
import { withIcons } from "~/lib/icons.server";
import { seoMeta } from "~/lib/seo";
import { seoFor } from "~/lib/seo.server";
import type { Route } from "./+types/platform";

export function loader({ request }: Route.LoaderArgs) {
  return withIcons({ platform: platformOverview, cta: ctaCopy.platformCta, seo: seoFor(request), ctaLabel: site.ctaLabel });
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Platform({ loaderData }: Route.ComponentProps) {
  const { platform, cta, ctaLabel } = loaderData;
  return <PlatformPageView id="platform" page={platform.page} sections={platform.sections} cta={cta} ctaLabel={ctaLabel} />;
}

import { data } from "react-router";
import { PlatformPageView } from "~/components/sections/platform-page-view";
import { Section, SectionHeader } from "~/components/sections/section";
import { Icon } from "~/components/ui/icon";
import { ctaCopy } from "~/content/pages";
import { buildingBlocks, buildingBlocksSection, platformPages } from "~/content/platform";
import { site } from "~/content/site";
import { withIcons } from "~/lib/icons.server";
import { requestSlug } from "~/lib/request-path";
import { seoMeta } from "~/lib/seo";
import { seoFor } from "~/lib/seo.server";
import type { Route } from "./+types/platform-page";

const sectionIds: Record<string, string> = {
  integration: "integration",
  orchestration: "platform",
  "ai-simulation": "technology",
  capabilities: "platform",
};

export function loader({ request }: Route.LoaderArgs) {
  const platformPage = platformPages.find((p) => p.slug === requestSlug(request));
  if (!platformPage) throw data(null, { status: 404 });
  return withIcons({
    platformPage,
    blocks: platformPage.slug === "capabilities" ? buildingBlocks : [],
    blocksSection: buildingBlocksSection,
    cta: ctaCopy.platformCta,
    seo: seoFor(request),
    ctaLabel: site.ctaLabel,
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function PlatformSubPage({ loaderData }: Route.ComponentProps) {
  const { platformPage, blocks, blocksSection, cta, ctaLabel } = loaderData;
  return (
    <PlatformPageView
      id={sectionIds[platformPage.slug] ?? "platform"}
      eyebrow={platformPage.name}
      page={platformPage.page}
      sections={platformPage.sections}
      cta={cta}
      ctaLabel={ctaLabel}
    >
      {blocks.length ? (
        <Section tone="muted">
          <SectionHeader heading={blocksSection.heading} lead={blocksSection.lead} />
          <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-5">
            {blocks.map((block) => (
              <li key={block.slug} id={block.slug} className="scroll-mt-header rounded-card border border-border bg-card p-5">
                <Icon name={block.icon} className="size-5 text-primary" />
                <h3 className="mt-3 font-semibold">{block.name}</h3>
                <p className="mt-2 text-muted-foreground text-sm leading-relaxed">{block.description}</p>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </PlatformPageView>
  );
}

import { CtaBand } from "~/components/sections/cta-band";
import { CardGrid } from "~/components/sections/feature-grid";
import { LinkCard } from "~/components/sections/link-card";
import { PageHeader, Section } from "~/components/sections/section";
import { ctaCopy, pages } from "~/content/pages";
import { site } from "~/content/site";
import { solutions } from "~/content/solutions";
import { withIcons } from "~/lib/icons.server";
import { seoMeta } from "~/lib/seo";
import { seoFor } from "~/lib/seo.server";
import type { Route } from "./+types/solutions";

export function loader({ request }: Route.LoaderArgs) {
  return withIcons({
    page: pages.solutions,
    solutions: solutions.map(({ slug, name, icon, subText, description }) => ({ slug, name, icon, subText, description })),
    cta: ctaCopy.platformCta,
    seo: seoFor(request),
    ctaLabel: site.ctaLabel,
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Solutions({ loaderData }: Route.ComponentProps) {
  const { page, solutions, cta, ctaLabel } = loaderData;
  return (
    <>
      <PageHeader heading={page.heading} lead={page.lead} />
      <Section id="solutions">
        <CardGrid columns={3} flush>
          {solutions.map((solution) => (
            <LinkCard
              key={solution.slug}
              to={`/solutions/${solution.slug}`}
              icon={solution.icon}
              title={solution.name}
              subText={solution.subText}
              body={solution.description}
              action={`Explore ${solution.name}`}
            />
          ))}
        </CardGrid>
      </Section>
      <CtaBand heading={cta.heading} lead={cta.lead} ctaLabel={ctaLabel} />
    </>
  );
}

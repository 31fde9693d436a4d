import { CardGrid } from "~/components/sections/feature-grid";
import { PageHeader, Section } from "~/components/sections/section";
import { partners } from "~/content/company";
import { pages } from "~/content/pages";
import { withIcons } from "~/lib/icons.server";
import { seoMeta } from "~/lib/seo";
import { seoFor } from "~/lib/seo.server";
import type { Route } from "./+types/partners";

export function loader({ request }: Route.LoaderArgs) {
  return withIcons({ page: pages.partners, partners, seo: seoFor(request) });
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Partners({ loaderData }: Route.ComponentProps) {
  const { page, partners } = loaderData;
  return (
    <>
      <PageHeader heading={page.heading} lead={page.lead} />
      <Section>
        <CardGrid columns={3} flush>
          {partners.map((partner) => (
            <li key={partner.name} className="rounded-card border border-border bg-card p-6">
              <p className="font-semibold text-primary text-xs uppercase tracking-wider">{partner.category}</p>
              <h2 className="mt-2 font-semibold text-lg">{partner.name}</h2>
              <p className="mt-2 text-muted-foreground text-sm leading-relaxed">{partner.description}</p>
            </li>
          ))}
        </CardGrid>
      </Section>
    </>
  );
}

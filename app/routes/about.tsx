import { CtaBand } from "~/components/sections/cta-band";
import { CardGrid } from "~/components/sections/feature-grid";
import { PageHeader, Section, SectionHeader } from "~/components/sections/section";
import { Icon } from "~/components/ui/icon";
import { leaders, mission, values, vision } from "~/content/company";
import { about, pages } from "~/content/pages";
import { site } from "~/content/site";
import { usePageView } from "~/hooks/use-page-view";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/about";

export function loader() {
  return { page: pages.about, about, vision, mission, values, leaders, brand: site.name, ctaLabel: site.ctaLabel };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ ...loaderData.page, brand: loaderData.brand });

export default function About({ loaderData }: Route.ComponentProps) {
  const { page, about, vision, mission, values, leaders, ctaLabel } = loaderData;
  usePageView("about");
  return (
    <>
      <PageHeader eyebrow={about.hero.eyebrow} heading={page.heading} lead={page.lead} />
      <Section>
        <div className="grid gap-12 md:grid-cols-2">
          <div>
            <SectionHeader eyebrow="Vision" heading={vision.heading} />
            <p className="mt-4 text-lg text-muted-foreground leading-relaxed">{vision.body}</p>
          </div>
          <div>
            <SectionHeader eyebrow="Mission" heading={mission.heading} />
            <p className="mt-4 text-lg text-muted-foreground leading-relaxed">{mission.body}</p>
          </div>
        </div>
      </Section>
      <Section tone="muted">
        <SectionHeader heading={about.values.heading} lead={about.values.lead} />
        <CardGrid columns={5} stagger={0.1}>
          {values.map((value) => (
            <li key={value.title} className="rounded-card border border-border bg-card p-6">
              <span className="mb-4 inline-flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary">
                <Icon name={value.icon} className="size-5" />
              </span>
              <h3 className="font-semibold text-lg">{value.title}</h3>
              <p className="mt-2 text-muted-foreground text-sm leading-relaxed">{value.description}</p>
            </li>
          ))}
        </CardGrid>
      </Section>
      <Section id={about.leadership.id}>
        <SectionHeader heading={about.leadership.heading} lead={about.leadership.lead} />
        <CardGrid columns={3}>
          {leaders.map((leader) => (
            <li key={leader.slug} className="rounded-card border border-border bg-card p-6">
              <h3 className="font-semibold text-lg">{leader.name}</h3>
              <p className="font-medium text-primary text-sm">{leader.role}</p>
              <p className="mt-3 text-muted-foreground text-sm leading-relaxed">{leader.bio}</p>
            </li>
          ))}
        </CardGrid>
      </Section>
      <CtaBand heading={about.cta.heading} lead={about.cta.lead} ctaLabel={ctaLabel} />
    </>
  );
}

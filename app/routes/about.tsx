import { CtaBand } from "~/components/sections/cta-band";
import { CardGrid } from "~/components/sections/feature-grid";
import { LeaderCard } from "~/components/sections/leader-card";
import { PageHeader, Section, SectionHeader } from "~/components/sections/section";
import { Icon } from "~/components/ui/icon";
import { Picture } from "~/components/ui/picture";
import { leaders, mission, values, vision } from "~/content/company";
import { about, pages } from "~/content/pages";
import { site } from "~/content/site";
import { usePageView } from "~/hooks/use-page-view";
import { withIcons } from "~/lib/icons.server";
import { seoMeta } from "~/lib/seo";
import { seoFor } from "~/lib/seo.server";
import type { Route } from "./+types/about";

export function loader({ request }: Route.LoaderArgs) {
  return withIcons({ page: pages.about, about, vision, mission, values, leaders, seo: seoFor(request), ctaLabel: site.ctaLabel });
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function About({ loaderData }: Route.ComponentProps) {
  const { page, about, vision, mission, values, leaders, ctaLabel } = loaderData;
  usePageView("about");
  // SPEC §2: while the team's content is missing (a stale or partial data file), say so instead of empty grids.
  if (!values.length || !leaders.length) {
    return <PageHeader heading={about.fallback.heading} lead={about.fallback.body} />;
  }
  return (
    <>
      <PageHeader eyebrow={about.hero.eyebrow} heading={page.heading} lead={page.lead} />
      <Section>
        <div className="max-w-3xl">
          <SectionHeader eyebrow="Vision" heading={vision.heading} />
          <p className="mt-4 text-lg text-muted-foreground leading-relaxed">{vision.body}</p>
        </div>
        <div className="mt-16 grid items-center gap-10 md:grid-cols-2">
          <div>
            <SectionHeader eyebrow="Mission" heading={mission.heading} />
            <p className="mt-4 text-lg text-muted-foreground leading-relaxed">{mission.body}</p>
          </div>
          <Picture
            name="mission"
            alt={mission.imageAlt}
            widths={[640, 1200]}
            width={1200}
            height={800}
            sizes="(min-width: 768px) 50vw, 100vw"
            className="h-auto w-full rounded-card"
          />
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
            <LeaderCard key={leader.slug} leader={leader} />
          ))}
        </CardGrid>
      </Section>
      <CtaBand heading={about.cta.heading} lead={about.cta.lead} ctaLabel={ctaLabel} />
    </>
  );
}

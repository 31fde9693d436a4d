import { about, company, leaders, pages, ui, values } from "@content/index.ts";
import { pathOf } from "@content/paths.ts";
import { ArrowRight } from "lucide";
import { CtaBand } from "@/components/sections/cta-band.tsx";
import { CompanyFigures } from "@/components/sections/customer-story.tsx";
import { CardGrid } from "@/components/sections/feature-grid.tsx";
import { LeaderCard } from "@/components/sections/leader-card.tsx";
import { PageHeader, Section, SectionHeader } from "@/components/sections/section.tsx";
import { Icon } from "@/components/ui/icon.tsx";
import { SvgIcon } from "@/components/ui/svg-icon.tsx";

const missionPhoto = (format: string) => `/images/mission-640.${format} 640w, /images/mission-1200.${format} 1200w`;
const photoSizes = "(min-width: 768px) 50vw, 100vw";

/** The About page: vision, mission, values and the leadership team by name (their biographies are on Leadership). */
export function AboutPage() {
  // While the team's content is missing (a stale or partial data file), say so instead of empty grids.
  if (!values.length || !leaders.length) {
    return <PageHeader heading={about.fallback.heading} lead={about.fallback.body} />;
  }
  return (
    <>
      <PageHeader eyebrow={about.hero.eyebrow} {...pages.about} demo aside={<CompanyFigures figures={about.hero.figures} />} />
      <Section>
        {/* The vision over the mission, the picture beside both where the page is wide (beside the mission alone, the
            vision's right half stood empty). */}
        <div className="grid items-center gap-x-10 gap-y-16 md:grid-cols-2">
          {(["vision", "mission"] as const).map((part) => (
            <div key={part}>
              <SectionHeader eyebrow={ui.about[part]} heading={company[part].heading} />
              <p className="mt-4 text-lg text-muted-foreground leading-relaxed">{company[part].body}</p>
            </div>
          ))}
          <div className="md:col-start-2 md:row-span-2 md:row-start-1">
            {/* The mission's photo, in two widths (scripts/make-images.ts makes them), sized so nothing shifts as it loads. */}
            <picture>
              <source type="image/avif" srcSet={missionPhoto("avif")} sizes={photoSizes} />
              <img
                src="/images/mission-1200.webp"
                srcSet={missionPhoto("webp")}
                sizes={photoSizes}
                alt={company.mission.imageAlt}
                width={1200}
                height={800}
                loading="lazy"
                decoding="async"
                className="h-auto w-full rounded-card"
              />
            </picture>
          </div>
        </div>
      </Section>
      <Section tone="muted">
        <SectionHeader heading={about.values.heading} lead={about.values.lead} />
        {/* The values rise in 0.1 s apart, closer than other cards (app.css). */}
        <CardGrid columns={5} className="[--reveal-step:0.1s]">
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
        {/* Names and roles only: the biographies are on the Leadership page, which the link leads to. */}
        <CardGrid columns={5}>
          {leaders.map((leader) => (
            <LeaderCard key={leader.slug} leader={leader} brief />
          ))}
        </CardGrid>
        <a href={pathOf("leadership")} className="mt-8 inline-flex items-center gap-1 font-semibold text-primary hover:underline">
          {about.leadership.more} <SvgIcon node={ArrowRight} className="size-4" />
        </a>
      </Section>
      <CtaBand {...about.cta} />
    </>
  );
}

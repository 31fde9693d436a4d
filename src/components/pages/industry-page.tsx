import { fill } from "@content/fill.ts";
import { caseStudies, ctaCopy, homeProof, solutions, ui } from "@content/index.ts";
import { pathOf } from "@content/paths.ts";
import type { Industry } from "@content/schema.ts";
import { CtaBand } from "@/components/sections/cta-band.tsx";
import { StoryProof, StudyProof } from "@/components/sections/customer-story.tsx";
import { CardGrid, FeatureGrid } from "@/components/sections/feature-grid.tsx";
import { LinkCard } from "@/components/sections/link-card.tsx";
import { PageHeader, Section, SectionHeader } from "@/components/sections/section.tsx";

/**
 * Whom an industry's proof tells of: the customer story of the solution it names (its customer, one of the customers
 * the story names), or else its first case study. The industries hub lists the same customer for each industry.
 */
export function industryProof(industry: Industry) {
  const story = solutions.find((s) => s.slug === industry.story);
  if (story) {
    const customer = homeProof.customers.names.find((c) => story.vignette.body.includes(c.name))?.name;
    return { story, customer, href: pathOf("solution", story.slug) };
  }
  const study = caseStudies.find((s) => s.industry === industry.slug);
  return study ? { study, customer: study.customer, href: pathOf("case-study", study.slug) } : undefined;
}

/**
 * The industry's own proof beside its heading: the customer story of the solution it names, or else its first case
 * study in brief. A story shows on its solution's page and here only; a study's figures and quote never show here.
 */
function IndustryProof({ industry }: { industry: Industry }) {
  const proof = industryProof(industry);
  if (proof?.story) {
    const story = proof.story;
    return <StoryProof solution={story} eyebrow={ui.solution.inPractice} action={fill(ui.cards.explore, { name: story.name })} />;
  }
  return proof?.study ? <StudyProof study={proof.study} readMore={ui.industry.readStudy} eager /> : null;
}

/** /industries/{slug}: its own proof and Book a demo first, then what holds the vertical back and the suites that fit it. */
export function IndustryPage({ industry }: { industry: Industry }) {
  const fits = industry.solutions.flatMap((slug) => solutions.filter((s) => s.slug === slug));
  return (
    <>
      <PageHeader
        eyebrow={industry.name}
        heading={industry.page.heading}
        lead={industry.page.lead}
        demo
        aside={<IndustryProof industry={industry} />}
      />
      <Section id="use-cases">
        <SectionHeader heading={fill(ui.industry.challenges, { industry: industry.name.toLowerCase() })} />
        <FeatureGrid features={industry.challenges} />
      </Section>
      <Section id="solutions" tone="muted">
        <SectionHeader heading={ui.industry.solutions} />
        <CardGrid columns={3}>
          {fits.map((s) => (
            <LinkCard
              key={s.slug}
              href={pathOf("solution", s.slug)}
              icon={s.icon}
              title={s.name}
              body={s.oneLiner}
              action={ui.cards.learnMore}
              headingLevel={3}
            />
          ))}
        </CardGrid>
      </Section>
      <CtaBand {...ctaCopy.industryCta} />
    </>
  );
}

import { caseStudies, solutions, ui } from "@content/index.ts";
import type { Campaign, CampaignBlock } from "@content/schema.ts";
import { CtaBand } from "@/components/sections/cta-band.tsx";
import { CustomerQuote, StudyProof } from "@/components/sections/customer-story.tsx";
import { FeatureGrid } from "@/components/sections/feature-grid.tsx";
import { PageHeader, Section, SectionHeader } from "@/components/sections/section.tsx";
import { SolutionSuite } from "@/components/visuals/suite-blocks.tsx";
import { InlineDemoForm } from "./demo-page.tsx";

/**
 * /campaigns/{slug}: a landing page a marketer composes in the editor: its first screen (heading, introduction, Book a
 * demo and the suite of the solution it is about), then the site's own sections in the order the campaign lists them. Its
 * form (one at most), or else the demo dialog, sends the lead with the campaign's slug.
 */
export function CampaignPage({ campaign }: { campaign: Campaign }) {
  const solution = solutions.find((s) => s.slug === campaign.solution);
  return (
    <>
      <PageHeader
        heading={campaign.page.heading}
        lead={campaign.page.lead}
        demo={solution?.slug ?? true}
        aside={solution ? <SolutionSuite solution={solution} /> : undefined}
      />
      {campaign.sections.map((block, index) => (
        // The sections have no identity but their place: a campaign may show one kind twice.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is the content's, in its order, never reordered here.
        <CampaignSection key={index} block={block} campaign={campaign.slug} tone={index % 2 ? "muted" : "default"} />
      ))}
    </>
  );
}

function CampaignSection({ block, campaign, tone }: { block: CampaignBlock; campaign: string; tone: "default" | "muted" }) {
  const { discriminant: kind, value } = block;
  if (kind === "cta") return <CtaBand {...value} />;
  if (kind === "features")
    return (
      <Section tone={tone}>
        <SectionHeader heading={value.heading} lead={value.lead} />
        <FeatureGrid features={value.cards} className="mt-10" />
      </Section>
    );
  if (kind === "form")
    return (
      <Section tone={tone}>
        <div className="grid gap-12 lg:grid-cols-[1fr_1.3fr]">
          <SectionHeader heading={value.heading} lead={value.lead} />
          <InlineDemoForm campaign={campaign} />
        </div>
      </Section>
    );
  const study = caseStudies.find((s) => s.slug === value.caseStudy);
  if (!study) return null;
  return (
    <Section tone={tone}>
      {kind === "quote" ? (
        <CustomerQuote study={study} className="mx-auto max-w-3xl" quoteClassName="text-2xl text-balance" />
      ) : (
        <div className="grid items-center gap-12 lg:grid-cols-[1fr_1.3fr]">
          <StudyProof study={study} readMore={ui.industry.readStudy} />
          <div>
            <h2 className="font-semibold text-xl">{ui.caseStudies.approach}</h2>
            <p className="mt-2 text-lg text-muted-foreground leading-relaxed">{study.approach}</p>
          </div>
        </div>
      )}
    </Section>
  );
}

import { fill } from "@content/fill.ts";
import { ctaCopy, industries, pages, ui } from "@content/index.ts";
import { pathOf } from "@content/paths.ts";
import { customerLogos } from "@content/pictures.ts";
import { CtaBand } from "@/components/sections/cta-band.tsx";
import { ListCard } from "@/components/sections/customer-story.tsx";
import { CardGrid } from "@/components/sections/feature-grid.tsx";
import { LinkCard } from "@/components/sections/link-card.tsx";
import { PageHeader, Section } from "@/components/sections/section.tsx";
import { ContentPicture } from "@/components/ui/content-picture.tsx";
import { industryProof } from "./industry-page.tsx";

/** Each industry with its proof's customer (as its page shows it): the customer's logo beside the industry, a link to the proof. */
function LiveIn() {
  const rows = industries.flatMap((industry) => {
    const proof = industryProof(industry);
    if (!proof?.customer) return [];
    const logo = customerLogos.get(proof.customer);
    return {
      key: industry.slug,
      href: proof.href,
      lead: logo ? <ContentPicture picture={logo} className="h-6 w-auto" eager minor /> : <span>{proof.customer}</span>,
      label: <span className="font-medium">{industry.name}</span>,
    };
  });
  return <ListCard heading={ui.industriesLive} rows={rows} slot="industries-live" />;
}

/** /industries: customers live by industry beside the heading, then the verticals, one card each. */
export function IndustriesPage() {
  const page = pages.industries;
  return (
    <>
      <PageHeader heading={page.heading} lead={page.lead} demo aside={<LiveIn />} />
      <Section id="verticals">
        <CardGrid columns={3} flush>
          {industries.map((industry) => (
            <LinkCard
              key={industry.slug}
              href={pathOf("industry", industry.slug)}
              icon={industry.icon}
              tone="accent"
              title={industry.name}
              subText={industry.subText}
              body={industry.page.description}
              action={fill(ui.cards.explore, { name: industry.name })}
            />
          ))}
        </CardGrid>
      </Section>
      <CtaBand {...ctaCopy.industryCta} />
    </>
  );
}

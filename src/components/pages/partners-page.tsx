import { ctaCopy, pages, partners, ui } from "@content/index.ts";
import { partnerLogos } from "@content/pictures.ts";
import { CtaBand } from "@/components/sections/cta-band.tsx";
import { CountCard } from "@/components/sections/customer-story.tsx";
import { CardGrid } from "@/components/sections/feature-grid.tsx";
import { PageHeader, Section } from "@/components/sections/section.tsx";
import { ContentPicture } from "@/components/ui/content-picture.tsx";

/**
 * Partners: how many of each kind beside the heading, a card per partner (its logo as its heading, its name where it has
 * none), then the call to book a demo on the stack a visitor already runs.
 */
export function PartnersPage() {
  return (
    <>
      <PageHeader
        {...pages.partners}
        demo
        aside={<CountCard heading={ui.partnersByKind} slot="partners-by-kind" names={partners.map((p) => p.category)} />}
      />
      <Section>
        <CardGrid columns={4} flush>
          {partners.map((partner) => {
            const logo = partnerLogos.get(partner.name);
            return (
              <li key={partner.name} className="flex flex-col rounded-card border border-border bg-card p-6">
                <h2 className="flex h-12 items-center font-semibold text-lg">
                  {logo ? <ContentPicture picture={logo} className="h-10 w-auto max-w-full" minor /> : partner.name}
                </h2>
                <p className="mt-4 font-semibold text-primary text-xs uppercase tracking-wider">{partner.category}</p>
                <p className="mt-2 text-muted-foreground text-sm leading-relaxed">{partner.description}</p>
              </li>
            );
          })}
        </CardGrid>
      </Section>
      <CtaBand {...ctaCopy.partnersCta} />
    </>
  );
}

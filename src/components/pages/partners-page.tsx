import { pages, partners } from "@content/index.ts";
import { CardGrid } from "@/components/sections/feature-grid.tsx";
import { PageHeader, Section } from "@/components/sections/section.tsx";

/** Partners: one card per partner, with its category. */
export function PartnersPage() {
  return (
    <>
      <PageHeader heading={pages.partners.heading} lead={pages.partners.lead} />
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

import { fill } from "@content/fill.ts";
import { ctaCopy, pages, solutions, ui } from "@content/index.ts";
import { pathOf } from "@content/paths.ts";
import { CtaBand } from "@/components/sections/cta-band.tsx";
import { CardGrid } from "@/components/sections/feature-grid.tsx";
import { LinkCard } from "@/components/sections/link-card.tsx";
import { PageHeader, Section } from "@/components/sections/section.tsx";
import { ProductVisual } from "@/components/visuals/product-visual.tsx";

/** /solutions: the product suites, one card each. */
export function SolutionsPage() {
  const page = pages.solutions;
  return (
    <>
      <PageHeader
        heading={page.heading}
        lead={page.lead}
        demo
        aside={page.visuals.map((name) => <ProductVisual key={name} name={name} />)}
      />
      <Section id="solutions">
        <CardGrid columns={3} flush>
          {solutions.map((solution) => (
            <LinkCard
              key={solution.slug}
              href={pathOf("solution", solution.slug)}
              icon={solution.icon}
              title={solution.name}
              subText={solution.subText}
              body={solution.seo.description}
              action={fill(ui.cards.explore, { name: solution.name })}
            />
          ))}
        </CardGrid>
      </Section>
      <CtaBand {...ctaCopy.platformCta} />
    </>
  );
}

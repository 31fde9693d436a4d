import { fill } from "@content/fill.ts";
import { allArticles, pages, summary, ui } from "@content/index.ts";
import { pathOf } from "@content/paths.ts";
import { withCardCover } from "@content/pictures.ts";
import { site } from "@content/site.ts";
import { ArrowRight } from "lucide";
import { ArticleList } from "@/components/sections/article-list.tsx";
import { CardGrid } from "@/components/sections/feature-grid.tsx";
import { PageHeader, Section, SectionHeader } from "@/components/sections/section.tsx";
import { SvgIcon } from "@/components/ui/svg-icon.tsx";

const hubs = [
  { href: pathOf("insights"), ...pages.insights },
  { href: pathOf("product-latest"), ...pages.productLatest },
  { href: pathOf("case-studies"), ...pages.caseStudies },
];

/** The resources hub: a card for each resource page, then the two newest articles. */
export function ResourcesPage() {
  const latest = allArticles().slice(0, 2).map(summary).map(withCardCover);
  return (
    <>
      <PageHeader heading={pages.resources.heading} lead={pages.resources.lead} />
      <Section>
        <CardGrid columns={3} flush>
          {hubs.map((hub) => (
            <li key={hub.href}>
              <a
                href={hub.href}
                className="flex h-full flex-col rounded-card border border-border bg-card p-6 transition-shadow hover:shadow-lg"
              >
                <h2 className="font-semibold text-xl">{hub.heading}</h2>
                <p className="mt-2 flex-1 text-muted-foreground">{hub.lead}</p>
                <SvgIcon node={ArrowRight} className="mt-4 size-5 text-primary" />
              </a>
            </li>
          ))}
        </CardGrid>
      </Section>
      <Section id="product-latest" tone="muted">
        <SectionHeader heading={fill(ui.resources.latest, { brand: site.name })} className="mb-8" />
        <ArticleList articles={latest} kinds={ui.articles} headingLevel={3} />
      </Section>
    </>
  );
}

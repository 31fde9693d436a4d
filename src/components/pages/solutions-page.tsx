import { fill } from "@content/fill.ts";
import { ctaCopy, industries, pages, solutions, ui } from "@content/index.ts";
import { pathOf } from "@content/paths.ts";
import type * as React from "react";
import { CtaBand } from "@/components/sections/cta-band.tsx";
import { CardGrid } from "@/components/sections/feature-grid.tsx";
import { LinkCard } from "@/components/sections/link-card.tsx";
import { PageHeader, Section } from "@/components/sections/section.tsx";
import { ProductVisual } from "@/components/visuals/product-visual.tsx";

/** An entry's card on its list's page: its icon, name and line, `body` under them, a link to its page. */
const cardOf = (href: string, body: string, { icon, name, subText }: (typeof solutions | typeof industries)[number]) => ({
  href,
  icon,
  title: name,
  subText,
  body,
  action: fill(ui.cards.explore, { name }),
});

/** The two lists of entries with a page each: the anchor of their cards' section, the cards, the closing band. */
const lists = {
  solutions: {
    id: "solutions",
    tone: "primary",
    cards: solutions.map((s) => cardOf(pathOf("solution", s.slug), s.seo.description, s)),
    cta: ctaCopy.platformCta,
  },
  industries: {
    id: "verticals",
    tone: "accent",
    cards: industries.map((i) => cardOf(pathOf("industry", i.slug), i.page.description, i)),
    cta: ctaCopy.industryCta,
  },
} as const;

/**
 * /solutions, the product suites, and /industries, the verticals (src/components/pages/industries-page.tsx): `aside`
 * beside the heading (the solutions' product pictures unless given), then one card per entry, then Book a demo.
 */
export function EntriesPage({ list, aside }: { list: keyof typeof lists; aside?: React.ReactNode }) {
  const { id, tone, cards, cta } = lists[list];
  return (
    <>
      <PageHeader
        {...pages[list]}
        demo
        aside={aside ?? pages.solutions.visuals.map((name) => <ProductVisual key={name} name={name} />)}
      />
      <Section id={id}>
        <CardGrid columns={3} flush>
          {cards.map((card) => (
            <LinkCard key={card.href} tone={tone} {...card} />
          ))}
        </CardGrid>
      </Section>
      <CtaBand {...cta} />
    </>
  );
}

import type { CaseStudy, CustomerWordmark, HomeProof } from "@content/schema.ts";
import { ArrowRight } from "lucide";
import { CardGrid } from "@/components/sections/feature-grid.tsx";
import { Section, SectionHeader } from "@/components/sections/section.tsx";
import { SvgIcon } from "@/components/ui/svg-icon.tsx";

const types: Record<CustomerWordmark["type"], string> = {
  serif: "font-serif font-semibold text-2xl tracking-tight",
  caps: "font-bold text-lg uppercase tracking-widest",
  round: "font-extrabold text-2xl tracking-tighter",
  mono: "font-mono font-bold text-xl uppercase",
  italic: "font-serif text-2xl italic",
};
const shapes: Record<CustomerWordmark["shape"], string> = {
  circle: "size-5 rounded-full border-4",
  diamond: "size-4 rotate-45 bg-current",
  square: "size-4 rounded bg-current",
  bar: "h-5 w-2 rounded-full bg-current",
  none: "hidden",
};

/** The customers that build on the platform, as greyscale wordmarks set in type: one list, named by its label. */
export function CustomerStrip({ label, names }: HomeProof["customers"]) {
  return (
    <div data-slot="customer-strip" className="border-border border-b py-8">
      <div className="mx-auto max-w-content px-4 sm:px-6">
        <p id="customers" className="text-center font-semibold text-muted-foreground text-xs uppercase tracking-wider">
          {label}
        </p>
        <ul
          aria-labelledby="customers"
          className="mt-5 flex flex-wrap items-center justify-center gap-x-12 gap-y-6 text-muted-foreground"
        >
          {names.map((mark) => (
            <li key={mark.name} className="flex items-center gap-3">
              <span aria-hidden="true" className={shapes[mark.shape]} />
              <span className="flex flex-col leading-none">
                <span className={types[mark.type]}>{mark.word}</span>
                {mark.name.length > mark.word.length ? (
                  <span className="mt-1 text-xs uppercase tracking-widest">{mark.name.slice(mark.word.length + 1)}</span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

type ResultsProps = HomeProof["results"] & { studies: readonly CaseStudy[]; href: string };

/** Three headline numbers from the case studies, each with the customer's words and a link to the whole study. */
export function CustomerResults({ id, heading, lead, items, readMore, studies, href }: ResultsProps) {
  return (
    <Section id={id} spacing="compact">
      <SectionHeader heading={heading} lead={lead} />
      <CardGrid columns={3}>
        {items.map(({ caseStudy, result }) => {
          const study = studies.find((s) => s.slug === caseStudy);
          const figure = study?.results[result];
          if (!study || !figure) return null;
          return (
            <li key={study.slug} className="flex flex-col rounded-card border border-border bg-card p-6">
              <p className="flex flex-col">
                <span className="font-bold text-5xl text-primary tracking-tight">{figure.figure}</span>
                <span className="mt-2 font-medium">{figure.label}</span>
              </p>
              {study.quote ? (
                <figure className="mt-4 flex-1 border-border border-t pt-4">
                  <blockquote className="text-muted-foreground text-sm leading-relaxed">“{study.quote}”</blockquote>
                  <figcaption className="mt-2 font-semibold text-sm">{study.customer}</figcaption>
                </figure>
              ) : null}
              <a
                href={`${href}#${study.slug}`}
                className="mt-4 inline-flex items-center gap-1 font-semibold text-primary text-sm hover:underline"
              >
                {readMore}
                <span className="sr-only">: {study.customer}</span> <SvgIcon node={ArrowRight} className="size-4" />
              </a>
            </li>
          );
        })}
      </CardGrid>
    </Section>
  );
}

type SecurityBandProps = HomeProof["security"] & {
  /** Where the detail lives: the platform pages, under a heading of their own. */
  links: { heading: string; cards: readonly { title: string; body: string; href: string }[] };
};

/** The security and compliance controls the platform pages claim, as plain statements (no badges), and those pages. */
export function SecurityBand({ id, heading, lead, claims, links }: SecurityBandProps) {
  return (
    <Section id={id} spacing="compact">
      <div className="grid gap-10 lg:grid-cols-[1fr_2fr]">
        <SectionHeader heading={heading} lead={lead} />
        <ul className="grid content-center gap-6 sm:grid-cols-2">
          {claims.map((claim) => (
            <li key={claim.title} className="border-border border-t-2 pt-4">
              <h3 className="font-semibold">{claim.title}</h3>
              <p className="mt-1 text-muted-foreground text-sm">{claim.body}</p>
            </li>
          ))}
        </ul>
      </div>
      <h3 className="mt-10 font-semibold text-lg">{links.heading}</h3>
      <ul className="mt-4 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {links.cards.map((card) => (
          <li key={card.href}>
            <a
              href={card.href}
              className="flex h-full flex-col rounded-card border border-border bg-card p-5 transition-shadow hover:shadow-lg"
            >
              <span className="flex items-center justify-between gap-3 font-semibold">
                {card.title}
                <SvgIcon node={ArrowRight} className="size-4 text-accent" />
              </span>
              <span className="mt-2 text-muted-foreground text-sm">{card.body}</span>
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}

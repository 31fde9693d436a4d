import { caseStudies, home, homeProof } from "@content/index.ts";
import { customerLogos } from "@content/pictures.ts";
import type { HomeProof } from "@content/schema.ts";
import { ArrowRight } from "lucide";
import { CtaBeside } from "@/components/sections/cta-band.tsx";
import { StudyLink } from "@/components/sections/customer-story.tsx";
import { ContentPicture } from "@/components/ui/content-picture.tsx";
import { SvgIcon } from "@/components/ui/svg-icon.tsx";
import "./proof.css";

/**
 * The customers that build on the platform, as their logos (src/content/pictures.ts) in white along the foot of a dark
 * band (the home hero), each described by the customer's name: one list, named by its label. A customer whose logo is
 * not made shows no picture.
 */
export function CustomerStrip() {
  const { label, names } = homeProof.customers;
  return (
    <div data-slot="customer-strip" className="relative border-white/10 border-t py-8">
      <div className="mx-auto max-w-content px-4 sm:px-6">
        <p id="customers" className="text-center font-semibold text-on-ink-muted text-xs uppercase tracking-wider">
          {label}
        </p>
        <ul aria-labelledby="customers">
          {names.map((customer) => {
            const logo = customerLogos.get(customer.name);
            return logo ? (
              <li key={customer.name}>
                <ContentPicture picture={logo} minor />
              </li>
            ) : null;
          })}
        </ul>
      </div>
    </div>
  );
}

/**
 * A dark band: the call to book a demo (a band of its own, `data-cta-band`, inside this one) beside three headline
 * numbers from the case studies, each with the customer's name and a link to the whole study (its quote stays there,
 * so no page repeats it).
 */
export function CustomerResults() {
  const { id, heading, lead, items, readMore } = homeProof.results;
  return (
    <CtaBeside id={id} {...home.ctaBand}>
      <div>
        <h3 className="font-semibold text-white text-xl">{heading}</h3>
        <p className="mt-1 text-on-ink-muted">{lead}</p>
        <ul className="mt-6 grid gap-8 lg:grid-cols-3">
          {items.map(({ caseStudy, result }) => {
            const study = caseStudies.find((s) => s.slug === caseStudy);
            const figure = study?.results[result];
            if (!study || !figure) return null;
            return (
              <li key={study.slug} className="border-white/10 border-t pt-6">
                <p className="flex flex-col">
                  <span className="font-bold text-4xl text-white tracking-tight">{figure.figure}</span>
                  <span className="mt-1 text-on-ink-muted text-sm">{figure.label}</span>
                </p>
                <div className="mt-3">
                  <p className="font-semibold text-sm text-white">{study.customer}</p>
                  <StudyLink
                    study={study}
                    label={readMore}
                    className="mt-2 inline-flex items-center gap-1 font-semibold text-sm text-white hover:underline"
                  />
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </CtaBeside>
  );
}

/**
 * The security and compliance controls the platform pages claim, as plain statements (no badges), on a dark band
 * beside its call to action.
 */
export function SecurityClaims({ id, heading, lead, claims }: HomeProof["security"]) {
  return (
    <section id={id} className="scroll-mt-header">
      <h3 className="font-semibold text-white text-xl">{heading}</h3>
      <p className="mt-1 text-on-ink-muted">{lead}</p>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {claims.map((claim) => (
          <li key={claim.title} className="border-white/10 border-t pt-4">
            <h4 className="font-semibold text-white">{claim.title}</h4>
            <p className="mt-1 text-on-ink-muted text-sm">{claim.body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The platform pages behind the claims, one card under another under a heading of their own: a column beside a panel,
 * the cards sharing its height, whatever their number.
 */
export function PlatformLinks() {
  const { heading, cards } = home.power;
  return (
    <div data-slot="platform-links" className="flex flex-col">
      <h2 className="font-bold text-2xl tracking-tight">{heading}</h2>
      <ul className="mt-4 grid flex-1 gap-3">
        {cards.map((card) => (
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
    </div>
  );
}

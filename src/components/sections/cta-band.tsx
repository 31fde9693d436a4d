import { BookDemoButton } from "@/components/layout/book-demo-button.tsx";
import { Section, SectionHeader } from "@/components/sections/section.tsx";

type CtaBandProps = { id?: string; heading: string; lead: string; ctaLabel: string; solution?: string };

/** The Book a demo call to action that closes most pages. */
export function CtaBand({ id, heading, lead, ctaLabel, solution }: CtaBandProps) {
  return (
    <Section id={id} tone="ink" data-cta-band="">
      <SectionHeader
        align="center"
        tone="ink"
        heading={heading}
        lead={lead}
        actions={<BookDemoButton label={ctaLabel} variant="inverse" size="lg" solution={solution} />}
      />
    </Section>
  );
}

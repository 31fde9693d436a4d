import { BookDemoButton } from "@/components/layout/book-demo-button.tsx";
import { Section, SectionHeader } from "@/components/sections/section.tsx";

type CtaBandProps = {
  id?: string;
  heading: string;
  lead: string;
  ctaLabel: string;
  solution?: string;
  /** `inline`: heading and button side by side on wide screens, a slim band between sections. */
  layout?: "center" | "inline";
  spacing?: "default" | "compact";
};

/** The Book a demo call to action that closes most pages. */
export function CtaBand({ id, heading, lead, ctaLabel, solution, layout = "center", spacing }: CtaBandProps) {
  const button = <BookDemoButton label={ctaLabel} variant="inverse" size="lg" solution={solution} />;
  if (layout === "inline") {
    return (
      <Section id={id} tone="ink" spacing="compact" data-cta-band="">
        <div className="flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
          <SectionHeader tone="ink" heading={heading} lead={lead} />
          {button}
        </div>
      </Section>
    );
  }
  return (
    <Section id={id} tone="ink" spacing={spacing} data-cta-band="">
      <SectionHeader align="center" tone="ink" heading={heading} lead={lead} actions={button} />
    </Section>
  );
}

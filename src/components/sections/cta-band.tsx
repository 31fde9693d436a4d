import type * as React from "react";
import { BookDemoButton } from "@/components/layout/book-demo-button.tsx";
import { Section, SectionHeader } from "@/components/sections/section.tsx";

type CtaCopy = { heading: string; lead: string };

/** The Book a demo call to action that closes most pages. */
export function CtaBand({ heading, lead, solution }: CtaCopy & { solution?: string }) {
  return (
    <Section tone="ink" data-cta-band="">
      <SectionHeader
        align="center"
        tone="ink"
        heading={heading}
        lead={lead}
        actions={<BookDemoButton variant="inverse" size="lg" solution={solution} />}
      />
    </Section>
  );
}

/**
 * A dark band with the call to action in its first column (a band of its own, `data-cta-band`) and what backs it in
 * the wider second: the home page's measured results, its closing controls.
 */
export function CtaBeside({ id, heading, lead, children }: CtaCopy & { id?: string; children: React.ReactNode }) {
  return (
    <Section id={id} tone="ink" spacing="tight">
      <div className="grid gap-12 lg:grid-cols-[1fr_2fr]">
        <div data-cta-band="">
          <SectionHeader tone="ink" heading={heading} lead={lead} actions={<BookDemoButton variant="inverse" size="lg" />} />
        </div>
        {children}
      </div>
    </Section>
  );
}

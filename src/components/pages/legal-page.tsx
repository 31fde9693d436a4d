import type { LegalDocument } from "@content/assemble.ts";
import { ui } from "@content/index.ts";
import { formatDate } from "@lib/dates.ts";
import { Prose } from "@/components/sections/prose.tsx";
import { PageHeader, Section } from "@/components/sections/section.tsx";

/** The privacy policy and the cookie policy, from Markdown under src/content/legal. */
export function LegalPage({ doc }: { doc: LegalDocument }) {
  return (
    <>
      <PageHeader heading={doc.title} lead={doc.lead} />
      <Section spacing="compact">
        <div className="mx-auto max-w-prose">
          <p className="text-muted-foreground text-sm">
            {ui.articles.legalUpdated} <time dateTime={doc.updated}>{formatDate(doc.updated)}</time>
          </p>
          <Prose html={doc.html} />
        </div>
      </Section>
    </>
  );
}

import { demoPage, pages } from "@content/pages.ts";
import { site } from "@content/site.ts";
import { solutions } from "@content/solutions.ts";
import { CheckCircle2 } from "lucide";
import { DemoFormRoot } from "@/components/demo/demo-form.tsx";
import { inlineFormId } from "@/components/demo/ids.ts";
import { FeatureGrid } from "@/components/sections/feature-grid.tsx";
import { PageHeader, Section } from "@/components/sections/section.tsx";
import { SvgIcon } from "@/components/ui/svg-icon.tsx";

/**
 * The standalone booking page. Its form works without JavaScript: the server answers the post with a redirect to
 * /demo?status=sent#request-sent, and the notice below shows through the CSS :target selector.
 */
export function DemoPage() {
  const options = solutions.map(({ slug, name }) => ({ slug, name }));
  return (
    <>
      <PageHeader heading={pages.demo.heading} lead={pages.demo.lead} />
      <Section>
        <div className="grid gap-12 lg:grid-cols-[1.3fr_1fr]">
          <div>
            <div
              id="request-sent"
              role="status"
              className="mb-6 hidden scroll-mt-header rounded-card border border-primary bg-primary-soft p-5 target:block"
            >
              <p className="flex items-center gap-2 font-semibold text-lg">
                <SvgIcon node={CheckCircle2} className="size-5 text-primary" />
                {demoPage.sent.heading}
              </p>
              <p className="mt-2 text-muted-foreground">{demoPage.sent.body}</p>
            </div>
            <div id={inlineFormId} className="scroll-mt-header rounded-card border border-border bg-card p-6 sm:p-8">
              <DemoFormRoot solutions={options} idPrefix={inlineFormId} />
            </div>
          </div>
          <div>
            <FeatureGrid features={demoPage.steps} columns={2} flush headingLevel={2} />
            <p className="mt-8 text-muted-foreground">
              {demoPage.contact}{" "}
              <a className="font-medium text-primary underline" href={`mailto:${site.contactEmail}`}>
                {site.contactEmail}
              </a>
              .
            </p>
          </div>
        </div>
      </Section>
    </>
  );
}

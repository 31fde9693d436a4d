import { demoPage, layoutData, pages, ui } from "@content/index.ts";
import { site } from "@content/site.ts";
import type { FormNotSent } from "@lib/form-not-sent.ts";
import { CheckCircle2, CircleAlert } from "lucide";
import { type DemoFormProps, DemoFormRoot } from "@/components/demo/demo-form.tsx";
import { inlineFormId } from "@/components/demo/ids.ts";
import { FeatureGrid } from "@/components/sections/feature-grid.tsx";
import { PageHeader, Section } from "@/components/sections/section.tsx";
import { SvgIcon } from "@/components/ui/svg-icon.tsx";

/**
 * The standalone booking page. Its form works without JavaScript: the server answers the post with a redirect to
 * /demo?status=sent#request-sent, and the notice below shows through the CSS :target selector. A post it cannot
 * accept comes back as this page with `notSent` (src/pages/demo/not-sent.astro): the reason, and the form as typed.
 */
export function DemoPage({ notSent }: { notSent?: FormNotSent }) {
  return (
    <>
      <PageHeader {...pages.demo} />
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
            {notSent ? <NotSentNotice notSent={notSent} /> : null}
            <InlineDemoForm initial={notSent} />
          </div>
          <div>
            {/* The steps one under another beside the form; in a row under it, where the form takes the whole width. */}
            <FeatureGrid
              features={demoPage.steps}
              columns={1}
              flush
              headingLevel={2}
              className="sm:[--columns:3] lg:[--columns:1]"
            />
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

/** The demo form on the page itself (/demo, a campaign's form), where the page's Book a demo buttons lead. */
export function InlineDemoForm(props: Pick<DemoFormProps, "initial" | "campaign">) {
  return (
    <div id={inlineFormId} className="scroll-mt-header rounded-card border border-border bg-card p-6 sm:p-8">
      <DemoFormRoot solutions={layoutData.solutions} copy={ui.demoForm} idPrefix={inlineFormId} {...props} />
    </div>
  );
}

/** Why the form came back, first on the page, with a link to the field concerned. */
function NotSentNotice({ notSent }: { notSent: FormNotSent }) {
  return (
    <div
      id="request-not-sent"
      role="alert"
      tabIndex={-1}
      className="mb-6 scroll-mt-header rounded-card border border-destructive border-l-4 bg-background p-5"
    >
      <h2 className="flex items-center gap-2 font-semibold text-lg">
        <SvgIcon node={CircleAlert} className="size-5 text-destructive" />
        {demoPage.notSent.heading}
      </h2>
      <p className="mt-2 font-medium text-destructive">
        {notSent.field ? (
          <a href={`#${inlineFormId}-${notSent.field}`} className="underline">
            {notSent.message}
          </a>
        ) : (
          notSent.message
        )}
      </p>
      <p className="mt-2 text-muted-foreground">{demoPage.notSent.body}</p>
    </div>
  );
}

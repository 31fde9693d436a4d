import { CheckCircle2 } from "lucide";
import { useEffect, useState } from "react";
import { useDemoDialog } from "~/components/demo/demo-dialog-provider";
import { DemoForm } from "~/components/demo/demo-form";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageHeader, Section } from "~/components/sections/section";
import { SvgIcon } from "~/components/ui/svg-icon";
import { demoPage, pages } from "~/content/pages";
import { site } from "~/content/site";
import { solutions } from "~/content/solutions";
import { withIcons } from "~/lib/icons.server";
import { seoMeta } from "~/lib/seo";
import { seoFor } from "~/lib/seo.server";
import type { Route } from "./+types/demo";

export function loader({ request }: Route.LoaderArgs) {
  return withIcons({
    page: pages.demo,
    demoPage,
    solutions: solutions.map(({ slug, name }) => ({ slug, name })),
    contactEmail: site.contactEmail,
    seo: seoFor(request),
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/**
 * The standalone booking page. Its form works without JavaScript: the server answers the post with a redirect
 * to /demo?status=sent#request-sent, and the notice below shows through the CSS :target selector.
 */
export default function Demo({ loaderData }: Route.ComponentProps) {
  const { page, demoPage, solutions, contactEmail } = loaderData;
  const dialog = useDemoDialog();
  const [preselected, setPreselected] = useState<string>();
  useEffect(() => {
    dialog?.mountToasts();
    setPreselected(new URLSearchParams(window.location.search).get("solution") ?? undefined);
  }, [dialog]);

  return (
    <>
      <PageHeader heading={page.heading} lead={page.lead} />
      <Section hydration="immediate">
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
            <div className="rounded-card border border-border bg-card p-6 sm:p-8">
              <DemoForm key={preselected ?? "none"} solutions={solutions} preselected={preselected} />
            </div>
          </div>
          <div>
            <FeatureGrid features={demoPage.steps} columns={2} />
            <p className="mt-8 text-muted-foreground">
              {demoPage.contact}{" "}
              <a className="font-medium text-primary underline" href={`mailto:${contactEmail}`}>
                {contactEmail}
              </a>
              .
            </p>
          </div>
        </div>
      </Section>
    </>
  );
}

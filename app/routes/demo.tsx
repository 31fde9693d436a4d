import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageHeader, Section } from "~/components/sections/section";
import { demoPage, pages } from "~/content/pages";
import { site } from "~/content/site";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/demo";

export function loader() {
  return { page: pages.demo, demoPage, contactEmail: site.contactEmail, brand: site.name };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ ...loaderData.page, brand: loaderData.brand });

export default function Demo({ loaderData }: Route.ComponentProps) {
  const { page, demoPage, contactEmail } = loaderData;
  return (
    <>
      <PageHeader heading={page.heading} lead={page.lead} />
      <Section>
        <FeatureGrid features={demoPage.steps} columns={3} />
        <p className="mt-10 text-muted-foreground">
          {demoPage.contact}{" "}
          <a className="font-medium text-primary underline" href={`mailto:${contactEmail}`}>
            {contactEmail}
          </a>
          .
        </p>
      </Section>
    </>
  );
}

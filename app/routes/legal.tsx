import { Prose } from "~/components/sections/prose";
import { PageHeader, Section } from "~/components/sections/section";
import { legalDocument } from "~/content/articles.server";
import { formatDate } from "~/lib/dates";
import { withIcons } from "~/lib/icons.server";
import { requestPath } from "~/lib/request-path";
import { seoMeta } from "~/lib/seo";
import { seoFor } from "~/lib/seo.server";
import type { Route } from "./+types/legal";

/** The privacy policy and the cookie policy, from Markdown under content/legal. */
export function loader({ request }: Route.LoaderArgs) {
  const slug = requestPath(request) === "/cookie-policy" ? "cookie-policy" : "privacy-policy";
  return withIcons({ doc: legalDocument(slug), seo: seoFor(request) });
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Legal({ loaderData }: Route.ComponentProps) {
  const { doc } = loaderData;
  return (
    <>
      <PageHeader heading={doc.title} lead={doc.lead} />
      <Section spacing="compact">
        <div className="mx-auto max-w-prose">
          <p className="text-muted-foreground text-sm">
            Last updated <time dateTime={doc.updated}>{formatDate(doc.updated)}</time>
          </p>
          <Prose html={doc.html} />
        </div>
      </Section>
    </>
  );
}

import { PageHeader, Section } from "~/components/sections/section";
import { pages } from "~/content/pages";
import { releases } from "~/content/resources";
import { formatDate } from "~/lib/dates";
import { withIcons } from "~/lib/icons.server";
import { seoMeta } from "~/lib/seo";
import { seoFor } from "~/lib/seo.server";
import type { Route } from "./+types/product-latest";

export function loader({ request }: Route.LoaderArgs) {
  return withIcons({ page: pages.productLatest, releases, seo: seoFor(request) });
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function ProductLatest({ loaderData }: Route.ComponentProps) {
  const { page, releases } = loaderData;
  return (
    <>
      <PageHeader heading={page.heading} lead={page.lead} />
      <Section id="product-latest">
        <ol className="mx-auto flex max-w-3xl flex-col gap-8 border-border border-l pl-6">
          {releases.map((release) => (
            <li
              key={release.title}
              className="relative before:absolute before:top-1.5 before:-left-[1.95rem] before:size-3 before:rounded-full before:bg-primary before:ring-4 before:ring-background"
            >
              <p className="text-muted-foreground text-sm">
                <time dateTime={release.date}>{formatDate(release.date)}</time>
              </p>
              <h2 className="mt-1 font-semibold text-xl">{release.title}</h2>
              <p className="mt-2 text-muted-foreground leading-relaxed">{release.body}</p>
              <ul className="mt-3 flex flex-wrap gap-2">
                {release.tags.map((tag) => (
                  <li key={tag} className="rounded-full bg-muted px-2.5 py-1 font-medium text-xs">
                    {tag}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </Section>
    </>
  );
}

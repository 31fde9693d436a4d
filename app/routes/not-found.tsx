import { NotFound } from "~/components/sections/not-found";
import { pages } from "~/content/pages";
import { withIcons } from "~/lib/icons.server";
import { redirectIfMoved } from "~/lib/redirects";
import { seoMeta } from "~/lib/seo";
import { seoFor } from "~/lib/seo.server";
import type { Route } from "./+types/not-found";

export function loader({ request }: Route.LoaderArgs) {
  redirectIfMoved(request);
  return withIcons({ page: pages.notFound, seo: seoFor(request) });
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function NotFoundPage({ loaderData }: Route.ComponentProps) {
  return <NotFound heading={loaderData.page.heading} lead={loaderData.page.lead} />;
}

import { NotFound } from "~/components/sections/not-found";
import { pages } from "~/content/pages";
import { site } from "~/content/site";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/not-found";

export function loader() {
  return { page: pages.notFound, brand: site.name };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    ...(loaderData?.page ?? { title: "Page not found", description: "" }),
    brand: loaderData?.brand ?? "",
    noindex: true,
  });

export default function NotFoundPage({ loaderData }: Route.ComponentProps) {
  return <NotFound heading={loaderData.page.heading} lead={loaderData.page.lead} />;
}

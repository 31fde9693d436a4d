import { ui } from "@content/index.ts";
import { site } from "@content/site.ts";
import { routes } from "@lib/build/pages.ts";
import { shareImagePath } from "@lib/seo.ts";
import type { APIRoute, GetStaticPaths } from "astro";
import { shareEyebrow, shareImage } from "@/lib/build/share-image.ts";

/** One share image per page, at the address its Open Graph tags name (shareImagePath). */
export const getStaticPaths = (() =>
  routes.map((entry) => ({
    params: { name: shareImagePath(entry.path).replace(/^\/og\/(.*)\.jpg$/, "$1") },
    props: { entry },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const { entry } = props as { entry: (typeof routes)[number] };
  const image = await shareImage(shareEyebrow(entry.kind, ui.shareImage) ?? site.name, entry.heading, entry.description);
  return new Response(new Uint8Array(image), { headers: { "content-type": "image/jpeg" } });
};

import { ui } from "@content/index.ts";
import { site } from "@content/site.ts";
import type { APIRoute } from "astro";
import { shareImage } from "@/lib/build/share-image.ts";

/** The default share image (/og-image.jpg, for a page without its own). */
export const GET: APIRoute = async () => {
  const image = await shareImage(ui.shareImage.eyebrow, ui.shareImage.title, `${site.tagline}.`);
  return new Response(new Uint8Array(image), { headers: { "content-type": "image/jpeg" } });
};

import { site } from "@content/site.ts";
import type { APIRoute } from "astro";
import { shareImage } from "@/lib/share-image.ts";

/** The default share image (SPEC §9: /og-image.jpg). */
export const GET: APIRoute = async () => {
  const image = await shareImage(
    "Programmable financial services",
    "Build financial products in weeks, not years",
    `${site.tagline}.`,
  );
  return new Response(new Uint8Array(image), { headers: { "content-type": "image/jpeg" } });
};

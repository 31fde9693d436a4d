import type { APIRoute } from "astro";
import { icoFromPngs, logoPng } from "@/lib/build/icons.ts";

/** /favicon.ico, which browsers and crawlers ask for whatever the page links: the logo at 16, 32 and 48 pixels. */
export const GET: APIRoute = async () => {
  const images = await Promise.all([16, 32, 48].map(async (size) => ({ size, png: await logoPng(size) })));
  return new Response(new Uint8Array(icoFromPngs(images)), { headers: { "content-type": "image/x-icon" } });
};

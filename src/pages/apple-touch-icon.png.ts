import type { APIRoute } from "astro";
import { logoPng } from "@/lib/build/icons.ts";

/** The logo as the PNG icon a phone shows for a page saved to its home screen (the layout's apple-touch-icon). */
export const GET: APIRoute = async () =>
  new Response(new Uint8Array(await logoPng(180, "#ffffff")), { headers: { "content-type": "image/png" } });

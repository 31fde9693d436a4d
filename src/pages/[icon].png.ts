import type { APIRoute, GetStaticPaths } from "astro";
import { logoPng } from "@/lib/icons.ts";

/** The logo as the PNG icons platforms ask for: the Apple touch icon and the manifest's two sizes. */
const icons = { "apple-touch-icon": 180, "icon-192": 192, "icon-512": 512 } as const;

export const getStaticPaths = (() => Object.keys(icons).map((icon) => ({ params: { icon } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const size = icons[params.icon as keyof typeof icons];
  return new Response(new Uint8Array(await logoPng(size, "#ffffff")), { headers: { "content-type": "image/png" } });
};

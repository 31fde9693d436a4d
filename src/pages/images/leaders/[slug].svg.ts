import { leaders } from "@content/index.ts";
import type { APIRoute, GetStaticPaths } from "astro";
import { portraitFor } from "@/lib/portraits.ts";

/** Each leader's illustrated portrait (src/lib/portraits.ts), as an SVG file the leader cards load. */
export const getStaticPaths = (() => leaders.map(({ slug }) => ({ params: { slug } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) =>
  new Response(portraitFor(String(params.slug)), { headers: { "content-type": "image/svg+xml; charset=utf-8" } });

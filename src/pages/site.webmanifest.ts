import { site } from "@content/site.ts";
import type { APIRoute } from "astro";

/** The web app manifest: name, colours and the icons drawn from the logo (src/pages/[icon].png.ts). */
export const GET: APIRoute = () =>
  Response.json({
    name: site.name,
    short_name: site.name,
    description: site.tagline,
    start_url: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: "#0b1324",
    icons: [
      { src: "/icon-192.png", type: "image/png", sizes: "192x192" },
      { src: "/icon-512.png", type: "image/png", sizes: "512x512" },
    ],
  });

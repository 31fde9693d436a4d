import keystatic from "@keystatic/astro";
import type { AstroIntegration } from "astro";

/**
 * The content editor of `npm run edit`: Keystatic at /keystatic, with its saves taken by the site's own endpoint
 * (./content-editor-save.ts), which checks the content as the build does before it writes a file. Keystatic's other
 * endpoints (reading the files) stay its own.
 */
export function contentEditor(): AstroIntegration[] {
  return [
    keystatic(),
    {
      name: "tessera:content-editor",
      hooks: {
        "astro:config:setup": ({ injectRoute }) => {
          // A route with no parameter comes before Keystatic's /api/keystatic/[...params].
          injectRoute({
            pattern: "/api/keystatic/update",
            entrypoint: new URL("./content-editor-save.ts", import.meta.url),
            prerender: false,
          });
        },
      },
    },
  ];
}

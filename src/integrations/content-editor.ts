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

/**
 * The content editor's page in the build (/keystatic), which the production server shows to signed-in editors only
 * and answers with its own API (server/publish/routes.ts). `npm run edit` has Keystatic's own page instead.
 */
export function editorPage(): AstroIntegration {
  return {
    name: "tessera:editor-page",
    hooks: {
      "astro:config:setup": ({ command, injectRoute }) => {
        // Only in the build: the dev server has no editor API behind it (`npm run edit` has Keystatic's own).
        if (command !== "build") return;
        injectRoute({
          pattern: "/keystatic",
          entrypoint: new URL("../editor/editor-page.astro", import.meta.url),
          prerender: true,
        });
      },
    },
  };
}

import type { AstroIntegration } from "astro";

/**
 * The page preview's side of the dev server (server/publish/page-preview.ts starts it with SITE_PREVIEW=pages): it
 * says on which port it listens, reads the content again when asked, so a page rendered next shows a save made a
 * moment before, and stops when the server that started it is gone.
 */
export function pagePreview(): AstroIntegration {
  return {
    name: "tessera:page-preview",
    hooks: {
      "astro:server:setup": ({ refreshContent }) => {
        process.on("disconnect", () => process.exit(0));
        process.on("message", (message: { refresh?: boolean }) => {
          if (!message.refresh) return;
          const refreshed = (error?: unknown) => process.send?.({ refreshed: true, ...(error ? { error: String(error) } : {}) });
          void Promise.resolve(refreshContent?.({})).then(() => refreshed(), refreshed);
        });
      },
      "astro:server:start": ({ address }) => {
        process.send?.({ ready: address.port });
      },
    },
  };
}

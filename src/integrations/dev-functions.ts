import { createRequire } from "node:module";
import path from "node:path";
import type { AstroIntegration } from "astro";

/**
 * `npm run dev` answers /functions/* with the real server code (server/dev.ts), so that the demo form posts to the
 * same endpoint, database and outbox in development as in production. Only the dev server mounts it; the build
 * never loads it.
 */
export function devFunctions(): AstroIntegration {
  return {
    name: "tessera:dev-functions",
    hooks: {
      "astro:server:setup": async ({ server }) => {
        // Loaded by Node itself (type stripping), as `npm start` runs the server: not through the site's bundler,
        // whose module runner has finished with the config by now. Node 24 requires an ES module that has no
        // top-level await.
        const { devFunctions } = createRequire(import.meta.url)(
          path.resolve("server/dev.ts"),
        ) as typeof import("../../server/dev.ts");
        const listener = await devFunctions(() => {
          const address = server.httpServer?.address();
          return typeof address === "object" && address ? `http://127.0.0.1:${address.port}` : "http://127.0.0.1:4321";
        });
        server.middlewares.use((request, response, next) => {
          if (request.url?.startsWith("/functions/")) void listener(request, response);
          else next();
        });
      },
    },
  };
}

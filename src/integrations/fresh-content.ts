import path from "node:path";
import type { Plugin } from "vite";

/**
 * A dev server shows the content as it is after each change. Astro writes the content it has read into its store
 * (.astro/data-store.json) and drops the module that loads it, as a hot update, for the next page to load it again. A
 * page already loading the store from before the write is not stopped by a hot update: Vite keeps what it loaded, and
 * every page after it shows the old content until the next change (a renamed entry's new address answers 404). Dropping
 * the module once more when the file lands, as an ordinary invalidation, makes Vite discard any load begun before it.
 */
export function freshContent(): Plugin {
  return {
    name: "tessera:fresh-content",
    apply: "serve",
    configureServer(server) {
      const store = path.join(server.config.root, ".astro/data-store.json");
      const drop = async (file: string) => {
        if (path.resolve(file) !== store) return;
        for (const environment of Object.values(server.environments)) {
          const resolved = await environment.pluginContainer.resolveId("astro:data-layer-content");
          const loaded = resolved && environment.moduleGraph.getModuleById(resolved.id);
          if (loaded) environment.moduleGraph.invalidateModule(loaded);
        }
      };
      server.watcher.on("add", drop).on("change", drop);
    },
  };
}

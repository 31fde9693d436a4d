import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

/** Code a page loads only when the visitor asks for it, by name: `import url from "virtual:lazy/<name>"`. */
const entries = {
  // What every page adds to the platform (src/scripts/site.ts): once the page has loaded.
  site: "../scripts/site.ts",
  // React, the demo form, the schema and the toasts: on the first intent to book a demo (src/scripts/site.ts).
  "demo-form": "../scripts/demo-form-island.tsx",
  // The analytics provider's loader and the section views: once the visitor has accepted analytics.
  analytics: "../scripts/analytics.ts",
};
const prefix = "virtual:lazy/";

/**
 * The address of each lazily loaded entry, for the small script every page runs to `import()` when needed. The
 * client build emits each as an entry of its own and names its final URL (`import.meta.ROLLUP_FILE_URL_…`); the dev
 * server serves the source as it is. Importing a module by its address keeps the bundler's preload helper (about
 * 1 KB) out of the script every page runs at load.
 */
export function lazyEntries(): Plugin {
  const references = new Map<string, string>();
  const file = (name: string) => fileURLToPath(new URL(entries[name as keyof typeof entries], import.meta.url));
  return {
    name: "tessera:lazy-entries",
    buildStart() {
      if (this.environment?.name === "client" && this.environment.mode === "build") {
        for (const name of Object.keys(entries)) references.set(name, this.emitFile({ type: "chunk", id: file(name), name }));
      }
    },
    resolveId(id) {
      return id.startsWith(prefix) && id.slice(prefix.length) in entries ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return undefined;
      const name = id.slice(prefix.length + 1);
      const reference = references.get(name);
      return reference
        ? `export default import.meta.ROLLUP_FILE_URL_${reference};`
        : `export default ${JSON.stringify(`/@fs${file(name)}`)};`;
    },
  };
}

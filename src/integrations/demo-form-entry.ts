import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const entry = fileURLToPath(new URL("../scripts/demo-form-island.tsx", import.meta.url));
const moduleId = "virtual:demo-form-url";

/**
 * The address of the demo form's code (React, the form, the schema, the toasts), for src/scripts/site.ts to load
 * on the visitor's first intent. The client build emits that code as an entry of its own and names its final URL
 * (`import.meta.ROLLUP_FILE_URL_…`); the dev server serves the source as it is. Importing the module by its address
 * keeps the bundler's preload helper (about 1 KB) out of the script every page runs at load.
 */
export function demoFormEntry(): Plugin {
  let reference: string | undefined;
  return {
    name: "tessera:demo-form-entry",
    buildStart() {
      if (this.environment?.name === "client" && this.environment.mode === "build") {
        reference = this.emitFile({ type: "chunk", id: entry, name: "demo-form" });
      }
    },
    resolveId(id) {
      return id === moduleId ? `\0${moduleId}` : undefined;
    },
    load(id) {
      if (id !== `\0${moduleId}`) return undefined;
      return reference
        ? `export default import.meta.ROLLUP_FILE_URL_${reference};`
        : `export default ${JSON.stringify(`/@fs${entry}`)};`;
    },
  };
}

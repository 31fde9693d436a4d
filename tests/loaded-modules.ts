import { appendFileSync } from "node:fs";
import { registerHooks } from "node:module";

/**
 * Given to a process with `node --import`: writes the address of every module it loads, imported or required, one a
 * line, to the file LOADED_MODULES names (server/loads-no-ui.test.ts).
 */
const file = process.env.LOADED_MODULES;
if (file)
  registerHooks({
    resolve: (specifier, context, next) => {
      const resolved = next(specifier, context);
      appendFileSync(file, `${resolved.url}\n`);
      return resolved;
    },
  });

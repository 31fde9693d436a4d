import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * React DOM's client ships as CommonJS only, which a bundler wraps in a function it calls the first time the
 * module is required. For the largest file a page loads, that costs the main thread twice, in the task that
 * starts hydration:
 * - The browser compiles a module's top-level code while it downloads it, off the main thread, but compiles a
 *   function lazily, on the main thread, when it is first called: the whole of React DOM, about 190 KB.
 * - React DOM creates errors at its top level (the sentinels it throws while suspending). Wherever developer
 *   tools are attached, as they are in every Lighthouse run, creating an error records where it was created,
 *   which makes the browser parse the function it was created in once more to find its source positions.
 *
 * This plugin hands the browser build React DOM's production client as an ES module instead: its three
 * `require` calls become imports and its three exports become exports. The bundler then puts its top-level code
 * at the top level of the chunk, which the browser compiles while streaming it and runs when the chunk arrives,
 * in a task of its own. Development builds and the prerender keep React DOM as it ships.
 */
const require = createRequire(import.meta.url);
export const reactDomClientFile = path.join(
  path.dirname(require.resolve("react-dom/package.json")),
  "cjs",
  "react-dom-client.production.js",
);
/** The module keeps the file's path, so that it joins the framework chunk (vite.config.ts) like the rest of React DOM. */
const suffix = "?module";
const requires =
  /^var Scheduler = require\("scheduler"\),\n\s+React = require\("react"\),\n\s+ReactDOM = require\("react-dom"\);$/m;
const exported = /^exports\.(\w+) = /gm;
const expectedExports = ["createRoot", "hydrateRoot", "version"];

/** React DOM's production client (CommonJS) as an ES module; throws when its shape is not the one this knows. */
export function asModule(source: string): string {
  const names = [...source.matchAll(exported)].map((match) => match[1]);
  if (
    !requires.test(source) ||
    names.join() !== expectedExports.join() ||
    /\brequire\(|\bmodule\.exports\b/.test(source.replace(requires, ""))
  ) {
    throw new Error("React DOM's client has changed shape: update scripts/react-dom-client-module.ts.");
  }
  return source
    .replace(requires, 'import Scheduler from "scheduler";\nimport React from "react";\nimport ReactDOM from "react-dom";')
    .replace(exported, "export const $1 = ");
}

export function reactDomClientModule(): Plugin {
  return {
    name: "react-dom-client-module",
    apply: "build",
    enforce: "pre",
    resolveId(source) {
      if (source !== "react-dom/client" || this.environment.config.consumer !== "client") return null;
      return `${reactDomClientFile}${suffix}`;
    },
    load(id) {
      return id === `${reactDomClientFile}${suffix}` ? asModule(readFileSync(reactDomClientFile, "utf8")) : null;
    },
  };
}

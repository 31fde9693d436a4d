/**
 * The layers, followed through every import (`npm run lint`): content is a leaf; the server loads no UI (React,
 * Keystatic's interface, components) however far down; pure helpers (src/lib) import no component; the site and the
 * server import no script; no circles.
 */
const tests = "\\.(test|spec)\\.|^tests/";
module.exports = {
  forbidden: [
    {
      name: "content-is-a-leaf",
      comment: "src/content imports nothing of the site, the server or the scripts: they read it.",
      severity: "error",
      from: { path: "^src/content/", pathNot: tests },
      to: { path: "^(src/(?!content/)|server/|scripts/)" },
    },
    {
      name: "server-loads-no-ui",
      comment:
        "Nothing the server loads imports React, Keystatic (whose server code loads React) or a component, directly or not.",
      severity: "error",
      from: { path: "^server/", pathNot: tests },
      to: { path: "^(src/components/|src/lib/browser/|node_modules/(react|react-dom|@keystar|@keystatic)/)", reachable: true },
    },
    {
      name: "lib-imports-no-component",
      comment: "Pure helpers (src/lib) know no component.",
      severity: "error",
      from: { path: "^src/lib/", pathNot: tests },
      to: { path: "^src/components/", reachable: true },
    },
    {
      name: "scripts-are-not-imported",
      comment: "The scripts (npm run …) use the site and the server; what they share lives in src/lib or server/.",
      severity: "error",
      from: { path: "^(src|server)/", pathNot: tests },
      to: { path: "^scripts/" },
    },
    {
      name: "no-circle",
      comment: "No module imports itself through others: each layer can be read, and loaded, from the bottom up.",
      severity: "error",
      from: { pathNot: tests },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: tests },
    parser: "swc",
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["node", "import", "default"] },
  },
};

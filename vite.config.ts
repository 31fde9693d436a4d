import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { reactDomClientModule } from "./scripts/react-dom-client-module.ts";

/**
 * The small modules that nearly every page imports (the layout's own pieces and the helpers and icons they share)
 * go in one chunk: apart, they were 15 of the home page's 27 files, most of a few hundred bytes, and each file a
 * page requests costs the main thread a request, a compile and an evaluation of its own.
 */
const shellModules = [
  "app/components/ui/button",
  "app/components/ui/hydrate-on-intent",
  "app/components/ui/site-link",
  "app/components/ui/svg-icon",
  "app/components/layout/book-demo-button",
  "app/components/layout/desktop-nav",
  "app/hooks/use-after-paint",
  "app/hooks/use-page-view",
  "app/lib/analytics",
  "app/lib/cn",
  "app/lib/consent",
  "app/lib/seo",
];
const shellPackages = ["class-variance-authority", "clsx", "lucide", "tailwind-merge"];
const inShell = (id: string) => {
  const path = id.replaceAll("\\", "/");
  return (
    shellModules.some((module) => path.includes(`/${module}.`)) ||
    shellPackages.some((name) => path.includes(`/node_modules/${name}/`))
  );
};

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), reactDomClientModule()],
  resolve: { tsconfigPaths: true },
  build: {
    // Small stylesheets are inlined into the HTML by scripts/postbuild.ts; keep assets as files here.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Every function of the framework runs as the page hydrates: the magic comment asks the browser to compile
        // them all while the file downloads, off the main thread, instead of one by one on it when first called.
        postBanner: (chunk) => (chunk.name.startsWith("framework-") ? "//# allFunctionsCalledOnLoad" : ""),
        codeSplitting: {
          // React, React DOM and React Router in chunks named "framework-…": every page needs all of them, they
          // change only with their versions (long cache life), and the byte-budget test tells them from our code.
          // Three files rather than one, so that the browser compiles them in three shorter tasks.
          groups: [
            { name: "framework-dom", test: /[\\/]node_modules[\\/]react-dom[\\/]/, priority: 3 },
            { name: "framework-router", test: /[\\/]node_modules[\\/]react-router[\\/]/, priority: 2 },
            { name: "framework-react", test: /[\\/]node_modules[\\/](react|scheduler)[\\/]/, priority: 1 },
            { name: "shell", test: inShell },
          ],
        },
      },
    },
  },
});

import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    // Small stylesheets are inlined into the HTML by scripts/postbuild.ts; keep assets as files here.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React, React DOM and React Router in one chunk named "framework": every page needs all of it, it
          // changes only with their versions (long cache life), and the byte-budget test tells it from our code.
          groups: [{ name: "framework", test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ }],
        },
      },
    },
  },
});

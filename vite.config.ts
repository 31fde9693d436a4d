import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    // Small stylesheets are inlined into the HTML by scripts/postbuild.ts; keep assets as files here.
    assetsInlineLimit: 0,
  },
});

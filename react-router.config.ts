import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/lib/route-table.server.ts";

export default {
  // Every page is static HTML at build time, then hydrates; there is no runtime rendering server.
  ssr: false,
  prerender: () => prerenderPaths(),
} satisfies Config;

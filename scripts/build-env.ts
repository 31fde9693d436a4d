import { writeFileSync } from "node:fs";

/** The environment variables that change what the build produces. */
export const buildEnv = () =>
  Object.fromEntries(
    Object.entries(process.env)
      .filter(([key]) => key === "SITE_URL" || key.startsWith("VITE_"))
      .sort(([a], [b]) => a.localeCompare(b)),
  );

/** Where `npm run build` records those settings, so `npm start` can tell a build made with others (the test build's). */
export const buildEnvStamp = "build/.build-env.json";

if (import.meta.main) writeFileSync(buildEnvStamp, JSON.stringify(buildEnv()));

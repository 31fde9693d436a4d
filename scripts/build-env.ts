import { randomUUID } from "node:crypto";
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

/**
 * A new name for every `npm run build`, beside the build: the server builds the live publish again when the code it
 * was built with came from another deployment (server/publish/publisher.ts).
 */
export const buildIdFile = "build/.build-id";

if (import.meta.main) {
  writeFileSync(buildEnvStamp, JSON.stringify(buildEnv()));
  writeFileSync(buildIdFile, randomUUID());
}

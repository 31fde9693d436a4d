import { randomUUID } from "node:crypto";
import { writeFileSync } from "node:fs";
import { inBuild } from "../src/lib/build-output.ts";

/** The environment variables that change what the build produces. */
export const buildEnv = () =>
  Object.fromEntries(
    Object.entries(process.env)
      .filter(([key]) => key === "SITE_URL" || key.startsWith("VITE_"))
      .sort(([a], [b]) => a.localeCompare(b)),
  );

/**
 * `npm run build` records those settings beside the build, so `npm start` can tell a build made with others (the test
 * build's), and gives every build a new name: the server builds the live publish again when the code it was built
 * with came from another deployment (server/publish/publisher.ts).
 */
if (import.meta.main) {
  writeFileSync(inBuild("settings"), JSON.stringify(buildEnv()));
  writeFileSync(inBuild("id"), randomUUID());
}

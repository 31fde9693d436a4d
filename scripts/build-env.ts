/** The environment variables that change what the build produces. */
export const buildEnv = () =>
  Object.fromEntries(
    Object.entries(process.env)
      .filter(([key]) => key === "SITE_URL" || key.startsWith("VITE_"))
      .sort(([a], [b]) => a.localeCompare(b)),
  );

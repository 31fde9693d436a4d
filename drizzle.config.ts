import { defineConfig } from "drizzle-kit";

// `npx drizzle-kit generate` writes SQL migrations from server/db/schema.ts; they are committed and
// applied at start-up (server/db/client.ts), on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema.ts",
  out: "./server/db/migrations",
});

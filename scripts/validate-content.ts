import { validateContent } from "../src/content/validate.ts";

// Part of `npm run build`: a content entry that breaks its schema stops the build, naming the entry.
try {
  const parsed = validateContent();
  console.log(
    `content: ${parsed.solutions.length} solutions, ${parsed.industries.length} industries, ${parsed.articles.length} articles valid`,
  );
} catch (error) {
  console.error(`Content is invalid:\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

import { readCollection } from "./files.ts";
import { caseStudy, release } from "./schema.ts";

export const caseStudies = readCollection("case-studies", caseStudy);
/** Product releases (releases/), newest first. */
export const releases = readCollection("releases", release).sort((a, b) => b.date.localeCompare(a.date));

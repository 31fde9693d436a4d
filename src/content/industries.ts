import { readCollection } from "./files.ts";
import { industry } from "./schema.ts";

/** The industries (industries/), in the order of the menus and the industries page. */
export const industries = readCollection("industries", industry);

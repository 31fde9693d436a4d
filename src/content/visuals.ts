import { readSingleton } from "./files.ts";
import { visualsCopy } from "./schema.ts";

/** The words inside the product pictures drawn in code (src/components/visuals/). */
const visuals = readSingleton("visuals", visualsCopy);

export const { rulesEditor, simulation } = visuals;
export const suiteVisual = visuals.suite;
export const fabricVisual = visuals.fabric;

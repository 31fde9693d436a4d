import { readCollection, readSingleton } from "./files.ts";
import { companyCopy, leader, opening, partner, value } from "./schema.ts";

const copy = readSingleton("company", companyCopy);

export const { vision, mission } = copy;
export const company = copy.facts;
export const values = readCollection("values", value);
export const leaders = readCollection("leaders", leader);
export const openings = readCollection("openings", opening);
export const partners = readCollection("partners", partner);

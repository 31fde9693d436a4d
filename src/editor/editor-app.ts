import { makePage } from "@keystatic/astro/ui";
import config from "../../keystatic.config.ts";

/** Keystatic's editor, with the site's own configuration (keystatic.config.ts). */
export const Editor = makePage(config);

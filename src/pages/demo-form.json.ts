import { ui } from "@content/index.ts";
import type { APIRoute } from "astro";

/**
 * The demo form's words (src/content/ui.yaml → demoForm), for its island (src/scripts/demo-form-island.tsx), which
 * fetches them when it loads: the pages carry the form's labels once, in the form itself, and none of its messages.
 * Its address is `demoFormCopyPath` (src/components/demo/ids.ts).
 */
export const GET: APIRoute = () => Response.json(ui.demoForm);

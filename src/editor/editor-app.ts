import { makePage } from "@keystatic/astro/ui";
import { dateField } from "../components/editor/date-field.ts";
import { editorConfig } from "../content/editor.ts";
import { addressOf, contentFileOf } from "../content/kinds.ts";
import { pagePreviewUrl } from "../lib/publish-api.ts";

/**
 * Keystatic's editor, with the site's own configuration (src/content/editor.ts). On the production server a saved entry
 * is not live until published, so its arrow opens the page's preview, as it will be.
 */
export const Editor = makePage(
  editorConfig({ date: dateField, previewUrl: (kind) => addressOf(kind) && pagePreviewUrl(contentFileOf(kind)) }),
);

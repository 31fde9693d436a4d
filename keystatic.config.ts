import { dateField } from "./src/components/editor/date-field.ts";
import { editorConfig } from "./src/content/editor.ts";

/**
 * The content editor (`npm run edit`, then http://127.0.0.1:4321/keystatic): every collection and page file of
 * src/content, edited in place on this machine, with fields from the site's schemas (src/content/editor.ts) and a date
 * field that says why a typed date is not a day. The editor is added to the dev server only by `npm run edit`, never to
 * the build. The production server loads none of it (server/editor/keystatic-api.ts).
 */
export default editorConfig({ date: dateField });

import { createHash } from "node:crypto";

/**
 * When the brand typeface is used (docs/decisions/010-typeface-after-the-first-page.md).
 *
 * A page opened from elsewhere paints in the system's font and asks for no font file: the typeface's download never
 * shares the first page's few round trips with the document. Once that page has painted, its script fetches the file
 * (src/scripts/site.ts), and every page reached from a page of this site marks itself with `data-typeface`, which
 * switches the stylesheet to Inter (src/styles/theme.css). The file is then in the cache; `font-display: optional`
 * keeps the system's font on the rare page where it is not, and never swaps it, so no text ever moves.
 *
 * This runs in the head, before anything is drawn; the Content-Security-Policy allows it by its hash.
 */
export const typefaceScript = 'document.referrer.startsWith(origin+"/")&&(document.documentElement.dataset.typeface="")';

export const typefaceScriptHash = `sha256-${createHash("sha256").update(typefaceScript).digest("base64")}` as const;

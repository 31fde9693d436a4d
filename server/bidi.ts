/**
 * Characters that reorder the text around them: the bidirectional embeddings and overrides (U+202A–U+202E), the
 * isolates (U+2066–U+2069) and the direction marks (U+200E, U+200F). In a visitor's name "Eve ‮fdp.exe‬" reads
 * "Eve exe.pdf"; shown to sales, each is replaced by its code in brackets, so "Eve [U+202E]fdp.exe[U+202C]" reads as
 * it was typed, and nothing typed can make one piece of text look like another.
 */
const bidiControls = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

const code = (ch: string) => `[U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}]`;

/** The text with every bidirectional control character written out visibly as [U+XXXX]. */
export function visibleBidi(text: string): string;
export function visibleBidi(text: string | null): string | null;
export function visibleBidi(text: string | null): string | null {
  return text === null ? null : text.replace(bidiControls, code);
}

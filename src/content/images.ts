import { Lexer, type Token } from "marked";

/**
 * Where the content's image files are, and how a path written in an entry leads to one. Every image lives under
 * src/content/images (covers/, posts/, leaders/, customers/); an entry writes its path from its own file, as Markdown
 * does: `../images/covers/my-post/cover.jpg` from a post in insights/, `images/customers/pennyrise.svg` from proof.yaml.
 * Pure, so the checks of ./validate.ts and the pictures of ./pictures.ts resolve a path the same way.
 */

/** The file types the site serves as pictures: rasters, converted to AVIF and WebP, and SVG, served as it is. */
export const imageExtensions = ["avif", "gif", "jpeg", "jpg", "png", "svg", "webp"] as const;

/** The folder of src/content an entry's file is in ("" for the single files at its top), by the entry's kind. */
export const entryFolder = {
  insight: "insights",
  news: "news",
  caseStudy: "case-studies",
  leader: "leaders",
  partner: "partners",
  proof: "",
} as const;

/**
 * The image's path from the top of the content folder ("images/covers/my-post/cover.jpg"), or undefined for a path
 * that is no file of it: an address of another site, or one that leaves the content folder.
 */
export function contentImagePath(written: string, folder: string): string | undefined {
  const value = decodeURI(written.trim().split(/[?#]/)[0] ?? "");
  if (!value || /^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith("/")) return undefined;
  const parts: string[] = folder ? folder.split("/") : [];
  for (const part of value.split("/")) {
    if (part === "" || part === ".") continue;
    if (part === "..") {
      if (!parts.length) return undefined;
      parts.pop();
    } else parts.push(part);
  }
  return parts.join("/");
}

/** Whether a path from the top of the content folder is an image file the site can serve. */
export const isImageFile = (path: string) =>
  path.startsWith("images/") && (imageExtensions as readonly string[]).includes(path.split(".").pop()?.toLowerCase() ?? "");

/** Every image of a Markdown text, `![alt](href)`, wherever it stands, by marked's own lexer. */
export function markdownImages(markdown: string): { href: string; alt: string }[] {
  const images: { href: string; alt: string }[] = [];
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === "image") images.push({ href: String(token.href), alt: String(token.text ?? "").trim() });
      if ("tokens" in token && Array.isArray(token.tokens)) walk(token.tokens as Token[]);
      if (token.type === "list") for (const item of token.items) walk(item.tokens);
      if (token.type === "table") {
        for (const cell of [...token.header, ...token.rows.flat()]) walk(cell.tokens);
      }
    }
  };
  walk(new Lexer().lex(markdown));
  return images;
}

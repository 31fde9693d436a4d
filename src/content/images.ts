import { Lexer, marked } from "marked";
import sanitizeHtml from "sanitize-html";

/**
 * Where the content's image files are, and how a path written in an entry leads to one. Every image lives under
 * src/content/images (covers/, posts/, leaders/, customers/); an entry writes its path from its own file, as Markdown
 * does: `../images/covers/my-post/cover.jpg` from a post in insights/, `images/customers/pennyrise.svg` from proof.yaml.
 * Pure, so the checks of ./validate.ts and the pictures of ./pictures.ts resolve a path the same way.
 */

/**
 * The file types the site serves as pictures: rasters, converted to AVIF and WebP, and SVG (the customers' logos),
 * served as it is and so checked by `svgProblem`.
 */
export const imageExtensions = ["avif", "gif", "jpeg", "jpg", "png", "svg", "webp"] as const;

/**
 * The most an uploaded picture may be: its file's size and its longest side. A photo from a camera or a phone fits once
 * it is exported for the web; the site never shows a picture wider than 1,800 pixels. Checked at save
 * (server/editor/uploads.ts) and said in the image fields' help (./schema.ts) and in docs/editing.md.
 */
export const uploadLimits = { megabytes: 5, pixels: 6000 } as const;
/** The limits in the editor's words, for the help of every image field. */
export const uploadLimitsText = `At most ${uploadLimits.megabytes} MB and ${uploadLimits.pixels.toLocaleString("en")} pixels a side, as PNG, JPEG, WebP, AVIF, GIF or SVG.`;

/**
 * The shape and least width of the pictures of a field, by the folder of src/content/images it uploads into: a cover
 * is shown across a card and a post at 16:9, a leader's photo upright at 4:5, each cropped to it. A picture far from
 * it (an upright photo for a cover) would lose what matters to the crop, and a narrow one would be blurred: it is
 * refused at save (server/editor/uploads.ts) and by the content check, and the field's help says what is needed.
 */
const shapes = {
  covers: { ratio: 16 / 9, minWidth: 1600, words: "landscape (16:9)", what: "A cover" },
  leaders: { ratio: 4 / 5, minWidth: 600, words: "upright (4:5)", what: "A leader's photo" },
} as const;
/** How far a picture's proportions may be from its field's before the crop cuts too much: a fifth. */
const shapeTolerance = 0.2;

const shapeOf = (path: string) => {
  const folder = path.split("/")[1] ?? "";
  return Object.hasOwn(shapes, folder) ? shapes[folder as keyof typeof shapes] : undefined;
};

/** What a field's pictures must be, in its help: "Landscape (16:9), at least 1,600 pixels wide." */
export const pictureShapeText = (directory: string) => {
  const shape = shapeOf(directory.replace(/^src\/content\//, ""));
  return (
    shape && `${shape.words.replace(/^./, (c) => c.toUpperCase())}, at least ${shape.minWidth.toLocaleString("en")} pixels wide.`
  );
};

/** Why a picture of `width` × `height` does not fit the field its path is for, or undefined when it fits. */
export function pictureShapeProblem(path: string, width: number, height: number): string | undefined {
  const shape = shapeOf(path);
  if (!shape || path.toLowerCase().endsWith(".svg")) return undefined;
  const off = Math.abs(width / height / shape.ratio - 1) > shapeTolerance;
  if (!off && width >= shape.minWidth) return undefined;
  const size = `${width.toLocaleString("en")} × ${height.toLocaleString("en")} pixels`;
  const fix = off ? "crop it to that shape" : "use a larger picture";
  return `"${path.split("/").pop()}" is ${size}. ${shape.what} must be ${shape.words}, at least ${shape.minWidth.toLocaleString("en")} pixels wide: ${fix}, then upload it again.`;
}

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

/** Every image of a Markdown text, `![alt](href)`, wherever it stands, by marked's own lexer and walker. */
export function markdownImages(markdown: string): { href: string; alt: string }[] {
  const images: { href: string; alt: string }[] = [];
  marked.walkTokens(new Lexer().lex(markdown), (token) => {
    if (token.type === "image") images.push({ href: token.href, alt: token.text.trim() });
  });
  return images;
}

/** The elements of a drawing: shapes, text, and what shapes refer to inside the file (gradients, masks, clips). */
const drawing = new Set(
  "svg g defs symbol use path rect circle ellipse line polyline polygon text tspan title desc mask clipPath linearGradient radialGradient stop pattern".split(
    " ",
  ),
);

/** Why an element of a drawing cannot be served: an event handler, or a reference to another file than its own. */
function attributeProblem(attribs: Record<string, string>): string | undefined {
  for (const [name, value] of Object.entries(attribs)) {
    if (/^([^:]*:)?on/i.test(name)) return `has an event handler ("${name}")`;
    if ((/^([^:]*:)?href$/i.test(name) && !value.trim().startsWith("#")) || /url\(\s*(?!['"]?#)/i.test(value))
      return `refers to another file ("${value}")`;
  }
  return undefined;
}

/**
 * Why an SVG cannot be served as a picture of the site, or undefined for a drawing. An SVG opened on its own is a
 * page of the site's origin: a script in it (or an event handler, an embedded page, an animation that changes a link)
 * runs with a visitor's cookies, and a reference to another file loads it. So an SVG holds only the elements of a
 * drawing, read by the sanitiser's XML parser, refers only to its own parts (`#id`), and declares no document type,
 * whose entities could hold any of that out of the parser's sight.
 */
export function svgProblem(svg: string): string | undefined {
  let why: string | undefined;
  if (svg.includes("\0")) why = "is not a text file";
  else if (/<!(DOCTYPE|ENTITY)/i.test(svg)) why = "declares a document type";
  else
    sanitizeHtml(svg, {
      parser: { xmlMode: true },
      transformTags: {
        "*": (tagName, attribs) => {
          why ??= drawing.has(tagName) ? attributeProblem(attribs) : `holds <${tagName}>`;
          return { tagName, attribs };
        },
      },
    });
  return (
    why &&
    `the picture ${why}. An SVG on the site may hold only shapes and text, and refer only to its own parts: export it again as a plain drawing, or upload it as a PNG.`
  );
}

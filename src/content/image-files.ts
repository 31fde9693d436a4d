import type { ImageMetadata } from "astro";

/**
 * The content's image files (src/content/images, or the images of the content set CONTENT_DIR names), imported by
 * Vite, which gives each its size and format and has Astro's build emit it: keyed by the path from the top of the
 * content folder ("images/covers/my-post/cover.jpg", as ./images.ts resolves an entry's path). `@content-images` is
 * the images folder of the content being built; in a build, only its pictures that the content names
 * (src/integrations/content-images.ts), since every picture imported here is copied into the build.
 */
const imported = import.meta.glob<ImageMetadata>(
  "@content-images/**/*.{avif,gif,jpeg,jpg,png,svg,webp,AVIF,GIF,JPEG,JPG,PNG,SVG,WEBP}",
  { eager: true, import: "default" },
);

/** "…/images/covers/a.jpg" → "images/covers/a.jpg". */
const pathOf = (key: string) => `images/${key.slice(key.indexOf("/images/") + "/images/".length)}`;

export const imageFiles = new Map(Object.entries(imported).map(([key, image]) => [pathOf(key), image]));

/** The text of each SVG file, by the same paths: served as it is, each is checked (./images.ts, `svgProblem`). */
export const svgTexts = new Map(
  Object.entries(
    import.meta.glob<string>("@content-images/**/*.{svg,SVG}", { eager: true, query: "?raw", import: "default" }),
  ).map(([key, text]) => [pathOf(key), text]),
);

import { mkdirSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
import { printTable } from "./production-server.ts";

/**
 * Renders the hand-drawn SVG sources in src/assets/images/src to AVIF and WebP in public/images,
 * at the widths the site asks for in its srcset attributes, then prints each output file and its size.
 * Run with `npm run images` after editing a source; the outputs are committed, not built.
 */
const sourceDir = "src/assets/images/src";
const outputDir = "public/images";

/** Output widths (px); the height follows the SVG's own aspect ratio. */
const widths = [640, 1200];

const formats = [
  { ext: "avif", encode: (image: Sharp) => image.avif({ quality: 50, effort: 6 }) },
  { ext: "webp", encode: (image: Sharp) => image.webp({ quality: 75, effort: 6, smartSubsample: true }) },
];

mkdirSync(outputDir, { recursive: true });

const rows: string[][] = [];
let total = 0;
const sources = readdirSync(sourceDir)
  .filter((file) => file.endsWith(".svg"))
  .sort();

for (const source of sources) {
  const name = path.basename(source, ".svg");
  const svg = readFileSync(path.join(sourceDir, source));
  // The drawing's own size, in its user units (its viewBox, or its width and height), as librsvg reads it.
  const box = await sharp(svg).metadata();
  for (const width of widths) {
    const height = Math.round((width * box.height) / box.width);
    // Rasterise at the target size directly (density scales the SVG's user units), so nothing is resampled twice.
    const density = (72 * width) / box.width;
    const raster = await sharp(svg, { density }).resize(width, height, { fit: "fill" }).png().toBuffer();
    for (const format of formats) {
      const file = path.join(outputDir, `${name}-${width}.${format.ext}`);
      await format.encode(sharp(raster)).toFile(file);
      const bytes = statSync(file).size;
      rows.push([file, `${width}×${height}`, String(bytes)]);
      total += bytes;
    }
  }
}

printTable("public/images", ["file", "size", "bytes"], rows);
console.log(`${rows.length} files from ${sources.length} sources, ${total} bytes in all`);

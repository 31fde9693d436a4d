import path from "node:path";
import sharp from "sharp";
import { pictureShapeProblem, uploadLimits, uploadLimitsText } from "../../src/content/images.ts";

/**
 * The pictures the editor uploads, checked before anything is written: a file the site cannot show (text named
 * `x.png`, a picture named for another format, one that cannot be read) would fail every build after it, and a very
 * large one would stay in the content's history for good. The format is read from the file's bytes by sharp, the
 * library the build makes the pictures with, never taken from the name.
 */

/** The extension of each format sharp reads that the site serves (./src/content/images.ts), and back (.jpeg too). */
const extensionOf: Record<string, string> = { heif: "avif", gif: "gif", jpeg: "jpg", png: "png", svg: "svg", webp: "webp" };
const formatOf: Record<string, string> = {
  ...Object.fromEntries(Object.entries(extensionOf).map(([format, extension]) => [extension, format])),
  jpeg: "jpeg",
};

/** Why an uploaded file cannot be saved, in the editor's words; undefined for a picture the site can show. */
export async function uploadRefusal(relative: string, contents: Buffer): Promise<string | undefined> {
  const name = path.posix.basename(relative);
  const again = `Nothing was saved. ${uploadLimitsText}`;
  const megabytes = contents.length / 1_000_000;
  if (megabytes > uploadLimits.megabytes)
    return `"${name}" is ${megabytes.toFixed(1)} MB, too large for the site. Export it smaller (2,400 pixels wide is plenty for a cover) and upload it again. ${again}`;
  const wanted = formatOf[path.posix.extname(name).slice(1).toLowerCase()];
  if (!relative.startsWith("images/") || !wanted) return `"${name}" is not a picture the site can show. ${again}`;
  const metadata = await sharp(contents)
    .metadata()
    .catch(() => undefined);
  // AVIF is HEIF compressed as AV1; a phone's HEIC photo is HEIF too, which browsers do not show.
  const format = metadata?.format === "heif" && metadata.compression !== "av1" ? undefined : metadata?.format;
  if (!metadata || !format || !extensionOf[format] || !metadata.width || !metadata.height)
    return `"${name}" could not be read as a picture: it may be damaged, or another kind of file. Open it and export it again as PNG, JPEG or WebP. ${again}`;
  if (format !== wanted)
    return `"${name}" is a ${extensionOf[format]?.toUpperCase()} picture named as another kind: rename it to end in .${extensionOf[format]} and upload it again. ${again}`;
  const side = Math.max(metadata.width, metadata.height);
  if (side > uploadLimits.pixels)
    return `"${name}" is ${metadata.width.toLocaleString("en")} × ${metadata.height.toLocaleString("en")} pixels, too large for the site. Export it smaller and upload it again. ${again}`;
  const unfit = pictureShapeProblem(relative, metadata.width, metadata.height);
  return unfit && `${unfit} Nothing was saved.`;
}

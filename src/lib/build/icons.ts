import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

/** The logo (public/favicon.svg) drawn as a square PNG, on white where a platform shows no transparency. */
export async function logoPng(size: number, background?: string): Promise<Buffer> {
  const svg = await readFile(path.resolve("public/favicon.svg"));
  const image = sharp(svg, { density: 600 }).resize(size, size);
  return (background ? image.flatten({ background }) : image).png().toBuffer();
}

/**
 * An ICO file holding PNG images (the format Windows Vista introduced, which every browser reads): a 6-byte header, a
 * 16-byte entry per image, then the images.
 */
export function icoFromPngs(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.png)]);
}

import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fixtureContent } from "../../tests/content/build.ts";
import { type ContentSaver, contentSaver } from "./save.ts";

/**
 * Pictures uploaded through the editor's save, on a copy of the fixture content: a picture the site can show is
 * written; text named as a picture, a picture named for another format, one too large in bytes or in pixels is refused
 * in words and nothing is written.
 */

let root: string;
let save: ContentSaver;
const file = (relative: string) => path.join(root, "src/content", relative);

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "tessera-uploads-"));
  cpSync(fixtureContent, path.join(root, "src/content"), { recursive: true });
  save = contentSaver({ root, today: () => "2026-06-01" });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const upload = (relative: string, contents: Buffer) =>
  save({ additions: [{ path: `src/content/${relative}`, contents: contents.toString("base64") }], deletions: [] });

const picture = (format: "png" | "jpeg" | "webp", width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: "#0a7" } })
    .toFormat(format)
    .toBuffer();

describe("an uploaded picture", () => {
  it("is checked against its field's shape and least width: a cover landscape from 1,600 pixels, a photo upright from 600", async () => {
    const cases = [
      ["covers/post/cover.jpg", 1600, 900, undefined],
      ["covers/post/wide.jpg", 2400, 1200, undefined],
      ["leaders/ada/photo.jpg", 600, 750, undefined],
      [
        "covers/post/portrait.jpg",
        600,
        800,
        '"portrait.jpg" is 600 × 800 pixels. A cover must be landscape (16:9), at least 1,600 pixels wide: crop it to that shape, then upload it again. Nothing was saved.',
      ],
      [
        "covers/post/small.jpg",
        1200,
        675,
        '"small.jpg" is 1,200 × 675 pixels. A cover must be landscape (16:9), at least 1,600 pixels wide: use a larger picture, then upload it again. Nothing was saved.',
      ],
      [
        "leaders/ada/landscape.jpg",
        800,
        600,
        '"landscape.jpg" is 800 × 600 pixels. A leader\'s photo must be upright (4:5), at least 600 pixels wide: crop it to that shape, then upload it again. Nothing was saved.',
      ],
    ] as const;
    for (const [relative, width, height, refusal] of cases) {
      const result = await upload(`images/${relative}`, await picture("jpeg", width, height));
      expect(result.ok || result.message, relative).toBe(refusal ?? true);
      expect(existsSync(file(`images/${relative}`)), relative).toBe(!refusal);
    }
  });

  it("is written when it is a small PNG, JPEG or WebP named for its format", async () => {
    for (const [name, format] of [
      ["a.png", "png"],
      ["b.jpg", "jpeg"],
      ["c.JPEG", "jpeg"],
      ["d.webp", "webp"],
    ] as const) {
      const result = await upload(`images/posts/${name}`, await picture(format));
      expect(result, name).toMatchObject({ ok: true, written: [`images/posts/${name}`] });
      expect(existsSync(file(`images/posts/${name}`))).toBe(true);
    }
  });

  it("is refused when it is text named as a picture, and nothing is written", async () => {
    const result = await upload("images/posts/x.png", Buffer.from("hello"));
    expect(result).toMatchObject({ ok: false, status: 422 });
    expect(result.ok || result.message).toContain('"x.png" could not be read as a picture');
    expect(existsSync(file("images/posts/x.png"))).toBe(false);
  });

  it("is refused when its name says another format than its bytes", async () => {
    const result = await upload("images/posts/photo.png", await picture("jpeg"));
    expect(result.ok || result.message).toContain("rename it to end in .jpg");
    expect(existsSync(file("images/posts/photo.png"))).toBe(false);
  });

  it("is refused over 5 MB or over 6,000 pixels a side, saying the limits", async () => {
    // Noise does not compress: a real PNG of about 6 MB.
    const large = await sharp({
      create: { width: 1500, height: 1400, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128, sigma: 60 } },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(large.length).toBeGreaterThan(5_000_000);
    const heavy = await upload("images/covers/heavy.png", large);
    expect(heavy.ok || heavy.message).toMatch(/"heavy\.png" is \d+\.\d MB, too large .* At most 5 MB and 6,000 pixels a side/);
    const wide = await upload("images/covers/wide.png", await picture("png", 6001, 10));
    expect(wide.ok || wide.message).toContain('"wide.png" is 6,001 × 10 pixels, too large for the site');
    expect(existsSync(file("images/covers/heavy.png")) || existsSync(file("images/covers/wide.png"))).toBe(false);
  });
});

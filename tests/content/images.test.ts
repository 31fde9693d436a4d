import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Built, buildSite, copyContent } from "./build.ts";

/**
 * Pictures as content, on the fixture content: an insight with a cover and a picture in its text builds, each served
 * through astro:assets with its size and in AVIF and WebP; the customers' SVG logos are served as files; a picture no
 * entry uses is left out of the build; a picture whose file is missing, or that says nothing of what it shows, is
 * refused before a page is written.
 */
const post = "/resources/insights/why-blocks-beat-components";
const postFile = "insights/why-blocks-beat-components.md";
const fixture = copyContent();
const broken = copyContent();
let built: Built;
let refused: Built;

const edit = (file: string, change: (text: string) => string) =>
  writeFileSync(broken.file(file), change(readFileSync(broken.file(file), "utf8")));

beforeAll(async () => {
  // The cover's file is gone, the picture of the text has no alt text, a case study's cover has none either.
  rmSync(broken.file("images/covers/why-blocks-beat-components/cover.jpg"));
  edit(postFile, (text) => text.replace("![Four capability blocks side by side on a shared fabric]", "![]"));
  edit(
    "case-studies/pennyrise-dynamic-banking.yaml",
    (text) => `${text.trimEnd()}\ncover: ../images/posts/capability-blocks.png\n`,
  );
  edit("proof.yaml", (text) => text.replace("images/customers/saltmarsh-credit-union.svg", "images/customers/saltmarsh.svg"));
  // Pictures uploaded and never used: a raster, an SVG, and text named as a picture, which failed every build.
  await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c0ffee" } })
    .png()
    .toFile(fixture.file("images/posts/unused.png"));
  writeFileSync(fixture.file("images/posts/unused-text.png"), "hello");
  writeFileSync(fixture.file("images/customers/unused.svg"), '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>');
  [built, refused] = await Promise.all([buildSite(fixture.dir), buildSite(broken.dir)]);
}, 240_000);
afterAll(() => {
  built?.remove();
  refused?.remove();
  broken.remove();
  fixture.remove();
});

/** The attributes of each tag of a name in a page. */
const tags = (html: string, name: string) =>
  [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, "g"))].map(([, attributes = ""]) =>
    Object.fromEntries(
      [...attributes.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map(([, key = "", value]) => [key.toLowerCase(), value]),
    ),
  );

describe("pictures of the content", () => {
  it("serve a post's cover and the picture of its text through astro:assets, sized, in AVIF and WebP", () => {
    expect(built.ok, built.output.slice(-2000)).toBe(true);
    const html = built.html(post);
    const images = tags(html, "img").filter((img) => img.src?.startsWith("/_astro/"));
    const alts = images.map((img) => img.alt);
    expect(alts).toContain("Rows of white tiles on a teal-to-indigo ground, each tile a capability block");
    expect(alts).toContain("Four capability blocks side by side on a shared fabric");
    for (const img of images) {
      expect(Number(img.width), img.src).toBeGreaterThan(0);
      expect(Number(img.height), img.src).toBeGreaterThan(0);
      expect(img.src).toMatch(/\.webp$/);
      expect(img.srcset).toMatch(/\.webp \d+w/);
    }
    const sources = tags(html, "source");
    expect(sources.length).toBeGreaterThanOrEqual(2);
    for (const source of sources) {
      expect(source.type).toBe("image/avif");
      expect(source.srcset).toMatch(/\.avif \d+w/);
    }
    // Every width the page names is a file of the build.
    for (const candidate of [...images.map((img) => img.srcset), ...sources.map((s) => s.srcset)]) {
      for (const file of (candidate ?? "").split(",").map((c) => c.trim().split(" ")[0] ?? "")) {
        expect(() => readFileSync(path.join(built.client, file)), file).not.toThrow();
      }
    }
  });

  it("shows the customers' logos as SVG files, each named by the customer", () => {
    const logos = tags(built.html("/"), "img").filter((img) => img.src?.endsWith(".svg"));
    expect(logos.map((img) => img.alt)).toContain("Harbourline Bank");
    for (const logo of logos) {
      expect(Number(logo.width)).toBeGreaterThan(0);
      expect(Number(logo.height)).toBeGreaterThan(0);
      expect(readFileSync(path.join(built.client, logo.src ?? ""), "utf8")).toContain("<svg");
    }
  });

  it("leaves out of the build a picture no entry uses, and builds although such a file cannot be read", () => {
    expect(built.ok, built.output.slice(-2000)).toBe(true);
    const files = readdirSync(built.client, { recursive: true, encoding: "utf8" });
    expect(files.filter((file) => path.basename(file).startsWith("unused"))).toEqual([]);
    // The pictures in use are there.
    expect(files.some((file) => path.basename(file).startsWith("capability-blocks"))).toBe(true);
  });

  it("refuses a missing file and a picture without alt text, naming the entry and the field", () => {
    expect(refused.ok).toBe(false);
    for (const problem of [
      "Insights → Why blocks beat components: designing bank platforms around business capabilities → Cover picture: the picture",
      "is missing (src/content/images/covers/why-blocks-beat-components/cover.jpg). Upload it again, or remove it.",
      '→ Text: the picture "../images/posts/capability-blocks.png" has no alt text.',
      "→ Cover picture's alt text (what it shows): the cover picture has no alt text.",
      "Customers → Saltmarsh Credit Union → Logo: the picture",
    ]) {
      expect(refused.output).toContain(problem);
    }
  });
});

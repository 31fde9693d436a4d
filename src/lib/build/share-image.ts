import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { UiStrings } from "@content/schema.ts";
import { site } from "@content/site.ts";
import { shareImageSize } from "@lib/seo.ts";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import sharp from "sharp";

/**
 * The share image of a page (Open Graph, Twitter): drawn from its title and description with the brand. Text is set
 * in Inter from @fontsource; the layout is satori's flexbox, rendered by resvg.
 */
type Node = { type: string; props: { style?: Record<string, unknown>; children?: (Node | string)[] | Node | string } };
const h = (type: string, style: Record<string, unknown>, ...children: (Node | string)[]): Node => ({
  type,
  props: { style, children },
});

const font = (weight: 400 | 700) =>
  readFileSync(createRequire(import.meta.url).resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
const fonts = [
  { name: "Inter", data: font(400), weight: 400 as const, style: "normal" as const },
  { name: "Inter", data: font(700), weight: 700 as const, style: "normal" as const },
];

const tile = (color: string, opacity = 1) => h("div", { width: 26, height: 26, borderRadius: 6, background: color, opacity });

function card(eyebrow: string, title: string, description: string): Node {
  return h(
    "div",
    {
      width: "100%",
      height: "100%",
      display: "flex",
      flexDirection: "column",
      justifyContent: "space-between",
      paddingBottom: 96,
      padding: "64px 72px",
      background: "linear-gradient(135deg, #0b1324 0%, #16213a 60%, #0d4a46 100%)",
      color: "#ffffff",
      fontFamily: "Inter",
    },
    h(
      "div",
      { display: "flex", alignItems: "center", gap: 16 },
      h(
        "div",
        { display: "flex", flexWrap: "wrap", width: 58, gap: 6 },
        tile("#14b8a6"),
        tile("#6366f1"),
        tile("#6366f1", 0.75),
        tile("#14b8a6", 0.55),
      ),
      h("div", { fontSize: 40, fontWeight: 700, letterSpacing: -1 }, site.name),
    ),
    h(
      "div",
      { display: "flex", flexDirection: "column", gap: 20, width: 1056 },
      h("div", { fontSize: 24, fontWeight: 700, color: "#5eead4", textTransform: "uppercase", letterSpacing: 2 }, eyebrow),
      h(
        "div",
        { fontSize: title.length > 60 ? 50 : 62, fontWeight: 700, lineHeight: 1.1, letterSpacing: -1.5, width: 1056 },
        title,
      ),
      h("div", { fontSize: 28, color: "#cbd5e1", lineHeight: 1.4, width: 1056 }, description),
    ),
  );
}

/** A 1200×630 JPEG: the brand, an eyebrow, the title and the description. */
export async function shareImage(eyebrow: string, title: string, description: string): Promise<Buffer> {
  const short = description.length > 150 ? `${description.slice(0, 147)}…` : description;
  const svg = await satori(card(eyebrow, title, short) as never, { ...shareImageSize, fonts });
  const png = new Resvg(svg, { fitTo: { mode: "width", value: shareImageSize.width } }).render().asPng();
  return sharp(png).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}

/** The eyebrow of each kind of page that has one (src/content/ui.yaml → shareImage); other pages carry the brand. */
export const shareEyebrow = (kind: string, copy: UiStrings["shareImage"]): string | undefined =>
  ({
    solution: copy.solution,
    industry: copy.industry,
    platform: copy.platform,
    "platform-page": copy.platform,
    insight: copy.insight,
    "news-post": copy.news,
    "case-study": copy.caseStudy,
    legal: copy.legal,
  })[kind];

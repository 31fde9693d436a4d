import { getImage } from "astro:assets";
import { type ArticleWithBody, escapeAttribute, markdownRenderer } from "./assemble.ts";
import { fill } from "./fill.ts";
import { imageFiles } from "./image-files.ts";
import { contentImagePath, entryFolder, markdownImages } from "./images.ts";
import { allArticles, caseStudies, homeProof, leaders, partners, ui } from "./index.ts";

/** A picture of the content as made here at build time (src/components/ui/content-picture.tsx shows it). */
export type PictureData = {
  src: string;
  width: number;
  height: number;
  alt: string;
  /** The WebP widths, for the <img>. */
  srcset?: string;
  /** The AVIF widths, for a <source> the browsers that read AVIF take. */
  avif?: string;
  /** How wide the picture shows, for the browser to pick a width. */
  sizes?: string;
};

/**
 * The content's pictures as pages show them, made at build time with astro:assets: each raster in AVIF and WebP, in the
 * widths its place needs (never wider than the file), with its width and height; each SVG as its file. Pages pass
 * them to the components as props. Docs: docs/decisions/013-content-images.md.
 */

/** Where a picture shows: the widths made of it, and how wide it shows (for the browser's pick). */
export const places = {
  /** Above a post or a case study, the width of the text. */
  cover: { widths: [480, 800, 1200, 1600], sizes: "(min-width: 768px) 42rem, 100vw" },
  /** Across the top of a case study's card, the content's width. */
  study: { widths: [640, 1200, 1800], sizes: "(min-width: 80rem) 75rem, 100vw" },
  /** On a post's card in a list, half the content's width from tablets up. */
  card: { widths: [400, 800], sizes: "(min-width: 768px) 36rem, 100vw" },
  /** In the text of a post. */
  body: { widths: [480, 800, 1200], sizes: "(min-width: 768px) 42rem, 100vw" },
  /** A leader's photo on their card, beside the name. */
  leader: { widths: [240, 480], sizes: "7rem" },
  /** A customer's logo, 32 pixels high. */
  logo: { widths: [240, 480], sizes: "12rem" },
} as const;
export type Place = keyof typeof places;

/**
 * The picture at a path an entry wrote (from its `folder` of src/content, ./images.ts), or undefined when there is no
 * such file: the content's checks (./validate.ts) refuse that before a page is built.
 */
export async function pictureOf(
  written: string | undefined,
  folder: string,
  alt: string,
  place: Place,
): Promise<PictureData | undefined> {
  const path = written ? contentImagePath(written, folder) : undefined;
  const image = path ? imageFiles.get(path) : undefined;
  if (!image) return undefined;
  if (image.format === "svg") return { src: image.src, width: image.width, height: image.height, alt };
  const { widths: wanted, sizes } = places[place];
  const widths = [...new Set(wanted.map((width) => Math.min(width, image.width)))];
  const width = Math.max(...widths);
  const [avif, webp] = await Promise.all(
    (["avif", "webp"] as const).map((format) => getImage({ src: image, width, widths, sizes, format })),
  );
  return {
    src: webp?.src ?? image.src,
    width,
    height: Math.round((image.height * width) / image.width),
    alt,
    srcset: webp?.srcSet.attribute,
    avif: avif?.srcSet.attribute,
    sizes,
  };
}

/** The HTML of a picture, for the Markdown texts, which are HTML by the time a page shows them. */
function pictureHtml(picture: PictureData): string {
  const attribute = (name: string, value: string | number | undefined) =>
    value === undefined ? "" : ` ${name}="${escapeAttribute(String(value))}"`;
  const img = `<img${attribute("src", picture.src)}${attribute("srcset", picture.srcset)}${attribute("sizes", picture.srcset ? picture.sizes : undefined)}${attribute("alt", picture.alt)}${attribute("width", picture.width)}${attribute("height", picture.height)} loading="lazy" decoding="async">`;
  return picture.avif
    ? `<picture><source type="image/avif"${attribute("srcset", picture.avif)}${attribute("sizes", picture.sizes)}>${img}</picture>`
    : img;
}

/** A post's Markdown as its page shows it: each of its images (`![alt](path)`, a file of the content) made a picture. */
export async function articleHtml(markdown: string, folder: string): Promise<string> {
  const key = (href: string, alt: string) => `${href}\n${alt.trim()}`;
  const made = await Promise.all(
    markdownImages(markdown).map(async ({ href, alt }) => [key(href, alt), await pictureOf(href, folder, alt, "body")] as const),
  );
  const pictures = new Map(made);
  return markdownRenderer(ui.a11y.table, (image) => {
    const picture = pictures.get(key(image.href, image.text));
    return picture && pictureHtml(picture);
  })(markdown);
}

/*
 * The pictures of the entries that lists and cards show, made once per build (or per change of the content, in dev).
 * A post's own cover and the pictures of its text are made by its page.
 */

/** The pictures of a list of entries, by key; an entry without a picture is left out. */
async function picturesBy<T>(items: readonly T[], key: (item: T) => string, make: (item: T) => Promise<PictureData | undefined>) {
  const made = await Promise.all(items.map(async (item) => [key(item), await make(item)] as const));
  return new Map(made.filter((entry): entry is readonly [string, PictureData] => entry[1] !== undefined));
}

/** Each leader's photo, by slug; a leader without one shows their initials. */
export const leaderPhotos = await picturesBy(
  leaders,
  (leader) => leader.slug,
  (leader) =>
    pictureOf(leader.photo, entryFolder.leader, fill(ui.a11y.leaderPortrait, { name: leader.name, role: leader.role }), "leader"),
);

/** Each customer's logo, by name; its description for screen readers is the name. */
export const customerLogos = await picturesBy(
  homeProof.customers.names,
  (customer) => customer.name,
  (customer) => pictureOf(customer.logo, entryFolder.proof, customer.name, "logo"),
);

/** Each partner's logo, by name; its description for screen readers is the name. */
export const partnerLogos = await picturesBy(
  partners,
  (partner) => partner.name,
  (partner) => pictureOf(partner.logo, entryFolder.partner, partner.name, "logo"),
);

/** Each case study's cover, across the top of its card, by slug. */
export const caseStudyCovers = await picturesBy(
  caseStudies,
  (study) => study.slug,
  (study) => pictureOf(study.cover, entryFolder.caseStudy, study.coverAlt ?? "", "study"),
);

/**
 * Each published post's cover as its card in a list shows it, by `${kind}/${slug}`: beside the post's title, which the
 * card links, it adds nothing to hear, so it is described on the post's page only.
 */
const articleCardCovers = await picturesBy(
  allArticles(),
  (article) => `${article.kind}/${article.slug}`,
  (article) => pictureOf(article.cover, entryFolder[article.kind], "", "card"),
);

/** A post as its card in a list shows it: without its text, with its card's cover if it has one. */
export const articleCard = ({ html: _html, markdown: _markdown, cover: _cover, ...article }: ArticleWithBody) => ({
  ...article,
  cover: articleCardCovers.get(`${article.kind}/${article.slug}`),
});

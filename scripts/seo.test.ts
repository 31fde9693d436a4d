import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { redirects } from "../app/lib/redirects.ts";
import { pageEntries } from "../app/lib/route-table.server.ts";
import { absolute, siteUrl } from "../app/lib/seo.server.ts";

// Reads the prerendered build (npm test builds before the unit tests).
const root = "build/client";
const htmlOf = (pagePath: string) =>
  readFileSync(path.join(root, pagePath === "/" ? "index.html" : `${pagePath}/index.html`), "utf8");
const decode = (value: string) =>
  value
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
const meta = (html: string, key: string) => {
  const match = html.match(new RegExp(`<meta (?:name|property)="${key.replace(/[:.]/g, "\\$&")}" content="([^"]*)"`));
  return match ? decode(match[1] as string) : undefined;
};
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] as string) as Record<string, unknown>,
  );

const required: Record<string, string[]> = {
  Organization: ["name", "url", "logo"],
  WebSite: ["name", "url"],
  BreadcrumbList: ["itemListElement"],
  Article: ["headline", "datePublished", "author", "image", "publisher"],
  NewsArticle: ["headline", "datePublished", "author", "image", "publisher"],
  Service: ["name", "description", "provider"],
};

describe("page metadata in the build", () => {
  const entries = pageEntries();

  it("gives every page a unique title and description", () => {
    const titles = entries.map((e) => htmlOf(e.path).match(/<title>([^<]*)<\/title>/)?.[1]);
    const descriptions = entries.map((e) => meta(htmlOf(e.path), "description"));
    expect(titles.every(Boolean)).toBe(true);
    expect(new Set(titles).size).toBe(entries.length);
    expect(descriptions.every(Boolean)).toBe(true);
    expect(new Set(descriptions).size).toBe(entries.length);
  });

  for (const entry of entries) {
    it(`${entry.path}: canonical, Open Graph, Twitter and valid JSON-LD`, async () => {
      const html = htmlOf(entry.path);
      expect(html.match(/<link rel="canonical" href="([^"]+)"/)?.[1]).toBe(absolute(entry.path));
      for (const key of [
        "og:title",
        "og:description",
        "og:url",
        "og:type",
        "og:image",
        "og:image:width",
        "og:image:height",
        "og:image:alt",
      ]) {
        expect(meta(html, key), key).toBeTruthy();
      }
      expect(meta(html, "og:url")).toBe(absolute(entry.path));
      expect(meta(html, "twitter:card")).toBe("summary_large_image");
      expect(meta(html, "keywords")).toBeTruthy();
      expect(html).toContain('name="viewport"');
      expect(html).toContain('name="theme-color"');
      expect(html).not.toContain('content="noindex"');

      const image = meta(html, "og:image") as string;
      expect(image.startsWith(siteUrl())).toBe(true);
      const file = path.join(root, image.slice(siteUrl().length));
      expect(existsSync(file), file).toBe(true);
      const { width, height } = await sharp(file).metadata();
      expect([width, height]).toEqual([Number(meta(html, "og:image:width")), Number(meta(html, "og:image:height"))]);
      expect([width, height]).toEqual([1200, 630]);

      const blocks = jsonLd(html);
      expect(blocks.length).toBeGreaterThan(0);
      for (const block of blocks) {
        expect(block["@context"]).toBe("https://schema.org");
        for (const key of required[block["@type"] as string] ?? []) expect(block[key], `${block["@type"]}.${key}`).toBeTruthy();
      }
      const types = blocks.map((b) => b["@type"]);
      if (entry.kind === "home") expect(types).toEqual(expect.arrayContaining(["Organization", "WebSite"]));
      else expect(types).toContain("BreadcrumbList");
      if (entry.kind === "insight") expect(types).toContain("Article");
      if (entry.kind === "news-post") expect(types).toContain("NewsArticle");
      if (entry.kind === "solution") expect(types).toContain("Service");
    });
  }

  it("keeps the not-found page and the redirect stubs out of search results", () => {
    expect(readFileSync(path.join(root, "404.html"), "utf8")).toContain('<meta name="robots" content="noindex"/>');
    for (const from of redirects.keys()) {
      expect(readFileSync(path.join(root, from, "index.html"), "utf8"), from).toContain('<meta name="robots" content="noindex">');
    }
  });
});

describe("sitemap, robots and feed", () => {
  it("lists exactly the indexable pages in the sitemap, with lastmod", () => {
    const xml = readFileSync(path.join(root, "sitemap.xml"), "utf8");
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.sort()).toEqual(
      pageEntries()
        .map((e) => absolute(e.path))
        .sort(),
    );
    expect([...xml.matchAll(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)]).toHaveLength(locs.length);
  });

  it("points robots.txt at the sitemap and keeps crawlers off the functions", () => {
    const robots = readFileSync(path.join(root, "robots.txt"), "utf8");
    expect(robots).toContain(`Sitemap: ${siteUrl()}/sitemap.xml`);
    expect(robots).toContain("Disallow: /functions/");
  });

  it("has every news post and insight in the feed, linked from the pages", () => {
    const feed = readFileSync(path.join(root, "feed.xml"), "utf8");
    const articles = pageEntries().filter((e) => e.kind === "insight" || e.kind === "news-post");
    expect([...feed.matchAll(/<entry>/g)]).toHaveLength(articles.length);
    for (const a of articles) expect(feed).toContain(absolute(a.path));
    expect(htmlOf("/")).toContain('type="application/atom+xml"');
  });
});

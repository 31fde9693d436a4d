import { readSiteData } from "../../server/site-data.ts";
import { absolute } from "../../src/lib/seo.ts";
import { expect, firstPage, test } from "./fixtures.ts";

const pageEntries = () => readSiteData("build/client").pages;

test.describe("files for crawlers", () => {
  test("sitemap, robots and feed are served as valid XML and text", async ({ page, request }) => {
    await page.goto("/");
    for (const path of ["/sitemap.xml", "/feed.xml"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"]).toBe("application/xml; charset=utf-8");
      const error = await page.evaluate(
        (xml) => new DOMParser().parseFromString(xml, "application/xml").querySelector("parsererror")?.textContent ?? null,
        await response.text(),
      );
      expect(error, path).toBeNull();
    }
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(`${firstPage("solution")}</loc>`);
    expect(sitemap).not.toContain("/404");
    const robots = await request.get("/robots.txt");
    expect(robots.headers()["content-type"]).toBe("text/plain; charset=utf-8");
    expect(await robots.text()).toMatch(/Disallow: \/functions\/\n[\s\S]*Sitemap: https?:\/\/.+\/sitemap\.xml/);
  });

  test("security.txt is served with a contact, an expiry still ahead and a policy that is a section of a page", async ({
    request,
  }) => {
    const response = await request.get("/.well-known/security.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
    const lines = (await response.text()).trim().split("\n");
    const fields = new Map(lines.map((line) => [line.slice(0, line.indexOf(": ")), line.slice(line.indexOf(": ") + 2)]));
    expect(fields.size, "one field a line, each once").toBe(lines.length);
    expect(fields.get("Contact")).toMatch(/^mailto:[^@\s]+@[^@\s]+\.[a-z]+$/);
    expect(fields.get("Preferred-Languages")).toMatch(/^[a-z]{2,3}(-[A-Z]{2})?(, [a-z]{2,3}(-[A-Z]{2})?)*$/);
    expect(fields.get("Canonical")).toBe(absolute("/.well-known/security.txt"));
    // RFC 9116: in the future, and less than a year ahead.
    const expires = Date.parse(fields.get("Expires") ?? "");
    expect(expires).toBeGreaterThan(Date.now());
    expect(expires).toBeLessThan(Date.now() + 366 * 86_400_000);
    const policy = new URL(fields.get("Policy") ?? "");
    expect(policy.origin + policy.pathname).toBe(absolute(policy.pathname));
    const target = pageEntries().find((entry) => entry.path === policy.pathname);
    expect(target?.sections, policy.href).toContain(policy.hash.slice(1));
  });

  test("every page names a share image that exists, and the icons exist", async ({ page, request }) => {
    for (const path of ["/", firstPage("solution"), firstPage("news-post")]) {
      await page.goto(path);
      const image = await page.locator('meta[property="og:image"]').getAttribute("content");
      const response = await request.get(new URL(image ?? "").pathname);
      expect(response.headers()["content-type"], path).toBe("image/jpeg");
    }
    for (const [icon, type] of [
      ["/favicon.ico", "image/x-icon"],
      ["/favicon.svg", "image/svg+xml; charset=utf-8"],
      ["/apple-touch-icon.png", "image/png"],
      ["/og-image.jpg", "image/jpeg"],
    ]) {
      const response = await request.get(icon as string);
      expect(response.status(), icon).toBe(200);
      expect(response.headers()["content-type"], icon).toBe(type);
    }
  });
});

const required: Record<string, string[]> = {
  Organization: ["name", "url", "logo"],
  WebSite: ["name", "url"],
  BreadcrumbList: ["itemListElement"],
  Article: ["headline", "datePublished", "author", "image", "publisher"],
  NewsArticle: ["headline", "datePublished", "author", "image", "publisher"],
  Service: ["name", "description", "provider"],
};

test.describe("page metadata", () => {
  const entries = pageEntries();

  test("every page has a unique title and description, a canonical URL, share cards and valid JSON-LD", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const entry of entries) {
      await page.goto(entry.path);
      const head = await page.evaluate(() => {
        const meta = (key: string) =>
          document.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute("content") ?? undefined;
        const keys = ["description", "keywords", "robots", "viewport", "theme-color", "twitter:card"];
        const og = [
          "og:title",
          "og:description",
          "og:url",
          "og:type",
          "og:image",
          "og:image:width",
          "og:image:height",
          "og:image:alt",
        ];
        return {
          title: document.title,
          canonical: document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href,
          feed: document.querySelector('link[type="application/atom+xml"], link[type="application/rss+xml"]') !== null,
          meta: Object.fromEntries([...keys, ...og].map((key) => [key, meta(key)])),
          jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
            (script) => JSON.parse(script.textContent ?? "{}") as Record<string, unknown>,
          ),
        };
      });
      const where = entry.path;
      titles.add(head.title);
      descriptions.add(head.meta.description ?? "");
      expect(head.canonical, where).toBe(absolute(entry.path));
      expect(head.meta["og:url"], where).toBe(absolute(entry.path));
      for (const key of ["og:title", "og:description", "og:type", "og:image:alt", "keywords", "viewport", "theme-color"]) {
        expect(head.meta[key], `${where} ${key}`).toBeTruthy();
      }
      expect(head.meta["twitter:card"], where).toBe("summary_large_image");
      // A campaign page left out of the sitemap asks search engines not to list it.
      expect(head.meta.robots, where).toBe(entry.noindex ? "noindex" : undefined);
      expect(head.feed, where).toBe(true);
      expect([head.meta["og:image:width"], head.meta["og:image:height"]], where).toEqual(["1200", "630"]);
      const image = await request.get(new URL(head.meta["og:image"] ?? "").pathname);
      expect(image.status(), `${where} share image`).toBe(200);

      const types = head.jsonLd.map((block) => block["@type"]);
      for (const block of head.jsonLd) {
        expect(block["@context"], where).toBe("https://schema.org");
        for (const key of required[block["@type"] as string] ?? [])
          expect(block[key], `${where} ${block["@type"]}.${key}`).toBeTruthy();
      }
      if (entry.kind === "home") expect(types, where).toEqual(expect.arrayContaining(["Organization", "WebSite"]));
      else expect(types, where).toContain("BreadcrumbList");
      if (entry.kind === "insight") expect(types, where).toContain("Article");
      if (entry.kind === "news-post") expect(types, where).toContain("NewsArticle");
      if (entry.kind === "solution") expect(types, where).toContain("Service");
    }
    expect(titles.size).toBe(entries.length);
    expect(descriptions.size).toBe(entries.length);
  });

  test.describe("pages that must not be indexed", () => {
    test.use({ allowConsoleErrors: [/status of 404/] });
    test("the not-found page asks not to be", async ({ page }) => {
      await page.goto("/no-such-page");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    });
  });

  test("the sitemap lists exactly the pages search engines may list, and the feed every article and case study", async ({
    request,
  }) => {
    const [sitemap, feed] = await Promise.all([request.get("/sitemap.xml"), request.get("/feed.xml")]);
    const sitemapText = await sitemap.text();
    const feedText = await feed.text();
    const listed = entries.filter((entry) => !entry.noindex);
    for (const entry of entries)
      expect(sitemapText.includes(`<loc>${absolute(entry.path)}</loc>`), entry.path).toBe(!entry.noindex);
    expect(sitemapText.split("<loc>").length - 1).toBe(listed.length);
    for (const entry of entries.filter((e) => ["insight", "news-post", "case-study"].includes(e.kind))) {
      expect(feedText, entry.path).toContain(absolute(entry.path));
    }
  });

  test("each case study has a page of its own, linked from the list of case studies", async ({ page }) => {
    const studies = entries.filter((entry) => entry.kind === "case-study").map((entry) => entry.path);
    await page.goto("/resources/case-studies");
    const links = await page
      .locator("main li a[href^='/resources/case-studies/']")
      .evaluateAll((all) => all.map((a) => a.getAttribute("href")));
    expect(studies.length).toBeGreaterThan(0);
    expect(new Set(links)).toEqual(new Set(studies));
  });
});

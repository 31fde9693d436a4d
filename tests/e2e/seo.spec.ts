import { expect, test } from "./fixtures.ts";

test.describe("files for crawlers", () => {
  test("sitemap, robots and feed are served as valid XML and text", async ({ page, request }) => {
    await page.goto("/");
    for (const [path, type] of [
      ["/sitemap.xml", "application/xml"],
      ["/feed.xml", "application/xml"],
    ] as const) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe(`${type}; charset=utf-8`);
      const text = await response.text();
      const error = await page.evaluate(
        (xml) => new DOMParser().parseFromString(xml, "application/xml").querySelector("parsererror")?.textContent ?? null,
        text,
      );
      expect(error, path).toBeNull();
    }
    const robots = await request.get("/robots.txt");
    expect(robots.headers()["content-type"]).toBe("text/plain; charset=utf-8");
    expect(await robots.text()).toMatch(/Disallow: \/functions\/\n[\s\S]*Sitemap: https?:\/\/.+\/sitemap\.xml/);
    const manifest = await request.get("/site.webmanifest");
    expect(manifest.headers()["content-type"]).toBe("application/manifest+json; charset=utf-8");
  });
});

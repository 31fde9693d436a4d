import { gzipSync } from "node:zlib";
import { readSiteData } from "../../server/site-data.ts";
import { expect, test } from "./fixtures.ts";

const pageEntries = () => readSiteData("build/client").pages;

/**
 * Byte budgets (docs/product.md), measured on what the browser loads when a page opens and nobody touches it: every
 * script (inline and fetched) and every stylesheet, gzipped at level 9. Bytes, not times: the same build gives the
 * same numbers on any machine.
 */
const kilobytes = 1024;
const jsBudget = (path: string) => (path === "/demo" ? 80 * kilobytes : 2 * kilobytes);
const cssBudget = 15 * kilobytes;
const gzip = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;

test.describe("what a page loads without interaction", { tag: "@desktop" }, () => {
  test.describe.configure({ timeout: 120_000 });

  test("stays within the JavaScript and CSS budgets on every page", async ({ page }) => {
    const rows: string[] = [];
    for (const { path } of pageEntries()) {
      const fetched: Promise<{ type: string; bytes: number }>[] = [];
      const onResponse = (response: import("@playwright/test").Response) => {
        const type = response.request().resourceType();
        if (type === "script" || type === "stylesheet")
          fetched.push(response.body().then((body) => ({ type, bytes: gzip(body) })));
      };
      page.on("response", onResponse);
      await page.goto(path, { waitUntil: "networkidle" });
      page.off("response", onResponse);
      const inline = await page.evaluate(() => ({
        scripts: [...document.scripts].filter((s) => !s.src && s.type !== "application/ld+json").map((s) => s.text),
        styles: [...document.querySelectorAll("style")].map((s) => s.textContent ?? ""),
      }));
      const files = await Promise.all(fetched);
      const js =
        inline.scripts.reduce((sum, text) => sum + gzip(text), 0) +
        files.filter((f) => f.type === "script").reduce((s, f) => s + f.bytes, 0);
      const css = gzip(inline.styles.join("")) + files.filter((f) => f.type === "stylesheet").reduce((s, f) => s + f.bytes, 0);
      rows.push(`${path}: JS ${js} B, CSS ${css} B`);
      expect(js, `${path}: JavaScript loaded without interaction, gzip`).toBeLessThanOrEqual(jsBudget(path));
      expect(css, `${path}: CSS, gzip`).toBeLessThanOrEqual(cssBudget);
    }
    test.info().annotations.push({ type: "weights", description: rows.join("\n") });
  });
});

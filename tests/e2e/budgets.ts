import { gzipSync } from "node:zlib";
import type { Page, Response } from "@playwright/test";

/**
 * Byte budgets (docs/product.md), measured on what the browser loads when a page opens and nobody touches it: every
 * script (inline and fetched) and every stylesheet, gzipped at level 9. Bytes, not times: the same build gives the
 * same numbers on any machine.
 */
const kilobytes = 1024;
export const jsBudget = (path: string) => (path === "/demo" ? 80 * kilobytes : 2 * kilobytes);
export const cssBudget = 15 * kilobytes;
const gzip = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;

/**
 * Opens `path` and starts counting what it loads. `weigh`, called once the page's other checks are done (scrolling
 * through it, axe), stops counting and gives the gzipped bytes of JavaScript and CSS loaded since it opened: whatever
 * the page would fetch late on its own, untouched, is counted too, with no wait for the network to fall quiet.
 */
export async function openAndWeigh(page: Page, path: string) {
  const fetched: Promise<{ type: string; bytes: number }>[] = [];
  const onResponse = (response: Response) => {
    const type = response.request().resourceType();
    if (type === "script" || type === "stylesheet") fetched.push(response.body().then((body) => ({ type, bytes: gzip(body) })));
  };
  page.on("response", onResponse);
  const response = await page.goto(path);
  const weigh = async () => {
    page.off("response", onResponse);
    const inline = await page.evaluate(() => ({
      scripts: [...document.scripts].filter((s) => !s.src && s.type !== "application/ld+json").map((s) => s.text),
      styles: [...document.querySelectorAll("style")].map((s) => s.textContent ?? ""),
    }));
    const files = await Promise.all(fetched);
    const js =
      inline.scripts.reduce((sum, text) => sum + gzip(text), 0) +
      files.filter((f) => f.type === "script").reduce((sum, f) => sum + f.bytes, 0);
    const css = gzip(inline.styles.join("")) + files.filter((f) => f.type === "stylesheet").reduce((sum, f) => sum + f.bytes, 0);
    return { js, css };
  };
  return { response, weigh };
}

import { existsSync, readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { pageEntries } from "../app/lib/route-table.server.ts";
import { deferredFiles, loaderDataUrl, staticImports } from "./defer-hydration.ts";
import { budgets, htmlFileOf, kb, pageWeight } from "./page-weight.ts";

const clientDir = "build/client";
const paths = [...pageEntries().map((entry) => entry.path), "/404"];

describe("byte budgets (DESIGN.md §9), from the build output", () => {
  test.each(paths)("%s loads at most 130 KB of JavaScript, 20 KB of it our own, and 20 KB of CSS", (path) => {
    const weight = pageWeight(clientDir, path);
    const detail = weight.files.map((f) => `${kb(f.gzip).padStart(6)} KB ${f.file}`).join("\n");
    expect(weight.js, `JavaScript:\n${detail}`).toBeLessThanOrEqual(budgets.js);
    expect(weight.ownJs, `our own JavaScript:\n${detail}`).toBeLessThanOrEqual(budgets.ownJs);
    expect(weight.css).toBeLessThanOrEqual(budgets.css);
  });

  test("the framework chunks hold React, React DOM and React Router, and nothing of ours", () => {
    const home = pageWeight(clientDir, "/");
    const framework = home.files.filter((f) => f.framework);
    expect(framework.map((f) => f.file.match(/framework-(\w+)-/)?.[1]).sort()).toEqual(["dom", "react", "router"]);
    const source = framework.map((f) => readFileSync(`${clientDir}${f.file}`, "utf8")).join("\n");
    expect(source).toContain("react.transitional.element");
    expect(source).toContain("__reactRouterContext");
    expect(source).not.toMatch(/Book a demo|data-slot/);
    // The framework alone is most of the budget: the bar is set from its ~110 KB.
    expect(home.frameworkJs).toBeGreaterThan(90 * 1024);
  });

  test("what a page loads is what the manifest lists for it, requested only after the first paint", () => {
    for (const path of ["/", "/about", "/404"]) {
      const html = readFileSync(htmlFileOf(clientDir, path), "utf8");
      expect(html.includes('<link rel="modulepreload"'), path).toBe(false);
      expect(new Set(deferredFiles(html))).toEqual(new Set(pageWeight(clientDir, path).files.map((f) => f.file)));
    }
  });

  test("a page's modules run one at a time: the loader lists each after the files it imports", () => {
    for (const path of paths) {
      const files = deferredFiles(readFileSync(htmlFileOf(clientDir, path), "utf8"));
      files.forEach((file, at) => {
        const imports = staticImports(file, readFileSync(`${clientDir}${file}`, "utf8"));
        for (const imported of imports) expect(files.indexOf(imported), `${path}: ${file} imports ${imported}`).toBeLessThan(at);
        if (file.includes("/framework-")) expect(imports.length, file).toBeGreaterThan(0);
      });
    }
  });

  test("the loader data is a file of its own, fetched with the JavaScript, not part of the HTML", () => {
    for (const path of ["/", "/about", "/404"]) {
      const html = readFileSync(htmlFileOf(clientDir, path), "utf8");
      expect(html, path).not.toContain("streamController.enqueue");
      const url = loaderDataUrl(html) ?? "";
      expect(url, path).toMatch(/^\/assets\/loader-data-[0-9a-f]{12}\.data$/);
      expect(existsSync(`${clientDir}${url}`), url).toBe(true);
      // React Router's turbo-stream: the state React Router hydrates from, with the page's copy in it.
      const data = readFileSync(`${clientDir}${url}`, "utf8");
      expect(JSON.parse(data.split("\n")[0] as string)).toEqual(expect.arrayContaining(["loaderData", "root"]));
      const title = html.match(/<title>([^<|]+)/)?.[1]?.trim() ?? "";
      expect(data, path).toContain(title.split(" ")[0]);
    }
  });

  test("the demo dialog, the mobile sheet, the desktop menus, the canvas and the consent banner are not loaded up front", () => {
    const files = pageWeight(clientDir, "/")
      .files.map((f) => f.file)
      .join(" ");
    for (const lazy of ["demo-layer", "demo-form", "mobile-nav", "desktop-menus", "dotted-canvas", "consent-banner", "sonner"]) {
      expect(files).not.toContain(lazy);
    }
  });
});

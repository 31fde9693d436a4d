import { describe, expect, test } from "vitest";
import { dependenciesFirst, staticImports } from "./defer-hydration.ts";

describe("dependenciesFirst", () => {
  const graph: Record<string, string[]> = {
    "/entry.js": ["/dom.js", "/runtime.js"],
    "/route.js": ["/shell.js", "/dom.js"],
    "/shell.js": ["/dom.js"],
    "/dom.js": ["/runtime.js"],
    "/runtime.js": [],
    "/styles.js": [],
  };
  const importsOf = (file: string) => graph[file] ?? [];

  test("puts every file after the files it imports, and keeps the given order otherwise", () => {
    expect(dependenciesFirst(["/styles.js", "/entry.js", "/route.js", "/shell.js", "/dom.js", "/runtime.js"], importsOf)).toEqual(
      ["/styles.js", "/runtime.js", "/dom.js", "/entry.js", "/shell.js", "/route.js"],
    );
  });

  test("ends on an import cycle, with each file once", () => {
    const cycle: Record<string, string[]> = { "/a.js": ["/b.js"], "/b.js": ["/a.js"] };
    expect(dependenciesFirst(["/a.js", "/b.js"], (file) => cycle[file] ?? [])).toEqual(["/b.js", "/a.js"]);
  });

  test("refuses a module whose import the page does not load", () => {
    expect(() => dependenciesFirst(["/entry.js", "/dom.js"], importsOf)).toThrow("/dom.js imports /runtime.js");
  });
});

describe("staticImports", () => {
  test("reads the bundler's import statements, resolved against the module's URL, without its dynamic imports", () => {
    const source =
      'import{r as e,t}from"./rolldown-runtime-C9lg1dbX.js";import"./shell-Dz654vgm.js";' +
      'import * as n from "../vendor/x.js";const l=()=>import("./demo-layer-drtJemGW.js");' +
      'e(t,"./also-not.js");import{a}from"./shell-Dz654vgm.js";';
    expect(staticImports("/assets/home-CL6kFRXf.js", source)).toEqual([
      "/assets/rolldown-runtime-C9lg1dbX.js",
      "/assets/shell-Dz654vgm.js",
      "/vendor/x.js",
    ]);
  });
});

import { iconNames } from "@content/schema.ts";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Icon } from "./icon.tsx";

describe("Icon", () => {
  it("draws every icon the content may name", () => {
    for (const name of iconNames)
      expect(renderToStaticMarkup(createElement(Icon, { name })), name).toMatch(
        /<svg[^>]*><(path|circle|rect|line|polyline|polygon|ellipse)/,
      );
  });
});

import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { readSiteData } from "../../../server/site-data.ts";
import { limits } from "../../lib/demo-request-fields.ts";
import { DemoForm } from "./demo-form.tsx";

describe("the demo form", () => {
  it("takes no longer a message than the request allows, so the limit shows while typing", () => {
    const { ui } = readSiteData("build/client");
    const html = renderToStaticMarkup(createElement(DemoForm, { solutions: [], copy: ui.demoForm, idPrefix: "demo" }));
    expect(html).toMatch(new RegExp(`<textarea[^>]* name="message"[^>]* maxLength="${limits.message}"`, "i"));
  });
});

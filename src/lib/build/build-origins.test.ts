import { describe, expect, it } from "vitest";
import { demoFormCopyPath } from "@/components/demo/ids.ts";
import { buildOrigins } from "./build-origins.ts";

describe("what a public page may fetch", () => {
  it("is the demo form's words and the demo endpoint, by path, never the whole site with its staff APIs", () => {
    const { connect } = buildOrigins({});
    expect(connect).toEqual(["*:*/functions/v1/", `*:*${demoFormCopyPath}`, "*:*/robots.txt"]);
    expect(connect).not.toContain("'self'");
  });

  it("adds the analytics provider and a functions endpoint on another origin when the build configures them", () => {
    const { connect } = buildOrigins({
      VITE_PLAUSIBLE_DOMAIN: "tessera.example",
      VITE_FUNCTIONS_URL: "https://functions.example/functions/v1",
    });
    expect(connect).toEqual([
      "*:*/functions/v1/",
      `*:*${demoFormCopyPath}`,
      "*:*/robots.txt",
      "https://plausible.io",
      "https://functions.example",
    ]);
  });
});
